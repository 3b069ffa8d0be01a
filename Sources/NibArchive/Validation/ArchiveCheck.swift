import ViewCore

/// One semantic check of a document: a small type that looks at the indexed document and
/// returns what it finds, never stopping at the first problem. `ArchiveValidator` runs a list
/// of them; the `Nib` loader and `nibc validate` run the same list.
///
/// ```swift
/// struct NoEmptyTagsCheck: ArchiveCheck {
///     func findings(in context: ValidationContext) -> [ArchiveDiagnostic] { ... }
/// }
/// ```
public protocol ArchiveCheck: Sendable {
    /// Every problem found, each an error, a warning or a note (a note belongs to the
    /// diagnostic just before it).
    func findings(in context: ValidationContext) -> [ArchiveDiagnostic]
}

/// What a check is given: the indexed document, the file's name, the class registry (nil
/// when classes are not to be consulted) and whether validation is strict.
public struct ValidationContext: Sendable {
    /// The document, with every object indexed by id and its owner.
    public let index: ArchiveIndex
    /// The name of the file being checked, for diagnostics; nil when unknown.
    public let file: String?
    /// The registry classes are looked up in; nil when classes are not to be consulted.
    public let registry: ClassRegistry?
    /// Whether warnings that strictness turns into errors (unknown classes) are errors.
    public let strict: Bool
    /// Whether the document was read from an Xcode `.xib` or `.storyboard`, where what NibKit
    /// does not model (`NIB0512`, `NIB0513`) is NibKit's gap rather than the file's fault: a note.
    public var isXcode = false
    /// How many more "did you mean" suggestions this validation may compute (see
    /// `suggestionLimit`).
    private let suggestionsLeft = Locked(ValidationContext.suggestionLimit)
    /// Per node of `index`, its registered class, looked up once: the checks ask about each
    /// object several times, and each lookup took the registry's lock and hashed the class name
    /// (two loads of the 80 corpus files: 2.46G -> 2.32G instructions, callgrind).
    private let classes: [ClassEntry?]
    /// Per node of `index`, whether it is a view (see `isView(_:)`).
    let views: [Bool]

    /// Suggestions computed per validation, over all checks. A suggestion compares a name with
    /// every candidate, often every id of the file: for each of thousands of unknown names that
    /// was quadratic (300 dangling references: 0.45 s; 3,000: about 45 s, debug build). Past
    /// the first few a suggestion helps nobody.
    static let suggestionLimit = 32

    /// Creates a context from its parts.
    public init(index: ArchiveIndex, file: String?, registry: ClassRegistry?, strict: Bool) {
        self.index = index
        self.file = file
        self.registry = registry
        self.strict = strict
        let table = registry?.snapshot()
        var classes: [ClassEntry?] = []
        var views: [Bool] = []
        classes.reserveCapacity(index.nodes.count)
        views.reserveCapacity(index.nodes.count)
        for node in index.nodes {
            let object = node.object
            let type = table.flatMap { ClassRegistry.lookup(object.className, module: object.module, in: $0) }
            classes.append(type.map(ClassEntry.init))
            views.append(Self.isView(object, registered: type, in: table))
        }
        self.classes = classes
        self.views = views
    }

    /// The document checked.
    public var document: ArchiveDocument { index.document }

    /// A diagnostic in this context's file.
    public func diagnostic(
        _ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation,
        severity: ArchiveDiagnostic.Severity = .error, objectID: String? = nil,
        keyPath: String? = nil
    ) -> ArchiveDiagnostic {
        ArchiveDiagnostic(
            code: code, message: message, file: file, line: location.line, column: location.column,
            severity: severity, objectID: objectID, keyPath: keyPath)
    }

    /// A diagnostic about the object at `position` of the index, or about its value under `key`
    /// (item `index`), whose key path is worded only when read (`ArchiveIndex.deferredKeyPath`).
    func diagnostic(
        _ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation,
        severity: ArchiveDiagnostic.Severity = .error, objectID: String? = nil, keyPathOf position: Int,
        key: String? = nil, index item: Int? = nil
    ) -> ArchiveDiagnostic {
        ArchiveDiagnostic(
            code: code, message: message, file: file, line: location.line, column: location.column,
            severity: severity, objectID: objectID,
            deferredKeyPath: index.deferredKeyPath(of: position, key: key, index: item))
    }

    /// The class registered for the object at `position`, if a registry is consulted and knows it.
    public func registeredClass(of position: Int) -> (any Archivable.Type)? {
        classes[position]?.type
    }

    /// `" did you mean 'x'?"` (with the leading `;`) when a candidate is close to `name`; empty
    /// once this validation has computed `suggestionLimit` suggestions.
    func suggestion(for name: String, in candidates: [String]) -> String {
        let allowed = suggestionsLeft.withLock { left in
            left -= 1
            return left >= 0
        }
        guard allowed else { return "" }
        return NameSuggestion.closest(to: name, in: candidates).map { "; did you mean \(quoted: $0)?" } ?? ""
    }
}
