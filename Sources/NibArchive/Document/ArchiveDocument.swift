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

    /// The format version the document was read as, or will be written as.
    public var version: ArchiveVersion
    /// The objects supplied at load time, which references and connections may name by id.
    public var placeholders: [ArchivePlaceholder]
    /// The top-level objects, in file order; each owns its nested objects.
    public var objects: [ArchiveObject]
    /// The outlets, outlet collections and actions to make after every object exists.
    public var connections: [ArchiveConnection]
    /// The views Interface Builder marked as having an ambiguous layout (`ambiguous="YES"`)
    /// when the document was read from an Xcode `.xib` or `.storyboard`; nil for a document from
    /// any other spelling. A design-time fact about the file, not a view property: it is neither
    /// compared nor written, and `LayoutCheck` warns of an ambiguous layout in an Xcode file only
    /// where Interface Builder agrees.
    public var interfaceBuilderAmbiguity: InterfaceBuilderAmbiguity?
    /// Creates a document; by default an empty one of the current version.
    public init(
        version: ArchiveVersion = ArchiveDocument.currentVersion, placeholders: [ArchivePlaceholder] = [],
        objects: [ArchiveObject] = [], connections: [ArchiveConnection] = []
    ) {
        self.version = version
        self.placeholders = placeholders
        self.objects = objects
        self.connections = connections
    }

    /// Equal version, placeholders, objects and connections; how the documents came to be
    /// (read or built) does not matter.
    public static func == (lhs: ArchiveDocument, rhs: ArchiveDocument) -> Bool {
        lhs.version == rhs.version && lhs.placeholders == rhs.placeholders && lhs.objects == rhs.objects
            && lhs.connections == rhs.connections
    }
}

/// `major.minor`: a reader accepts every version up to its own major version and rejects a
/// newer major version with a clear error.
public struct ArchiveVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major version; a reader rejects a major version newer than its own.
    public var major: Int
    /// The minor version; a newer one than the reader's reads, with a validation warning.
    public var minor: Int

    /// Creates a version from its two parts.
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

    /// `"major.minor"`, as files spell it (`"1.0"`).
    public var description: String { "\(major).\(minor)" }

    /// Orders by major version, then minor.
    public static func < (lhs: ArchiveVersion, rhs: ArchiveVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// Where something stands in its file: 1-based line and column (the column counts bytes of
/// UTF-8, as libxml2 and most editors' byte offsets do). Zero when it was not read from a file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    // 32 bits each: every entry of a document carries a location, and 8 bytes instead of 16
    // make an entry a quarter smaller. Readers cap files far below 4 GiB.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 1-based line; 0 when not read from a file.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column, counted in UTF-8 bytes; 0 when not read from a file.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a location; pass 0 for both when unknown (or use `.unknown`). Values outside
    /// 0...4,294,967,295 are clamped to that range.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// No position: the value was made in code.
    public static let unknown = SourceLocation(line: 0, column: 0)

    /// `"line:column"`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }
}
