import Foundation
import TestSupport
import Testing

/// `nibc render --localization` with a folder: the scenes and the storyboard's canvas are
/// drawn translated, on a storyboard of the strings corpus and its French table.
@Suite struct RenderLocalizationTests {
    static var feedback: StringsCorpus.Group? {
        StringsCorpus.groups.first { $0.name == "duckduckgo__iOS__Feedback" }
    }

    @Test(.enabled(if: StringsCorpus.isAvailable, StringsCorpus.skipReason))
    func aTranslatedStoryboardsCanvasIsDrawnTranslated() throws {
        let group = try #require(Self.feedback)
        try withTemporaryFolder { folder in
            let outcome = try NibcProcess.run([
                "render", "--format", "svg", "--localization", "fr", group.file.path, "-o", folder.path + "/",
            ])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let canvas = try String(contentsOf: folder.appendingPathComponent("canvas.svg"), encoding: .utf8)
            // A button's title, translated; the Base title is gone from that button.
            #expect(canvas.contains(">Partagez vos commentaires<"))
            #expect(canvas.contains("Non merci"))
            #expect(!canvas.contains("No Thanks"))
        }
    }
}
