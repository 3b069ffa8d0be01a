import Foundation
import TestSupport
import Testing

/// `validate`, `convert` and `dump` take the readers' limits from the command line.
@Suite struct LimitOptionsTests {
    @Test func limitsCanBeLoweredAndRaised() throws {
        try withTemporaryFolder { folder in
            try Data(ConvertLimitsTests.nested(130).utf8).write(to: folder.appendingPathComponent("Deep.xml"))
            // 130 objects nest 261 levels: past the default of 256.
            let refused = try NibcProcess.run(["validate", "Deep.xml"], in: folder)
            #expect(refused.status == 1 && refused.stdout.contains("[NIB0107]"))
            let raised = try NibcProcess.run(["validate", "--max-depth", "300", "Deep.xml"], in: folder)
            #expect(raised.status == 0, "\(raised.stdout)")
            // Converted under the raised limit, the JSON reads back under it too.
            let converted = try NibcProcess.run(
                ["convert", "--max-depth", "300", "Deep.xml", "-o", "Deep.json"], in: folder)
            #expect(converted.status == 0, "\(converted.stderr)")
            #expect(try NibcProcess.run(["dump", "--max-depth", "300", "Deep.json"], in: folder).status == 0)
            let lowered = try NibcProcess.run(["dump", "--max-objects", "3", "Deep.json"], in: folder)
            #expect(lowered.status == 1 && lowered.stderr.contains("[NIB0109]"))
            let tooSmall = try NibcProcess.run(["validate", "--max-bytes", "100", "Deep.xml"], in: folder)
            #expect(tooSmall.stdout.contains("more than the limit of 100 [NIB0108]"))
            #expect(try NibcProcess.run(["validate", "--max-depth", "0", "Deep.xml"], in: folder).status == 2)
        }
    }
}
