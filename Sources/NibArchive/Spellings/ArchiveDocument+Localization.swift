import Foundation

extension ArchiveDocument {
    /// Reads the interface file at `url` translated into `localization` ("fr", "pt-BR"): the
    /// table `StringsTableLocator` finds beside the Base file is applied before the file is
    /// mapped (`XcodeDocumentReader.read(_:file:translations:)`). Without a table, or for our
    /// own XML and JSON archives, which have no Interface Builder ids, the file reads as it is.
    ///
    /// - Parameters:
    ///   - url: The `.xib` or `.storyboard` (usually in `Base.lproj`).
    ///   - localization: The localization, or nil for the Base text.
    ///   - limits: The limits for the file and the table.
    /// - Throws: `ArchiveReadError` for the file or the table (the table's diagnostics name it).
    /// - Complexity: O(n + t) in the sizes of the file and the table.
    public init(contentsOf url: URL, localization: String?, limits: ReaderLimits = .default) throws {
        let data = try Data(contentsOf: url)
        let format = ArchiveFormat(path: url.path) ?? ArchiveFormat(sniffing: data)
        guard let localization, format == .xml, XcodeDocumentReader.recognizes(data),
            let tableURL = StringsTableLocator.table(for: url, localization: localization)
        else {
            try self.init(data: data, format: format, file: url.path, limits: limits)
            return
        }
        let table = try StringsTable(data: try Data(contentsOf: tableURL), file: tableURL.path, limits: limits)
        self = try XcodeDocumentReader(limits: limits).read(data, file: url.path, translations: table.values)
    }
}
