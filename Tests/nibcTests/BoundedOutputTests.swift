import Foundation
import TestSupport
import Testing

/// `nibc validate` prints a report in proportion to its limits, not to the file (issue 27).
@Suite struct BoundedOutputTests {
    @Test func aOneLineFileWithTwentyThousandProblemsPrintsABoundedReport() throws {
        let objects = (0..<20_000).map { #"{"type":"object","class":"Unknown\#($0)","id":"v\#($0)"}"# }
        let json = #"{"version":"1.0","objects":[\#(objects.joined(separator: ","))]}"#
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("flood.json")
            try Data(json.utf8).write(to: file)
            let outcome = try NibcProcess.run(["validate", "flood.json"], in: folder)
            #expect(outcome.status == 0)
            // 1,000 blocks of a heading, an excerpt of at most 160 bytes and a caret line.
            #expect(outcome.stdoutData.count < 1_001 * 600)
            #expect(
                outcome.stdout.hasSuffix(
                    "flood.json: warning: 19000 more diagnostics (19000 warnings) are not shown: the limit is 1000 a file [NIB0599]\n"
                ))
            // A baseline lists every problem, and the limit applies to what it does not list.
            let written = try NibcProcess.run(
                ["validate", "--write-baseline", "baseline.json", "flood.json"], in: folder)
            #expect(written.stderr.contains("wrote 20000 problems"))
            let checked = try NibcProcess.run(["validate", "--baseline", "baseline.json", "flood.json"], in: folder)
            #expect(checked.stdout.isEmpty)
            let raised = try NibcProcess.run(
                ["validate", "--max-diagnostics", "0", "--format", "json", "flood.json"], in: folder)
            #expect(raised.stdout.components(separatedBy: "\"NIB0305\"").count == 20_001)
        }
    }
}
