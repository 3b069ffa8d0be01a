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
    case `class`, module, baseClass, id, ref, version, identifier
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
        "class", "module", "baseClass", "id", "ref", "version", "identifier",
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
        guard let index = Self.spellings.index(spelledBy: bytes), let field = Self(rawValue: index) else { return nil }
        self = field
    }

    private static let spellings = NameSpellings(texts)
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
        guard let index = Self.spellings.index(spelledBy: bytes), let kind = Self(rawValue: index) else { return nil }
        self = kind
    }

    private static let spellings = NameSpellings(texts)
}
