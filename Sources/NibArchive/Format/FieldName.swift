import Foundation

/// The attribute names of the XML spelling, which are also the member names of the JSON one.
///
/// Readers intern names by comparing bytes (`NameTable`), so no `String` is made for a name.
enum FieldName: Int, CaseIterable {
    case key, value, base64
    case x, y, width, height
    case top, left, bottom, right, leading, trailing
    case a, b, c, d, tx, ty
    case red, green, blue, white, alpha, space, system, name
    case kind, size, weight, family, style
    case `class`, module, id, ref, version, identifier
    case source, destination, event
    case type, values, placeholders, objects, connections

    /// The name as files spell it.
    var text: String { Self.texts[rawValue] }

    private static let texts: [String] = allCases.map { $0 == .class ? "class" : String(describing: $0) }

    /// This name's bit in a presence mask.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// Interns names from bytes.
    static let table = NameTable<FieldName>(FieldName.allCases.map { ($0.text, $0) })
}

/// The kinds of values, named as XML elements and JSON `"type"` members name them.
enum ValueKind: Int, CaseIterable {
    case bool, integer, real, string, data, null
    case point, size, rect, insets, directionalInsets, transform, color, font, image
    case array, dictionary, object, reference

    /// The element name (`nil` for `.null`).
    var text: String { Self.texts[rawValue] }

    private static let texts: [String] = allCases.map { $0 == .null ? "nil" : String(describing: $0) }

    /// Interns kinds from bytes.
    static let table = NameTable<ValueKind>(ValueKind.allCases.map { ($0.text, $0) })
}

/// A small perfect-enough hash from byte strings to a fixed set of names: buckets by length
/// and first byte, then `memcmp`. No allocation per lookup.
struct NameTable<Name>: @unchecked Sendable {
    private var buckets: [[(bytes: [UInt8], name: Name)]]
    private static var maxLength: Int { 32 }

    init(_ names: [(String, Name)]) {
        buckets = Array(repeating: [], count: Self.maxLength * 64)
        for (text, name) in names {
            let bytes = Array(text.utf8)
            buckets[Self.slot(count: bytes.count, first: bytes[0])].append((bytes, name))
        }
    }

    private static func slot(count: Int, first: UInt8) -> Int { count * 64 + Int(first & 63) }

    /// The name spelled by `count` bytes at `start`, if it is one of ours.
    func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> Name? {
        guard count > 0, count < Self.maxLength else { return nil }
        for candidate in buckets[Self.slot(count: count, first: start[0])] where candidate.bytes.withUnsafeBufferPointer({
            guard let bytes = $0.baseAddress else { return false }
            return memcmp(bytes, start, count) == 0
        }) {
            return candidate.name
        }
        return nil
    }

    /// The name spelled by `text`, if it is one of ours.
    func lookup(_ text: String) -> Name? {
        var copy = text
        return copy.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return lookup(base, count: buffer.count)
        }
    }
}
