import Foundation
import PropertyBased
import Testing
import TestSupport
import ViewCore
@testable import NibArchive

/// The unarchiver's table of what each node became: by reader number when the number is the
/// node's own, by identity otherwise.
@Suite struct BuiltObjectsTests {
    /// Random nodes share numbers, have none, or have numbers past the table; whatever order
    /// they are stored in, each node finds what it was last stored as.
    @Test func theTableAgreesWithADictionary() async {
        let numbers = Gen.int(in: -1...40).array(of: 60...60)
        let operations = Gen.int(in: 0...59).array(of: 0...300)
        await propertyCheck(count: 60, input: numbers, operations) { numbers, operations in
            let nodes = numbers.map { number in
                let node = ArchiveObject(className: "View", id: "v")
                node.readNumber = Int32(number)
                return node
            }
            var table = BuiltObjects(numbered: 30, others: 4)
            var model: [ObjectIdentifier: View] = [:]
            for index in operations {
                let view = View()
                table.set(view, for: nodes[index])
                model[ObjectIdentifier(nodes[index])] = view
            }
            #expect(table.count == model.count)
            for node in nodes {
                #expect(table[node] === model[ObjectIdentifier(node)])
            }
        }
    }

    /// Decoding ahead stores objects while the reader is still numbering: the table grows to
    /// the new numbers, and forgets a numbered node on request (a node stored by identity stays).
    @Test func numbersReservedLaterHoldObjectsAndCanBeForgotten() {
        var table = BuiltObjects(numbered: 2, others: 4)
        let nodes = (0..<10).map { number in
            let node = ArchiveObject(className: "View", id: "v\(number)")
            node.readNumber = Int32(number)
            return node
        }
        let views = nodes.map { _ in View() }
        table.set(views[0], for: nodes[0])
        table.reserveNumbers(10)
        for index in 1..<10 { table.set(views[index], for: nodes[index]) }
        #expect(table.count == 10)
        #expect(nodes.indices.allSatisfy { table[nodes[$0]] === views[$0] })
        let removed = table.remove(nodes[3])
        #expect(removed)
        #expect(table[nodes[3]] == nil)
        #expect(table.count == 9)
        let removedAgain = table.remove(nodes[3])
        #expect(!removedAgain, "forgotten already")
        let loose = ArchiveObject(className: "View", id: "loose")
        table.set(View(), for: loose)
        let removedLoose = table.remove(loose)
        #expect(!removedLoose)
        #expect(table[loose] != nil)
        #expect(table.count == 10)
    }

    /// Readers number every object, nested ones included, in file order from 0.
    @Test(arguments: ArchiveFormat.allCases)
    func readersNumberObjectsInFileOrder(_ format: ArchiveFormat) throws {
        let tree = View()
        for _ in 0..<3 {
            let child = View()
            child.addSubview(View())
            tree.addSubview(child)
        }
        let text = KeyedArchiver.archivedDocument(withRootObjects: [tree, View()]).data(format: format)
        var numbers: [Int32] = []
        try ArchiveDocument(data: text, format: format).forEachObject { numbers.append($0.readNumber) }
        #expect(numbers == Array(0..<8))
    }

    /// A node moved from one read document into another has the number of a node there: both
    /// are still created, once each, and a reference finds the one its id names.
    @Test(arguments: ArchiveFormat.allCases)
    func aNodeFromAnotherDocumentKeepsItsOwnObject(_ format: ArchiveFormat) throws {
        let first = try ArchiveDocument(data: KeyedArchiver.archivedDocument(withRootObjects: [View()]).data(format: format),
                                        format: format)
        var second = try ArchiveDocument(data: KeyedArchiver.archivedDocument(withRootObjects: [View()]).data(format: format),
                                         format: format)
        let moved = try #require(first.objects.first)
        let own = try #require(second.objects.first)
        #expect(moved.readNumber == own.readNumber)
        moved.id = "moved"
        own.entries.append(ArchiveEntry(key: "mask", value: .reference("moved")))
        second.objects.append(moved)
        let unarchiver = KeyedUnarchiver(document: second)
        let roots = try unarchiver.decodeTopLevelObjects()
        let (view, other) = (try #require(roots.first as? View), try #require(roots.last as? View))
        #expect(view !== other)
        #expect(view.mask === other)
        #expect(unarchiver.object(for: own) === view)
        #expect(unarchiver.object(for: moved) === other)
    }
}
