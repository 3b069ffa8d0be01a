import Foundation
import NibKit
import TestSupport
import Testing

/// Nesting both ways through `convert`: a file one reader accepts converts to the other
/// spelling, which reads back to the same document. The readers count depth alike (an object
/// and its values are one level in both), so a file near the XML limit is JSON within the JSON
/// limit; before they did, files 85 to 126 objects deep converted to JSON its reader refused.
@Suite struct DeepConvertTests {
    static let cases: [(input: String, depth: Int)] = [
        ("xml", 1), ("xml", 40), ("xml", 84), ("xml", 85), ("xml", 100), ("xml", 126),
        ("json", 1), ("json", 40), ("json", 84),
    ]

    @Test(arguments: cases)
    func deepFilesConvertAndReadBack(input: String, depth: Int) throws {
        let data = input == "xml" ? HostileInputs.nestedXML(depth: depth) : HostileInputs.nestedJSON(depth: depth)
        let original = try ArchiveDocument(data: data)
        let output = input == "xml" ? "Deep.json" : "Deep.xml"
        try withTemporaryFolder("nibc") { folder in
            try data.write(to: folder.appendingPathComponent("Deep.\(input)"))
            let outcome = try NibcProcess.run(["convert", "Deep.\(input)", "-o", output], in: folder)
            let written = folder.appendingPathComponent(output)
            #expect(outcome.status == 0, "depth \(depth): \(outcome.stderr)")
            let back = try ArchiveDocument(data: try Data(contentsOf: written))
            #expect(back == original, "depth \(depth)")
        }
    }
}
