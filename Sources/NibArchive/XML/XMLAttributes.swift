import CLibXML2
import Foundation

/// The attributes of one element as SAX2 hands them over (five pointers each: local name,
/// prefix, URI, value start, value end), seen as a `FieldSource`. Names were interned into
/// `slots` once; values stay bytes until a reader asks for one, and only kept strings become
/// `String`s.
struct XMLAttributes: FieldSource {
    let raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// Per `FieldName.rawValue`, the attribute's index; valid where `presentFields` says so.
    let slots: UnsafeMutablePointer<Int16>
    let presentFields: UInt64
    let unknownField: String?

    /// The value bytes of `field`, if present.
    func bytes(_ field: FieldName) -> (start: UnsafePointer<UInt8>, count: Int)? {
        guard presentFields & field.bit != 0, let raw else { return nil }
        let index = Int(slots[field.rawValue])
        guard let start = raw[index * 5 + 3], let end = raw[index * 5 + 4] else { return nil }
        return (start, end - start)
    }

    private func text(_ value: (start: UnsafePointer<UInt8>, count: Int)) -> String {
        Self.string(value.start, count: value.count)
    }

    /// The attribute value as a string. Without entity substitution (we never ask for it),
    /// libxml2 hands `&amp;` and `&#38;` over as the five characters `&#38;`, and no other `&`
    /// can remain in a decoded value, so those are turned back into `&` here.
    static func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        let buffer = UnsafeBufferPointer(start: start, count: count)
        guard memchr(start, 0x26, count) != nil else { return String(decoding: buffer, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var index = 0
        while index < count {
            if start[index] == 0x26, count - index >= 5, memcmp(start + index, "&#38;", 5) == 0 {
                bytes.append(0x26)
                index += 5
            } else {
                bytes.append(start[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func forEachSpelledField(_ body: (FieldName, UInt8, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var fields = presentFields
        while fields != 0 {
            let number = fields.trailingZeroBitCount
            fields &= fields - 1
            guard let field = FieldName(rawValue: number), let value = bytes(field),
                  body(field, 0, UnsafeBufferPointer(start: value.start, count: value.count)) else { return false }
        }
        return true
    }

    func number(_ field: FieldName) throws(FieldProblem) -> Double? {
        guard let value = bytes(field) else { return nil }
        switch NumberText.parseDouble(value.start, count: value.count) {
        case .value(let number): return number
        case .invalid: throw .invalid(field, expected: "a number", text: text(value))
        case .nonFinite: throw FieldProblem(field: field, reason: .nonFinite(text: text(value)))
        }
    }

    func integer(_ field: FieldName) throws(FieldProblem) -> Int? {
        guard let value = bytes(field) else { return nil }
        switch NumberText.parseInt(value.start, count: value.count) {
        case .value(let number): return number
        case .invalid: throw .invalid(field, expected: "an integer", text: text(value))
        case .nonFinite: throw .invalid(field, expected: "an integer in 64 bits", text: text(value))
        }
    }

    func string(_ field: FieldName) throws(FieldProblem) -> String? {
        bytes(field).map(text)
    }

    func bool(_ field: FieldName) throws(FieldProblem) -> Bool? {
        guard let value = bytes(field) else { return nil }
        if value.count == 4, memcmp(value.start, "true", 4) == 0 { return true }
        if value.count == 5, memcmp(value.start, "false", 5) == 0 { return false }
        throw .invalid(field, expected: "true or false", text: text(value))
    }

    func numberOrName(_ field: FieldName) throws(FieldProblem) -> (number: Double?, name: String?)? {
        guard let value = bytes(field) else { return nil }
        if case .value(let number) = NumberText.parseDouble(value.start, count: value.count) { return (number, nil) }
        return (nil, text(value))
    }
}
