import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// `NibArchiveComparison`: what it ignores (the order of objects, of keys within an object, of
/// classes) and what it catches (a width, a value, an array's order, a key missing, a class).
@Suite struct NibArchiveComparisonTests {
    /// A root holding a window with flags, a title and an array of two strings.
    static func sample(
        flags: NIBArchive.Payload = .int32(0x6078_0000), title: String = "T", itemsReversed: Bool = false,
        withTitle: Bool = true
    ) -> NIBArchive {
        var graph: [(String, [(String, NIBArchive.Payload)])] = [
            ("NSObject", [("IB.objectdata", .object(1))]),
            ("NSWindowTemplate", [("NSWTFlags", flags), ("NSWindowTitle", .object(2)), ("NSViews", .object(3))]),
            ("NSString", [("NS.bytes", .data(Data(title.utf8)))]),
            (
                "NSArray",
                [("NSInlinedValue", .bool(true))]
                    + (itemsReversed ? [5, 4] : [4, 5]).map { ("UINibEncoderEmptyKey", .object($0)) }
            ),
            ("NSString", [("NS.bytes", .data(Data("a".utf8)))]),
            ("NSString", [("NS.bytes", .data(Data("b".utf8)))]),
        ]
        if !withTitle { graph[1].1.removeAll { $0.0 == "NSWindowTitle" } }
        return archive(graph)
    }

    /// Tables for `objects`, each `(class, [(key, payload)])`.
    static func archive(_ objects: [(String, [(String, NIBArchive.Payload)])]) -> NIBArchive {
        var archive = NIBArchive()
        for (className, values) in objects {
            if !archive.classes.contains(where: { $0.name == className }) {
                archive.classes.append(.init(name: className))
            }
            let first = archive.values.count
            for (key, payload) in values {
                if !archive.keys.contains(key) { archive.keys.append(key) }
                archive.values.append(.init(keyIndex: archive.keys.firstIndex(of: key) ?? 0, payload: payload))
            }
            archive.objects.append(
                .init(
                    classIndex: archive.classes.firstIndex { $0.name == className } ?? 0,
                    values: first..<archive.values.count))
        }
        return archive
    }

    @Test func equalArchivesMatch() {
        #expect(NibArchiveComparison.compare(Self.sample(), Self.sample()).matches)
    }

    @Test func aChangedWidthIsADifference() {
        let report = NibArchiveComparison.compare(Self.sample(), Self.sample(flags: .int64(0x6078_0000)))
        #expect(report.differingKeys == ["NSWTFlags"])
        #expect(report.differences.first?.description.contains("int32 1618477056 ≠ int64 1618477056") == true)
    }

    @Test func aChangedValueIsADifference() {
        let report = NibArchiveComparison.compare(Self.sample(), Self.sample(title: "U"))
        #expect(report.differingKeys == ["NS.bytes"])
        #expect(report.differences.first?.path == "root.IB.objectdata.NSWindowTitle<NSString>")
    }

    @Test func aReorderedArrayIsADifference() {
        let report = NibArchiveComparison.compare(Self.sample(), Self.sample(itemsReversed: true))
        #expect(report.differingKeys == ["NS.bytes"])
        #expect(report.differences.count == 2)
    }

    @Test func aMissingKeyIsADifference() {
        let report = NibArchiveComparison.compare(Self.sample(), Self.sample(withTitle: false))
        #expect(report.differingKeys == ["NSWindowTitle"])
        #expect(report.differences.first?.right == "missing")
    }

    @Test func aChangedClassIsADifference() {
        var other = Self.sample()
        other.classes.append(.init(name: "NSPanel"))
        other.objects[1].classIndex = other.classes.count - 1
        #expect(NibArchiveComparison.compare(Self.sample(), other).differingKeys == ["class"])
    }

    @Test func constraintsAndConnectionsMatchInAnyOrder() {
        func holder(_ order: [Int]) -> NIBArchive {
            Self.archive([
                ("NSObject", [("NSConnections", .object(1))]),
                (
                    "NSMutableArray",
                    [("NSInlinedValue", .bool(true))] + order.map { ("UINibEncoderEmptyKey", .object($0)) }
                ),
                ("NSNibOutletConnector", [("NSLabel", .object(4))]),
                ("NSNibOutletConnector", [("NSLabel", .object(5))]),
                ("NSString", [("NS.bytes", .data(Data("a".utf8)))]),
                ("NSString", [("NS.bytes", .data(Data("b".utf8)))]),
            ])
        }
        #expect(NibArchiveComparison.compare(holder([2, 3]), holder([3, 2])).matches)
    }

