import Foundation

extension ArchiveDocument {
    /// Reads a document in either spelling, or from an Xcode `.xib` / `.storyboard` (told from
    /// its root element; see `XcodeDocumentReader`).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - format: The spelling; nil tells it from the first byte that is not whitespace.
    ///   - file: The file's name or path, for diagnostics.
    ///   - limits: The limits to enforce.
    /// - Throws: `ArchiveReadError`; `NIB0112` when the format is nil and cannot be told.
    public init(data: Data, format: ArchiveFormat? = nil, file: String? = nil, limits: ReaderLimits = .default) throws {
        guard let format = format ?? ArchiveFormat(sniffing: data) else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: data.isEmpty ? .unexpectedEnd : .unknownFormat,
                    message: data.isEmpty
                        ? "the input is empty"
                        : "the input is neither XML (starting with '<') nor JSON (starting with '{')",
                    file: file, line: 1, column: 1))
        }
        switch format {
        // Xcode's .xib / .storyboard are XML too; their root element tells them apart.
        case .xml where XcodeDocumentReader.recognizes(data):
            self = try XcodeDocumentReader(limits: limits).read(data, file: file)
        case .xml: self = try XMLArchiveReader(limits: limits).read(data, file: file)
        case .json: self = try JSONArchiveReader(limits: limits).read(data, file: file)
        }
    }

    /// The document's canonical bytes in `format`.
    public func data(format: ArchiveFormat) -> Data {
        switch format {
        case .xml: XMLArchiveWriter().write(self)
        case .json: JSONArchiveWriter().write(self)
        }
    }
}
