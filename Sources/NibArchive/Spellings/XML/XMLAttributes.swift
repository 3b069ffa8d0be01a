import Foundation

/// The attributes of one element seen as a `FieldSource`: names were matched to fields once,
/// values stay bytes until a reader asks for one, and only kept strings become `String`s.
struct XMLAttributes: FieldSource {
    let list: XMLAttributeList
    /// Per `FieldName.rawValue`, the attribute's index; valid where `presentFields` says so.
    let slots: [Int16]
    let presentFields: UInt64
    let unknownField: String?

    /// The value bytes of `field`, if present.
    func bytes(_ field: FieldName) -> UnsafeBufferPointer<UInt8>? {
        guard presentFields & field.bit != 0 else { return nil }
        return list.value(at: Int(slots[field.rawValue]))
    }

    /// The attribute value as a string, unescaped as `appendUnescaped(_:to:)` says.
    static func string(_ value: UnsafeBufferPointer<UInt8>) -> String {
        guard value.contains(0x26) else { return String(decoding: value, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        appendUnescaped(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends an attribute value's bytes to `bytes`, unescaped. Without entity substitution (we
    /// never ask for it), libxml2 hands `&amp;` and `&#38;` over as the five characters `&#38;`,
    /// and no other `&` can remain in a decoded value, so those are turned back into `&` here.
    static func appendUnescaped(_ value: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard value.contains(0x26) else { return bytes.append(contentsOf: value) }
        var index = 0
        while index < value.count {
            if value[index] == 0x26, value[index...].starts(with: "&#38;".utf8) {
                bytes.append(0x26)
                index += 5
            } else {
                bytes.append(value[index])
                index += 1
            }
        }
    }

    func number(_ field: FieldName) throws(FieldProblem) -> Double? {
        guard let value = bytes(field) else { return nil }
        switch NumberText.parseDouble(value) {
        case .value(let number): return number
        case .invalid: throw .invalid(field, expected: "a number", text: Self.string(value))
        case .nonFinite: throw FieldProblem(field: field, reason: .nonFinite(text: Self.string(value)))
        }
    }

    func integer(_ field: FieldName) throws(FieldProblem) -> Int? {
        guard let value = bytes(field) else { return nil }
        switch NumberText.parseInt(value) {
        case .value(let number): return number
        case .invalid: throw .invalid(field, expected: "an integer", text: Self.string(value))
        case .nonFinite: throw .invalid(field, expected: "an integer in 64 bits", text: Self.string(value))
        }
    }

    func string(_ field: FieldName) throws(FieldProblem) -> String? {
        bytes(field).map(Self.string)
    }

    func bool(_ field: FieldName) throws(FieldProblem) -> Bool? {
        guard let value = bytes(field) else { return nil }
        if value.elementsEqual("true".utf8) { return true }
        if value.elementsEqual("false".utf8) { return false }
        throw .invalid(field, expected: "true or false", text: Self.string(value))
    }

    func numberOrName(_ field: FieldName) throws(FieldProblem) -> (number: Double?, name: String?)? {
        guard let value = bytes(field) else { return nil }
        if case .value(let number) = NumberText.parseDouble(value) { return (number, nil) }
        return (nil, Self.string(value))
    }
}
