import ViewCore

/// An archive as read from or written to a file: the information model both spellings (XML and
/// JSON) share. It knows nothing of classes: converting a file never needs them, so a file
/// naming classes NibKit does not know converts without loss.
///
/// - `objects`: the top-level objects, each owning its nested objects through its values.
/// - `placeholders`: objects supplied at load time (File's Owner, First Responder, external
///   objects), which references and connections may name by id.
/// - `connections`: outlets, outlet collections and actions, made after every object exists.
public struct ArchiveDocument: Sendable, Equatable {
    /// The format version this library writes.
    public static let currentVersion = ArchiveVersion(major: 1, minor: 0)

    public var version: ArchiveVersion
    public var placeholders: [ArchivePlaceholder]
    public var objects: [ArchiveObject]
    public var connections: [ArchiveConnection]

    /// Creates a document; by default an empty one of the current version.
    public init(version: ArchiveVersion = ArchiveDocument.currentVersion, placeholders: [ArchivePlaceholder] = [],
                objects: [ArchiveObject] = [], connections: [ArchiveConnection] = []) {
        self.version = version
        self.placeholders = placeholders
        self.objects = objects
        self.connections = connections
    }
}

/// `major.minor`: a reader accepts every version up to its own major version and rejects a
/// newer major version with a clear error.
public struct ArchiveVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"1.0"`; nil when the text is not two dot-separated non-negative integers.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0 else {
            return nil
        }
        self.init(major: major, minor: minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: ArchiveVersion, rhs: ArchiveVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// Where something stands in its file: 1-based line and column (the column counts bytes of
/// UTF-8, as libxml2 and most editors' byte offsets do). Zero when it was not read from a file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// No position: the value was made in code.
    public static let unknown = SourceLocation(line: 0, column: 0)

    public var description: String { "\(line):\(column)" }
}
