import Foundation

/// NibKit's own ICC profiles, written into a compiled nib where ibtool writes the profile of a
/// colour space behind AppKit's system colours (`NSICC` of an `NSColorSpace`,
/// `Formats/nibarchive.md`, "Writing"): the calibrated grey space of their grey fallbacks, and
/// sRGB for the blue ones.
///
/// ibtool copies Apple's "Generic Gray Gamma 2.2" and Linotype's "sRGB IEC61966-2.1" profiles,
/// whose bytes NibKit may not ship. These describe the same colour spaces in the fewest tags
/// ICC v4 asks of a display profile: the data colour space over the XYZ connection space, a
/// description, a copyright line of NibKit's own, the D50 white point, and the tone curves
/// (with the colorants and the chromatic adaptation for RGB). Every curve is the sRGB transfer
/// function (IEC 61966-2-1) as a parametric curve: the curve both Apple profiles sample in
/// their tables (to within 1/65,535; nominally a gamma of 2.2 for grey). The bytes are built
/// here, deterministically, from those numbers alone.
enum ICCProfile {
    /// The grey profile's bytes. Built on each use (once per nib that names the space: a few
    /// microseconds), so no process-wide copy stays behind.
    static var gray: Data {
        make(
            space: "GRAY", description: "NibKit Generic Gray (sRGB tone curve, gamma 2.2)",
            tags: [("kTRC", srgbCurve())])
    }

    /// The sRGB profile's bytes: the sRGB primaries adapted to D50 with the Bradford transform,
    /// as the standard's ICC profiles give them. Built on each use, as `gray` is.
    static var sRGB: Data {
        make(
            space: "RGB ", description: "NibKit sRGB (IEC 61966-2-1)",
            tags: [
                ("rXYZ", xyzTag((0.4361, 0.2225, 0.0139))), ("gXYZ", xyzTag((0.3851, 0.7169, 0.0971))),
                ("bXYZ", xyzTag((0.1431, 0.0606, 0.7141))), ("rTRC", srgbCurve()), ("gTRC", srgbCurve()),
                ("bTRC", srgbCurve()), ("chad", bradfordAdaptation()),
            ])
    }

    /// The text of the `cprt` tag.
    static let copyright = "Written by NibKit; no rights reserved"

    private static func make(space: String, description: String, tags colourTags: [(signature: String, body: Data)])
        -> Data
    {
        let tags: [(signature: String, body: Data)] =
            [("desc", multiLocalized(description)), ("cprt", multiLocalized(copyright)), ("wtpt", xyzTag(d50))]
            + colourTags
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
        header.append(contentsOf: Array("mntr\(space)XYZ ".utf8))
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

    /// An `XYZ ` tag of one value: the white point (D50, as ICC v4 has a display profile's
    /// media white) or a colorant.
    private static func xyzTag(_ xyz: (x: Double, y: Double, z: Double)) -> Data {
        var tag = Data("XYZ ".utf8)
        tag.appendBigEndian(UInt32(0))
        appendXYZ(&tag, xyz)
        return tag
    }

    /// The `chad` tag: the Bradford matrix from D65 to D50, row by row, as `sf32`.
    private static func bradfordAdaptation() -> Data {
        var tag = Data("sf32".utf8)
        tag.appendBigEndian(UInt32(0))
        for value in [1.0479, 0.0229, -0.0502, 0.0296, 0.9904, -0.0171, -0.0092, 0.0151, 0.7519] {
            tag.appendBigEndian(fixed(value))
        }
        return tag
    }

    /// A tone curve tag: a `para` curve of function type 3, `Y = (aX + b)^g` from `d` up and
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
