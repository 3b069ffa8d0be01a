/// A parsed JSON value with its location, before it is read as an archive. Objects keep their
/// members in file order (the archive's entry order); numbers keep their lexeme, so `3` (an
/// integer) and `3.0` (a real) stay apart and are converted only when read.
struct JSONNode {
    enum Value {
        case null
        case bool(Bool)
        /// A number lexeme: `start` and `count` in the input, and whether it has no `.` or exponent.
        case number(start: Int, count: Int, isInteger: Bool)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    var value: Value
    var location: SourceLocation

    /// The JSON type's name for messages.
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One member of a JSON object.
struct JSONMember {
    var key: String
    /// Where the member's name starts.
    var location: SourceLocation
    var value: JSONNode
}
