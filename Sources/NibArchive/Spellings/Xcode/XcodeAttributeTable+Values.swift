import ViewCore

/// The values an attribute's text stands for under a rule's kind.
extension XcodeAttributeTable {
    /// `value(_:as:)` read straight from the value's bytes, for the kinds that need no string
    /// (`.bool`, `.integer`, `.real`); nil for the other kinds and for spellings left to
    /// `value(_:as:)` (`.5`, `+1`, or no value of the kind at all).
    static func value(_ bytes: XMLElementNode.Value, as kind: Kind) -> CodingValue? {
        switch kind {
        case .bool:
            if bytes.is("YES") { return .bool(true) }
            return bytes.is("NO") ? .bool(false) : nil
        case .integer:
            if case .value(let value) = bytes.integer { return .integer(value) }
            return nil
        case .real:
            if case .value(let value) = bytes.decimal { return .real(value) }
            return nil
        default:
            return nil
        }
    }

    /// The plain value `text` stands for under `rule`; nil when it is not one (then kept
    /// verbatim), and for `.reference`, which is no plain value (the mapper makes it).
    static func value(_ text: String, as kind: Kind) -> CodingValue? {
        switch kind {
        case .bool: return XcodeValues.bool(text).map(CodingValue.bool)
        case .integer: return XcodeValues.integer(text).map(CodingValue.integer)
        case .real: return XcodeValues.number(text).map(CodingValue.real)
        case .string: return .string(text)
        case .image: return .image(Image(named: text))
        case .reference: return nil
        case .constants(let values): return values[text]
        case .name(let names, let valid):
            let name = names[text] ?? text
            if let valid, !valid(name) { return nil }
            return .string(name)
        }
    }
}
