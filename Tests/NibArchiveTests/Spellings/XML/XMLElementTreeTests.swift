import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

@Suite struct XMLElementTreeTests {
    private func parse(_ text: String, limits: ReaderLimits = .default) throws(ArchiveReadError) -> XMLElementNode {
        try XMLElementTree.parse(Data(text.utf8), file: "t.xib", limits: limits)
    }

    @Test func buildsTheTreeWithAttributesInOrderTextAndLocations() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document a="1" b="x &amp; y &lt;z&gt;">
                <!-- a comment -->
                <objects><view id="v1"/>
                  <string key="text">two
            lines &amp; more</string></objects>
            </document>
            """)
        #expect(root.name == "document")
        #expect(root.attributes.map(\.name) == ["a", "b"])
        #expect(root["b"] == "x & y <z>")
        #expect(root.location == SourceLocation(line: 2, column: 1))
        let objects = try #require(root.child("objects"))
        #expect(objects.location == SourceLocation(line: 4, column: 5))
        #expect(objects.children.map(\.name) == ["view", "string"])
        let children = Array(objects.children)
        #expect(children[0].location == SourceLocation(line: 4, column: 14))
        #expect(children[1].location == SourceLocation(line: 5, column: 7))
        #expect(children[1].text == "two\nlines & more")
    }

    /// Spellings of values the mapper reads from bytes: numbers the byte parser reads and
    /// those it leaves to `Double(_:)` / `Int(_:)`, `YES` / `NO`, escapes, and none at all.
    private static let valueSpellings = [
        "0", "0.0", "-0", "17", "-3.25", "1e3", "1E-2", ".5", "+1", "01", "1.", "nan", "inf", "1e999",
        "9223372036854775808", "-9223372036854775808", "YES", "NO", "yes", "YES ", "", "a &amp; b", "x",
        "0.33333333333333331", "414", "2400.5",
    ]

    @Test func byteReadsOfValuesAgreeWithReadsOfTheirStrings() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let spellings = Self.valueSpellings + ["\(Double(Int.random(in: -99_999...99_999, using: &random)) / 64)"]
            let value = spellings.randomElement(using: &random) ?? ""
            let other = spellings.randomElement(using: &random) ?? ""
            let present = Bool.random(using: &random)
            guard let node = try? parse(present ? "<a v=\"\(value)\" w=\"1\"/>" : "<a w=\"1\"/>") else {
                Issue.record("seed \(seed): \(value) did not parse")
                return
            }
            let text = node["v"]
            #expect(XcodeValues.number(node, "v") == XcodeValues.number(text), "seed \(seed): \(value)")
            #expect(node.attribute("v", is: other) == (text == other), "seed \(seed): \(value) vs \(other)")
            guard let bytes = node.value("v"), let text else { return #expect(node.value("v") == nil && text == nil) }
            #expect(bytes.string == text)
            for kind in [XcodeAttributeTable.Kind.bool, .integer, .real] {
                // From bytes when it can, else from the string: the same value either way.
                let fromBytes = XcodeAttributeTable.value(bytes, as: kind)
                #expect(
                    fromBytes == nil || fromBytes == XcodeAttributeTable.value(text, as: kind),
                    "seed \(seed): \(value) as \(kind)")
            }
        }
    }

    @Test func indentationIsNoTextOtherWhitespaceIs() throws {
        let root = try parse(
            "<a>\n  <b>  </b>\n  <c> x <d/> y\t</c>\n  <e>\n  <f/>z</e><g> <h/> <![CDATA[ ]]></g>\n</a>")
        #expect(root.text == "")
        let texts = root.children.map(\.text)
        #expect(texts == ["  ", " x  y\t", "\n  z", ""])
    }

    @Test func refusesADoctype() {
        do {
            _ = try parse("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY e \"x\">]>\n<document/>")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .doctypeForbidden)
            #expect(error.line == 2)
        }
    }

    @Test func reportsMalformedXMLWithItsLocation() {
        do {
            _ = try parse("<document>\n  <view id=\"a\">\n</document>")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .malformedXML)
            #expect(error.line == 3)
        }
    }

    @Test func reportsATruncatedFile() {
        do {
            _ = try parse("<document>\n  <view id=\"a\">")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unexpectedEnd)
            #expect(error.message.contains("inside <view>"))
        }
    }

    @Test func enforcesTheLimits() {
        var limits = ReaderLimits()
        limits.maxDepth = 3
        #expect(
            throws: ArchiveReadError(
                ArchiveDiagnostic(
                    code: .tooDeep, message: "elements nest deeper than the limit of 3",
                    file: "t.xib", line: 1, column: 10))
        ) {
            try parse("<a><b><c><d/></c></b></a>", limits: limits)
        }
        limits = ReaderLimits(maxStringLength: 4)
        #expect(throws: ArchiveReadError.self) { try parse("<a b=\"12345\"/>", limits: limits) }
        #expect(throws: ArchiveReadError.self) { try parse("<a>12345</a>", limits: limits) }
        limits = ReaderLimits(maxBytes: 5)
        #expect(throws: ArchiveReadError.self) { try parse("<a>12345</a>", limits: limits) }
        #expect(throws: ArchiveReadError.self) { try parse("") }
    }
}
