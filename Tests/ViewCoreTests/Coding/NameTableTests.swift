import PropertyBased
import Testing
import TestSupport
@testable import ViewCore

@Suite("NameTable")
struct NameTableTests {
    /// Short names over a small alphabet, so names often share a length, a first and a last
    /// byte: the buckets collide and probing is exercised.
    static let names = Gen.character(in: "a"..."d").string(of: 0...6).set(ofAtMost: 0...40)
    static let probes = Gen.character(in: "a"..."e").string(of: 0...7).array(of: 0...20)

    @Test func findsEveryNameAndNothingElse() async {
        await propertyCheck(count: 300, input: Self.names, Self.probes) { names, probes in
            let ordered = names.sorted()
            let table = NameTable(ordered.enumerated().map { ($1, $0) })
            for (number, name) in ordered.enumerated() {
                #expect(table.lookup(name) == number)
                var bytes = Array(name.utf8)
                #expect(bytes.withUnsafeMutableBufferPointer { table.lookup($0.baseAddress, count: $0.count) } == number)
            }
            for probe in probes {
                #expect(table.lookup(probe) == ordered.firstIndex(of: probe))
            }
        }
    }

    /// For every length up to 24, names one byte apart at each position: most share the bytes
    /// the hash reads, so only the byte comparison (words for 4 to 16 bytes, bytes below,
    /// `memcmp` above) tells them apart.
    @Test func namesOneByteApartAreToldApartAtEveryLength() {
        for length in 1...24 {
            let base = String(repeating: "a", count: length)
            let variants = (0..<length).map { position in
                String(base.prefix(position)) + "b" + String(base.dropFirst(position + 1))
            }
            let onlyBase = NameTable([(base, 0)])
            for variant in variants {
                #expect(onlyBase.lookup(variant) == nil, "\(variant) is not \(base)")
            }
            let all = NameTable(([base] + variants).enumerated().map { ($1, $0) })
            #expect(all.lookup(base) == 0)
            for (number, variant) in variants.enumerated() {
                #expect(all.lookup(variant) == number + 1, "\(variant)")
            }
        }
    }

    @Test func aLaterDuplicateIsIgnored() {
        let table = NameTable([("frame", 1), ("bounds", 2), ("frame", 3)])
        #expect(table.lookup("frame") == 1)
        #expect(table.lookup("bounds") == 2)
    }

    @Test func longAndNonASCIINamesAreFound() {
        let long = "translatesAutoresizingMaskIntoConstraints"
        let table = NameTable([(long, 7), ("größe", 8), ("", 9)])
        #expect(table.lookup(long) == 7)
        #expect(table.lookup("größe") == 8)
        #expect(table.lookup("") == 9)
        #expect(table.lookup(long + "X") == nil)
        #expect(table.lookup("grösse") == nil)
    }
}

@Suite("ArchiveKeyID")
struct ArchiveKeyIDTests {
    @Test func aKeyKeepsItsNumberAndDistinctKeysGetDistinctNumbers() {
        let first = ArchiveKeyID.declaring("archiveKeyIDTests.a")
        let second = ArchiveKeyID.declaring("archiveKeyIDTests.b")
        #expect(first != .unknown && second != .unknown)
        #expect(first != second)
        #expect(ArchiveKeyID.declaring("archiveKeyIDTests.a") == first)
        #expect(ArchiveKeyID.registering("archiveKeyIDTests.a") == first)
    }

    @Test func readersCannotGrowTheRegistryWithoutBoundButTablesAlwaysCan() {
        var registry = ArchiveKeyID.Registry(capacity: 3)
        for number in 0..<3 {
            #expect(registry.number(of: "junk\(number)", declared: false).id != .unknown)
        }
        #expect(registry.number(of: "oneTooMany", declared: false).id == .unknown)
        #expect(registry.number(of: "junk1", declared: false).id != .unknown, "a key numbered before keeps its number")
        let declared = registry.number(of: "declaredLate", declared: true).id
        #expect(declared != .unknown)
        #expect(registry.number(of: "declaredLate", declared: false).id == declared, "a reader finds a declared key")
    }

    /// Whichever meets a key first, a reader or a table, its `String` is handed to the other:
    /// the unarchiver then compares two words, even for keys too long to be stored inline.
    @Test func readersAndTablesShareOneStringPerKey() {
        var registry = ArchiveKeyID.Registry()
        // A reader makes its key from the file's bytes.
        let literal = "aKeyLongerThanFifteenBytesReadBeforeATable"
        let read = String(decoding: Array(literal.utf8), as: UTF8.self)
        #expect(utf8Storage(of: read) != utf8Storage(of: literal))
        let first = registry.number(of: read, declared: false)
        #expect(utf8Storage(of: first.key) == utf8Storage(of: read))
        let table = registry.number(of: literal, declared: true)
        #expect(table.id == first.id)
        #expect(utf8Storage(of: table.key) == utf8Storage(of: read), "the table adopts the reader's string")
        // The other order.
        let declaredLiteral = "aKeyLongerThanFifteenBytesDeclaredFirst"
        let declared = registry.number(of: declaredLiteral, declared: true)
        let readLater = registry.number(of: String(decoding: Array(declaredLiteral.utf8), as: UTF8.self), declared: false)
        #expect(readLater.id == declared.id)
        #expect(utf8Storage(of: readLater.key) == utf8Storage(of: declaredLiteral), "the reader gets the table's string")
    }

    /// Keys are numbered by their bytes: canonically equivalent spellings (equal `String`s) are
    /// two keys with two numbers, each handed back with its own bytes.
    @Test func canonicallyEquivalentSpellingsAreTwoKeys() {
        var registry = ArchiveKeyID.Registry()
        let composed = "caf\u{E9}KeyLongerThanFifteenBytes", decomposed = "cafe\u{301}KeyLongerThanFifteenBytes"
        let read = registry.number(of: composed, declared: false)
        let table = registry.number(of: decomposed, declared: true)
        #expect(Array(read.key.utf8) == Array(composed.utf8))
        #expect(Array(table.key.utf8) == Array(decomposed.utf8))
        #expect(Array(registry.number(of: composed, declared: false).key.utf8) == Array(composed.utf8))
        #expect(composed == decomposed, "Swift's String equality is canonical equivalence")
        #expect(read.id != table.id)
        #expect(registry.number(of: decomposed, declared: false).id == table.id)
    }

    @Test func byteKeysAndHasSameBytesTellSpellingsApart() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(!composed.hasSameBytes(as: decomposed))
        #expect(composed.hasSameBytes(as: String(decoding: Array(composed.utf8), as: UTF8.self)))
        let long = String(repeating: "k", count: 40)
        #expect(long.hasSameBytes(as: String(decoding: Array(long.utf8), as: UTF8.self)), "another storage, same bytes")
        #expect(!long.hasSameBytes(as: long + "x"))
        #expect(Set([ByteKey(composed), ByteKey(decomposed), ByteKey(composed)]).count == 2)
        // The Kelvin sign is canonically equivalent to a capital K.
        #expect("\u{212A}ind" == "Kind" && !"\u{212A}ind".hasSameBytes(as: "Kind"))
    }
}
