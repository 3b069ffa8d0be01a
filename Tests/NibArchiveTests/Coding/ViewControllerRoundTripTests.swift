import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing
import ViewCore

/// Random view controller trees (every archived controller property, a random view tree of
/// every view class, random children, some with their views embedded in the parent's) go
/// object -> XML / JSON -> object unchanged.
@Suite("View controller trees round-trip through the archive formats")
struct ViewControllerRoundTripTests {
    @Test func randomControllersSurviveXMLAndJSON() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let controller = builder.makeControllerTree(depth: 2, width: 3)
            let document = KeyedArchiver.archivedDocument(withRootObjects: [controller])
            for format in ArchiveFormat.allCases {
                let data = document.data(format: format)
                let decoded = try #require(
                    try unarchiveFirst(ViewController.self, from: data, format: format), "seed \(seed), \(format)")
                // Before any view is loaded: a decoded controller re-encodes to the same bytes, so
                // it holds an archived view exactly where the original had a loaded one.
                let again = KeyedArchiver.archivedDocument(withRootObjects: [decoded])
                #expect(
                    again.data(format: format) == data,
                    "re-encoding a decoded controller is byte-identical (seed \(seed))")
                let differences = ViewControllerComparison.differences(
                    controller, decoded, extra: RandomViewTree.everyClassComparison)
                #expect(differences == [], "seed \(seed), \(format)")
            }
        }
    }

    @Test func xmlToJSONToXMLIsByteIdentical() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let root = builder.makeControllerTree(depth: 2, width: 3)
            let xml = KeyedArchiver.archivedDocument(withRootObjects: [root]).data(format: .xml)
            let json = try ArchiveDocument(data: xml, format: .xml).data(format: .json)
            let back = try ArchiveDocument(data: json, format: .json).data(format: .xml)
            #expect(back == xml, "seed \(seed)")
        }
    }
}
