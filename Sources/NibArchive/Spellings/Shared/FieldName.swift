import Foundation
import ViewCore

/// The attribute names of the XML spelling, which are also the member names of the JSON one.
///
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

    // Spelled out: `String(describing:)` reflects on the type, about a million instructions the
    // first time, a third of a small file's first load. A test holds each to its case's name.
    private static let texts = [
        "key", "value", "base64",
        "x", "y", "width", "height",
        "top", "left", "bottom", "right", "leading", "trailing",
        "a", "b", "c", "d", "tx", "ty",
        "red", "green", "blue", "white", "alpha", "space", "system", "name",
        "kind", "size", "weight", "family", "style",
        "class", "module", "id", "ref", "version", "identifier",
        "source", "destination", "event",
        "type", "values", "placeholders", "objects", "connections",
    ]

    /// This name's bit in a presence mask.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The field `text` names, if it is one of ours.
    init?(text: String) {
        var text = text
        guard let field = text.withUTF8({ Self(bytes: $0) }) else { return nil }
        self = field
    }

    /// The field these UTF-8 bytes spell, if it is one of ours.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let field = Self.spellings.name(spelledBy: bytes) else { return nil }
        self = field
    }

    private static let spellings = NameSpellings(allCases.map { ($0, $0.text) })
}

/// The kinds of values, named as XML elements and JSON `"type"` members name them.
enum ValueKind: Int, CaseIterable {
    case bool, integer, real, string, data, null
    case point, size, rect, insets, directionalInsets, transform, color, font, image
    case array, dictionary, object, reference

    /// The element name (`nil` for `.null`).
    var text: String { Self.texts[rawValue] }

    // Spelled out, as `FieldName`'s are.
    private static let texts = [
        "bool", "integer", "real", "string", "data", "nil",
        "point", "size", "rect", "insets", "directionalInsets", "transform", "color", "font", "image",
        "array", "dictionary", "object", "reference",
    ]

    /// The kind `text` names, if it is one of ours.
    init?(text: String) {
        var text = text
        guard let kind = text.withUTF8({ Self(bytes: $0) }) else { return nil }
        self = kind
    }

    /// The kind these UTF-8 bytes spell, if it is one of ours.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let kind = Self.spellings.name(spelledBy: bytes) else { return nil }
        self = kind
    }

    private static let spellings = NameSpellings(allCases.map { ($0, $0.text) })
}

/// A few names found by their UTF-8 bytes, as files compare names (`==` would take a
/// canonically equivalent spelling for a name), without making a `String` or hashing one.
///
/// Looks only at the names as long as the bytes, first byte then the rest: about 150
/// instructions a name where making a `String` and looking it up in a `[String: FieldName]`
/// took about 600. With it, reading the 10k-view JSON file (its member names and value kinds)
/// went from 438M instructions to 292M (callgrind).
///
/// - Complexity: O(n) in the number of names as long as the bytes.
struct NameSpellings<Name>: Sendable where Name: Sendable {
    /// Every spelling's bytes, one after another.
    private let spellings: [UInt8]
    /// `byLength[n]`: the names n bytes long, with where their bytes start in `spellings`.
    private let byLength: [[(name: Name, offset: Int)]]

    init(_ names: [(Name, String)]) {
        var spellings: [UInt8] = []
        var byLength = Array(repeating: [(name: Name, offset: Int)](), count: (names.map(\.1.utf8.count).max() ?? 0) + 1)
        for (name, text) in names {
            byLength[text.utf8.count].append((name, spellings.count))
            spellings.append(contentsOf: text.utf8)
        }
        self.spellings = spellings
        self.byLength = byLength
    }

    func name(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Name? {
        guard let start = bytes.baseAddress, !bytes.isEmpty, bytes.count < byLength.count else { return nil }
        return spellings.withUnsafeBufferPointer { spellings -> Name? in
            guard let base = spellings.baseAddress else { return nil }
            for (name, offset) in byLength[bytes.count]
            where base[offset] == start[0] && memcmp(base + offset, start, bytes.count) == 0 {
                return name
            }
            return nil
        }
    }
}
