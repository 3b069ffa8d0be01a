/// The members of a JSON value object (`{"type": "rect", "x": 0, ...}`) seen as a
/// `FieldSource`, leaving out `"type"`.
struct JSONFields: FieldSource {
    let members: JSONMembers
    let bytes: UnsafePointer<UInt8>
    let presentFields: UInt64
    let unknownField: String?
    /// Every field among the members, skipped ones included: absent fields need no search.
    private let foundFields: UInt64

    init(_ members: JSONMembers, bytes: UnsafePointer<UInt8>, skipping skipped: UInt64 = FieldName.type.bit) {
        self.members = members
        self.bytes = bytes
        var found: UInt64 = 0
        var unknown: String?
        for member in members {
            if let field = member.field {
                found |= field.bit
            } else if unknown == nil {
                unknown = member.key
            }
        }
        foundFields = found
        presentFields = found & ~skipped
        unknownField = unknown
    }

    func member(_ field: FieldName) -> JSONNode? {
        guard foundFields & field.bit != 0 else { return nil }
        return members.first { $0.isField(field) }?.value
    }

    private func lexeme(_ start: Int, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes + start, count: count), as: UTF8.self)
    }

    func number(_ field: FieldName) throws(FieldProblem) -> Double? {
        guard let node = member(field) else { return nil }
        guard case .number(let start, let count, _) = node.value else {
            throw .invalid(field, expected: "a number", text: nil)
        }
        switch NumberText.parseDouble(bytes + start, count: count) {
        case .value(let number): return number
        case .invalid: throw .invalid(field, expected: "a number", text: lexeme(start, count))
        case .nonFinite: throw FieldProblem(field: field, reason: .nonFinite(text: lexeme(start, count)))
        }
    }

    func integer(_ field: FieldName) throws(FieldProblem) -> Int? {
        guard let node = member(field) else { return nil }
        guard case .number(let start, let count, true) = node.value else {
            throw .invalid(field, expected: "an integer", text: nil)
        }
        guard case .value(let number) = NumberText.parseInt(bytes + start, count: count) else {
            throw .invalid(field, expected: "an integer in 64 bits", text: lexeme(start, count))
        }
        return number
    }

    func string(_ field: FieldName) throws(FieldProblem) -> String? {
        guard let node = member(field) else { return nil }
        guard case .string(let text) = node.value else { throw .invalid(field, expected: "a string", text: nil) }
        return text
    }

    func bool(_ field: FieldName) throws(FieldProblem) -> Bool? {
        guard let node = member(field) else { return nil }
        guard case .bool(let flag) = node.value else { throw .invalid(field, expected: "true or false", text: nil) }
        return flag
    }

    func numberOrName(_ field: FieldName) throws(FieldProblem) -> (number: Double?, name: String?)? {
        guard let node = member(field) else { return nil }
        if case .string(let text) = node.value { return (nil, text) }
        return (try number(field), nil)
    }
}
