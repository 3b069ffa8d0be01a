import Foundation

/// Checks archives the way `nibc validate` and the `Nib` loader do, reporting every problem
/// rather than the first: syntax (the reader's, with line and column), structure (the reader's
/// rules, plus for XML the rules of `Formats/archive.rng` the reader leaves out, `SchemaCheck`), then semantics (the checks
/// of `ArchiveValidator.defaultChecks`, one small type each).
///
/// ```swift
/// let validator = ArchiveValidator(registry: .shared, strict: false)
/// let result = validator.validate(data: bytes, file: "Main.xml")
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
///
/// Diagnostics come in file order (line, then column; those without a location last). When
/// two checks find a problem at the same place, the first check's is kept: the checks
/// run from the most specific (constraints, connections) to the most general (decoding with
/// the real classes), so a constraint naming a missing view is reported once, as `NIB0503`.
public struct ArchiveValidator: Sendable {
    /// The semantic checks, in the order they run.
    public var checks: [any ArchiveCheck]
    /// The registry classes are looked up in; nil checks without classes (no `ClassCheck`,
    /// `DecodeCheck`, and fewer connection and constraint checks).
    public var registry: ClassRegistry?
    /// Whether warnings that strictness turns into errors (unknown classes) are errors.
    public var strict: Bool
    /// Whether `validate(data:)` also checks XML against the rules of the RELAX NG schema that
    /// the reader leaves out (`SchemaCheck`).
    public var checksSchema: Bool
    /// The limits the readers enforce.
    public var limits: ReaderLimits

    /// The checks `nibc validate` runs: `loadingChecks`, then `DecodeCheck`, which decodes the
    /// document with the registered classes to report every value they refuse, then
    /// `LayoutCheck`, which lays the decoded views out and warns of unsatisfiable and ambiguous
    /// constraints.
    public static var defaultChecks: [any ArchiveCheck] {
        loadingChecks + [DecodeCheck(), LayoutCheck()]
    }

    /// The checks a `Nib` runs when it is made: every default check but `DecodeCheck`. A nib
    /// decodes once per instantiation, where a value a class refuses is reported with the same
    /// code, key path and location, and nothing of the tree is handed out.
    public static var loadingChecks: [any ArchiveCheck] {
        [
            VersionCheck(), DuplicateIDCheck(), XMLTextCheck(), ClassCheck(), ConstraintCheck(), ConnectionCheck(),
            PlaceholderOwnershipCheck(), ReferenceCheck(),
            MaskCycleCheck(), RestorationPathCheck(), NumberCheck(), XcodeVerbatimCheck(), UnreadKeyCheck(),
        ]
    }

    /// Creates a validator; by default it uses the shared registry, is not strict, checks the
    /// schema, uses the default limits and runs `defaultChecks`.
    public init(
        registry: ClassRegistry? = .shared, strict: Bool = false, checksSchema: Bool = true,
        limits: ReaderLimits = .default, checks: [any ArchiveCheck] = ArchiveValidator.defaultChecks
    ) {
        self.registry = registry
        self.strict = strict
        self.checksSchema = checksSchema
        self.limits = limits
        self.checks = checks
    }

    /// The outcome of validating a file: the document when it could be read, and every diagnostic.
    public struct Result: Sendable {
        /// The document, nil when the reader refused the file.
        public var document: ArchiveDocument?
        /// Every diagnostic, in file order; notes follow the diagnostic they belong to.
        public var diagnostics: [ArchiveDiagnostic]

        /// Whether some diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        /// How many errors and warnings there are (notes are not counted).
        public var errorCount: Int { diagnostics.count { $0.severity == .error } }
        /// How many warnings there are.
        public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    }

    /// Reads and validates a file's bytes.
    ///
    /// Diagnostics are bounded whatever the file holds: at most `limits.maxReportedDiagnostics`
    /// (then one `NIB0599` counting the rest), at most `limits.maxIdenticalDiagnostics` with one
    /// code and message (then a note counting the rest); messages quote values cut short.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - format: The spelling; nil tells it from the content.
    ///   - file: The path to name in diagnostics.
    /// - Complexity: O(n) reading, plus the checks (see each); the schema check is one more pass
    ///   over the XML's bytes.
    public func validate(data: Data, format: ArchiveFormat? = nil, file: String? = nil) -> Result {
        var diagnostics: [ArchiveDiagnostic] = []
        var document: ArchiveDocument?
        do {
            document = try ArchiveDocument(data: data, format: format, file: file, limits: limits)
        } catch let error as ArchiveReadError {
            diagnostics = error.diagnostics
        } catch {
            // Not one of the readers' errors (none is thrown today): placed at the file's start,
            // as the readers place problems with the file as a whole.
            diagnostics = [ArchiveDiagnostic(code: .unknownFormat, message: "\(error)", file: file, line: 1, column: 1)]
        }
        let readable = !diagnostics.contains(where: \.isFatal)
        // The schema rules run on files the reader accepted: after a reader error, the document's
        // sections say little.
        if checksSchema, readable, diagnostics.isEmpty, (format ?? ArchiveFormat(sniffing: data)) == .xml,
            !XcodeDocumentReader.recognizes(data)
        {
            diagnostics += SchemaCheck().findings(in: data, file: file)
        }
        if document != nil, (format ?? ArchiveFormat(sniffing: data)) == .xml,
            let warning = XcodeDocumentVersion.warning(in: data, file: file)
        {
            diagnostics.append(warning)
        }
        if let document {
            diagnostics += findings(in: document, file: file, isXcode: XcodeDocumentReader.recognizes(data)).map {
                Self.placingRootDiagnostic($0, in: data)
            }
        }
        return Result(document: document, diagnostics: limited(Self.ordered(diagnostics)))
    }

