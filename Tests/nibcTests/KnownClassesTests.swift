import Foundation
import TestSupport
import Testing

/// `--known-classes FILE`: an app's classes are known as their bases, so `--strict` works on
/// apps with custom classes, and they are decoded as their bases.
@Suite struct KnownClassesTests {
    static let custom = NibcProcess.validXML.replacingOccurrences(of: #"class="Button""#, with: #"class="CardButton""#)

    @Test func knownClassesPassStrictValidation() throws {
        try withTemporaryFolder("nibc") { folder in
            try Self.custom.write(to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            #expect(try NibcProcess.run(["validate", "--strict", "Main.xml"], in: folder).status == 1)
            try "# the app's classes\nFancyButton: CardButton\nCardButton: Button   # a button\n"
                .write(to: folder.appendingPathComponent("classes.txt"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(
                ["validate", "--strict", "--known-classes", "classes.txt", "Main.xml"], in: folder)
            #expect(outcome.status == 0, "\(outcome.stdout)")
        }
    }

    @Test func knownClassesAreDecodedAsTheirBase() throws {
        try withTemporaryFolder("nibc") { folder in
            // A button's `titles` is a dictionary: as a Button, a string there is a type mismatch.
            let wrong = Self.custom.replacingOccurrences(
                of: #"<rect key="frame" x="16" y="16" width="100" height="44"/>"#,
                with: #"<rect key="frame" x="16" y="16" width="100" height="44"/><string key="titles" value="Go"/>"#)
            try wrong.write(to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            try "CardButton: Button\n".write(
                to: folder.appendingPathComponent("classes.txt"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["validate", "--known-classes", "classes.txt", "Main.xml"], in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.contains("[NIB0301]"))
        }
    }

    @Test func aBadListIsRefused() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            try "CardView View\n".write(to: folder.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
            let malformed = try NibcProcess.run(["validate", "--known-classes", "bad.txt", "Main.xml"], in: folder)
            #expect(malformed.status == 2)
            #expect(malformed.stderr.contains("bad.txt:1: expected 'ClassName: BaseClass'"))
            try "CardView: Viw\n".write(
                to: folder.appendingPathComponent("unknown.txt"), atomically: true, encoding: .utf8)
            let unknown = try NibcProcess.run(["validate", "--known-classes", "unknown.txt", "Main.xml"], in: folder)
            #expect(unknown.status == 2)
            #expect(unknown.stderr.contains("the base class 'Viw' of 'CardView' is no class NibKit knows"))
        }
    }
}
