import Foundation
import NibArchive
import NibKit
import TestSupport
import Testing

/// `Nib(data:)` on prefixes of every example of `Formats/` and of a few corpus files
/// (`Truncation`): the nib is refused with an `ArchiveReadError` or a `NibLoadingError`, every
/// problem located, or, for the one complete prefix, made, and then it instantiates or is
/// refused the same way. `TruncationTests` cuts the examples at every byte through each
/// reader; `Nib` adds the spelling's sniff and its own checks to a reader's work, which the
/// cuts near both ends and a few hundred between reach.
@Suite struct TruncatedNibTests {
    @Test(arguments: Truncation.examples)
    func prefixesOfAnExampleAreRefusedOrLoad(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        try checkPrefixes(
            of: data, name: url.lastPathComponent,
            lengths: Truncation.lengths(count: data.count + 1, edge: 256, spaced: 300))
    }

    @Test(
        XcodeCorpus.firstRequired,
        arguments: Truncation.corpusFiles)
    func prefixesOfCorpusFilesAreRefusedOrLoad(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        try checkPrefixes(
            of: data, name: url.lastPathComponent,
            lengths: Truncation.lengths(count: data.count, edge: 256, spaced: 300))
    }

    func checkPrefixes(of data: Data, name: String, lengths: [Int]) throws {
        var made = 0
        for length in lengths {
            do {
                let nib = try Nib(data: data.prefix(length), file: name)
                made += 1
                _ = try nib.instantiate(withOwner: nil)
            } catch let error as ArchiveReadError {
                #expect(error.diagnostics.allSatisfy { $0.line >= 1 }, "\(name) cut to \(length): \(error)")
            } catch let error as NibLoadingError {
                #expect(
                    !error.problems.isEmpty && error.problems.allSatisfy { $0.line >= 1 },
                    "\(name) cut to \(length): \(error)")
            }
        }
        #expect(made <= 2, "\(name): \(made) prefixes made a nib")
    }
}
