import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// libxml2 is fed the input in chunks (`XMLPushParser.chunkSize`): every construct can meet a
/// chunk boundary, and what is read, with every location and diagnostic, must not depend on
/// where the boundaries fall.
@Suite struct XMLChunkTests {
    /// Every XML example and fail fixture, read whole and in chunks of a few bytes.
    static var inputs: [URL] {
        let examples = ArchiveGenerators.repositoryRoot.appendingPathComponent("Formats/examples")
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/fail")
        return [examples, fixtures].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "xml" }
        }.sorted { $0.path < $1.path }
    }

    /// The document, or every diagnostic in compiler form, of `data` read in `chunkSize` chunks.
    static func outcome(_ data: Data, chunkSize: Int) -> String {
        do {
            let document = try XMLArchiveReader().read(data, file: "input.xml", chunkSize: chunkSize)
            return String(decoding: document.data(format: .xml), as: UTF8.self)
        } catch let error as ArchiveReadError {
            return error.diagnostics.map(\.description).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test func thereAreInputs() {
        #expect(Self.inputs.count > 20)
    }

    @Test(arguments: inputs)
    func chunkBoundariesChangeNothing(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        let whole = Self.outcome(data, chunkSize: XMLPushParser.chunkSize)
        for chunkSize in [1, 2, 3, 7, 64] {
            #expect(
                Self.outcome(data, chunkSize: chunkSize) == whole, "\(url.lastPathComponent) in chunks of \(chunkSize)")
        }
    }

    /// Random trees, written and read back in chunks of a random size, come back as written.
    @Test func randomTreesReadBackInAnyChunks() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max), Gen.int(in: 1...300)) { seed, chunkSize in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let document = KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 3, width: 3)])
            let data = document.data(format: .xml)
            #expect(Self.outcome(data, chunkSize: chunkSize) == String(decoding: data, as: UTF8.self), "seed \(seed)")
        }
    }
}
