import Foundation
import NibArchive
import TestSupport
import Testing

/// The readers never read past their input: each file is read from bytes that end where an
/// inaccessible page starts (`withGuardedBytes`), so an over-read crashes the test.
@Suite struct ReadBoundsTests {
    /// Every failing fixture and every example in both spellings.
    static var files: [URL] {
        let fixtures = ArchiveFailureTests.fixtures.map { ArchiveFailureTests.directory.appendingPathComponent($0) }
        let examplesFolder = ArchiveGenerators.formatsDirectory.appendingPathComponent("examples")
        let examples = ((try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? [])
            .sorted().map { examplesFolder.appendingPathComponent($0) }
        return fixtures + examples
    }

    @Test func everyFixtureAndExampleIsReadWithinItsBytes() throws {
        for file in Self.files {
            let bytes = try [UInt8](Data(contentsOf: file))
            withGuardedBytes(bytes) { data in _ = try? ArchiveDocument(data: data, file: file.lastPathComponent) }
        }
        #expect(Self.files.count > 40)
    }

    /// A file in another encoding: libxml2 counts offsets in the converted bytes, which run
    /// past the input when characters grow (each ÿ, one byte in Latin-1, is two in UTF-8).
    /// Finding the `<` of a tag after whitespace read there (found by fuzzing).
    @Test func aFileInAnotherEncodingIsRefusedWithoutReadingPastIt() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<other v".utf8)
        bytes += [UInt8](repeating: 0xFF, count: 300)
        bytes += Array("=\"1\">\n  <objects>\n  </objects>\n</other>\n".utf8)
        withGuardedBytes(bytes) { data in
            #expect(throws: ArchiveReadError.self) { try XMLArchiveReader().read(data) }
        }
    }
}
