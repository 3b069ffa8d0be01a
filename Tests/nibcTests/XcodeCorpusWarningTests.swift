import Foundation
import NibKit
import TestSupport
import Testing

/// On the 238 real files of the shared corpus (`xcode/`, `xcode-more/`), `nibc validate` warns
/// only of what a user could fix (issue 35): NibKit's own classes and AppKit's model objects are
/// known, an app's class over a known element is a note, and what NibKit does not model is a note.
@Suite struct XcodeCorpusWarningTests {
    /// The warnings the corpus raised before issue 35: 6,389. The figure pinned is under 300.
    static let maxWarnings = 300

    @Test(XcodeCorpus.required)
    func corpusWarnsOfWhatUsersCanFix() throws {
        let outcome = try NibcProcess.run(
            ["validate", "--format", "json"] + XcodeCorpus.folders.map(\.path))
        let report = try #require(JSONSerialization.jsonObject(with: outcome.stdoutData) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let warnings = diagnostics.filter { $0["severity"] as? String == "warning" }
        #expect(!diagnostics.contains { $0["severity"] as? String == "error" })
        #expect(warnings.count < Self.maxWarnings, "\(warnings.count) warnings")
        let nibKitClasses: Set<String> = ["StoryboardSegue", "StoryboardReference", "StoryboardExit"]
        let modelClasses = Set(AppKitObject.archivedClassNames)
        for warning in warnings where warning["code"] as? String == "NIB0305" {
            let message = warning["message"] as? String ?? ""
            let name = message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
            #expect(!nibKitClasses.contains(name) && !modelClasses.contains(name), "\(message)")
        }
        // What NibKit does not model is there, as notes.
        #expect(diagnostics.contains { $0["code"] as? String == "NIB0512" && $0["severity"] as? String == "note" })
        #expect(!diagnostics.contains { $0["code"] as? String == "NIB0512" && $0["severity"] as? String != "note" })
    }

    /// Text sums up what NibKit does not model in one line a file; `--verbose`, JSON and SARIF
    /// show each note with its place.
    @Test func notModelledNotesAreSummedUpUnlessVerbose() throws {
        let name = "NIB0512-not-modelled.xib"
        let folder = GoldenFixtureTests.folder
        let summed = try NibcProcess.run(["validate", name], in: folder)
        #expect(summed.status == 0)
        #expect(
            summed.stdout
                == "\(name): note: NibKit does not model 1 element or attribute name of this file; it keeps them verbatim and writes them back (--verbose lists them) [NIB0512]\n"
        )
        let verbose = try NibcProcess.run(["validate", "--verbose", name], in: folder)
        #expect(verbose.stdout.hasPrefix("\(name):4:9: note: element <attributedString> is not modelled by NibKit"))
        let json = try NibcProcess.run(["validate", "--format", "json", name], in: folder)
        #expect(json.stdout.contains(#""severity": "note""#))
        #expect(json.stdout.contains("element <attributedString> is not modelled"))
        let sarif = try NibcProcess.run(["validate", "--format", "sarif", name], in: folder)
        #expect(sarif.stdout.contains(#""level" : "note""#))
        #expect(sarif.stdout.contains("element <attributedString> is not modelled"))
    }
}
