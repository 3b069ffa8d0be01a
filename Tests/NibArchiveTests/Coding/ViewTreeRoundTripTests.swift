import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing
import ViewCore

/// Random trees of every archivable view class, with random non-default values for every
/// archived property and random constraints, go object -> XML / JSON -> object unchanged.
@Suite("View trees round-trip through the archive formats")
struct ViewTreeRoundTripTests {
    @Test func randomTreesSurviveXMLAndJSON() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let tree = builder.makeTree(depth: 3, width: 3)
            let document = KeyedArchiver.archivedDocument(withRootObjects: [tree])
            for format in ArchiveFormat.allCases {
                let data = document.data(format: format)
                let decoded = try #require(
                    try unarchiveFirst(View.self, from: data, format: format), "seed \(seed), \(format)")
                let differences = ViewTreeComparison.differences(
                    tree, decoded, extra: RandomViewTree.everyClassComparison)
                #expect(differences == [], "seed \(seed), \(format)")
                let again = KeyedArchiver.archivedDocument(withRootObjects: [decoded])
                #expect(
                    again.data(format: format) == data, "re-encoding a decoded tree is byte-identical (seed \(seed))")
            }
        }
    }

    @Test func xmlToJSONToXMLIsByteIdentical() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let xml = KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 3, width: 3)]).data(
                format: .xml)
            let json = try ArchiveDocument(data: xml, format: .xml).data(format: .json)
            let back = try ArchiveDocument(data: json, format: .json).data(format: .xml)
            #expect(back == xml, "seed \(seed)")
        }
    }
}
