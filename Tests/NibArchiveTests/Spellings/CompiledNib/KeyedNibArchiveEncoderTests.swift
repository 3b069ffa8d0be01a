import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// The keyed-archive nib writer: random object graphs of the forms the compiler writes read
/// back through `KeyedNibArchiveDecoder` into the same graph (renumbered, Foundation's classes
/// in `NSKeyedArchiver`'s forms), and the archive has the shape `NSKeyedArchiver` gives it.
@Suite struct KeyedNibArchiveEncoderTests {
    /// A random graph: object 0 an `NSObject` root; the others strings, numbers, data, arrays,
    /// sets, dictionaries and plain objects (one with a fallback class) whose values are any
    /// payload, references and nil included, under keys some of which repeat.
    static func randomGraph(seed: UInt64) -> NIBArchive {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 1...16, using: &random)
        let classNames = [
            "NSObject", "NSView", "NSArray", "NSMutableSet", "NSMutableDictionary", "NSString", "NSNumber", "NSData",
            "_UILayoutGuide", "UIView",
        ]
        var archive = NIBArchive(
            classes: classNames.map { .init(name: $0, fallbacks: $0 == "_UILayoutGuide" ? [9] : []) })
        var keys: [String: Int] = [:]
        func key(_ name: String) -> Int {
            if let known = keys[name] { return known }
            archive.keys.append(name)
            keys[name] = archive.keys.count - 1
            return archive.keys.count - 1
        }
        func payload(_ random: inout SplitMix64) -> NIBArchive.Payload {
            if count > 1, Bool.random(using: &random) { return .object(Int.random(in: 1..<count, using: &random)) }
            var payload = RandomNIBArchive.payload(objectCount: 1, rng: &random)
            if case .object = payload { payload = .null }
            return payload
        }
        for index in 0..<count {
            let classIndex = index == 0 ? 0 : Int.random(in: 0..<classNames.count, using: &random)
            var values: [(String, NIBArchive.Payload)] = []
            switch classNames[classIndex] {
            case "NSString":
                let text = String(
                    (0..<Int.random(in: 0...20, using: &random)).map { _ in "aé€𝄞".randomElement(using: &random) ?? "a"
                    })
                values = [("NS.bytes", .data(Data(text.utf8)))]
            case "NSNumber":
                values =
                    [
                        [("NS.intval", .int16(Int16.random(in: .min ... .max, using: &random)))],
                        [("NS.dblval", .double(Double.random(in: -1e6...1e6, using: &random)))],
                        [("NS.boolval", .bool(Bool.random(using: &random)))],
                    ][Int.random(in: 0...2, using: &random)]
            case "NSData": values = [("NS.bytes", .data(Data([1, 2, UInt8(index)])))]
            case "NSArray", "NSMutableSet", "NSMutableDictionary":
                values = [("NSInlinedValue", .bool(true))]
                let items = Int.random(in: 0...5, using: &random) * 2
                for _ in 0..<items { values.append(("UINibEncoderEmptyKey", payload(&random))) }
            default:
                let names = ["UIBounds", "NSFrame", "UISubviews", "ключ", "NSvFlags"]
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    values.append((names.randomElement(using: &random) ?? "k", payload(&random)))
                }
            }
            let first = archive.values.count
            for (name, payload) in values { archive.values.append(.init(keyIndex: key(name), payload: payload)) }
            archive.objects.append(.init(classIndex: classIndex, values: first..<archive.values.count))
        }
        return archive
    }

    @Test func randomGraphsReadBackAsTheSameGraph() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            let archive = Self.randomGraph(seed: UInt64(seed))
            let keyed = KeyedNibArchiveEncoder().encode(archive)
            var comparison = KeyedGraphComparison(original: archive)
            do {
                let back = try KeyedNibArchiveDecoder().decode(keyed, file: "k.nib")
                let same = comparison.same(0, in: back, 0)
                #expect(same, "seed \(seed): \(comparison.difference)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
            #expect(KeyedNibArchiveEncoder().encode(archive) == keyed, "the same graph gives the same bytes")
        }
    }

    @Test func theArchiveHasNSKeyedArchiversShape() throws {
        var archive = NIBArchive(classes: [
            .init(name: "NSObject"), .init(name: "_UILayoutGuide", fallbacks: [2]), .init(name: "UIView"),
        ])
        archive.keys = ["IB.objectdata", "NSFrame"]
        archive.values = [.init(keyIndex: 0, payload: .object(1)), .init(keyIndex: 1, payload: .null)]
        archive.objects = [.init(classIndex: 0, values: 0..<1), .init(classIndex: 1, values: 1..<2)]
        let data = KeyedNibArchiveEncoder().encode(archive)
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        #expect(plist["$archiver"] as? String == "NSKeyedArchiver")
        #expect(plist["$version"] as? Int == 100_000)
        let objects = try #require(plist["$objects"] as? [Any])
        #expect(objects.first as? String == "$null")
        #expect(objects.count == 3, "$null, the guide, its class")
        let guide = try #require(objects[1] as? [String: Any])
        #expect(guide.count == 2)
        let description = try #require(objects[2] as? [String: Any])
        #expect(description["$classname"] as? String == "_UILayoutGuide")
        #expect(description["$classes"] as? [String] == ["_UILayoutGuide", "UIView", "NSObject"])
    }
}

