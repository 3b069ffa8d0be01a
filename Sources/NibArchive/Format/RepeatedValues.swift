import Foundation
import ViewCore

/// The style values a reader met last, by the exact spelling of their fields: interfaces repeat
/// a few colours, fonts and images over and over (every label of a list has the same font and
/// text colour), so most of them are read once and then shared.
///
/// A hit hands back the value read before, whose box (`CodingValue` boxes colours, fonts and
/// images) is then shared by every entry that spells it: no numbers parsed, no box allocated,
/// and one box kept in memory instead of one per entry. Sharing is invisible, since the boxes
/// are immutable values.
///
/// Equal spellings decode to equal values and pass the same checks, so a hit is only taken
/// for a value whose fields are all known (no unknown field to report) and whose spelling is
/// short enough to compare cheaply.
struct RepeatedValues {
    /// One remembered value and its spelling: per field, its number, its spelling's tag, two
    /// bytes of length (little-endian) and its bytes. Lengths keep `"ab" + "c"` apart from
    /// `"a" + "bc"`; two bytes suffice, as longer spellings are not kept.
    private struct Entry {
        var kind: ValueKind
        var spelling: [UInt8]
        var value: CodingValue
    }

    /// Enough for the distinct styles of a screen; a miss costs one comparison per entry of
    /// the same kind, most of which stop at the first byte.
    private static let capacity = 16
    /// Spellings longer than this (base64 images) are decoded each time.
    private static let maxSpelling = 256

    private var entries: [Entry] = []
    private var nextVictim = 0

    /// Whether values of `kind` are looked up here. Geometry differs from view to view and
    /// scalars cost nothing to read, so only style values are.
    static func isShared(_ kind: ValueKind) -> Bool {
        switch kind {
        case .color, .font, .image, .insets, .directionalInsets, .transform: true
        default: false
        }
    }

    /// The value of `kind` that `source` spells: the one read before for the same spelling, or
    /// else `decode()`'s, remembered for next time.
    mutating func value(_ kind: ValueKind, from source: some FieldSource,
                        decode: () throws(FieldProblem) -> CodingValue) throws(FieldProblem) -> CodingValue {
        guard source.unknownField == nil else { return try decode() }
        if let hit = position(of: kind, spelledBy: source) { return entries[hit].value }
        let value = try decode()
        var spelling: [UInt8] = []
        let flat = source.forEachSpelledField { field, tag, bytes in
            spelling.append(UInt8(field.rawValue))
            spelling.append(tag)
            spelling.append(UInt8(truncatingIfNeeded: bytes.count))
            spelling.append(UInt8(truncatingIfNeeded: bytes.count >> 8))
            spelling.append(contentsOf: bytes)
            return spelling.count <= Self.maxSpelling
        }
        guard flat else { return value }
        let entry = Entry(kind: kind, spelling: spelling, value: value)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[nextVictim] = entry
            nextVictim = (nextVictim + 1) % Self.capacity
        }
        return value
    }

    /// The entry of `kind` that `source` spells exactly, compared field by field in place: no
    /// spelling is built for a hit, and entries are not copied out (which would retain them).
    private func position(of kind: ValueKind, spelledBy source: some FieldSource) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            for position in entries.indices where entries[position].kind == kind {
                let matches = entries[position].spelling.withUnsafeBufferPointer { stored in
                    var cursor = 0
                    let flat = source.forEachSpelledField { field, tag, bytes in
                        let end = cursor + 4 + bytes.count
                        guard end <= stored.count, stored[cursor] == UInt8(field.rawValue), stored[cursor + 1] == tag,
                              Int(stored[cursor + 2]) | Int(stored[cursor + 3]) << 8 == bytes.count else { return false }
                        if let start = bytes.baseAddress, let storedStart = stored.baseAddress,
                           memcmp(storedStart + cursor + 4, start, bytes.count) != 0 {
                            return false
                        }
                        cursor = end
                        return true
                    }
                    return flat && cursor == stored.count
                }
                if matches { return position }
            }
            return nil
        }
    }
}
