import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// `NibArchiveComparison`'s one rule, equivalent ICC profiles: what it tolerates (the same
/// colour space and curves in other bytes) and what it does not hide (another colour space,
/// another gamma, bytes that are no profile, a difference elsewhere in the same archive).
@Suite struct NibArchiveComparisonProfileRuleTests {
    /// A minimal ICC profile: `space`, one tone curve per channel as a `curv` tag holding
    /// `entries` (one entry: a gamma in u8.8; more: a table).
    static func profile(space: String, entries: [UInt16]) -> Data {
        let channels = space == "GRAY" ? ["kTRC"] : ["rTRC", "gTRC", "bTRC"]
        var curve = Data("curv".utf8) + Data(count: 4) + bigEndian(UInt32(entries.count))
        for entry in entries { curve += bigEndian(entry) }
        let tableSize = 4 + 12 * channels.count
        var header = bigEndian(UInt32(128 + tableSize + curve.count)) + Data(count: 8)
        header += Data("mntr\(space)XYZ ".utf8) + Data(count: 12) + Data("acsp".utf8)
        header += Data(count: 128 - header.count)
        var table = bigEndian(UInt32(channels.count))
        for channel in channels {
            // Every channel shares the one curve, as Apple's sRGB profile's do.
            table += Data(channel.utf8) + bigEndian(UInt32(128 + tableSize)) + bigEndian(UInt32(curve.count))
        }
        return header + table + curve
    }

    /// A 1,024-entry table sampling the sRGB transfer function, as Apple's grey profile holds.
    static let srgbTable: [UInt16] = (0..<1024).map { index in
        let x = Double(index) / 1023
        let y = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        return UInt16((y * 65535).rounded())
    }

    /// A single-gamma curve entry (u8.8).
    static func gamma(_ value: Double) -> [UInt16] { [UInt16((value * 256).rounded())] }

    static func bigEndian<T: FixedWidthInteger>(_ value: T) -> Data {
        Data(stride(from: T.bitWidth - 8, through: 0, by: -8).map { UInt8(truncatingIfNeeded: value >> $0) })
    }

    /// A root holding a colour whose colour space carries `profile`, and a window title.
    static func archive(_ profile: Data, title: String = "T") -> NIBArchive {
        NibArchiveComparisonTests.archive([
            ("NSObject", [("NSColor", .object(1)), ("NSTitle", .object(4))]),
            ("NSColor", [("NSColorSpace", .int8(3)), ("NSCustomColorSpace", .object(2))]),
            ("NSColorSpace", [("NSID", .int8(9)), ("NSICC", .object(3))]),
            ("NSData", [("NS.bytes", .data(profile))]),
            ("NSString", [("NS.bytes", .data(Data(title.utf8)))]),
        ])
    }

    @Test func nibKitsGreyProfileIsEquivalentToATableOfTheSameCurve() {
        let report = NibArchiveComparison.compare(
            Self.archive(ICCProfile.gray), Self.archive(Self.profile(space: "GRAY", entries: Self.srgbTable)))
        #expect(report.matches)
        #expect(!report.strictlyMatches)
        #expect(report.tolerated.map(\.right) == ["NSICC: equivalent profile, bytes differ"])
    }

    @Test func identicalProfilesMatchStrictly() {
        let report = NibArchiveComparison.compare(
            Self.archive(ICCProfile.gray), Self.archive(ICCProfile.gray))
        #expect(report.strictlyMatches)
    }

    @Test func anRGBProfileAgainstAGreyOneIsADifference() {
        let report = NibArchiveComparison.compare(
            Self.archive(ICCProfile.gray), Self.archive(Self.profile(space: "RGB ", entries: Self.srgbTable)))
        #expect(report.differingKeys == ["NSICC"])
        #expect(report.tolerated.isEmpty)
    }

    @Test func gamma18AgainstGamma22IsADifference() {
        let report = NibArchiveComparison.compare(
            Self.archive(Self.profile(space: "GRAY", entries: Self.gamma(1.8))),
            Self.archive(Self.profile(space: "GRAY", entries: Self.gamma(2.2))))
        #expect(report.differingKeys == ["NSICC"])
    }

    @Test func bytesThatAreNoProfileAreADifference() {
        let report = NibArchiveComparison.compare(
            Self.archive(ICCProfile.gray), Self.archive(Data("not a profile".utf8)))
        #expect(report.differingKeys == ["NSICC"])
    }

    @Test func theRuleHidesNoOtherDifference() {
        let report = NibArchiveComparison.compare(
            Self.archive(ICCProfile.gray),
            Self.archive(Self.profile(space: "GRAY", entries: Self.srgbTable), title: "U"))
        #expect(report.differingKeys == ["NS.bytes"])
        #expect(report.tolerated.count == 1)
        #expect(!report.matches)
    }

    /// Two grey single-gamma profiles are tolerated exactly when their gammas are within 0.01
    /// (u8.8 steps are 1/256, so the gammas are drawn on that grid).
    @Test func gammasWithinATolerancePassAndOthersFail() async {
        await propertyCheck(count: 200, input: zip(Gen.int(in: 256...768), Gen.int(in: -8...8))) { base, step in
            let left = Self.profile(space: "GRAY", entries: [UInt16(base)])
            let right = Self.profile(space: "GRAY", entries: [UInt16(base + step)])
            let report = NibArchiveComparison.compare(Self.archive(left), Self.archive(right))
            let close = abs(Double(step) / 256) <= 0.01
            #expect(report.matches == close, "gamma \(Double(base) / 256) against \(Double(base + step) / 256)")
        }
    }
}
