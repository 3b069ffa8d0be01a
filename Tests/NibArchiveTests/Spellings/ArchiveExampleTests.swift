import Foundation
import NibArchive
import TestSupport
import Testing

/// Every numbered example in `Formats/examples` loads, re-encodes to itself byte for byte in
/// its own spelling, and converts to exactly its twin in the other spelling.
@Suite struct ArchiveExampleTests {
    static let directory = ArchiveGenerators.formatsDirectory.appendingPathComponent("examples")

    static var exampleNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return Set(
            files.filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.map {
                ($0 as NSString).deletingPathExtension
            }
        ).sorted()
    }

    @Test func thereAreExamples() {
        #expect(Self.exampleNames.count >= 5)
    }

    @Test(arguments: exampleNames)
    func exampleRoundTrips(_ name: String) throws {
        let xmlURL = Self.directory.appendingPathComponent(name + ".xml")
        let jsonURL = Self.directory.appendingPathComponent(name + ".json")
        let xml = try Data(contentsOf: xmlURL)
        let json = try Data(contentsOf: jsonURL)
        let fromXML = try ArchiveDocument(data: xml, format: .xml, file: xmlURL.lastPathComponent)
        let fromJSON = try ArchiveDocument(data: json, format: .json, file: jsonURL.lastPathComponent)
        #expect(fromXML == fromJSON)
        #expect(fromXML.data(format: .xml) == xml, "\(name).xml is not in canonical form")
        #expect(fromJSON.data(format: .json) == json, "\(name).json is not in canonical form")
        #expect(fromXML.data(format: .json) == json, "\(name).xml does not convert to \(name).json")
        #expect(fromJSON.data(format: .xml) == xml, "\(name).json does not convert to \(name).xml")
    }

    @Test func locationsPointAtTheElements() throws {
        let url = Self.directory.appendingPathComponent("01-single-view.xml")
        let document = try ArchiveDocument(data: Data(contentsOf: url))
        let view = try #require(document.objects.first)
        #expect(view.location == SourceLocation(line: 8, column: 5))
        #expect(view.entries.first?.location == SourceLocation(line: 9, column: 7))
        let json = try ArchiveDocument(
            data: Data(contentsOf: Self.directory.appendingPathComponent("01-single-view.json")))
        #expect(json.objects.first?.location == SourceLocation(line: 15, column: 5))
        #expect(json.objects.first?.entries.first?.location == SourceLocation(line: 20, column: 9))
    }
}
