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
            #expect(lowered.stderr.contains("nibc's --max-objects raises it (ReaderLimits.maxObjects)"))
            let tooSmall = try NibcProcess.run(["validate", "--max-bytes", "100", "Deep.xml"], in: folder)
            #expect(
                tooSmall.stdout.contains(
                    "more than the limit of 100; nibc's --max-bytes raises it (ReaderLimits.maxBytes) [NIB0108]"))
            #expect(try NibcProcess.run(["validate", "--max-depth", "0", "Deep.xml"], in: folder).status == 2)
        }
    }

    /// A file past `--max-bytes` is refused by its size, before it is read: a 3 GB sparse file
    /// (a few blocks on disk) ran out of memory being read first (exit 2). Each command says
    /// which limit and which option raises it.
    @Test func aFileTooLargeIsRefusedBeforeItIsRead() throws {
        try withTemporaryFolder("nibc-sparse") { folder in
            let url = folder.appendingPathComponent("Huge.xib")
            try Data("<document".utf8).write(to: url)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 3 << 30)
            try handle.close()
            let limit =
                "more than the limit of 268435456; nibc's --max-bytes raises it (ReaderLimits.maxBytes) [NIB0108]"
            let validated = try NibcProcess.run(["validate", "Huge.xib"], in: folder)
            #expect(validated.status == 1, "\(validated.stderr)")
            #expect(validated.stdout.contains("Huge.xib:1:1: error: the input is 3221225472 bytes, " + limit))
            for command in [["convert", "Huge.xib", "-o", "Huge.json"], ["dump", "Huge.xib"]] {
                let outcome = try NibcProcess.run(command, in: folder)
                #expect(outcome.status == 1, "\(command): \(outcome.stderr)")
                #expect(outcome.stderr.contains(limit), "\(command): \(outcome.stderr)")
            }
        }
    }
}
