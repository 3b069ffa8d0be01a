/// A parsed JSON value with its location, before it is read as an archive: a position in the
/// tape. Objects keep their members in file order (the archive's entry order); numbers keep
/// their lexeme, so `3` (an integer) and `3.0` (a real) stay apart and are converted only when
/// read.
struct JSONNode {
    enum Value {
        case null
        case bool(Bool)
        /// A number lexeme: `start` and `count` in the input, and whether it has no `.` or exponent.
        case number(start: Int, count: Int, isInteger: Bool)
        case string(String)
        case array(JSONItems)
        case object(JSONMembers)
    }

    let tape: JSONTapeView
    let index: Int

    init(in tape: JSONTapeView, at index: Int) {
        self.tape = tape
        self.index = index
    }

    var location: SourceLocation { tape.location(of: index) }

    var value: Value {
        let token = tape.tokens[index]
        switch token.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .integer, .real:
            return .number(start: Int(token.offset), count: Int(token.count), isInteger: token.kind == .integer)
        case .string, .escapedString: return .string(tape.string(at: index))
        case .array: return .array(JSONItems(tape: tape, first: index + 1, count: Int(token.count)))
        case .object: return .object(JSONMembers(tape: tape, first: index + 1, count: Int(token.count)))
        }
    }

    /// The value kind a string value names (`"rect"`); nil when the value is not a string or
    /// names no kind.
    var valueKind: ValueKind? {
        let kind = tape.tokens[index].kind
        guard kind == .string || kind == .escapedString else { return nil }
        if let bytes = tape.plainBytes(at: index) { return ValueKind(bytes: bytes) }
        return ValueKind(text: tape.string(at: index))
    }

    /// Whether the value is a string spelling `text`.
    func isString(_ text: StaticString) -> Bool {
        let kind = tape.tokens[index].kind
        return (kind == .string || kind == .escapedString) && tape.string(at: index, equals: text)
    }

    /// The JSON type's name for messages.
    var typeName: String {
        switch tape.tokens[index].kind {
        case .null: "null"
        case .false, .true: "a boolean"
        case .integer, .real: "a number"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One member of a JSON object: its name's token, followed by its value.
struct JSONMember {
    let tape: JSONTapeView
    let nameIndex: Int

    /// The member's name.
    var key: String { tape.string(at: nameIndex) }
    /// Where the member's name starts.
    var location: SourceLocation { tape.location(of: nameIndex) }
    var value: JSONNode { JSONNode(in: tape, at: nameIndex + 1) }

    /// The field the member's name spells, if it is one.
    var field: FieldName? {
        let code = tape.tokens[nameIndex].field
        return code == JSONToken.notAField ? nil : FieldName(rawValue: Int(code))
    }

    /// Whether the member's name spells `field`: one byte compared.
    func isField(_ field: FieldName) -> Bool { tape.tokens[nameIndex].field == UInt8(field.rawValue) }

    /// The name's bytes, or nil when it held escapes.
    var plainKeyBytes: UnsafeBufferPointer<UInt8>? { tape.plainBytes(at: nameIndex) }
}

/// A value of the tape that a container holds: an array's item (one value) or an object's
/// member (a name, then a value).
protocol JSONTapeElement {
    /// The element starting at token `index`.
    init(tape: JSONTapeView, at index: Int)
    /// How many tokens come before the value whose `next` leads to the following element.
    static var tokensBeforeValue: Int { get }
}

extension JSONNode: JSONTapeElement {
    init(tape: JSONTapeView, at index: Int) { self.init(in: tape, at: index) }
    static var tokensBeforeValue: Int { 0 }
}

extension JSONMember: JSONTapeElement {
    init(tape: JSONTapeView, at index: Int) { self.init(tape: tape, nameIndex: index) }
    static var tokensBeforeValue: Int { 1 }
}

/// The contents of a container, in file order: stepping from one element to the next skips
/// everything nested in it.
struct JSONElements<Element: JSONTapeElement>: Sequence {
    let tape: JSONTapeView
    let first: Int
    let count: Int

    struct Iterator: IteratorProtocol {
        let tape: JSONTapeView
        var index: Int
        var remaining: Int

        mutating func next() -> Element? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let element = Element(tape: tape, at: index)
            index = Int(tape.tokens[index + Element.tokensBeforeValue].next)
            return element
        }
    }

    var underestimatedCount: Int { count }

    func makeIterator() -> Iterator { Iterator(tape: tape, index: first, remaining: count) }
}

/// The items of a JSON array, in order.
typealias JSONItems = JSONElements<JSONNode>
/// The members of a JSON object, in file order.
typealias JSONMembers = JSONElements<JSONMember>
