import Foundation

/// Writes a binary property list (`bplist00`), the inverse of `BinaryPropertyList`: the header,
/// the objects, a table of their offsets and the 32-byte trailer (`Formats/nibarchive.md`,
/// "Keyed-archive nibs").
///
/// The value is written depth first, the top object first and each container before its
/// contents; equal scalars (strings, integers, Booleans, data, references) are written once and shared,
/// as CoreFoundation does, so a key used by every object costs one string. Offsets take the
/// fewest bytes that hold the offset table's place, references the fewest that hold the object
/// count (CoreFoundation's reader checks both). Integers are written in
/// 1, 2 or 4 bytes unsigned when they fit, else 8 bytes signed (a negative one always);
/// a string all of whose characters are ASCII as bytes, any other as big-endian UTF-16.
/// Dictionaries keep the order they are given in, so the same value gives the same bytes.
///
/// ```swift
/// let bytes = BinaryPropertyListWriter.write(.dictionary([("$version", .integer(100000))]))
/// ```
enum BinaryPropertyListWriter {
    /// A property list value.
    indirect enum Value: Hashable {
        /// A Boolean (`0x08`, `0x09`).
        case bool(Bool)
        /// An integer (`0x1n`).
        case integer(Int)
        /// A double (`0x23`).
        case real(Double)
        /// A string (`0x5n` ASCII, `0x6n` UTF-16).
        case string(String)
        /// Bytes (`0x4n`).
        case data(Data)
        /// An array (`0xAn`).
        case array([Value])
        /// A dictionary with string keys, in the order written (`0xDn`).
        case dictionary([Pair])
        /// A keyed archive's reference, `CF$UID` (`0x8n`).
        case uid(Int)

        /// One key and value of a dictionary.
        struct Pair: Hashable {
            var key: String
            var value: Value
        }

        /// A dictionary of `pairs`, in their order.
        static func dictionary(_ pairs: [(String, Value)]) -> Value {
            .dictionary(pairs.map { Pair(key: $0.0, value: $0.1) })
        }

        /// A dictionary of `entries`, in the order of their keys: a Swift dictionary's own order
        /// differs from one instance to the next, which would make the bytes differ too.
        static func sorted(_ entries: [String: Value]) -> Value {
            .dictionary(entries.sorted { $0.key < $1.key }.map { Pair(key: $0.key, value: $0.value) })
        }

        /// A dictionary of strings, in the order of their keys.
        static func sorted(_ entries: [String: String]) -> Value {
            sorted(entries.mapValues { .string($0) })
        }
    }

    /// One object of the flattened list: a scalar, or a container holding object indices.
    private enum Entry {
        case scalar(Value)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    /// The bytes of `top`.
    ///
    /// - Complexity: O(n) in the size of the value (scalars are shared through a hash table).
    static func write(_ top: Value) -> Data {
        var flattener = Flattener()
        _ = flattener.add(top)
        let entries = flattener.entries
        // CoreFoundation's reader wants the sizes to hold the object count and the offset
        // table's own place, not only the largest reference and offset.
        let referenceSize = byteCount(entries.count)
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(entries.count)
        for entry in entries {
            offsets.append(bytes.count)
            switch entry {
            case .scalar(let value): appendScalar(value, to: &bytes)
            case .array(let items):
                appendMarker(0xA, count: items.count, to: &bytes)
                for item in items { appendBigEndian(UInt64(item), referenceSize, to: &bytes) }
            case .dictionary(let keys, let values):
                appendMarker(0xD, count: keys.count, to: &bytes)
                for reference in keys + values { appendBigEndian(UInt64(reference), referenceSize, to: &bytes) }
            }
        }
        let tableOffset = bytes.count
        let offsetSize = byteCount(tableOffset)
        for offset in offsets { appendBigEndian(UInt64(offset), offsetSize, to: &bytes) }
        // The trailer: five unused bytes, the sort version, the two sizes, then the object
        // count, the top object and where the offset table starts, eight bytes each.
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        appendBigEndian(UInt64(entries.count), 8, to: &bytes)
        appendBigEndian(0, 8, to: &bytes)
        appendBigEndian(UInt64(tableOffset), 8, to: &bytes)
        return Data(bytes)
    }