    /// Constraints listed in another order both where their view holds them and in the object
    /// list match (ibtool listed a layout guide's three constraints trailing first); one whose
    /// attribute differs is still a difference.
    @Test func constraintsMatchInAnyOrderInTheObjectListToo() {
        func nib(_ order: [Int], firstAttribute: Int8 = 3) -> NIBArchive {
            let items = order.map { ("UINibEncoderEmptyKey", NIBArchive.Payload.object($0)) }
            return Self.archive([
                ("NSObject", [("IB.objectdata", .object(1))]),
                ("NSIBObjectData", [("NSObjectsKeys", .object(2)), ("NSRoot", .object(3))]),
                ("NSArray", [("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", .object(3))] + items),
                ("NSView", [("NSViewConstraints", .object(4))]),
                ("NSArray", [("NSInlinedValue", .bool(true))] + items),
                ("NSLayoutConstraint", [("NSFirstAttribute", .int8(firstAttribute)), ("NSFirstItem", .object(3))]),
                ("NSLayoutConstraint", [("NSFirstAttribute", .int8(5)), ("NSFirstItem", .object(3))]),
            ])
        }
        #expect(NibArchiveComparison.compare(nib([5, 6]), nib([6, 5])).matches)
        let changed = NibArchiveComparison.compare(nib([5, 6]), nib([6, 5], firstAttribute: 4))
        #expect(changed.differingKeys == ["NSFirstAttribute"])
    }

