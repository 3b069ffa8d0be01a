@testable import NibArchive
import PropertyBased
import Testing

/// `FieldNameWords` finds exactly what `FieldName.table` finds, whatever follows the name in
/// memory and wherever the readable bytes end.
@Suite struct FieldNameWordsTests {
    /// The table's answer for `name` laid in a buffer after `before` and followed by `after`,
    /// with only the buffer readable; nil when the table cannot tell.
    static func code(of name: [UInt8], after before: [UInt8] = [], followedBy after: [UInt8], table: FieldNameWords = .shared) -> UInt8? {
        let buffer = before + name + after
        return buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return table.code(base + before.count, count: name.count, readable: bytes.count - before.count)
        }
    }

    static func expected(_ name: [UInt8]) -> UInt8 {
        name.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.flatMap { FieldName.table.lookup($0, count: bytes.count) }.map { UInt8($0.rawValue) }
        } ?? JSONToken.notAField
    }

    @Test func everyFieldIsFoundWhateverFollowsIt() {
        for field in FieldName.allCases {
            let name = Array(field.text.utf8)
            for after in [[UInt8](repeating: 0, count: 8), Array("\": 1, \"x".utf8), [UInt8](repeating: 0xFF, count: 9)] {
                #expect(Self.code(of: name, followedBy: after) == UInt8(field.rawValue), "\(field.text)")
            }
        }
    }

    @Test func nearMissesAreNoField() {
        let misses = ["typ", "types", "Type", "xx", "", "valu", "valuesX", "placeholder", "placeholdersX", "connection",
                      "frame", "autoresizingMask", "isUserInteractionEnabled", "widt\u{0}", "destinatioN"]
        for miss in misses {
            #expect(Self.code(of: Array(miss.utf8), followedBy: Array("\": 1}".utf8) + [0, 0, 0, 0]) == JSONToken.notAField, "\(miss)")
        }
    }

    @Test func fewerThanEightReadableBytesLeaveItToTheNameTable() {
        #expect(Self.code(of: Array("x".utf8), followedBy: Array("\":".utf8)) == nil)
        #expect(Self.code(of: Array("type".utf8), after: Array("{\"".utf8), followedBy: Array("\"}".utf8)) == nil)
        #expect(Self.code(of: Array("width".utf8), followedBy: Array("\": 1".utf8)) != nil)
    }

    @Test func namesLongerThanSixteenBytesAreLeftToTheNameTableWhenATableHasThem() {
        let table = FieldNameWords(names: [("short", 1), ("aNameOfMoreThanSixteenBytes", 2)])
        #expect(Self.code(of: Array("short".utf8), followedBy: [UInt8](repeating: 0, count: 8), table: table) == 1)
        #expect(Self.code(of: Array("aNameOfMoreThanSixteenBytes".utf8), followedBy: [], table: table) == nil)
        #expect(Self.code(of: Array("aNameOfMoreThanSixteenBytesAndThenSome".utf8), followedBy: [], table: table) == JSONToken.notAField)
    }

    /// Random names, each a field with a byte changed, added or taken away (or none), followed
    /// by random bytes.
    @Test func randomNamesAgreeWithTheNameTable() async {
        let fields = FieldName.allCases.map { Array($0.text.utf8) }
        let input = zip(Gen.int(in: 0...(fields.count - 1)), Gen.int(in: 0...3), Gen.uint8().array(of: 1),
                        zip(Gen.int(in: 0...20), Gen.uint8().array(of: 0...12)))
        await propertyCheck(count: 3000, input: input) { field, change, byte, rest in
            let (position, after) = rest
            var name = fields[field]
            let at = min(position, name.count)
            switch change {
            case 1: if at < name.count { name[at] = byte[0] }
            case 2: name.insert(byte[0], at: at)
            case 3: if at < name.count { name.remove(at: at) }
            default: break
            }
            let found = Self.code(of: name, followedBy: after)
            if name.count + after.count >= 8 {
                #expect(found == Self.expected(name), "\(name) followed by \(after)")
            } else {
                #expect(found == nil)
            }
        }
    }
}
