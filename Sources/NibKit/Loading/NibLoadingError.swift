import NibArchive
import ViewCore

/// Why a nib could not be instantiated: every problem found, each with its location. When it
/// is thrown, no object was sent `awakeFromNib()` and the owner's outlets were left as they were.
public struct NibLoadingError: Error, Sendable, CustomStringConvertible {
    /// One problem, printed like a compiler diagnostic.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The stable code (`Formats/diagnostics.md`).
        public var code: String
        /// What went wrong, in one sentence.
        public var message: String
        /// The file the problem is in, when known.
        public var file: String?
        /// The 1-based line; 0 when the location is unknown.
        public var line: Int
        /// The 1-based column in UTF-8 bytes; 0 when the location is unknown.
        public var column: Int
        /// Whether loading went on despite it (`Nib.Options.warningHandler` receives these).
        public var isWarning = false

        /// Creates a problem; `location` is split into `line` and `column`.
        public init(code: String, message: String, file: String?, location: SourceLocation) {
            self.code = code
            self.message = message
            self.file = file
            self.line = location.line
            self.column = location.column
        }

        /// `file:line:column: error: message [code]`, leaving out the parts that are unknown.
        public var description: String {
            DiagnosticText.line(
                file: file, line: line, column: column, severity: isWarning ? "warning" : "error", message: message,
                code: code)
        }

        /// A decoding problem that did not stop loading (a class loaded as its base), as a warning.
        init(_ warning: CodingError) {
            self.init(
                code: warning.code.rawValue,
                message: warning.keyPath.isEmpty ? warning.message : "\(warning.keyPath): \(warning.message)",
                file: warning.file, location: SourceLocation(line: warning.line, column: warning.column))
            isWarning = true
        }
    }

    /// Stable codes of the loader's own problems.
    public enum Code {
        /// The connection's source has no outlet of that name.
        public static let missingOutlet = "NIB0401"
        /// The outlet's declared type does not accept the connected object.
        public static let outletTypeMismatch = "NIB0402"
        /// The target has no action of that name, or cannot take the sender.
        public static let missingAction = "NIB0403"
        /// The action's source is neither a control nor a gesture recognizer.
        public static let notAnActionSender = "NIB0404"
        /// The file names an external object the caller did not pass.
        public static let missingExternalObject = "NIB0405"
        /// A runtime attribute names a key path the object does not have.
        public static let unknownKeyPath = "NIB0406"
        /// A runtime attribute's value is of the wrong type for its key path.
        public static let keyPathTypeMismatch = "NIB0407"
        /// A connection names an id that is no object or placeholder of the file.
        public static let unknownConnectionEnd = "NIB0408"
        /// The control event of an action is not one `Control.Event` knows.
        public static let unknownEvent = "NIB0409"
        /// A warning: a connection or runtime attribute skipped because an end is a stand-in
        /// (a class loaded as its base, a ViewCore class without that UIKit outlet), an object
        /// kept verbatim, or AppKit's application object.
        public static let skipped = "NIB0411"
    }

    /// Every problem found, in the order found; never empty when NibKit throws it.
    public var problems: [Problem]

    /// Creates an error from the problems found.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// Wraps a decoding error as the single problem.
    init(_ error: CodingError) {
        problems = [
            Problem(
                code: error.code.rawValue,
                message: error.keyPath.isEmpty ? error.message : "\(error.keyPath): \(error.message)",
                file: error.file, location: SourceLocation(line: error.line, column: error.column))
        ]
    }

    /// The problems' descriptions, one per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
