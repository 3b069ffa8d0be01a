import Foundation
import TestSupport
import Testing

/// `nibc strings export` and `nibc dump --localization`, run as a user runs them.
@Suite struct StringsCommandTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <label text="Hello &quot;you&quot;" id="b-label">
                            <rect key="frame" x="0" y="0" width="100" height="20"/>
                        </label>
                        <button id="A-button">
                            <rect key="frame" x="0" y="40" width="100" height="20"/>
                            <state key="normal" title="Go"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let expected = """

        /* Class = "UIButton"; normalTitle = "Go"; ObjectID = "A-button"; */
        "A-button.normalTitle" = "Go";

        /* Class = "UILabel"; text = "Hello \\"you\\""; ObjectID = "b-label"; */
        "b-label.text" = "Hello \\"you\\"";

        """

    @Test func exportWritesUTF16ByDefaultAndUTF8WhenAsked() throws {
        try withTemporaryFolder("strings-export") { folder in
            let xib = folder.appendingPathComponent("View.xib")
            try Self.xib.write(to: xib, atomically: true, encoding: .utf8)
            let utf16 = try NibcProcess.run(["strings", "export", xib.path, "-o", "-"])
            #expect(utf16.status == 0, "\(utf16.stderr)")
            #expect(Array(utf16.stdoutData.prefix(2)) == [0xFF, 0xFE])
            #expect(String(data: utf16.stdoutData, encoding: .utf16) == Self.expected)
            let utf8 = try NibcProcess.run(["strings", "export", "--encoding", "utf-8", xib.path])
            #expect(utf8.stdout == Self.expected)
            let file = folder.appendingPathComponent("out.strings")
            #expect(try NibcProcess.run(["strings", "export", xib.path, "-o", file.path]).status == 0)
            #expect(try Data(contentsOf: file) == utf16.stdoutData)
        }
    }

    @Test func severalFilesWriteOneTableEachIntoAFolder() throws {
        try withTemporaryFolder("strings-export") { folder in
            let input = folder.appendingPathComponent("in")
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            try Self.xib.write(to: input.appendingPathComponent("One.xib"), atomically: true, encoding: .utf8)
            try Self.xib.write(to: input.appendingPathComponent("Two.xib"), atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("out")
            #expect(try NibcProcess.run(["strings", "export", input.path, "-o", out.path]).status == 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == ["One.strings", "Two.strings"])
            // Several inputs need a folder.
            #expect(try NibcProcess.run(["strings", "export", input.path]).status == 2)
        }
    }

    @Test func aMalformedFileIsReportedWithStatus1() throws {
        try withTemporaryFolder("strings-export") { folder in
            let xib = folder.appendingPathComponent("Bad.xib")
            try "<document><objects>".write(to: xib, atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["strings", "export", xib.path])
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("NIB01"))
        }
    }

    @Test func dumpShowsTheTranslatedTree() throws {
        try withTemporaryFolder("strings-dump") { folder in
            let base = folder.appendingPathComponent("Base.lproj")
            let french = folder.appendingPathComponent("fr.lproj")
            for lproj in [base, french] {
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            }
            let xib = base.appendingPathComponent("View.xib")
            try Self.xib.write(to: xib, atomically: true, encoding: .utf8)
            try #""b-label.text" = "Bonjour";"#.write(
                to: french.appendingPathComponent("View.strings"), atomically: true, encoding: .utf8)
            let translated = try NibcProcess.run(["dump", "--localization", "fr", xib.path])
            #expect(translated.status == 0, "\(translated.stderr)")
            #expect(translated.stdout.contains("Bonjour"))
            #expect(translated.stdout.contains("Go"))
            #expect(!translated.stdout.contains("Hello"))
            let base2 = try NibcProcess.run(["dump", xib.path])
            #expect(base2.stdout.contains("Hello"))
        }
    }
}

