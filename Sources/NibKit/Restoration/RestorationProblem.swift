import NibArchive
import ViewCore

/// One problem of a save or a restore: a stable code, a message, and the restoration path it
/// concerns. `RestorationError` throws a list of them; `RestorationReport` collects the ones
/// that did not stop a restore.
public struct RestorationProblem: Hashable, Sendable, CustomStringConvertible {
    /// Stable codes, documented in `Formats/restoration.md` and `Formats/diagnostics.md`.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as documented: `"NIB06xx"`.
        public var rawValue: String
        /// Creates a code from its text; codes other than the static ones are kept unchanged.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code's text, `rawValue`.
        public var description: String { rawValue }

        /// Two objects of the tree being saved have the same restoration path (save fails;
        /// `nibc validate` reports the same for a file as `NIB0507`).
        public static let duplicatePath = Code(rawValue: "NIB0601")
        /// A restoration identifier contains `/` (save fails).
        public static let invalidIdentifier = Code(rawValue: "NIB0602")
        /// A restorable state holds what a restoration archive cannot: a reference to another
        /// object, or an owned object that references objects outside itself (save fails).
        public static let unsupportedValue = Code(rawValue: "NIB0603")
        /// The document is not a restoration archive: no `RestorationArchiveInfo` first, or a
        /// top-level object that is neither that nor a `RestorationState` (restore fails for
        /// the former, reports the latter).
        public static let notARestorationArchive = Code(rawValue: "NIB0604")
        /// The archive's restoration format version has a newer major version (restore fails).
        public static let unsupportedVersion = Code(rawValue: "NIB0605")
        /// The archive was saved by another app version than the one the caller requires
        /// (restore fails, nothing is changed).
        public static let appVersionMismatch = Code(rawValue: "NIB0606")
        /// `decodeRestorableState(with:)` threw: the state is skipped (restore goes on).
        public static let stateDecodingFailed = Code(rawValue: "NIB0607")
        /// A saved state whose object no longer exists, even through the alias table.
        public static let orphanedState = Code(rawValue: "NIB0608")
        /// Several live objects have the path of a state: none of them gets it.
        public static let ambiguousPath = Code(rawValue: "NIB0609")
        /// A state held keys its object's `decodeRestorableState(with:)` did not read.
        public static let unreadKeys = Code(rawValue: "NIB0610")
    }

    /// Which problem this is.
    public var code: Code
    /// What went wrong, in one sentence.
    public var message: String
    /// The restoration path concerned, when there is one.
    public var path: String?
    /// The decoding error behind `stateDecodingFailed`, with its key path and location.
    public var underlying: CodingError?

    /// Creates a problem; `path` and `underlying` default to nil.
    public init(code: Code, message: String, path: String? = nil, underlying: CodingError? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.underlying = underlying
    }

    /// `path: message [NIB06xx]`.
    public var description: String {
        (path.map { "\($0): " } ?? "") + "\(message) [\(code.rawValue)]"
    }
}

/// Why a save or a restore did not happen: every problem found. When a restore throws, no
/// object of the tree was changed.
public struct RestorationError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in the order found.
    public var problems: [RestorationProblem]

    /// Creates an error from the problems found.
    public init(problems: [RestorationProblem]) {
        self.problems = problems
    }

    init(_ code: RestorationProblem.Code, _ message: String, path: String? = nil) {
        self.init(problems: [RestorationProblem(code: code, message: message, path: path)])
    }

    /// The codes of the problems, in order (handy in tests).
    public var codes: [RestorationProblem.Code] { problems.map(\.code) }

    /// The problems, one per line, each prefixed `error: `.
    public var description: String { problems.map { "error: \($0)" }.joined(separator: "\n") }
}
