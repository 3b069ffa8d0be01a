import Foundation

/// NibKit's own grey ICC profile, written into a compiled nib where ibtool writes the profile
/// of the calibrated grey colour space behind AppKit's system colours (`NSICC` of an
/// `NSColorSpace`, `Formats/nibarchive.md`, "Writing").
///
/// ibtool copies Apple's "Generic Gray Gamma 2.2" profile, whose bytes NibKit may not ship.
/// This profile describes the same colour space in the fewest tags ICC v4 asks of a monochrome
/// display profile: the `GRAY` data colour space over the XYZ connection space, a description,
/// a copyright line of NibKit's own, the D50 white point and one tone curve. The curve is the
/// sRGB transfer function (IEC 61966-2-1) as a parametric curve: the curve Apple's profile
/// samples in a 1,024-entry table (it is the sRGB curve to within 1/65,535, nominally a gamma
/// of 2.2). The bytes are built here, deterministically, from those numbers alone.
enum GrayICCProfile {
    /// The profile's bytes.
    static let data: Data = make()

    /// The text of the `desc` tag.
    static let description = "NibKit Generic Gray (sRGB tone curve, gamma 2.2)"

    /// The text of the `cprt` tag.
    static let copyright = "Written by NibKit; no rights reserved"

    private static func make() -> Data {
        let tags: [(signature: String, body: Data)] = [
            ("desc", multiLocalized(description)),
            ("cprt", multiLocalized(copyright)),
            ("wtpt", whitePoint()),
            ("kTRC", srgbCurve()),
        ]
        let tableSize = 4 + 12 * tags.count
        var offset = 128 + tableSize
        var table = Data()
        table.appendBigEndian(UInt32(tags.count))
        var bodies = Data()
        for tag in tags {
            table.append(contentsOf: Array(tag.signature.utf8))
            table.appendBigEndian(UInt32(offset))
            table.appendBigEndian(UInt32(tag.body.count))
            bodies.append(tag.body)
            // Every tag starts on a four-byte boundary.
            while bodies.count % 4 != 0 { bodies.append(0) }
            offset = 128 + tableSize + bodies.count
        }
        let size = 128 + tableSize + bodies.count
        var header = Data()
        header.appendBigEndian(UInt32(size))
        header.appendBigEndian(UInt32(0))  // preferred CMM: none
        header.appendBigEndian(UInt32(0x0430_0000))  // version 4.3
        header.append(contentsOf: Array("mntrGRAYXYZ ".utf8))
        // Creation date: fixed, so the same compiler writes the same bytes.
        for part: UInt16 in [2026, 1, 1, 0, 0, 0] { header.appendBigEndian(part) }
        header.append(contentsOf: Array("acsp".utf8))
        header.append(Data(count: 28))  // platform, flags, manufacturer, model, attributes
        header.appendBigEndian(UInt32(0))  // rendering intent: perceptual
        appendXYZ(&header, d50)
        header.append(Data(count: 128 - header.count))  // creator, profile id (not computed), reserved
        return header + table + bodies
    }

    /// The D50 illuminant, the connection space's white.
    private static let d50 = (x: 0.9642, y: 1.0, z: 0.8249)

    /// A `mluc` tag holding `text` in English.
    private static func multiLocalized(_ text: String) -> Data {
        let utf16 = Array(text.utf16)
        var tag = Data("mluc".utf8)
        tag.appendBigEndian(UInt32(0))
        tag.appendBigEndian(UInt32(1))  // one record
        tag.appendBigEndian(UInt32(12))  // of 12 bytes
        tag.append(contentsOf: Array("enUS".utf8))
        tag.appendBigEndian(UInt32(utf16.count * 2))
        tag.appendBigEndian(UInt32(28))
        for unit in utf16 { tag.appendBigEndian(unit) }
        return tag
    }

    /// The `wtpt` tag: D50, as ICC v4 has a display profile's media white point.
    private static func whitePoint() -> Data {
        var tag = Data("XYZ ".utf8)
        tag.appendBigEndian(UInt32(0))
        appendXYZ(&tag, d50)
        return tag
    }

    /// The `kTRC` tag: a `para` curve of function type 3, `Y = (aX + b)^g` from `d` up and
    /// `Y = cX` below, with sRGB's constants.
    private static func srgbCurve() -> Data {
        var tag = Data("para".utf8)
        tag.appendBigEndian(UInt32(0))
        tag.appendBigEndian(UInt16(3))
        tag.appendBigEndian(UInt16(0))
        for value in [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045] {
            tag.appendBigEndian(fixed(value))
        }
        return tag
    }

    private static func appendXYZ(_ data: inout Data, _ xyz: (x: Double, y: Double, z: Double)) {
        data.appendBigEndian(fixed(xyz.x))
        data.appendBigEndian(fixed(xyz.y))
        data.appendBigEndian(fixed(xyz.z))
    }

    /// `value` as an ICC `s15Fixed16Number`.
    private static func fixed(_ value: Double) -> UInt32 {
        UInt32(bitPattern: Int32((value * 65536).rounded()))
    }
}

extension Data {
    fileprivate mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        for shift in stride(from: T.bitWidth - 8, through: 0, by: -8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }
}
