import Foundation
import NibArchive
import TestSupport
import Testing

/// Every example of `Formats/` and a few corpus files, each cut at every byte near both ends and
/// at evenly spaced bytes between (`Truncation.lengths`; the examples of under 1.5 KB at every
/// byte), read by the reader of their spelling: always an
/// `ArchiveReadError` with located diagnostics, or, when the prefix happens to be complete (the
/// file without its last newline), the very document of the whole file. Never a crash, never a
/// partial tree. (`TruncatedNibTests` reads the same prefixes through `Nib`, which tells the
/// spelling from the bytes.)
@Suite struct TruncationTests {
    @Test(arguments: Truncation.examples)
    func everyPrefixOfAnExampleIsAnErrorOrTheDocument(_ url: URL) throws {
        // Every byte of the larger examples made the suite take 48 s of processor time against
        // 35; the middle of a file cuts inside the same elements and attributes as its ends.
        try checkPrefixes(of: url, lengths: Truncation.lengths(count: try Data(contentsOf: url).count))
    }

    @Test(
        XcodeCorpus.firstRequired,
        arguments: Truncation.corpusFiles)
    func prefixesOfCorpusFilesAreErrorsOrTheDocument(_ url: URL) throws {
        try checkPrefixes(of: url, lengths: Truncation.lengths(count: try Data(contentsOf: url).count))
    }

    func checkPrefixes(of url: URL, lengths: [Int]) throws {
        let data = try Data(contentsOf: url)
        let name = url.lastPathComponent
        let whole = try ArchiveDocument(data: data, format: ArchiveFormat(path: name), file: name)
        let isXcode = name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
        var complete = 0
        for length in lengths {
            let prefix = data.prefix(length)
            do {
                let document: ArchiveDocument
                if isXcode {
                    document = try XcodeDocumentReader().read(prefix, file: name)
                } else if name.hasSuffix(".json") {
                    document = try JSONArchiveReader().read(prefix, file: name)
                } else {
                    document = try XMLArchiveReader().read(prefix, file: name)
                }
                #expect(document == whole, "\(name) cut to \(length) bytes: a partial document")
                complete += 1
            } catch let error as ArchiveReadError {
                #expect(
                    !error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 },
                    "\(name) cut to \(length) bytes: \(error)")
            }
        }
        // Only the whole text is complete, without its last newline at most.
        #expect(complete <= 1, "\(name): \(complete) prefixes read as complete")
    }
}
