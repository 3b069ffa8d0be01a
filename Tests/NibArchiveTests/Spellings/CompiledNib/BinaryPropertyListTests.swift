import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// NibKit's own binary property list reader (keyed-archive nibs on every platform): values as
/// Foundation writes them, references as `CF$UID` dictionaries, and every damaged file refused
/// with its byte offset, never a crash.
@Suite struct BinaryPropertyListTests {
    func read(_ data: Data) throws(BinaryPropertyList.Failure) -> Any {
        try BinaryPropertyList.read(data, maxDepth: 64, maxStringLength: 1 << 20)
    }

    /// A random property list of strings, integers, reals, Booleans, data, arrays and
    /// dictionaries, `depth` levels deep at most.
    static func randomValue(_ random: inout SplitMix64, depth: Int) -> Any {
        switch Int.random(in: 0...(depth > 0 ? 7 : 5), using: &random) {
        case 0:
            return String(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in "aé€𝄞x".randomElement(using: &random) ?? "a" })
        case 1: return Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0...63, using: &random)
        case 2: return Double.random(in: -1e9...1e9, using: &random)
        case 3: return Bool.random(using: &random)
        case 4:
            return Data(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        case 5: return String(repeating: "ascii", count: Int.random(in: 0...20, using: &random))
        case 6: return (0..<Int.random(in: 0...20, using: &random)).map { _ in randomValue(&random, depth: depth - 1) }
        default:
            var dictionary: [String: Any] = [:]
            for index in 0..<Int.random(in: 0...20, using: &random) {
                dictionary["k\(index)"] = randomValue(&random, depth: depth - 1)
            }
            return dictionary
        }
    }

    /// Whether two property list values are equal, Booleans and numbers told apart.
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (let a as [String: Any], let b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        case (let a as [Any], let b as [Any]): return a.count == b.count && zip(a, b).allSatisfy(same)
        case (let a as String, let b as String): return a == b
        case (let a as Data, let b as Data): return a == b
        case (let a as Bool, let b as Bool) where type(of: a) == type(of: b): return a == b
        case (let a as Int, let b as Int): return a == b
        case (let a as Double, let b as Double): return a == b
        default: return false
        }
    }

    @Test func randomPropertyListsReadAsWritten() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let value = ["root": Self.randomValue(&random, depth: 4)]
            let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            let back = data.flatMap { try? read($0) }
            #expect(back.map { Self.same($0, value) } == true)
        }
    }

    @Test func aKeyedArchivesReferencesReadAsCFUIDDictionaries() throws {
        let plist = try #require(try read(try KeyedArchiveBuilder.iOSSample().data()) as? [String: Any])
        let top = try #require(plist["$top"] as? [String: Any])
        let objects = try #require(plist["$objects"] as? [Any])
        let reference = try #require(top["UINibTopLevelObjectsKey"] as? [String: Any])
        let number = try #require(reference["CF$UID"] as? Int)
        #expect(reference.count == 1)
        #expect(objects.indices.contains(number))
        #expect(plist["$archiver"] as? String == "NSKeyedArchiver")
    }

    /// `bplist00`, then `objects` (each an array of byte values) and the offset table and
    /// trailer for them, with `top` the top object.
    static func bytes(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
        var result = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(result.count))
            result += object
        }
        let table = UInt8(result.count)
        result += offsets
        result += [0, 0, 0, 0, 0, 0, 1, 1]
        result += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
        result += [0, 0, 0, 0, 0, 0, 0, top]
        result += [0, 0, 0, 0, 0, 0, 0, table]
        return result
    }

    func failure(_ bytes: [UInt8]) -> BinaryPropertyList.Failure? {
        do {
            _ = try read(Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    @Test func eachCheckRefusesWithItsOffset() {
        let good = Self.bytes([[0xA1, 1], [0x51, 0x61]])
        #expect(failure(good) == nil)
        #expect(failure(Self.bytes([[0xA1, 0]]))?.reason == "object 0 contains itself")
        #expect(failure(Self.bytes([[0xA1, 7]]))?.offset == 9, "a reference past the objects")
        #expect(failure(Self.bytes([[0x70]]))?.reason.hasPrefix("object type 0x70") == true)
        #expect(
            failure(Self.bytes([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])) != nil,
            "a length that overflows")
        #expect(failure(Self.bytes([[0x45, 1, 2]])) != nil, "data past the end of the objects")
        #expect(failure(Self.bytes([[0xD1, 1, 2], [0x10, 1], [0x09]]))?.reason == "a dictionary key is not a string")
        #expect(failure(Self.bytes([[0x09]], top: 3)) != nil, "a top object that is none")
        var count = good
        count[count.count - 17] = 0xFF
        #expect(failure(count) != nil, "a count past the end")
    }

    @Test func everyTruncationAndEveryByteChangedIsRefusedOrRead() throws {
        let data = try KeyedArchiveBuilder.iOSSample().data()
        let bytes = Array(data)
        for length in 0..<bytes.count { #expect(failure(Array(bytes.prefix(length))) != nil, "cut at \(length)") }
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0xFF
            _ = failure(changed)
        }
    }
}
