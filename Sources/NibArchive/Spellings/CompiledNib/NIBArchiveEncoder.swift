import Foundation

/// Writes a `NIBArchive`'s tables as the bytes of a compiled nib: the inverse of
/// `NIBArchiveDecoder`. `Formats/nibarchive.md` ("Writing") describes the layout.
///
/// The tables are written as ibtool lays them out: the 50-byte header, then objects, keys,
/// values and class names, one after the other with no gap. Every integer keeps the width its
/// `NIBArchive.Payload` case names (an `.int16` is two bytes whatever its value), so choosing a
/// width is the caller's decision, as it is `NSCoder`'s. Each object's run of values is written
/// as it stands (first index and count); the decoder reads back the same tables.
///
/// ```swift
/// let bytes = NIBArchiveEncoder().encode(archive)
/// let again = try NIBArchiveDecoder().decode(bytes)   // the same tables, with offsets
/// ```
public struct NIBArchiveEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The bytes of `archive`.
    ///
    /// The `offset` fields of its objects and values are ignored: the encoder places entries
    /// where the layout puts them.
    ///
    /// - Complexity: O(n) in the size of the output.
    public func encode(_ archive: NIBArchive) -> Data {
        var objects: [UInt8] = []
        for object in archive.objects {
            Self.appendVarint(object.classIndex, to: &objects)
            Self.appendVarint(object.values.lowerBound, to: &objects)
            Self.appendVarint(object.values.count, to: &objects)
        }
        var keys: [UInt8] = []
        for key in archive.keys {
            Self.appendVarint(key.utf8.count, to: &keys)
            keys += key.utf8
        }
        var values: [UInt8] = []
        for value in archive.values {
            Self.appendVarint(value.keyIndex, to: &values)
            Self.append(value.payload, to: &values)
        }
        var classes: [UInt8] = []
        for entry in archive.classes {
            // The stored length counts the terminating NUL.
            Self.appendVarint(entry.name.utf8.count + 1, to: &classes)
            Self.appendVarint(entry.fallbacks.count, to: &classes)
            for fallback in entry.fallbacks {
                Self.appendLittleEndian(UInt64(UInt32(truncatingIfNeeded: fallback)), 4, to: &classes)
            }
            classes += entry.name.utf8
            classes.append(0)
        }
        let objectOffset = NIBArchiveDecoder.headerSize
        let keyOffset = objectOffset + objects.count
        let valueOffset = keyOffset + keys.count
        let classOffset = valueOffset + values.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(classOffset + classes.count)
        bytes += NIBArchiveDecoder.magic
        let header = [
            Int(archive.formatVersion), Int(archive.coderVersion),
            archive.objects.count, objectOffset, archive.keys.count, keyOffset,
            archive.values.count, valueOffset, archive.classes.count, classOffset,
        ]
        for field in header { Self.appendLittleEndian(UInt64(UInt32(truncatingIfNeeded: field)), 4, to: &bytes) }
        bytes += objects
        bytes += keys
        bytes += values
        bytes += classes
        return Data(bytes)
    }

    /// Appends `payload`'s type code and bytes.
    static func append(_ payload: NIBArchive.Payload, to bytes: inout [UInt8]) {
        bytes.append(payload.typeCode)
        switch payload {
        case .int8(let value): bytes.append(UInt8(bitPattern: value))
        case .int16(let value): appendLittleEndian(UInt64(UInt16(bitPattern: value)), 2, to: &bytes)
        case .int32(let value): appendLittleEndian(UInt64(UInt32(bitPattern: value)), 4, to: &bytes)
        case .int64(let value): appendLittleEndian(UInt64(bitPattern: value), 8, to: &bytes)
        case .bool, .null: break
        case .float(let value): appendLittleEndian(UInt64(value.bitPattern), 4, to: &bytes)
        case .double(let value): appendLittleEndian(value.bitPattern, 8, to: &bytes)
        case .data(let data):
            appendVarint(data.count, to: &bytes)
            bytes += data
        case .object(let index): appendLittleEndian(UInt64(UInt32(truncatingIfNeeded: index)), 4, to: &bytes)
        }
    }

    /// Appends `value` as a variable-length integer: seven bits a byte, least significant
    /// first, the high bit set on the last byte (the reverse of LEB128).
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(rest) | 0x80)
    }

    /// Appends the low `count` bytes of `value`, least significant first.
    static func appendLittleEndian(_ value: UInt64, _ count: Int, to bytes: inout [UInt8]) {
        for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}
