import Foundation
import NibArchive
import TestSupport
import Testing

/// The rules of `Formats/archive.rng` the XML reader leaves to validation (`NIB0509`), checked in
/// one pass: libxml2's RELAX NG validator took time growing with the square of one element's
/// children (issue 27).
@Suite struct SchemaCheckTests {
    static func archive(_ sections: String) -> Data {
        Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"1.0\">\n\(sections)</archive>\n".utf8)
    }

    static let objects = "  <objects>\n    <object class=\"View\" id=\"v\"/>\n  </objects>\n"
    static let placeholders = "  <placeholders>\n    <placeholder id=\"owner\" kind=\"owner\"/>\n  </placeholders>\n"
    static let connections =
        "  <connections>\n    <outlet source=\"owner\" destination=\"v\" name=\"view\"/>\n  </connections>\n"

    func messages(_ data: Data) -> [String] {
        ArchiveValidator().validate(data: data, file: "S.xml").diagnostics.filter { $0.code == .schemaViolation }
            .map { "\($0.line):\($0.column): \($0.message)" }
    }

    @Test func sectionsInOrderPass() {
        #expect(messages(Self.archive(Self.placeholders + Self.objects + Self.connections)).isEmpty)
        #expect(messages(Self.archive("  <!-- <connections> -->\n  <objects/>\n")).isEmpty)
    }

    @Test func aSectionOutOfOrderIsReportedWhereItStands() {
        #expect(
            messages(Self.archive(Self.objects + Self.placeholders)) == [
                "6:3: the schema does not allow this: <placeholders> comes after <objects>; the sections go placeholders, objects, connections"
            ])
    }

    @Test func objectsAreRequiredAndOtherSectionsMustHoldSomething() {
        #expect(
            messages(Self.archive("  <placeholders></placeholders>\n  <objects/>\n  <connections/>\n")) == [
                "3:3: the schema does not allow this: <placeholders> is empty; leave it out",
                "5:3: the schema does not allow this: <connections> is empty; leave it out",
            ])
        #expect(
            messages(Self.archive(Self.placeholders)) == [
                "2:1: the schema does not allow this: <archive> has no <objects>"
            ])
    }

    @Test func quotedGreaterThanSignsAndCommentsDoNotConfuseIt() {
        let objects =
            "  <objects>\n    <object class=\"View\" id=\"a>b\"><string key=\"k\" value='/>'/></object>\n  </objects>\n"
        #expect(
            messages(
                Self.archive("<!-- <objects> -->" + objects + Self.connections.replacing("\"v\"", with: "\"a>b\""))
            ).isEmpty)
    }

    /// 10 times the children of one element take about 10 times as long (the RELAX NG validator:
    /// 60 times, from 10,000 to 100,000 array items).
    @Test func workGrowsInProportionToTheChildrenOfOneElement() {
        func file(_ count: Int) -> Data {
            let items = String(repeating: "        <integer value=\"1\"/>\n", count: count)
            return Self.archive(
                "  <objects>\n    <object class=\"View\" id=\"v\">\n      <array key=\"a\">\n\(items)      </array>\n"
                    + "    </object>\n  </objects>\n")
        }
        let small = file(10_000), large = file(100_000)
        let check = SchemaCheck()
        #expect(check.findings(in: large, file: nil).isEmpty)
        let ratio = Scaling.timeRatio(
            small: { _ = check.findings(in: small, file: nil) }, large: { _ = check.findings(in: large, file: nil) })
        #expect(ratio < 30, "10 times the children took \(ratio) times as long")
    }
}
