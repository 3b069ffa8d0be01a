import Foundation
import NibArchive
import TestSupport
import Testing
import ViewCore

@Suite struct XMLTextCheckTests {
    /// A document made in code, with a character XML cannot hold in every kind of name, and in
    /// places where it is fine (a string value, which XML writes as base64; a tab in a key).
    static let document: ArchiveDocument = {
        var font = Font(kind: .named, pointSize: 12)
        font.name = "Menlo\u{7}"
        let object = ArchiveObject(
            className: "View\u{FFFF}", id: "v\u{8}",
            entries: [
                ArchiveEntry(key: "text", value: .value(.string("may hold \u{0}"))),
                ArchiveEntry(key: "tab\tkey", value: .value(.integer(1))),
                ArchiveEntry(key: "info", value: .dictionary([(key: "\u{1}", value: .value(.integer(2)))])),
                ArchiveEntry(key: "font", value: .value(.font(font))),
                ArchiveEntry(key: "next", value: .reference("r\u{1F}")),
            ])
        return ArchiveDocument(
            placeholders: [ArchivePlaceholder(id: "owner", kind: .external("Set\u{B}tings"))],
            objects: [object],
            connections: [ArchiveConnection(kind: .outlet, source: "owner", destination: "v\u{8}", name: "view\u{1B}")])
    }()

    @Test func everyNameXMLCannotCarryIsReported() {
        let diagnostics = ArchiveValidator(checks: [XMLTextCheck()]).validate(Self.document)
        let tail = ", which XML cannot carry; only string values may hold it"
        #expect(
            diagnostics.map(\.message) == [
                #"the identifier of placeholder 'owner' "Set\u{B}tings" holds U+000B"# + tail,
                #"the id "v\u{8}" holds U+0008"# + tail,
                "the class of 'v\u{8}' \"View\\u{FFFF}\" holds U+FFFF" + tail,
                #"the dictionary key "\u{1}" holds U+0001"# + tail,
                #"the name of a font "Menlo\u{7}" holds U+0007"# + tail,
                #"the reference "r\u{1F}" holds U+001F"# + tail,
                #"the destination of an outlet "v\u{8}" holds U+0008"# + tail,
                #"the name of an outlet "view\u{1B}" holds U+001B"# + tail,
            ])
        #expect(diagnostics.allSatisfy { $0.code == .invalidValue && $0.severity == .error })
        #expect(diagnostics[3].keyPath == "objects[id=v\u{8}] (View\u{FFFF}) > info")
    }

    /// Each place on its own: the check first scans for any such text without wording
    /// messages, and must find it wherever it is alone.
    @Test(arguments: 0..<15)
    func aSingleNameXMLCannotCarryIsFoundWhereverItIs(_ place: Int) {
        let bad = "x\u{1}"
        func text(_ at: Int, _ good: String) -> String { place == at ? bad : good }
        var font = Font(kind: .named, pointSize: 12)
        font.name = text(11, "Menlo")
        let object = ArchiveObject(
            className: text(3, "View"), module: text(4, "App"), id: text(5, "v"),
            entries: [
                ArchiveEntry(key: text(6, "tag"), value: .value(.integer(1))),
                ArchiveEntry(key: "next", value: .reference(text(7, "v"))),
                ArchiveEntry(key: "info", value: .dictionary([(key: text(8, "k"), value: .value(.integer(2)))])),
                ArchiveEntry(key: "list", value: .array([.value(.dictionary([text(9, "k"): .integer(3)]))])),
                ArchiveEntry(
                    key: "nested",
                    value: .value(.array([.dictionary(["k": .dictionary([text(10, "k"): .bool(true)])])]))),
                ArchiveEntry(key: "font", value: .value(.font(font))),
            ])
        let document = ArchiveDocument(
            placeholders: [
                ArchivePlaceholder(id: text(0, "owner"), kind: .owner, className: text(1, "Owner")),
                ArchivePlaceholder(id: "lib", kind: .external(text(2, "Library"))),
            ],
            objects: [object],
            connections: [
                ArchiveConnection(
                    kind: .action, source: text(12, "v"), destination: text(13, "owner"),
                    name: "tapped:", event: text(14, "touchUpInside"))
            ])
        let diagnostics = ArchiveValidator(checks: [XMLTextCheck()]).validate(document)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("\"x\\u{1}\" holds U+0001") == true)
    }

    /// Before the checks that would report the same places less specifically (an unknown
    /// class, a dangling reference).
    @Test func theDefaultChecksRunItFirstAmongThoseOfObjects() {
        let own = ArchiveValidator(checks: [XMLTextCheck()]).validate(Self.document).map(\.message)
        let all = ArchiveValidator().validate(Self.document).map(\.message)
        #expect(own.allSatisfy(all.contains))
    }

    @Test(arguments: ["01-single-view.json", "02-tree-with-constraints.json", "05-unknown-keys.json"])
    func textXMLCanCarryIsNotReported(_ example: String) throws {
        let url = ArchiveGenerators.formatsDirectory.appendingPathComponent("examples").appendingPathComponent(example)
        let document = try ArchiveDocument(data: Data(contentsOf: url))
        #expect(ArchiveValidator(checks: [XMLTextCheck()]).validate(document).isEmpty)
    }
}
