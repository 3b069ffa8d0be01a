import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

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
                #expect(
                    again == xml,
                    "\(String(decoding: xml, as: UTF8.self))\n-----\n\(String(decoding: again, as: UTF8.self))")
                let jsonAgain = try ArchiveDocument(data: again).data(format: .json)
                #expect(jsonAgain == json)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// JSON can spell characters XML 1.0 cannot hold anywhere; XML only in string values (as
    /// base64). Such a character put into any string of a JSON file (a member name, an id, a
    /// class, a font name, a string value) must leave a file that is refused, with a location,
    /// or one that converts to XML and back to the same bytes.
    @Test func jsonIsRefusedOrConvertsWithoutLossWhateverItsStringsHold() async {
        let input = zip(ArchiveGenerators.document(), Gen.int(in: 0...Int.max), Gen.int(in: 0...9))
        await propertyCheck(count: 300, input: input) { document, position, pick in
            // Escapes, and U+FFFE and U+FFFF as they are (JSON needs no escape for them).
            let escapes = [
                "\\u0000", "\\u0001", "\\b", "\\f", "\\u000b", "\\u001f", "\\ufffe", "\\uffff", "\u{FFFE}", "\u{FFFF}",
            ]
            let json = Self.inserting(escapes[pick], intoStringAt: position, of: document.data(format: .json))
            do {
                let read = try ArchiveDocument(data: json, format: .json)
                let canonical = read.data(format: .json)
                let back = try ArchiveDocument(data: read.data(format: .xml), format: .xml).data(format: .json)
                #expect(back == canonical, "\(String(decoding: json, as: UTF8.self))")
            } catch let error as ArchiveReadError {
                #expect(error.everyDiagnosticIsLocated, "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// `json` with `text` inserted at the start of one of its strings, picked by `position`.
    static func inserting(_ text: String, intoStringAt position: Int, of json: Data) -> Data {
        var starts: [Int] = []
        var inString = false
        var escaped = false
        for (index, byte) in json.enumerated() {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = inString
            } else if byte == UInt8(ascii: "\"") {
                if !inString { starts.append(index + 1) }
                inString.toggle()
            }
        }
        guard !starts.isEmpty else { return json }
        var result = json
        result.insert(contentsOf: Array(text.utf8), at: starts[position % starts.count])
        return result
    }

    @Test func writersMatchBetweenEqualDocuments() throws {
        // A plain collection stored as `.value(.array)` is written like `.array` of values.
        let object = ArchiveObject(
            className: "View", id: "v1",
            entries: [
                ArchiveEntry(
                    key: "plain", value: .value(.array([.integer(1), .dictionary(["b": .real(1), "a": .null])])))
            ])
        let normalized = ArchiveObject(
            className: "View", id: "v1",
            entries: [
                ArchiveEntry(
                    key: "plain", value: ArchiveValue(.array([.integer(1), .dictionary(["b": .real(1), "a": .null])])))
            ])
        for format in ArchiveFormat.allCases {
            #expect(
                ArchiveDocument(objects: [object]).data(format: format)
                    == ArchiveDocument(objects: [normalized]).data(format: format))
            #expect(
                try ArchiveDocument(data: ArchiveDocument(objects: [object]).data(format: format))
                    == ArchiveDocument(objects: [normalized]))
        }
    }
}