    /// Numbers every object of a value, depth first, sharing equal scalars.
    private struct Flattener {
        var entries: [Entry] = []
        var scalars: [Value: Int] = [:]

        /// The index of `value`'s object, adding it (and what it holds) when new.
        mutating func add(_ value: Value) -> Int {
            switch value {
            case .array(let items):
                let index = reserve()
                entries[index] = .array(items.map { add($0) })
                return index
            case .dictionary(let pairs):
                let index = reserve()
                let keys = pairs.map { add(.string($0.key)) }
                entries[index] = .dictionary(keys: keys, values: pairs.map { add($0.value) })
                return index
            case .real:
                // Not shared: `==` makes 0.0 and -0.0 one key, and NaN none.
                entries.append(.scalar(value))
                return entries.count - 1
            default:
                if let known = scalars[value] { return known }
                entries.append(.scalar(value))
                scalars[value] = entries.count - 1
                return entries.count - 1
            }
        }

        /// A place for a container, filled once its contents are numbered.
        private mutating func reserve() -> Int {
            entries.append(.array([]))
            return entries.count - 1
        }
    }

    /// Appends a scalar object's marker and bytes.
    private static func appendScalar(_ value: Value, to bytes: inout [UInt8]) {
        switch value {
        case .bool(let flag): bytes.append(flag ? 0x09 : 0x08)
        case .integer(let number): appendInteger(number, to: &bytes)
        case .real(let number):
            bytes.append(0x23)
            appendBigEndian(number.bitPattern, 8, to: &bytes)
        case .string(let text) where text.utf8.allSatisfy({ $0 < 0x80 }):
            appendMarker(0x5, count: text.utf8.count, to: &bytes)
            bytes += text.utf8
        case .string(let text):
            let units = Array(text.utf16)
            appendMarker(0x6, count: units.count, to: &bytes)
            for unit in units { appendBigEndian(UInt64(unit), 2, to: &bytes) }
        case .data(let data):
            appendMarker(0x4, count: data.count, to: &bytes)
            bytes += data
        case .uid(let number):
            let size = byteCount(number)
            bytes.append(0x80 | UInt8(size - 1))
            appendBigEndian(UInt64(number), size, to: &bytes)
        case .array, .dictionary: break
        }
    }

    /// Appends an integer object: 1, 2 or 4 bytes unsigned, or 8 bytes signed.
    private static func appendInteger(_ number: Int, to bytes: inout [UInt8]) {
        let size = number < 0 ? 8 : byteCount(number)
        let power = [1: 0, 2: 1, 4: 2][size] ?? 3
        bytes.append(0x10 | UInt8(power))
        appendBigEndian(UInt64(bitPattern: Int64(number)), 1 << power, to: &bytes)
    }

    /// Appends the marker of a sized object: the count in its low four bits when below 15,
    /// else 0xF and the count as an integer object.
    private static func appendMarker(_ type: UInt8, count: Int, to bytes: inout [UInt8]) {
        if count < 15 {
            bytes.append(type << 4 | UInt8(count))
        } else {
            bytes.append(type << 4 | 0xF)
            appendInteger(count, to: &bytes)
        }
    }

    /// The fewest of 1, 2, 4 and 8 bytes that hold the non-negative `number`.
    private static func byteCount(_ number: Int) -> Int {
        switch number {
        case ...0xFF: 1
        case ...0xFFFF: 2
        case ...0xFFFF_FFFF: 4
        default: 8
        }
    }

    /// Appends the low `count` bytes of `value`, most significant first.
    private static func appendBigEndian(_ value: UInt64, _ count: Int, to bytes: inout [UInt8]) {
        for index in stride(from: count - 1, through: 0, by: -1) {
            bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index)))
        }
    }
}
