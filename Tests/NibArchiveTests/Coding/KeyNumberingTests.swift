import Foundation
import PropertyBased
import Testing
import TestSupport
import ViewCore
@testable import NibArchive

/// The machinery that lets decoding skip comparing text: key numbers from the readers, the
/// per-reader key interner, and the unarchiver's identity map.
@Suite struct KeyNumberingTests {
    @Test(arguments: ArchiveFormat.allCases)
    func readersNumberEveryKeyOfEveryObject(_ format: ArchiveFormat) throws {
        let url = ArchiveGenerators.formatsDirectory
            .appendingPathComponent("examples/02-tree-with-constraints.\(format.rawValue)")
        let data = try Data(contentsOf: url)
        // Decoding once declares the keys of the classes' tables, which are numbered whatever
        // else the process has read.
        _ = try KeyedUnarchiver(document: ArchiveDocument(data: data, format: format)).decodeTopLevelObjects()
        let document = try ArchiveDocument(data: data, format: format)
        var entries = 0
        document.forEachObject { node in
            for entry in node.entries {
                entries += 1
                #expect(entry.keyID == ArchiveKeyID.registering(entry.key), "key \(entry.key)")
                if ["frame", "subviews"].contains(entry.key) {
                    #expect(entry.keyID != .unknown, "key \(entry.key)")
                }
            }
        }
        #expect(entries > 10)
    }

    /// A key a table declared comes back from a reader as the table's own `String`, so the
    /// unarchiver compares two words rather than the text, even for a key too long to be
    /// stored inline. (The opposite order, a key read before any table declared it, is
    /// pinned on a registry of its own in ViewCore's tests.)
    @Test func readersHandOutTheStringATableDeclared() {
        let declaredFirst = "aKeyLongerThanFifteenBytesDeclaredByATable"
        let declared = ArchiveKeyID.declaringShared(declaredFirst)
        #expect(utf8Storage(of: declared.key) == utf8Storage(of: declaredFirst))
        var interner = KeyInterner()
        let (read, readID) = Array(declaredFirst.utf8).withUnsafeBufferPointer {
            interner.key($0.baseAddress!, count: $0.count)
        }
        #expect(read == declaredFirst && readID == declared.id)
        #expect(utf8Storage(of: read) == utf8Storage(of: declaredFirst))
    }

    /// `"é"` precomposed and decomposed are equal `String`s, but two keys: a file spelling
    /// either is read back with its own bytes, whichever the process met first, so conversions
    /// stay byte for byte.
    @Test(arguments: ArchiveFormat.allCases)
    func canonicallyEquivalentKeysKeepTheirBytes(_ format: ArchiveFormat) throws {
        let spellings = ["caf\u{E9}Key", "cafe\u{301}Key"]
        for order in [spellings, spellings.reversed()] {
            for key in order {
                let entry = ArchiveEntry(key: key, value: .value(.integer(1)))
                let data = ArchiveDocument(objects: [ArchiveObject(className: "View", id: "v1", entries: [entry])])
                    .data(format: format)
                let read = try ArchiveDocument(data: data, format: format)
                #expect(read.objects.first.map { Array($0.entries[0].key.utf8) } == Array(key.utf8))
                #expect(read.data(format: format) == data)
            }
        }
    }

    @Test func changingAKeyForgetsItsNumber() {
        var entry = ArchiveEntry(key: "frame", keyID: .registering("frame"), value: .value(.null), location: .unknown)
        #expect(entry.keyID == .registering("frame"))
        entry.key = "bounds"
        #expect(entry.keyID == .unknown, "a stale number would decode the value as the old key")
        #expect(ArchiveEntry(key: "frame", value: .value(.null)).keyID == .unknown)
    }

