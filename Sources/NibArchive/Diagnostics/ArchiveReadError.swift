/// Why an archive could not be read: one or more diagnostics, in file order.
///
/// A syntax error (`NIB01xx`) ends reading, so it is the only diagnostic. Structure errors
/// (`NIB02xx`) are collected, up to `ReaderLimits.maxDiagnostics`, so a caller such as
/// `nibc validate` can report them all at once. No partial document is ever returned.
///
/// ```swift
/// do {
///     let document = try ArchiveDocument(data: bytes, file: "Main.xml")
/// } catch let error as ArchiveReadError {
///     for diagnostic in error.diagnostics { print(diagnostic) }
/// }
/// ```
public struct ArchiveReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, in file order; never empty.
    public var diagnostics: [ArchiveDiagnostic]

    /// Wraps diagnostics; `diagnostics` must not be empty.
    public init(diagnostics: [ArchiveDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Wraps a single diagnostic.
    public init(_ diagnostic: ArchiveDiagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// The first diagnostic's code.
    public var code: ArchiveDiagnostic.Code { diagnostics.first?.code ?? .malformedXML }
    /// The first diagnostic's message.
    public var message: String { diagnostics.first?.message ?? "" }
    /// The first diagnostic's line.
    public var line: Int { diagnostics.first?.line ?? 0 }
    /// The first diagnostic's column.
    public var column: Int { diagnostics.first?.column ?? 0 }

    /// One diagnostic per line, compiler style.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