    /// Every archive matches a copy with its object table, its keys within each object and its
    /// class table shuffled.
    @Test func shuffledTablesMatch() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            let archive = RandomNIBArchive.make(seed: UInt64(seed))
            var rng = SplitMix64(seed: UInt64(seed) ^ 0x5EED)
            let shuffled = Self.shuffled(archive, rng: &rng)
            let report = NibArchiveComparison.compare(archive, shuffled)
            #expect(report.matches, "seed \(seed): \(report.differences.prefix(3))")
        }
    }

    /// A nib inside the nib (a table's cell view prototype) compares as a nib: its tables may
    /// be shuffled, but a changed value inside it is a difference, named by its path.
    @Test func nestedNibsCompareAsNibs() throws {
        func holder(_ inner: NIBArchive) throws -> NIBArchive {
            Self.archive([
                ("NSObject", [("IB.objectdata", .object(1))]),
                ("NSNib", [("NSNibFileData", .object(2))]),
                ("NSData", [("NS.bytes", .data(NIBArchiveEncoder().encode(inner)))]),
            ])
        }
        var rng = SplitMix64(seed: 7)
        let inner = Self.sample()
        let same = NibArchiveComparison.compare(try holder(inner), try holder(Self.shuffled(inner, rng: &rng)))
        #expect(same.matches)
        let changed = NibArchiveComparison.compare(try holder(inner), try holder(Self.sample(title: "U")))
        #expect(changed.differingKeys == ["NS.bytes"])
        #expect(changed.differences.first?.path.contains("NS.bytes/root") == true)
    }

    /// `archive` with the object table (the root kept first), the class table and the keys
    /// within each object in a random order; the values under one key keep theirs.
    static func shuffled(_ archive: NIBArchive, rng: inout SplitMix64) -> NIBArchive {
        let order = [0] + Array(archive.objects.indices.dropFirst()).shuffled(using: &rng)
        var newIndex = [Int](repeating: 0, count: order.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        let classOrder = Array(archive.classes.indices).shuffled(using: &rng)
        var newClass = [Int](repeating: 0, count: classOrder.count)
        for (position, old) in classOrder.enumerated() { newClass[old] = position }
        var result = NIBArchive(keys: archive.keys)
        result.classes = classOrder.map {
            .init(name: archive.classes[$0].name, fallbacks: archive.classes[$0].fallbacks.map { newClass[$0] })
        }
        for old in order {
            let object = archive.objects[old]
            let values = Array(archive.values(of: object))
            let keyOrder = Array(Set(values.map(\.keyIndex))).sorted().shuffled(using: &rng)
            let first = result.values.count
            for key in keyOrder {
                for value in values where value.keyIndex == key {
                    var payload = value.payload
                    if case .object(let target) = payload { payload = .object(newIndex[target]) }
                    result.values.append(.init(keyIndex: key, payload: payload))
                }
            }
            result.objects.append(.init(classIndex: newClass[object.classIndex], values: first..<result.values.count))
        }
        return result
    }

    /// A storyboard controller whose `uniqueIdentifierForStoryboardCompilation` is `identifier`,
    /// listed in `NSObjectsKeys`, and numbered in `NSOidsKeys` after a connector (before it when
    /// `reversed`; a `connectorClass` of another class when given).
    static func controller(
        identifier: String, reversed: Bool = false, connectorClass: String = "NSNibOutletConnector"
    ) -> NIBArchive {
        archive([
            ("NSObject", [("IB.objectdata", .object(1))]),
            ("NSIBObjectData", [("NSObjectsKeys", .object(7)), ("NSOidsKeys", .object(2))]),
            (
                "NSArray",
                [("NSInlinedValue", .bool(true))]
                    + (reversed ? [4, 3] : [3, 4]).map { ("UINibEncoderEmptyKey", .object($0)) }
            ),
            ("NSWindowController", [("uniqueIdentifierForStoryboardCompilation", .object(5))]),
            (connectorClass, [("NSLabel", .object(6))]),
            ("NSString", [("NS.bytes", .data(Data(identifier.utf8)))]),
            ("NSString", [("NS.bytes", .data(Data("window".utf8)))]),
            ("NSArray", [("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", .object(3))]),
        ])
    }

    /// ibtool's random identifiers match any UUID, as a tolerated difference; anything else there
    /// is still a difference. The object ids (`NSOidsKeys`) may come in any order, but must
    /// number objects of the same classes.
    @Test func randomIdentifiersAndObjectIdsFollowTheirRules() {
        let ours = Self.controller(identifier: "8CC663E7-EEEF-809D-9D12-29E5674AF933")
        let theirs = Self.controller(identifier: "37947BE2-BE44-419F-8DFB-73E0F50EE4A0", reversed: true)
        let report = NibArchiveComparison.compare(ours, theirs)
        #expect(report.matches)
        #expect(!report.strictlyMatches)
        #expect(report.tolerated.map(\.key) == ["uniqueIdentifierForStoryboardCompilation"])
        let notAUUID = NibArchiveComparison.compare(Self.controller(identifier: "wc1"), theirs)
        #expect(notAUUID.differingKeys == ["NS.bytes"])
        #expect(NibArchiveComparison.compare(ours, ours).strictlyMatches)
        let otherIds = NibArchiveComparison.compare(
            ours, Self.controller(identifier: "wc1", connectorClass: "NSNibControlConnector"))
        #expect(otherIds.differences.contains { $0.path.hasSuffix("NSOidsKeys") })
    }

    /// Two outlets of one label, in opposite orders, from sources that differ only in their
    /// frames: `NSConnections` pairs them by their sources, not by where they stand.
    @Test(arguments: [false, true])
    func connectionsOfOneLabelPairBySource(reversed: Bool) {
        func outlets(_ order: [Int]) -> NIBArchive {
            Self.archive([
                ("NSObject", [("IB.objectdata", .object(1))]),
                ("NSIBObjectData", [("NSConnections", .object(2))]),
                (
                    "NSMutableArray",
                    [("NSInlinedValue", .bool(true))] + order.map { ("UINibEncoderEmptyKey", .object($0)) }
                ),
                ("NSNibOutletConnector", [("NSSource", .object(5)), ("NSLabel", .object(7))]),
                ("NSNibOutletConnector", [("NSSource", .object(6)), ("NSLabel", .object(7))]),
                ("NSTableCellView", [("NSFrame", .object(8))]),
                ("NSTableCellView", [("NSFrame", .object(9))]),
                ("NSString", [("NS.bytes", .data(Data("textField".utf8)))]),
                ("NSString", [("NS.bytes", .data(Data("{{11, 1}, {203, 34}}".utf8)))]),
                ("NSString", [("NS.bytes", .data(Data("{{217, 1}, {34, 34}}".utf8)))]),
            ])
        }
        let report = NibArchiveComparison.compare(outlets([3, 4]), outlets(reversed ? [4, 3] : [3, 4]))
        #expect(report.strictlyMatches, "\(report.differences)")
    }
}