/// `nibc strings update` and its `--check`.
@Suite struct StringsUpdateCommandTests {
    @Test func updateAddsRemovesKeepsAndCheckIsCleanAfter() throws {
        try withTemporaryFolder("strings-update") { folder in
            let (xib, table) = try Self.baseFileAndFrenchTable(in: folder)
            try "/* old */\n\"b-label.text\" = \"Bonjour\";\n\"gone.text\" = \"Parti\";\n".write(
                to: table, atomically: true, encoding: .utf8)
            let check = try NibcProcess.run(["strings", "update", "--check", xib.path])
            #expect(check.status == 1)
            #expect(check.stdout.contains("missing key 'A-button.normalTitle'"))
            #expect(check.stdout.contains("stale key 'gone.text'"))
            #expect(try String(contentsOf: table, encoding: .utf8).contains("gone.text"))
            #expect(try NibcProcess.run(["strings", "update", xib.path]).status == 0)
            let updated = try String(contentsOf: table, encoding: .utf8)
            #expect(
                updated == """

                    /* Class = "UIButton"; normalTitle = "Go"; ObjectID = "A-button"; */
                    "A-button.normalTitle" = "Go";

                    /* Class = "UILabel"; text = "Hello \\"you\\""; ObjectID = "b-label"; */
                    "b-label.text" = "Bonjour";

                    """)
            let clean = try NibcProcess.run(["strings", "update", "--check", xib.path])
            #expect(clean.status == 0, "\(clean.stdout)")
        }
    }
}

extension StringsUpdateCommandTests {
    /// `Base.lproj/View.xib` (`StringsCommandTests.xib`) in `folder`, and where its French table goes.
    static func baseFileAndFrenchTable(in folder: URL) throws -> (xib: URL, table: URL) {
        let base = folder.appendingPathComponent("Base.lproj")
        let french = folder.appendingPathComponent("fr.lproj")
        for lproj in [base, french] {
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        }
        let xib = base.appendingPathComponent("View.xib")
        try StringsCommandTests.xib.write(to: xib, atomically: true, encoding: .utf8)
        return (xib, french.appendingPathComponent("View.strings"))
    }

    /// A binary property list table, as a built bundle holds, is updated and stays one.
    @Test func aBinaryPropertyListTableIsUpdatedInItsEncoding() throws {
        try withTemporaryFolder("strings-update-binary") { folder in
            let (xib, table) = try Self.baseFileAndFrenchTable(in: folder)
            let old = ["b-label.text": "Bonjour", "gone.text": "Parti"]
            try PropertyListSerialization.data(fromPropertyList: old, format: .binary, options: 0).write(to: table)
            #expect(try NibcProcess.run(["strings", "update", "--check", xib.path]).status == 1)
            #expect(try NibcProcess.run(["strings", "update", xib.path]).status == 0)
            let bytes = try Data(contentsOf: table)
            #expect(bytes.starts(with: Array("bplist00".utf8)))
            let values = try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: String]
            #expect(values == ["b-label.text": "Bonjour", "A-button.normalTitle": "Go"])
            let clean = try NibcProcess.run(["strings", "update", "--check", xib.path])
            #expect(clean.status == 0, "\(clean.stdout)")
        }
    }
}

/// `nibc validate` reads the tables beside each Base file.
@Suite struct StringsValidateCommandTests {
    @Test func tablesBesideABaseFileAreChecked() throws {
        try withTemporaryFolder("strings-validate") { folder in
            let base = folder.appendingPathComponent("Base.lproj")
            let french = folder.appendingPathComponent("fr.lproj")
            let german = folder.appendingPathComponent("de.lproj")
            for lproj in [base, french, german] {
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            }
            let xib = base.appendingPathComponent("View.xib")
            try StringsCommandTests.xib.write(to: xib, atomically: true, encoding: .utf8)
            try "\"b-label.text\" = \"Bonjour\";\n\"gone.text\" = \"x\";\n".write(
                to: french.appendingPathComponent("View.strings"), atomically: true, encoding: .utf8)
            let warned = try NibcProcess.run(["validate", xib.path])
            #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
            #expect(warned.stdout.contains("fr.lproj/View.strings:2:1: warning"))
            #expect(warned.stdout.contains("[NIB0704]"))
            try "\"b-label.text\" = \"Hallo;\n".write(
                to: german.appendingPathComponent("View.strings"), atomically: true, encoding: .utf8)
            let failed = try NibcProcess.run(["validate", xib.path])
            #expect(failed.status == 1)
            #expect(failed.stdout.contains("de.lproj/View.strings:1:18: error"))
            #expect(failed.stdout.contains("[NIB0701]"))
        }
    }
}
