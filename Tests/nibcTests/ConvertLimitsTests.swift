import Foundation
import NibKit
import TestSupport
import Testing

@testable import nibc

/// `nibc convert` writes nothing the readers would refuse (issue 27).
@Suite struct ConvertLimitsTests {
    static func nested(_ levels: Int) -> String {
        let open = (1..<levels).map { "<array key=\"subviews\"><object class=\"View\" id=\"v\($0)\">" }.joined()
        let close = String(repeating: "</object></array>", count: levels - 1)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="v0">\(open)\(close)</object>
              </objects>
            </archive>

            """
    }

    @Test func xmlNested120ObjectsDeepConvertsToJSONThatValidates() throws {
        try withTemporaryFolder { folder in
            try Data(Self.nested(120).utf8).write(to: folder.appendingPathComponent("Deep.xml"))
            let converted = try NibcProcess.run(["convert", "Deep.xml", "-o", "Deep.json"], in: folder)
            #expect(converted.status == 0, "\(converted.stderr)")
            let validated = try NibcProcess.run(["validate", "Deep.json"], in: folder)
            #expect(validated.status == 0, "\(validated.stdout)")
            let back = try NibcProcess.run(["convert", "Deep.json", "-o", "-", "--to", "xml"], in: folder)
            let original = try NibcProcess.run(["convert", "Deep.xml", "-o", "-", "--to", "xml"], in: folder)
            #expect(back.stdoutData == original.stdoutData)
        }
    }

    @Test func outputLargerThanTheReadersAcceptIsRefused() throws {
        let document = try ArchiveDocument(data: Data(Self.nested(3).utf8), format: .xml)
        let json = document.data(format: .json)
        var limits = ReaderLimits()
        #expect(Convert.readBackProblem(of: document, written: json.count, as: .json, limits: limits) == nil)
        limits.maxBytes = json.count - 1
        #expect(
            Convert.readBackProblem(of: document, written: json.count, as: .json, limits: limits)
                == "the JSON would be \(json.count) bytes, more than the readers accept (ReaderLimits.maxBytes, \(json.count - 1)); nothing was written"
        )
    }

    @Test func depthIsCountedAsTheReadersCountIt() throws {
        for levels in [1, 2, 5, 40] {
            let xml = Data(Self.nested(levels).utf8)
            let document = try ArchiveDocument(data: xml, format: .xml)
            // The archive, <objects>, then an object and an array per level.
            #expect(Convert.depth(of: document) == 1 + 2 * levels)
            var limits = ReaderLimits()
            limits.maxDepth = Convert.depth(of: document)
            #expect((try? ArchiveDocument(data: xml, format: .xml, limits: limits)) != nil)
            limits.maxDepth -= 1
            #expect((try? ArchiveDocument(data: xml, format: .xml, limits: limits)) == nil)
            #expect(Convert.readBackProblem(of: document, written: xml.count, as: .xml, limits: limits) != nil)
        }
    }
}
