import Foundation
import TestSupport
import Testing

@testable import NibArchive

/// An element with more attributes than `ReaderLimits.maxAttributes` is refused before libxml2
/// parses it (`NIB0114`), whose duplicate check compared every pair: one element of 200,000
/// attributes took minutes.
@Suite struct XMLAttributeCounterTests {
    /// Our XML with one object of `count` extra attributes.
    static func archive(attributes count: Int) -> Data {
        let attributes = (0..<count).map { " a\($0)=\"1\"" }.joined()
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0"><objects><object class="View" id="v"\(attributes)/></objects></archive>
            """.utf8)
    }

    /// An Xcode file with one view of `count` extra attributes.
    static func xib(attributes count: Int) -> Data {
        let attributes = (0..<count).map { " a\($0)=\"1\"" }.joined()
        return XcodeTestXib.iOS("<view id=\"v\"\(attributes)/>")
    }

    static func code(reading data: Data, limits: ReaderLimits = .default) -> ArchiveDiagnostic.Code? {
        do {
            _ = try ArchiveDocument(data: data, file: "Test", limits: limits)
            return nil
        } catch {
            return (error as? ArchiveReadError)?.code
        }
    }

    /// At the limit the file reads as before (our XML refuses the unknown attributes, Xcode's
    /// reader keeps them); one more is `NIB0114` at the element, in both spellings.
    @Test func theLimitCountsTheAttributesOfOneElement() throws {
        let limits = ReaderLimits(maxAttributes: 12)
        // `class` and `id`, then 10.
        #expect(Self.code(reading: Self.archive(attributes: 10), limits: limits) != .tooManyAttributes)
        #expect(Self.code(reading: Self.archive(attributes: 11), limits: limits) == .tooManyAttributes)
        #expect(Self.code(reading: Self.xib(attributes: 11), limits: limits) == nil)
        #expect(Self.code(reading: Self.xib(attributes: 12), limits: limits) == .tooManyAttributes)
        let error = try #require(throws: ArchiveReadError.self) {
            try ArchiveDocument(data: Self.archive(attributes: 11), file: "Test.xml", limits: limits)
        }
        #expect(error.diagnostics.map(\.line) == [2] && error.diagnostics.map(\.column) == [33])
        #expect(error.description.contains("nibc's --max-attributes raises it"))
    }

    /// Quoted `=` and `>`, comments, CDATA and processing instructions are not attributes.
    @Test func onlyAStartTagsAttributesCount() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?><?pi a=b c=d e=f?>
            <archive version="1.0"><!-- x=1 y=2 z=3 --><objects>
            <object class="View" id="v"><string key="k" value="a=b>c=d&gt;e=f=g"/></object>
            </objects></archive>
            """
        #expect(Self.code(reading: Data(text.utf8), limits: ReaderLimits(maxAttributes: 2)) != .tooManyAttributes)
    }

    /// 10 times the attributes on one element take about 10 times as long to refuse (libxml2
    /// alone took 100 times as long: 5,000 attributes 0.14 s, 50,000 14 s).
    @Test(arguments: ["xml", "xib"])
    func oneElementsAttributesCostInProportion(_ spelling: String) {
        let make = { (count: Int) in spelling == "xml" ? Self.archive(attributes: count) : Self.xib(attributes: count) }
        let small = make(5_000)
        let large = make(50_000)
        #expect(Self.code(reading: small) == .tooManyAttributes && Self.code(reading: large) == .tooManyAttributes)
        let ratio = Scaling.timeRatio(
            rounds: 2, small: { _ = Self.code(reading: small) }, large: { _ = Self.code(reading: large) })
        #expect(ratio < 30, "10 times the attributes took \(ratio) times as long")
    }
}