    /// Runs the semantic checks on a document.
    ///
    /// - Returns: every diagnostic, in file order, within `limits.maxReportedDiagnostics` and
    ///   `limits.maxIdenticalDiagnostics`.
    public func validate(_ document: ArchiveDocument, file: String? = nil) -> [ArchiveDiagnostic] {
        limited(findings(in: document, file: file))
    }

    /// `diagnostics` within the limits on reported diagnostics.
    private func limited(_ diagnostics: [ArchiveDiagnostic]) -> [ArchiveDiagnostic] {
        ArchiveDiagnostic.limited(
            diagnostics, total: limits.maxReportedDiagnostics, identical: limits.maxIdenticalDiagnostics)
    }

    /// Every diagnostic of the semantic checks, in file order.
    private func findings(in document: ArchiveDocument, file: String?, isXcode: Bool = false) -> [ArchiveDiagnostic] {
        var context = ValidationContext(index: ArchiveIndex(document), file: file, registry: registry, strict: strict)
        context.isXcode = isXcode
        var kept: [ArchiveDiagnostic] = []
        var places: Set<Place> = []
        for check in checks {
            var keepingNotes = false
            var placesOfThisCheck: [Place] = []
            var previous: ArchiveDiagnostic?
            for diagnostic in check.findings(in: context) {
                defer { previous = diagnostic }
                // A note of its own (`startsGroup`) stays, as a check's other findings do.
                if diagnostic.severity == .note {
                    if keepingNotes || diagnostic.startsGroup(after: previous) {
                        kept.append(diagnostic)
                        keepingNotes = true
                    }
                    continue
                }
                // A check's own findings all stay; one at a place an earlier check reported is
                // the same problem seen less specifically.
                keepingNotes = !places.contains(Place(diagnostic))
                if keepingNotes {
                    kept.append(diagnostic)
                    placesOfThisCheck.append(Place(diagnostic))
                }
            }
            places.formUnion(placesOfThisCheck)
        }
        return Self.ordered(kept)
    }

    /// A diagnostic about the document as a whole (its version) placed on the root element
    /// (`<archive`) or the JSON `"version"` member, which the document does not remember.
    static func placingRootDiagnostic(_ diagnostic: ArchiveDiagnostic, in data: Data) -> ArchiveDiagnostic {
        guard diagnostic.line == 0, diagnostic.objectID == nil, diagnostic.keyPath == nil else { return diagnostic }
        let needles = [Array("<archive".utf8), Array("\"version\"".utf8)]
        let bytes = [UInt8](data.prefix(64 << 10))
        for needle in needles {
            guard
                let offset = bytes.indices.dropLast(needle.count - 1).first(where: {
                    bytes[$0..<$0 + needle.count].elementsEqual(needle)
                })
            else {
                continue
            }
            var placed = diagnostic
            placed.line = bytes[..<offset].count { $0 == 0x0A } + 1
            placed.column = offset - (bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return placed
        }
        return diagnostic
    }

    /// Where a diagnostic points, for keeping one diagnostic per place.
    private struct Place: Hashable {
        let line: Int
        let column: Int
        let keyPath: String?

        init(_ diagnostic: ArchiveDiagnostic) {
            line = diagnostic.line
            column = diagnostic.column
            // Without a location (a document made in code) the key path tells places apart.
            keyPath = diagnostic.line > 0 ? nil : (diagnostic.keyPath ?? diagnostic.message)
        }
    }

    /// Sorts by line and column, keeping notes after their diagnostic (see `startsGroup`) and
    /// equal places in check order; diagnostics without a line go last.
    static func ordered(_ diagnostics: [ArchiveDiagnostic]) -> [ArchiveDiagnostic] {
        // Groups as ranges of `diagnostics`, sorted by number: an array a group cost an
        // allocation a diagnostic (two loads of the corpus: 11.7M -> 5.5M instructions, callgrind).
        var starts: [Int] = []
        for (position, diagnostic) in diagnostics.enumerated()
        where starts.isEmpty || diagnostic.startsGroup(after: diagnostics[position - 1]) {
            starts.append(position)
        }
        let keys = starts.map { start in
            (diagnostics[start].line > 0 ? diagnostics[start].line : Int.max, diagnostics[start].column)
        }
        let order = starts.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
        var sorted: [ArchiveDiagnostic] = []
        sorted.reserveCapacity(diagnostics.count)
        for group in order {
            let end = group + 1 < starts.count ? starts[group + 1] : diagnostics.count
            sorted += diagnostics[starts[group]..<end]
        }
        return sorted
    }
}
