/// A problem with one attribute (XML) or member (JSON) of a value, before it is placed in a
/// file: the readers add the location and word it for their spelling.
struct FieldProblem: Error {
    enum Reason {
        case missing
        case unknown(String)
        case invalid(expected: String, text: String?)
        case nonFinite(text: String?)
    }

    /// The field concerned (nil for an unknown name, which `reason` spells).
    var field: FieldName?
    var reason: Reason

    static func missing(_ field: FieldName) -> FieldProblem { FieldProblem(field: field, reason: .missing) }

    static func invalid(_ field: FieldName, expected: String, text: String?) -> FieldProblem {
        FieldProblem(field: field, reason: .invalid(expected: expected, text: text))
    }

    /// The diagnostic code.
    var code: ArchiveDiagnostic.Code {
        switch reason {
        case .missing: .missingAttribute
        case .unknown: .unknownAttribute
        case .invalid: .invalidValue
        case .nonFinite: .nonFiniteNumber
        }
    }

    /// How the two spellings name fields and their owners.
    enum Spelling {
        case xml, json

        func field(_ name: String) -> String {
            switch self {
            case .xml: "attribute \(quoted: name)"
            case .json: "member \"\(cut: name)\""
            }
        }

        /// `<rect>` or `rect value`.
        func owner(_ name: String) -> String {
            switch self {
            case .xml: "<\(cut: name)>"
            case .json: "\(cut: name) value"
            }
        }
    }

    /// The message, for a field of the value `owner` (`"rect"`, or an element name).
    func message(owner: String, spelling: Spelling) -> String {
        let ownerText = spelling.owner(owner)
        let fieldText: String
        switch reason {
        case .unknown(let name): fieldText = spelling.field(name)
        default: fieldText = spelling.field(field?.text ?? "?")
        }
        func quoted(_ text: String?) -> String {
            guard let text else { return "" }
            return ": \"\(cut: text)\""
        }
        switch reason {
        case .missing: return "\(ownerText) is missing \(fieldText)"
        case .unknown: return "unknown \(fieldText) on \(ownerText)"
        case .invalid(let expected, let text): return "\(fieldText) of \(ownerText) is not \(expected)\(quoted(text))"
        case .nonFinite(let text): return "\(fieldText) of \(ownerText) is not a finite number\(quoted(text))"
        }
    }
}

/// How a reader sees a value's attributes (XML) or members (JSON); the shared decoder in
/// `ValueFields` works through it, so both spellings accept and reject exactly the same things.
protocol FieldSource {
    /// A bit per known field present (see `FieldName.bit`), leaving out `key` and `type`.
    var presentFields: UInt64 { get }
    /// The first present field whose name is not a `FieldName`, as spelled.
    var unknownField: String? { get }
    func number(_ field: FieldName) throws(FieldProblem) -> Double?
    func integer(_ field: FieldName) throws(FieldProblem) -> Int?
    func string(_ field: FieldName) throws(FieldProblem) -> String?
    func bool(_ field: FieldName) throws(FieldProblem) -> Bool?
    /// A number, or else its text (font weights are named or numbered).
    func numberOrName(_ field: FieldName) throws(FieldProblem) -> (number: Double?, name: String?)?
}

extension FieldSource {
    func requiredNumber(_ field: FieldName) throws(FieldProblem) -> Double {
        guard let value = try number(field) else { throw .missing(field) }
        return value
    }

    func requiredString(_ field: FieldName) throws(FieldProblem) -> String {
        guard let value = try string(field) else { throw .missing(field) }
        return value
    }

    func has(_ field: FieldName) -> Bool { presentFields & field.bit != 0 }
}
