import Foundation
import ViewCore

/// The values a reader met last, by the exact spelling of their fields: interfaces repeat a few
/// colours, fonts, images and long strings (an autoresizing mask's names) over and over, so
/// most of them are read once and then shared.
///
/// A hit hands back the value read before. Its storage (`CodingValue` boxes colours, fonts and
/// images; a long `String` has a buffer) is then shared by every entry that spells it: no
/// numbers parsed, nothing allocated, one copy kept in memory instead of one per entry, and
/// decoding compares two equal texts in two words. Sharing is invisible: the values are
/// immutable.
///
/// Equal spellings decode to equal values and pass the same checks, so a hit is only taken
/// for a value whose fields are all known (no unknown field to report) and whose spelling is
/// short enough to compare cheaply. Strings short enough to be stored inline
/// (`inlineStringLength`) cost nothing to make and are not looked up; long ones have their own
/// table, so unique texts do not push the styles out.
struct RepeatedValues {
    private var styles = Table()
    private var strings = Table()

    /// The longest string stored inline in a `String` (in UTF-8 bytes): shorter ones cost
    /// nothing to make again, so only longer ones are shared.
    static let inlineStringLength = 15

    /// The value of `kind` that `source` spells (`ValueFields.decode`): for a style value or a
    /// long string, the one read before for the same spelling if any, else the one decoded
    /// now, remembered for next time. Geometry differs from view to view and scalars cost
    /// nothing to read, so they are decoded each time.
    @inline(__always)
    mutating func decode(_ kind: ValueKind, from source: some FieldSource) throws(FieldProblem) -> CodingValue {
        // A value with an unknown field is decoded, so that the field is reported.
        let known = source.unknownField == nil
        switch kind {
        case .color, .font, .image, .insets, .directionalInsets, .transform:
            guard known else { return try ValueFields.decode(kind, from: source) }
            return try styles.value(kind, from: source) { () throws(FieldProblem) in try ValueFields.decode(kind, from: source) }
        case .string:
            guard known, Self.spelledLength(of: source) > Self.inlineStringLength else {
                return try ValueFields.decode(kind, from: source)
            }
            return try strings.value(kind, from: source) { () throws(FieldProblem) in try ValueFields.decode(kind, from: source) }
        default:
            return try ValueFields.decode(kind, from: source)
        }
    }

    /// How many bytes spell the fields of `source`.
    private static func spelledLength(of source: some FieldSource) -> Int {
        var length = 0
        _ = source.forEachSpelledField { _, _, bytes in
            length += bytes.count
            return true
        }
        return length
    }
}

extension RepeatedValues {
    /// Up to `capacity` values with their spellings, replaced oldest first. Spellings live in
    /// one buffer of fixed slots, so remembering a value allocates nothing.
    ///
    /// A spelling is, per field: its number, its spelling's tag, two bytes of length
    /// (little-endian) and its bytes. Lengths keep `"ab" + "c"` apart from `"a" + "bc"`; two
    /// bytes suffice, as longer spellings are not kept.
    fileprivate struct Table {
        /// Enough for the distinct styles of a screen; a miss costs one comparison per entry
        /// of the same kind, most of which stop at the first byte.
        static let capacity = 16
        /// Longer spellings (base64 images, long texts) are decoded each time.
        static let maxSpelling = 256

        private var kinds: [ValueKind?] = Array(repeating: nil, count: Table.capacity)
        private var lengths = [Int](repeating: 0, count: Table.capacity)
        private var values = [CodingValue](repeating: .null, count: Table.capacity)
        private var spellings = [UInt8](repeating: 0, count: Table.capacity * Table.maxSpelling)
        private var nextVictim = 0

        mutating func value(_ kind: ValueKind, from source: some FieldSource,
                            decode: () throws(FieldProblem) -> CodingValue) throws(FieldProblem) -> CodingValue {
            if let hit = position(of: kind, spelledBy: source) { return values[hit] }
            let value = try decode()
            let slot = nextVictim
            // Forgotten first: a spelling that does not fit leaves the slot half overwritten.
            kinds[slot] = nil
            let fits = spellings.withUnsafeMutableBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                let start = base + slot * Self.maxSpelling
                var length = 0
                let flat = source.forEachSpelledField { field, tag, bytes in
                    guard length + 4 + bytes.count <= Self.maxSpelling else { return false }
                    start[length] = UInt8(field.rawValue)
                    start[length + 1] = tag
                    start[length + 2] = UInt8(truncatingIfNeeded: bytes.count)
                    start[length + 3] = UInt8(truncatingIfNeeded: bytes.count >> 8)
                    if let bytesStart = bytes.baseAddress { (start + length + 4).update(from: bytesStart, count: bytes.count) }
                    length += 4 + bytes.count
                    return true
                }
                return flat ? length : nil
            }
            guard let length = fits else { return value }
            kinds[slot] = kind
            lengths[slot] = length
            values[slot] = value
            nextVictim = (slot + 1) % Self.capacity
            return value
        }

        /// The slot of `kind` that `source` spells exactly, compared field by field in place: no
        /// spelling is built for a hit.
        private func position(of kind: ValueKind, spelledBy source: some FieldSource) -> Int? {
            spellings.withUnsafeBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                for slot in 0..<Self.capacity where kinds[slot] == kind {
                    let stored = base + slot * Self.maxSpelling
                    let length = lengths[slot]
                    var cursor = 0
                    let flat = source.forEachSpelledField { field, tag, bytes in
                        let end = cursor + 4 + bytes.count
                        guard end <= length, stored[cursor] == UInt8(field.rawValue), stored[cursor + 1] == tag,
                              Int(stored[cursor + 2]) | Int(stored[cursor + 3]) << 8 == bytes.count else { return false }
                        if let start = bytes.baseAddress, memcmp(stored + cursor + 4, start, bytes.count) != 0 { return false }
                        cursor = end
                        return true
                    }
                    if flat && cursor == length { return slot }
                }
                return nil
            }
        }
    }
}
