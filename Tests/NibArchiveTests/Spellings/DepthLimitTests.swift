import Foundation
import NibArchive
import Testing

/// Both readers count depth the same way, as XML counts elements, so what one spelling writes
/// the other reads (issue 27: a valid XML file nested 120 objects deep converted to JSON the
/// JSON reader refused, since a JSON object value nests twice: itself and its `values`).
@Suite struct DepthLimitTests {
    /// The shapes values nest in, each `levels` deep inside one top-level object.
    static func shapes(_ levels: Int) -> [String: String] {
        func repeated(_ open: String, _ close: String, _ inner: String) -> String {
            // Each object its own id.
            (0..<levels).map { open.replacing("id=\"x\"", with: "id=\"x\($0)\"") }.joined() + inner
                + String(repeating: close, count: levels)
        }
        return [
            "objects in arrays": repeated(
                "<array key=\"subviews\"><object class=\"View\" id=\"x\">", "</object></array>", ""),
            "objects in objects": repeated("<object key=\"mask\" class=\"View\" id=\"x\">", "</object>", ""),
            "arrays of arrays": "<array key=\"a\">" + repeated("<array>", "</array>", "<integer value=\"1\"/>")
                + "</array>",
            "dictionaries": repeated("<dictionary key=\"d\">", "</dictionary>", "<string key=\"s\" value=\"v\"/>"),
            "mixed": repeated(
                "<dictionary key=\"d\"><array key=\"a\"><object class=\"View\" id=\"x\">",
                "</object></array></dictionary>", "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>"),
        ]
    }

    static func xml(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0"><objects><object class="View" id="root">\(body)</object></objects></archive>

            """.utf8)
    }

    /// Every shape at every depth around a small limit: the XML and the JSON of one document
    /// are both read or both refused with `NIB0107`.
    @Test(arguments: [8, 9, 10, 11, 12])
    func theSpellingsAgreeOnDepth(maxDepth: Int) throws {
        var limits = ReaderLimits()
        limits.maxDepth = maxDepth
        for name in Self.shapes(1).keys.sorted() {
            for levels in 1...8 {
                let xml = Self.xml(Self.shapes(levels)[name] ?? "")
                // Written from a document read without the small limit.
                let json = try ArchiveDocument(data: xml, format: .xml).data(format: .json)
                let xmlRead = Result { try ArchiveDocument(data: xml, format: .xml, limits: limits) }
                let jsonRead = Result { try ArchiveDocument(data: json, format: .json, limits: limits) }
                let readsXML = (try? xmlRead.get()) != nil
                let readsJSON = (try? jsonRead.get()) != nil
                #expect(readsXML == readsJSON, "\(name), \(levels) levels, limit \(maxDepth)")
                for result in [xmlRead, jsonRead] {
                    if case .failure(let error as ArchiveReadError) = result {
                        #expect(error.code == .tooDeep, "\(name), \(levels) levels: \(error)")
                    }
                }
            }
        }
    }

    @Test func anXMLFileOfObjectsNested120DeepConvertsToJSONThatReadsBack() throws {
        let xml = Self.xml(Self.shapes(119)["objects in arrays"] ?? "")
        let document = try ArchiveDocument(data: xml, format: .xml)
        let json = document.data(format: .json)
        let back = try ArchiveDocument(data: json, format: .json)
        #expect(back.data(format: .xml) == document.data(format: .xml))
    }

    /// JSON nests up to twice as deep as its values; the parser stops at twice the limit,
    /// whatever the file holds (plain arrays nest once a level).
    @Test func deeplyNestedJSONArraysStopAtTheLimit() {
        let arrays = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let json =
            #"{"version": "1.0", "objects": [{"type": "object", "class": "View", "id": "v", "values": {"a": \#(arrays)}}]}"#
        #expect {
            try ArchiveDocument(data: Data(json.utf8), format: .json)
        } throws: { error in
            (error as? ArchiveReadError)?.code == .tooDeep
        }
    }
}