/// Whether a graph read back from a keyed archive is the graph written, object by object from
/// the roots, with the forms `NSKeyedArchiver` changes undone: an `NSData` object is the data,
/// integers of any width and reals of either are their values, `NSInlinedValue` is dropped,
/// and only the first value under each key of an object counts.
struct KeyedGraphComparison {
    let original: NIBArchive
    var pairs: [Int: Int] = [:]
    var difference = ""

    init(original: NIBArchive) {
        self.original = original
    }

    /// The values of object `index` of `archive`, by key (items of a collection in order).
    static func values(_ archive: NIBArchive, _ index: Int) -> (
        items: [NIBArchive.Payload], byKey: [String: NIBArchive.Payload]
    ) {
        var items: [NIBArchive.Payload] = []
        var byKey: [String: NIBArchive.Payload] = [:]
        for value in archive.values(of: archive.objects[index]) {
            let key = archive.key(of: value)
            if key == "UINibEncoderEmptyKey" {
                items.append(value.payload)
            } else if key != "NSInlinedValue", byKey[key] == nil {
                byKey[key] = value.payload
            }
        }
        return (items, byKey)
    }

    mutating func same(_ index: Int, in back: NIBArchive, _ backIndex: Int) -> Bool {
        if let known = pairs[index] { return known == backIndex }
        pairs[index] = backIndex
        let name = original.className(of: original.objects[index])
        let backName = back.className(of: back.objects[backIndex])
        guard name == backName || index == 0 else {
            difference = "object \(index) is a \(name), read back as a \(backName)"
            return false
        }
        let mine = Self.values(original, index)
        let theirs = Self.values(back, backIndex)
        guard mine.items.count == theirs.items.count, Set(mine.byKey.keys) == Set(theirs.byKey.keys) else {
            difference =
                "object \(index) (\(name)) has other keys or items: \(mine.byKey.keys.sorted()) \(theirs.byKey.keys.sorted())"
            return false
        }
        for (a, b) in zip(mine.items, theirs.items) where !same(a, b, back) { return false }
        for (key, a) in mine.byKey where !same(a, theirs.byKey[key] ?? .null, back) {
            difference = "object \(index) (\(name)) differs under \(key): " + difference
            return false
        }
        return true
    }

    mutating func same(_ a: NIBArchive.Payload, _ b: NIBArchive.Payload, _ back: NIBArchive) -> Bool {
        var a = a
        if case .object(let index) = a, original.className(of: original.objects[index]) == "NSData",
            case .data(let bytes)? = Self.values(original, index).byKey["NS.bytes"]
        {
            a = .data(bytes)
        }
        switch (a, b) {
        case (.object(let left), .object(let right)): return same(left, in: back, right)
        case (.data(let left), .data(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default:
            if let left = a.integer, let right = b.integer { return left == right }
            if a.integer == nil, let left = a.real, let right = b.real { return left == right }
            difference = "\(a) against \(b)"
            return false
        }
    }
}
