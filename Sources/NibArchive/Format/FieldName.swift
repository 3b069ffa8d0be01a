import Foundation
import ViewCore

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

    /// Interns names from bytes.
    static let table = NameLookup<FieldName>(FieldName.allCases.map { ($0.text, $0) })
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

    /// Interns kinds from bytes.
    static let table = NameLookup<ValueKind>(ValueKind.allCases.map { ($0.text, $0) })
}

/// Names of one of our `Int`-backed enums, found from bytes through a `NameTable`. Internal and
/// generic here so each use is specialized in this module.
struct NameLookup<Name: RawRepresentable>: Sendable where Name.RawValue == Int {
    private let table: NameTable

    init(_ names: [(String, Name)]) {
        table = NameTable(names.map { ($0.0, $0.1.rawValue) })
    }

    /// The name spelled by `count` bytes at `start`, if it is one of ours.
    func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> Name? {
        table.lookup(start, count: count).flatMap(Name.init(rawValue:))
    }

    /// The name spelled by `text`, if it is one of ours.
    func lookup(_ text: String) -> Name? {
        table.lookup(text).flatMap(Name.init(rawValue:))
    }
}
