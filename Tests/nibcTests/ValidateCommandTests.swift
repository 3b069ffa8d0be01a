import Foundation
import TestSupport
import Testing

@Suite struct ValidateCommandTests {
    @Test func aValidFileExitsZeroAndPrintsNothing() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["validate", "Main.xml"], in: folder)
            #expect(outcome.status == 0)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.isEmpty)
        }
    }

    @Test func anErrorExitsOneWithACompilerStyleLineAndACaret() throws {
        try withTemporaryFolder("nibc") { folder in
            let bad = NibcProcess.validXML.replacingOccurrences(of: #"destination="root""#, with: #"destination="rot""#)
            try bad.write(to: folder.appendingPathComponent("Bad.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["validate", "Bad.xml"], in: folder)
            #expect(outcome.status == 1)
            #expect(
                outcome.stdout == """
                    Bad.xml:18:5: error: the outlet's destination 'rot' is no object or placeholder of the file; did you mean 'root'? [NIB0408]
                        <outlet source="owner" destination="rot" name="view"/>
                        ^

                    """)
            #expect(outcome.stderr == "1 file checked: 1 error, 0 warnings\n")
        }
    }

    @Test func aMissingPathExitsTwo() throws {
        let outcome = try NibcProcess.run(["validate", "/no/such/file.xml"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("nibc: error: cannot read '/no/such/file.xml'"))
    }

    @Test func badArgumentsExitTwo() throws {
        #expect(try NibcProcess.run(["validate", "--jobs", "0", "a.xml"]).status == 2)
        #expect(try NibcProcess.run(["validate", "--format", "yaml", "a.xml"]).status == 2)
        #expect(try NibcProcess.run(["validate"]).status == 2)
        #expect(try NibcProcess.run(["frobnicate"]).status == 2)
    }

    @Test func jsonOutputHasTheDocumentedShape() throws {
        try withTemporaryFolder("nibc") { folder in
            let bad = NibcProcess.validXML.replacingOccurrences(of: #"class="Button""#, with: #"class="Buton""#)
                .replacingOccurrences(
                    of: #"<real key="alpha" value="0.5"/>"#, with: #"<string key="alpha" value="half"/>"#)
            try bad.write(to: folder.appendingPathComponent("Bad.xml"), atomically: true, encoding: .utf8)
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Good.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["validate", "--format", "json", "Bad.xml", "Good.xml"], in: folder)
            #expect(outcome.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: outcome.stdoutData) as? [String: Any])
            #expect(Set(object.keys) == ["diagnostics", "summary"])
            let summary = try #require(object["summary"] as? [String: Int])
            #expect(summary == ["files": 2, "errors": 1, "warnings": 1])
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 2)
            for diagnostic in diagnostics {
                #expect(
                    Set(diagnostic.keys) == [
                        "file", "line", "column", "severity", "code", "message", "objectID", "keyPath",
                    ])
            }
            let error = try #require(diagnostics.first { $0["severity"] as? String == "error" })
            #expect(error["code"] as? String == "NIB0301")
            #expect(error["file"] as? String == "Bad.xml")
            #expect(error["line"] as? Int == 9)
            #expect(error["column"] as? Int == 7)
            #expect(error["objectID"] as? String == "root")
            #expect(error["keyPath"] as? String == "objects[id=root] (View) > alpha")
            let warning = try #require(diagnostics.first { $0["severity"] as? String == "warning" })
            #expect(warning["code"] as? String == "NIB0305")
        }
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        try withTemporaryFolder("nibc") { folder in
            let custom = NibcProcess.validXML.replacingOccurrences(of: #"class="Button""#, with: #"class="CardButton""#)
                .replacingOccurrences(
                    of: "    <action source=\"b1\" destination=\"owner\" name=\"tapped:\" event=\"touchUpInside\"/>\n",
                    with: "")
            try custom.write(to: folder.appendingPathComponent("Custom.xml"), atomically: true, encoding: .utf8)
            let relaxed = try NibcProcess.run(["validate", "Custom.xml"], in: folder)
            #expect(relaxed.status == 0)
            #expect(relaxed.stdout.contains("warning: class 'CardButton' is not registered"))
            let strict = try NibcProcess.run(["validate", "--strict", "Custom.xml"], in: folder)
            #expect(strict.status == 1)
            #expect(strict.stdout.contains("error: class 'CardButton' is not registered"))
        }
    }

    @Test func foldersAreSearchedAndOutputOrderDoesNotDependOnJobs() throws {
        try withTemporaryFolder("nibc") { folder in
            let nested = folder.appendingPathComponent("screens/deep")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            for index in 0..<12 {
                let text =
                    index % 3 == 0
                    ? NibcProcess.validXML.replacingOccurrences(of: #"name="view""#, with: #"name="view \#(index)""#)
                    : NibcProcess.validXML
                let target = (index % 2 == 0 ? folder : nested).appendingPathComponent("file\(index).xml")
                try text.write(to: target, atomically: true, encoding: .utf8)
            }
            try "not an archive".write(
                to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            let one = try NibcProcess.run(["validate", "--jobs", "1", "."], in: folder)
            let four = try NibcProcess.run(["validate", "--jobs", "4", "."], in: folder)
            #expect(one.status == 1)
            #expect(one.stdout == four.stdout)
            #expect(one.stdout.components(separatedBy: "[NIB0501]").count - 1 == 4)
            #expect(one.stderr == "12 files checked: 4 errors, 0 warnings\n")
            #expect(!one.stderr.contains("validating"), "no progress line when standard error is not a terminal")
        }
    }

    @Test func helpAndVersion() throws {
        let version = try NibcProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        for command in ["validate", "convert", "dump"] {
            let help = try NibcProcess.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Examples:"), "\(command) --help shows examples")
        }
        let completion = try NibcProcess.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        #expect(completion.stdout.contains("nibc"))
    }
}
