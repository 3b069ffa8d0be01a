import Foundation
import TestSupport
import Testing

/// Rules under control: `--disable` / `--enable`, `.nibc.json` found upwards from the files,
/// and a baseline that fails only on new problems.
@Suite struct RuleControlTests {
    /// `UI/Main.xml` with an unknown class (a warning, `NIB0305`) and a dangling outlet (an error, `NIB0408`).
    static func writeApp(in folder: URL) throws -> URL {
        let ui = folder.appendingPathComponent("UI")
        try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
        let file = ui.appendingPathComponent("Main.xml")
        try Self.problems.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static let problems = NibcProcess.validXML.replacingOccurrences(
        of: #"class="Button""#, with: #"class="CardButton""#
    )
    .replacingOccurrences(of: #"destination="root""#, with: #"destination="rot""#)

    @Test func disableAndEnableChooseTheCodesReported() throws {
        try withTemporaryFolder("nibc") { folder in
            _ = try Self.writeApp(in: folder)
            let disabled = try NibcProcess.run(["validate", "--disable", "NIB0408", "--strict", "UI"], in: folder)
            #expect(disabled.status == 1)
            #expect(disabled.stdout.contains("[NIB0305]") && !disabled.stdout.contains("[NIB0408]"))
            let both = try NibcProcess.run(
                ["validate", "--disable", "NIB0408", "--disable", "nib0305", "--strict", "UI"], in: folder)
            #expect(both.status == 0, "\(both.stdout)")
            #expect(try NibcProcess.run(["validate", "--disable", "frob", "UI"], in: folder).status == 2)
        }
    }

    @Test func aConfigurationIsFoundUpwardsFromTheFiles() throws {
        try withTemporaryFolder("nibc") { folder in
            _ = try Self.writeApp(in: folder)
            try #"{"strict": true, "disable": ["NIB0408"], "exclude": ["Generated/*"]}"#
                .write(to: folder.appendingPathComponent(".nibc.json"), atomically: true, encoding: .utf8)
            let generated = folder.appendingPathComponent("UI/Generated")
            try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
            try "<archive".write(to: generated.appendingPathComponent("Broken.xml"), atomically: true, encoding: .utf8)
            // Strict from the configuration: the unknown class fails; the outlet is not reported.
            let outcome = try NibcProcess.run(["validate", "Main.xml"], in: folder.appendingPathComponent("UI"))
            #expect(outcome.status == 1)
            #expect(outcome.stdout.contains("error: class 'CardButton' is not registered"))
            #expect(!outcome.stdout.contains("NIB0408"))
            // The command line enables what the configuration disables; its exclude holds for folders.
            let enabled = try NibcProcess.run(["validate", "--enable", "NIB0408", "UI"], in: folder)
            #expect(enabled.stdout.contains("[NIB0408]"))
            #expect(!enabled.stdout.contains("Broken.xml"))
            try #"{"strict": "yes"}"#.write(
                to: folder.appendingPathComponent(".nibc.json"), atomically: true, encoding: .utf8)
            let bad = try NibcProcess.run(["validate", "UI"], in: folder)
            #expect(bad.status == 2)
            #expect(bad.stderr.contains(".nibc.json"))
            try #"{"strcit": true}"#.write(
                to: folder.appendingPathComponent(".nibc.json"), atomically: true, encoding: .utf8)
            let misspelt = try NibcProcess.run(["validate", "UI"], in: folder)
            #expect(misspelt.status == 2)
            #expect(misspelt.stderr.contains("unknown setting 'strcit'; did you mean 'strict'?"))
        }
    }

    @Test func aBaselineFailsOnlyOnNewProblems() throws {
        try withTemporaryFolder("nibc") { folder in
            let file = try Self.writeApp(in: folder)
            let written = try NibcProcess.run(["validate", "--write-baseline", "baseline.json", "UI"], in: folder)
            #expect(written.status == 0, "\(written.stderr)")
            #expect(written.stderr.contains("wrote 2 problems to 'baseline.json'"))
            #expect(
                try NibcProcess.run(["validate", "--strict", "--baseline", "baseline.json", "UI"], in: folder).status
                    == 0)
            // Lines added above the problems do not bring them back.
            let moved = Self.problems.replacingOccurrences(of: "<placeholders>", with: "<placeholders>\n\n\n")
            try moved.write(to: file, atomically: true, encoding: .utf8)
            let after = try NibcProcess.run(["validate", "--strict", "--baseline", "baseline.json", "UI"], in: folder)
            #expect(after.status == 0, "\(after.stdout)")
            // A new problem fails, and is the only one reported.
            let worse = moved.replacingOccurrences(of: #"source="b1""#, with: #"source="b2""#)
            try worse.write(to: file, atomically: true, encoding: .utf8)
            let new = try NibcProcess.run(["validate", "--baseline", "baseline.json", "UI"], in: folder)
            #expect(new.status == 1)
            #expect(new.stdout.contains("'b2'") && !new.stdout.contains("'rot'"))
        }
    }
}
