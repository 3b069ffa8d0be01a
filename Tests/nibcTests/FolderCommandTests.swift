import Foundation
import TestSupport
import Testing

/// Folders: JSON that is no archive is skipped, `--exclude` leaves paths out, an empty folder
/// is a warning (an error under `--strict`), and `Formats/examples` passes `--strict`.
@Suite struct FolderCommandTests {
    @Test func jsonThatIsNoArchiveIsSkippedWithANote() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            try #"{"name": "app", "dependencies": {}}"#.write(
                to: folder.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["validate", "--strict", "."], in: folder)
            #expect(outcome.status == 0, "\(outcome.stdout)")
            #expect(
                outcome.stderr.contains(
                    #"nibc: note: skipped './package.json': JSON that is not an archive (no "version" or "objects")"#))
            // Named on its own, the file is checked as an archive.
            #expect(try NibcProcess.run(["validate", "package.json"], in: folder).status == 1)
        }
    }

    @Test func excludeLeavesMatchingPathsOut() throws {
        try withTemporaryFolder("nibc") { folder in
            let generated = folder.appendingPathComponent("UI/Generated")
            try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("UI/Main.xml"), atomically: true, encoding: .utf8)
            try "<archive".write(to: generated.appendingPathComponent("Broken.xml"), atomically: true, encoding: .utf8)
            #expect(try NibcProcess.run(["validate", "UI"], in: folder).status == 1)
            for glob in ["Generated", "Generated/*", "**/Generated/**", "*Broken*"] {
                let outcome = try NibcProcess.run(["validate", "--exclude", glob, "UI"], in: folder)
                #expect(outcome.status == 0, "\(glob): \(outcome.stdout)")
            }
        }
    }

    @Test func anEmptyFolderIsAWarningAndAnErrorWhenStrict() throws {
        try withTemporaryFolder("nibc") { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
            let relaxed = try NibcProcess.run(["validate", "Empty"], in: folder)
            #expect(relaxed.status == 0)
            #expect(relaxed.stderr.contains("nibc: warning: 'Empty' holds no interface files"))
            let strict = try NibcProcess.run(["validate", "--strict", "Empty"], in: folder)
            #expect(strict.status == 1)
            #expect(strict.stderr.contains("nibc: error: 'Empty' holds no interface files"))
            try #"{"strict": true}"#.write(
                to: folder.appendingPathComponent(".nibc.json"), atomically: true, encoding: .utf8)
            #expect(try NibcProcess.run(["validate", "Empty"], in: folder).status == 1, "strict from .nibc.json")
        }
    }

    @Test func theFormatsExamplesPassStrictValidation() throws {
        let outcome = try NibcProcess.run(
            ["validate", "--strict", "Formats/examples"], in: ArchiveGenerators.repositoryRoot)
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func restorationArchivesHoldKnownClasses() throws {
        try withTemporaryFolder("nibc") { folder in
            // Away from Formats/.nibc.json: NibKit's own records need no configuration.
            for ext in ["xml", "json"] {
                let example = ArchiveGenerators.formatsDirectory.appendingPathComponent(
                    "examples/restoration-01.\(ext)")
                try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent("restoration.\(ext)"))
            }
            let outcome = try NibcProcess.run(["validate", "--strict", "."], in: folder)
            #expect(outcome.status == 0, "\(outcome.stdout)")
            #expect(!outcome.stdout.contains("NIB0305"))
        }
    }
}