    @Test func theInternerGivesEachKeyItsTextAndNumber() async {
        // Over 256 distinct keys: the interner's cache slots collide and are replaced.
        let keys = Gen.character(in: "a"..."z").string(of: 1...12).array(of: 1...600)
        await propertyCheck(count: 40, input: keys) { keys in
            var interner = KeyInterner()
            for key in keys + keys.reversed() {
                var bytes = Array(key.utf8)
                let interned = bytes.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress.map { interner.key(UnsafePointer($0), count: buffer.count) }
                }
                guard let (text, id) = interned else {
                    Issue.record("no bytes for \(key)")
                    return
                }
                #expect(text == key)
                #expect(id == ArchiveKeyID.registering(key))
                #expect(interner.id(of: key) == id)
            }
        }
    }

    @Test func aWrongPositionHintChangesNothing() throws {
        let node = ArchiveObject(className: "HintedThing", id: "h1", entries: [
            ArchiveEntry(key: "first", value: .value(.string("one"))),
            ArchiveEntry(key: "second", value: .value(.string("two"))),
        ])
        let registry = ClassRegistry()
        registry.register(HintedThing.self)
        let decoded = try KeyedUnarchiver(document: ArchiveDocument(objects: [node]), registry: registry).decodeTopLevelObjects()
        let thing = try #require(decoded.first as? HintedThing)
        #expect(thing.values == ["two", "one", nil])
    }

    @Test func theUnarchiverHandsOutEveryKeysNumberOrNothing() throws {
        let frame = ArchiveKeyID.declaring("frame")
        let node = ArchiveObject(className: "NumberedThing", id: "n1", entries: [
            ArchiveEntry(key: "frame", keyID: frame, value: .value(.null), location: .unknown),
            ArchiveEntry(key: "made in code", value: .value(.null)),
        ])
        let registry = ClassRegistry()
        registry.register(NumberedThing.self)
        let decoded = try KeyedUnarchiver(document: ArchiveDocument(objects: [node]), registry: registry).decodeTopLevelObjects()
        let thing = try #require(decoded.first as? NumberedThing)
        #expect(thing.numbers == [frame, .unknown])
        #expect(thing.tooMany == nil, "two keys do not fit a buffer of one")
    }

    @Test func theIdentityMapAgreesWithADictionary() async {
        let operations = Gen.int(in: 0...199).array(of: 0...500)
        await propertyCheck(count: 60, input: operations) { operations in
            let objects = (0..<200).map { _ in NSObject() }
            var map = IdentityMap<Int>(capacity: 4)
            var model: [ObjectIdentifier: Int] = [:]
            for (step, index) in operations.enumerated() {
                let key = ObjectIdentifier(objects[index])
                map.set(step, for: key)
                model[key] = step
            }
            #expect(map.count == model.count)
            for object in objects {
                #expect(map[ObjectIdentifier(object)] == model[ObjectIdentifier(object)])
            }
        }
    }
}

/// Records what its coder says of its keys' numbers.
private final class NumberedThing: Archivable {
    var numbers: [ArchiveKeyID]?
    var tooMany: Int?

    required init(coder: Coder) throws {
        numbers = withUnsafeTemporaryAllocation(of: ArchiveKeyID.self, capacity: 8) { buffer in
            coder.keyIDs(into: buffer).map { Array(buffer[..<$0]) }
        }
        tooMany = withUnsafeTemporaryAllocation(of: ArchiveKeyID.self, capacity: 1) { coder.keyIDs(into: $0) }
    }

    func encode(with coder: Coder) {}
}

/// Gives its coder position hints that are wrong (another key's, past the end) before reading.
private final class HintedThing: Archivable {
    var values: [String?] = []

    required init(coder: Coder) throws {
        coder.expectKey(atPosition: 0)
        values.append(try coder.decode(String.self, forKey: "second"))
        coder.expectKey(atPosition: 7)
        values.append(try coder.decode(String.self, forKey: "first"))
        coder.expectKey(atPosition: 1)
        values.append(try coder.decode(String.self, forKey: "third"))
    }

    func encode(with coder: Coder) {}
}
