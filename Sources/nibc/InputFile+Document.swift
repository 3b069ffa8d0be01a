import ArgumentParser
import Foundation
import NibKit

extension InputFile {
    /// Reads and parses the archive at `path` (standard input for `-`) for `convert` and
    /// `dump`, printing what went wrong: the reason a path cannot be read (exit status 2), or
    /// the reader's diagnostics (exit status 1).
    ///
    /// - Parameter designMetrics: Whether to read, from an Xcode file, the metrics Interface
    ///   Builder laid it out under too (in the same parse).
    /// - Returns: the document, the spelling it was read in, and the design metrics when asked
    ///   for and the file is Xcode's.
    /// - Parameter localization: For an Xcode file, the localization whose table
    ///   (`StringsTableLocator`) is applied before the file is mapped; nil for the Base text.
    /// - Throws: `ExitCode` once the problem is printed.
    static func document(
        at path: String, limits: ReaderLimits = .default, designMetrics: Bool = false, localization: String? = nil
    )
        throws(ExitCode) -> (document: ArchiveDocument, format: ArchiveFormat?, design: XcodeDesignMetrics?)
    {
        // A file larger than the limit is refused before it is read: reading a 3 GB one first
        // ran out of memory.
        if let size = size(of: path), let tooLarge = limits.sizeDiagnostic(forInputOf: size, file: displayName(path)) {
            Output.err(DiagnosticRenderer().text([tooLarge], source: nil))
            throw ExitCode(Status.invalid)
        }
        if CompiledNibFile.isStoryboardBundle(path) { return try storyboardBundle(at: path, limits: limits) }
        let data: Data
        do {
            data = try read(path)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
        let format = ArchiveFormat(path: path) ?? ArchiveFormat(sniffing: data)
        if let localization, path != standardInput, format == .xml, XcodeDocumentReader.recognizes(data),
            let table = StringsTableLocator.table(for: URL(fileURLWithPath: path), localization: localization)
        {
            let read = try translated(data, path: path, table: table, limits: limits, designMetrics: designMetrics)
            return (read.document, format, read.design)
        }
        do {
            if designMetrics, format == .xml, XcodeDocumentReader.recognizes(data) {
                let read = try XcodeDocumentReader(limits: limits).readWithDesignMetrics(data, file: displayName(path))
                return (read.document, format, read.design)
            }
            return (
                try ArchiveDocument(data: data, format: format, file: displayName(path), limits: limits), format, nil
            )
        } catch let error as ArchiveReadError {
            Output.err(
                DiagnosticRenderer().text(error.diagnostics, source: CompiledNibReader.recognizes(data) ? nil : data))
            throw ExitCode(Status.invalid)
        } catch {
            Output.error("cannot read '\(path)': \(error)")
            throw ExitCode(Status.invalid)
        }
    }

    /// The Xcode file at `path` translated by the table at `table`, with its design metrics
    /// when asked for (a translated storyboard keeps its scenes' places on the canvas).
    private static func translated(
        _ data: Data, path: String, table: URL, limits: ReaderLimits, designMetrics: Bool
    ) throws(ExitCode) -> (document: ArchiveDocument, design: XcodeDesignMetrics?) {
        let tableData: Data
        do {
            tableData = try read(table.path)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
        let strings: StringsTable
        do {
            strings = try StringsTable(data: tableData, file: table.path, limits: limits)
        } catch {
            // The table's lines are not the file's: no source line is shown.
            Output.err(error.description + "\n")
            throw ExitCode(Status.invalid)
        }
        do {
            let reader = XcodeDocumentReader(limits: limits)
            guard designMetrics else { return (try reader.read(data, file: path, translations: strings.values), nil) }
            let read = try reader.readWithDesignMetrics(data, file: path, translations: strings.values)
            return (read.document, read.design)
        } catch {
            Output.err(DiagnosticRenderer().text(error.diagnostics, source: data))
            throw ExitCode(Status.invalid)
        }
    }

    /// Reads a compiled storyboard bundle (`X.storyboardc`) as one document.
    static func storyboardBundle(at path: String, limits: ReaderLimits) throws(ExitCode) -> (
        document: ArchiveDocument, format: ArchiveFormat?, design: XcodeDesignMetrics?
    ) {
        let bundle: (info: Data, nibs: [String: Data])
        do {
            bundle = try CompiledNibFile.storyboardBundle(at: path)
        } catch {
            Output.error("cannot read '\(path)': \(error.localizedDescription)")
            throw ExitCode(Status.failed)
        }
        do {
            let document = try CompiledStoryboardReader(limits: limits).read(
                info: bundle.info, nibs: bundle.nibs, file: path)
            return (document, nil, nil)
        } catch {
            Output.err(DiagnosticRenderer().text(error.diagnostics, source: nil))
            throw ExitCode(Status.invalid)
        }
    }
}
