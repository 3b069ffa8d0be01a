/// An error found while decoding an archive, with where it happened.
///
/// `keyPath` names the object and the key (`objects[id=a1] (Button) > constraints[3] > firstItem`);
/// `line` and `column` are 1-based positions in the file (the column counts bytes), 0 when
/// the value did not come from a file.
public struct CodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable error code; `Formats/diagnostics.md` documents each one.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The code as documented: `"NIB03xx"`.
        public var rawValue: String
        /// Creates a code from its text; codes other than the static ones are kept unchanged.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A value of another type than the class expects.
        public static let typeMismatch = Code(rawValue: "NIB0301")
        /// A required value is absent.
        public static let missingValue = Code(rawValue: "NIB0302")
        /// A value outside the range the property accepts.
        public static let invalidValue = Code(rawValue: "NIB0303")
        /// An enum name the class does not know.
        public static let unknownEnumValue = Code(rawValue: "NIB0304")
        /// A class name with no registered class.
        public static let unknownClass = Code(rawValue: "NIB0305")
        /// A reference to an id that no object has.
        public static let danglingReference = Code(rawValue: "NIB0306")
        /// An object of another class than the key requires.
        public static let wrongClass = Code(rawValue: "NIB0307")
        /// Owned objects that contain themselves.
        public static let ownershipCycle = Code(rawValue: "NIB0308")
    }

    /// Which error this is.
    public var code: Code
    /// What went wrong, in one sentence.
    public var message: String
    /// The object and key where it went wrong; empty when not known.
    public var keyPath: String
    /// The file being decoded, when known.
    public var file: String?
    /// The 1-based line; 0 when the value did not come from a file.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes; 0 when the value did not come from a file.
    public var column: Int

    /// Creates an error; readers fill in the location.
    public init(code: Code, message: String, keyPath: String = "", file: String? = nil, line: Int = 0, column: Int = 0)
    {
        self.code = code
        self.message = DiagnosticText.bounded(message)
        self.keyPath = keyPath
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column: error: keyPath: message [code]`, the way compilers print it.
    public var description: String {
        DiagnosticText.line(
            file: file, line: line, column: column, severity: "error", context: keyPath,
            message: message, code: code.rawValue)
    }
}
