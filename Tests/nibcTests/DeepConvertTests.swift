import Foundation
import NibKit
import TestSupport
import Testing

/// Nesting both ways through `convert`: a file one reader accepts converts to the other
/// spelling that reads back to the same document, or `convert` refuses it clearly (exit 1,
/// the reader's code, no output file). A JSON object is three levels of JSON to an XML
/// object's two elements, so files near the XML limit cannot be JSON within the JSON limit.
@Suite struct DeepConvertTests {
    static let cases: [(input: String, depth: Int)] = [
        ("xml", 1), ("xml", 40), ("xml", 84), ("xml", 85), ("xml", 100), ("xml", 126),
        ("json", 1), ("json", 40), ("json", 84),
    ]

    @Test(arguments: cases)
    func deepFilesConvertAndReadBackOrAreRefused(input: String, depth: Int) throws {
        let data = input == "xml" ? HostileInputs.nestedXML(depth: depth) : HostileInputs.nestedJSON(depth: depth)
        let original = try ArchiveDocument(data: data)
        let output = input == "xml" ? "Deep.json" : "Deep.xml"
        try withTemporaryFolder("nibc") { folder in
            try data.write(to: folder.appendingPathComponent("Deep.\(input)"))
            let outcome = try NibcProcess.run(["convert", "Deep.\(input)", "-o", output], in: folder)
            let written = folder.appendingPathComponent(output)
            if outcome.status == 0 {
                let back = try ArchiveDocument(data: try Data(contentsOf: written))
                #expect(back == original, "depth \(depth)")
            } else {
                #expect(outcome.status == 1, "depth \(depth): \(outcome.stderr)")
                #expect(outcome.stderr.contains("[NIB0107]") && outcome.stderr.contains("nothing was written"))
                #expect(!FileManager.default.fileExists(atPath: written.path), "depth \(depth)")
            }
        }
    }
}
