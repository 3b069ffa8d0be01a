import ViewCore

/// One problem found while reading or validating an archive file: a severity, a stable code, a
/// message, and where (file, line and column; for semantic problems also the object's id and
/// the key path to the value).
///
/// Diagnostics print the way compilers print theirs (`file:line:column: error: message [NIB0203]`);
/// `DiagnosticRenderer` adds the source line and a caret. `line` and `column` are 1-based; the
/// column counts bytes of UTF-8 from the start of the line. `Formats/diagnostics.md` lists every
/// code. The readers, `ArchiveValidator`, the `Nib` loader and `nibc` all report this one type.
public struct ArchiveDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Only errors make a file invalid (warnings too under
    /// `--strict`); a note adds information to the diagnostic before it.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// `.note` < `.warning` < `.error`, as `<` orders them; raw values are the lowercase names.
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders by seriousness: `.note` < `.warning` < `.error`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable diagnostic code. `NIB01xx` are syntax errors and input limits (reading stops at
    /// the first one), `NIB02xx` are structure errors (collected, up to a limit), `NIB03xx`
    /// belong to the coder (`CodingError`), `NIB04xx` to the loader (`NibLoadingError`),
    /// `NIB05xx` to the semantic checks of `ArchiveValidator`. A problem keeps its code whichever
    /// layer finds it: a duplicate id is `NIB0209` from a reader and from the validator.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as documented, such as `"NIB0101"`.
        public var rawValue: String
        /// Wraps a code such as `"NIB0101"`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code's text, `rawValue`.
        public var description: String { rawValue }

        /// The XML is not well-formed (libxml2's message follows).
        public static let malformedXML = Code(rawValue: "NIB0101")
        /// The XML has a DOCTYPE; archives have none, and refusing it stops entity attacks.
        public static let doctypeForbidden = Code(rawValue: "NIB0102")
        /// The JSON is not well-formed.
        public static let malformedJSON = Code(rawValue: "NIB0103")
        /// A JSON string holds an invalid escape sequence.
        public static let invalidEscape = Code(rawValue: "NIB0104")
        /// A JSON object names the same member twice.
        public static let duplicateMember = Code(rawValue: "NIB0105")
        /// The input ends in the middle of the document.
        public static let unexpectedEnd = Code(rawValue: "NIB0106")
        /// Elements or JSON values nest deeper than `ReaderLimits.maxDepth`.
        public static let tooDeep = Code(rawValue: "NIB0107")
        /// The input is larger than `ReaderLimits.maxBytes`.
        public static let fileTooLarge = Code(rawValue: "NIB0108")
        /// The archive holds more objects than `ReaderLimits.maxObjects`.
        public static let tooManyObjects = Code(rawValue: "NIB0109")
        /// A string is longer than `ReaderLimits.maxStringLength`.
        public static let stringTooLong = Code(rawValue: "NIB0110")
        /// The JSON input is not valid UTF-8.
        public static let invalidUTF8 = Code(rawValue: "NIB0111")
        /// The input is neither XML nor JSON.
        public static let unknownFormat = Code(rawValue: "NIB0112")
        /// An XML element has more attributes than `ReaderLimits.maxAttributes`.
        public static let tooManyAttributes = Code(rawValue: "NIB0114")

        /// The archive's major version is newer than this reader's; reading stops.
        public static let unsupportedVersion = Code(rawValue: "NIB0201")
        /// The root has no version, or one that is not `major.minor`.
        public static let invalidVersion = Code(rawValue: "NIB0202")
        /// An element (or JSON value type) that is unknown or not allowed where it stands.
        public static let unexpectedElement = Code(rawValue: "NIB0203")
        /// An attribute (or JSON member) the element does not take.
        public static let unknownAttribute = Code(rawValue: "NIB0204")
        /// A required attribute (or JSON member) is absent.
        public static let missingAttribute = Code(rawValue: "NIB0205")
        /// An attribute's text is not a valid value of its type (number, bool, base64, name).
        public static let invalidValue = Code(rawValue: "NIB0206")
        /// A number is infinite, NaN, or too large to represent.
        public static let nonFiniteNumber = Code(rawValue: "NIB0207")
        /// An object or dictionary holds the same key twice.
        public static let duplicateKey = Code(rawValue: "NIB0208")
        /// Two objects or placeholders share an id.
        public static let duplicateID = Code(rawValue: "NIB0209")
        /// A `key` where none belongs (array items, top-level objects).
        public static let misplacedKey = Code(rawValue: "NIB0210")
        /// Text content in an XML archive, which holds values in attributes only.
        public static let unexpectedText = Code(rawValue: "NIB0211")
    }

    /// The stable code.
    public var code: Code
    /// What is wrong, in one sentence without a trailing period; at most
    /// `DiagnosticText.maxMessageBytes` bytes (longer text is cut in the middle), quoting at
    /// most `DiagnosticText.maxQuotedBytes` bytes of any value taken from the file.
    public var message: String
    /// The file, when the caller named one.
    public var file: String?
    /// 1-based line; 0 when unknown.
    public var line: Int
    /// 1-based column in bytes; 0 when unknown.
    public var column: Int
    /// Error, warning or note; readers report errors only.
    public var severity: Severity
    /// The id of the object the problem is about, when there is one.
    public var objectID: String?
    /// Where the value is in the object graph (`objects[id=a1] (Button) > constraints[3] > firstItem`),
    /// when the problem is about a value.
    public var keyPath: String? {
        get { keyPathText?.text }
        set { keyPathText = newValue.map { DeferredText(DiagnosticText.bounded($0)) } }
    }
    /// The key path, worded when read: the validator's checks give the parts.
    private var keyPathText: DeferredText?

    /// Creates a diagnostic.
    public init(
        code: Code, message: String, file: String? = nil, line: Int = 0, column: Int = 0,
        severity: Severity = .error, objectID: String? = nil, keyPath: String? = nil
    ) {
        self.code = code
        // Messages quote values cut short already (`DiagnosticText.quoted`); this bounds the rest.
        self.message = DiagnosticText.bounded(message)
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.objectID = objectID.map(DiagnosticText.bounded)
        self.keyPath = keyPath
    }

    /// A diagnostic whose key path is worded when read (`DeferredText`).
    init(
        code: Code, message: String, file: String?, line: Int, column: Int, severity: Severity, objectID: String?,
        deferredKeyPath: DeferredText
    ) {
        self.init(
            code: code, message: message, file: file, line: line, column: column, severity: severity, objectID: objectID
        )
        keyPathText = deferredKeyPath
    }

    // Equality and hashing by value, the key path worded: two diagnostics are equal whether their
    // key path was given as text or as parts.
    /// Whether every field, the key path included, is equal.
    public static func == (lhs: ArchiveDiagnostic, rhs: ArchiveDiagnostic) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.file == rhs.file && lhs.line == rhs.line
            && lhs.column == rhs.column && lhs.severity == rhs.severity && lhs.objectID == rhs.objectID
            && lhs.keyPath == rhs.keyPath
    }

    /// Hashes every field, the key path included.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(severity)
        hasher.combine(objectID)
        hasher.combine(keyPath)
    }

    /// Whether the diagnostic starts a group of its own in a list where `previous` comes just
    /// before it: errors and warnings do, and so does a note that does not follow an error or
    /// a warning of its code (a note of its own: `NIB0512`, an app's class loaded as its base).
    /// A note just after an error or a warning with its code belongs to that one (a duplicate
    /// id's "first used here").
    public func startsGroup(after previous: ArchiveDiagnostic?) -> Bool {
        guard severity == .note, let previous else { return true }
        return previous.severity == .note || previous.code != code
    }

    /// Where the diagnostic points.
    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// Whether this code ends reading at once (`NIB01xx`, and `NIB0201`).
    public var isFatal: Bool { code.rawValue.hasPrefix("NIB01") || code == .unsupportedVersion }

    /// `file:line:column: error: message [code]`, as compilers print it. Without a line (a
    /// document made in code) the key path takes the location's place: `error: objects[id=a1]
    /// (View) > tag: message [code]`.
    public var description: String {
        // A position in the file says where; the key path says it only when there is none.
        DiagnosticText.line(
            file: file, line: line, column: column, severity: severity.rawValue,
            context: line == 0 ? keyPath : nil, message: message, code: code.rawValue)
    }
}
