import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// NibKit's binary property list writer (keyed-archive nibs): what it writes reads back as
/// written through NibKit's reader and through Foundation's (CoreFoundation's format, as
/// swift-corelibs-foundation reads it), with the sizes the format prescribes.
@Suite struct BinaryPropertyListWriterTests {
    typealias Value = BinaryPropertyListWriter.Value

    /// A random value of every kind (a reference only when `references`), `depth` levels deep
    /// at most: strings ASCII and not, integers of every width and sign, reals, data of every
    /// length class, empty and long containers (past the 15 items a marker holds).
    static func randomValue(_ random: inout SplitMix64, depth: Int, references: Bool) -> Value {
        switch Int.random(in: 0...(depth > 0 ? 8 : 6), using: &random) {
        case 0:
            let count = Int.random(in: 0...40, using: &random)
            return .string(String((0..<count).map { _ in "aé€𝄞x".randomElement(using: &random) ?? "a" }))
        case 1: return .integer(Int.random(in: .min ... .max, using: &random) >> Int.random(in: 0...63, using: &random))
        case 2: return .real(Double.random(in: -1e9...1e9, using: &random))
        case 3: return .bool(Bool.random(using: &random))
        case 4:
            let count = [0, 14, 15, 300][Int.random(in: 0...3, using: &random)]
            return .data(Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }))
        case 5: return .string(String(repeating: "ascii", count: Int.random(in: 0...20, using: &random)))
        case 6:
            guard references else { return .integer(Int.random(in: 0...300, using: &random)) }
            return .uid(Int.random(in: 0...70_000, using: &random))
        case 7:
            let count = Int.random(in: 0...20, using: &random)
            return .array((0..<count).map { _ in randomValue(&random, depth: depth - 1, references: references) })
        default:
            let count = Int.random(in: 0...20, using: &random)
            return .dictionary(
                (0..<count).map { ("k\($0)", randomValue(&random, depth: depth - 1, references: references)) })
        }
    }

    /// Whether `read`, as `BinaryPropertyList` reads a value, is `value`.
    static func reads(_ read: Any, as value: Value) -> Bool {
        switch value {
        case .bool(let flag): return (read as? Bool).map { type(of: read) == Bool.self && $0 == flag } ?? false
        case .integer(let number): return (read as? Int).map { type(of: read) == Int.self && $0 == number } ?? false
        case .real(let number): return (read as? Double).map { $0.bitPattern == number.bitPattern } ?? false
        case .string(let text): return read as? String == text
        case .data(let bytes): return read as? Data == bytes
        case .uid(let number): return (read as? [String: Any])?["CF$UID"] as? Int == number
        case .array(let items):
            guard let array = read as? [Any], array.count == items.count else { return false }
            return zip(array, items).allSatisfy { reads($0, as: $1) }
        case .dictionary(let pairs):
            guard let dictionary = read as? [String: Any], dictionary.count == pairs.count else { return false }
            return pairs.allSatisfy { pair in dictionary[pair.key].map { reads($0, as: pair.value) } ?? false }
        }
    }

    @Test func randomValuesReadBackAsWritten() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let value = Self.randomValue(&random, depth: 4, references: true)
            let data = BinaryPropertyListWriter.write(value)
            let back = try? BinaryPropertyList.read(data, maxDepth: 64, maxStringLength: 1 << 20)
            #expect(back.map { Self.reads($0, as: value) } == true)
            #expect(BinaryPropertyListWriter.write(value) == data, "the same value gives the same bytes")
        }
    }

    /// Whether `read`, as Foundation reads a value (numbers possibly as `NSNumber`), is `value`.
    static func foundationReads(_ read: Any, as value: Value) -> Bool {
        switch value {
        case .bool(let flag): return read as? Bool == flag
        case .integer(let number): return (read as? NSNumber)?.int64Value == Int64(number)
        case .real(let number): return (read as? NSNumber)?.doubleValue == number
        case .string(let text): return read as? String == text
        case .data(let bytes): return read as? Data == bytes
        case .uid: return false
        case .array(let items):
            guard let array = read as? [Any], array.count == items.count else { return false }
            return zip(array, items).allSatisfy { foundationReads($0, as: $1) }
        case .dictionary(let pairs):
            guard let dictionary = read as? [String: Any], dictionary.count == pairs.count else { return false }
            return pairs.allSatisfy { pair in dictionary[pair.key].map { foundationReads($0, as: pair.value) } ?? false
            }
        }
    }

    @Test func foundationReadsWhatItWrites() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let value = Value.dictionary([("root", Self.randomValue(&random, depth: 4, references: false))])
            let data = BinaryPropertyListWriter.write(value)
            do {
                let read = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                #expect(Self.foundationReads(read, as: value), "\(value)")
            } catch {
                Issue.record("\(error) for \(value)")
            }
        }
    }

    @Test func sizesAreTheFewestBytesThatHoldThem() throws {
        let small = Array(BinaryPropertyListWriter.write(.array([.integer(1), .string("a")])))
        #expect(small.prefix(8) == ArraySlice("bplist00".utf8))
        #expect(Array(small[small.count - 26..<small.count - 24]) == [1, 1], "offset and reference sizes")
        // 300 distinct objects need two-byte references.
        let wide = Array(BinaryPropertyListWriter.write(.array((0..<300).map { .integer($0) })))
        #expect(wide[wide.count - 25] == 2)
        // The sizes hold the object count and the offset table's place, as CoreFoundation
        // checks: 256 objects need two-byte references, a table past byte 255 two-byte offsets.
        let boundary = Array(BinaryPropertyListWriter.write(.array((0..<255).map { .integer($0) })))
        #expect(boundary[boundary.count - 25] == 2)
        let late = Array(BinaryPropertyListWriter.write(.data(Data(count: 300))))
        #expect(late[late.count - 26] == 2)
        let integers: [(Int, [UInt8])] = [
            (5, [0x10, 5]), (300, [0x11, 1, 44]), (70_000, [0x12, 0, 1, 0x11, 0x70]),
            (-1, [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
        ]
        for (number, expected) in integers {
            let bytes = Array(BinaryPropertyListWriter.write(.integer(number)))
            #expect(Array(bytes[8..<8 + expected.count]) == expected, "\(number)")
        }
        let utf16 = Array(BinaryPropertyListWriter.write(.string("é")))
        #expect(Array(utf16[8..<11]) == [0x61, 0x00, 0xE9])
        let long = Array(BinaryPropertyListWriter.write(.string(String(repeating: "a", count: 20))))
        #expect(Array(long[8..<11]) == [0x5F, 0x10, 20])
    }

    @Test func equalScalarsAreWrittenOnce() throws {
        let shared = BinaryPropertyListWriter.write(.array(Array(repeating: .string("same"), count: 50)))
        let plist = try #require(
            try BinaryPropertyList.read(shared, maxDepth: 8, maxStringLength: 100) as? [Any])
        #expect(plist.count == 50)
        #expect(shared.count < 8 + 1 + 50 + 5 + 2 + 32 + 10)
    }
}
