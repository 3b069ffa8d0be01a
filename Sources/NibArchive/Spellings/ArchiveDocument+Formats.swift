import Foundation

extension ArchiveDocument {
    /// Reads a document in either spelling, from an Xcode `.xib` / `.storyboard` (told from
    /// its root element; see `XcodeDocumentReader`), or from a compiled nib (told by its
    /// `NIBArchive` magic, whatever `format` says; see `CompiledNibReader`).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - format: The spelling; nil tells it from the first byte that is not whitespace.
    ///   - file: The file's name or path, for diagnostics.
    ///   - limits: The limits to enforce.
    /// - Throws: `ArchiveReadError`; `NIB0112` when the format is nil and cannot be told,
    ///   `NIB0111` when the data starts with a UTF-16 or UTF-32 byte order mark.
    public init(data: Data, format: ArchiveFormat? = nil, file: String? = nil, limits: ReaderLimits = .default) throws {
        if CompiledNibReader.recognizes(data) {
            self = try CompiledNibReader(limits: limits).read(data, file: file)
            return
        }
        // Without this the readers see a stray byte (JSON), or libxml2 converts, then stops at
        // the first byte of the second line ("unexpected end of input", 7:4 for UTF-32).
        if let encoding = Self.wideEncoding(startingWith: data) {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .invalidUTF8,
                    message: "the file is \(encoding) (it starts with that byte order mark); archives must be UTF-8",
                    file: file, line: 1, column: 1))
        }
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

    /// The encoding a UTF-16 or UTF-32 byte order mark at the start of `data` names.
    static func wideEncoding(startingWith data: Data) -> String? {
        let head = [UInt8](data.prefix(4))
        let marks: [(String, [UInt8])] = [
            ("UTF-32 little-endian", [0xFF, 0xFE, 0, 0]), ("UTF-32 big-endian", [0, 0, 0xFE, 0xFF]),
            ("UTF-16 little-endian", [0xFF, 0xFE]), ("UTF-16 big-endian", [0xFE, 0xFF]),
        ]
        return marks.first { head.starts(with: $0.1) }?.0
    }

    /// The document's canonical bytes in `format`.
    public func data(format: ArchiveFormat) -> Data {
        switch format {
        case .xml: XMLArchiveWriter().write(self)
        case .json: JSONArchiveWriter().write(self)
        }
    }
}
