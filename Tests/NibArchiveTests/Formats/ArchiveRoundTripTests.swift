import Foundation
import NibArchive
import PropertyBased
import Testing
import TestSupport

/// Property tests: any canonical document survives both spellings, and the spellings convert
/// into each other byte for byte.
@Suite struct ArchiveRoundTripTests {
    @Test func xmlRoundTripGivesAnEqualDocument() async {
        await propertyCheck(count: 300, input: ArchiveGenerators.document()) { document in
            let xml = document.data(format: .xml)
            do {
                let back = try ArchiveDocument(data: xml, format: .xml)
                #expect(back == document, "\(String(decoding: xml, as: UTF8.self))")
            } catch {
                Issue.record("\(error)\n\(String(decoding: xml, as: UTF8.self))")
            }
        }
    }

    @Test func jsonRoundTripGivesAnEqualDocument() async {
        await propertyCheck(count: 300, input: ArchiveGenerators.document()) { document in
            let json = document.data(format: .json)
            do {
                let back = try ArchiveDocument(data: json, format: .json)
                #expect(back == document, "\(String(decoding: json, as: UTF8.self))")
            } catch {
                Issue.record("\(error)\n\(String(decoding: json, as: UTF8.self))")
            }
        }
    }

    @Test func xmlToJSONToXMLIsByteIdentical() async {
        await propertyCheck(count: 300, input: ArchiveGenerators.document()) { document in
            let xml = document.data(format: .xml)
            do {
                let json = try ArchiveDocument(data: xml).data(format: .json)
                let again = try ArchiveDocument(data: json).data(format: .xml)
                #expect(again == xml, "\(String(decoding: xml, as: UTF8.self))\n-----\n\(String(decoding: again, as: UTF8.self))")
                let jsonAgain = try ArchiveDocument(data: again).data(format: .json)
                #expect(jsonAgain == json)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func writersMatchBetweenEqualDocuments() throws {
        // A plain collection stored as `.value(.array)` is written like `.array` of values.
        let object = ArchiveObject(className: "View", id: "v1", entries: [
            ArchiveEntry(key: "plain", value: .value(.array([.integer(1), .dictionary(["b": .real(1), "a": .null])]))),
        ])
        let normalized = ArchiveObject(className: "View", id: "v1", entries: [
            ArchiveEntry(key: "plain", value: ArchiveValue(.array([.integer(1), .dictionary(["b": .real(1), "a": .null])]))),
        ])
        for format in ArchiveFormat.allCases {
            #expect(ArchiveDocument(objects: [object]).data(format: format) == ArchiveDocument(objects: [normalized]).data(format: format))
            #expect(try ArchiveDocument(data: ArchiveDocument(objects: [object]).data(format: format)) == ArchiveDocument(objects: [normalized]))
        }
    }
}
