import Foundation
import TestSupport
import Testing

/// Shell completions complete interface files where a command takes one.
@Suite struct CompletionTests {
    @Test func bashCompletesInterfaceFilesAndFolders() throws {
        let outcome = try NibcProcess.run(["--generate-completion-script", "bash"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("-o plusdirs -fX '!*.@(xml|json|xib|storyboard)'"), "validate's paths")
        #expect(outcome.stdout.contains("-o plusdirs -fX '!*.@(xml|json)'"), "convert's and dump's files")
    }

    @Test func zshCompletesFiles() throws {
        let outcome = try NibcProcess.run(["--generate-completion-script", "zsh"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("_files"))
    }
}
