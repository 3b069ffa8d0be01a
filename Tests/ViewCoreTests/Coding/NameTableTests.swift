import PropertyBased
import Testing
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
        // However many keys other tests registered before, this fills the readers' share.
        for number in 0..<ArchiveKeyID.capacity {
            _ = ArchiveKeyID.registering("archiveKeyIDTests.junk\(number)")
        }
        #expect(ArchiveKeyID.registering("archiveKeyIDTests.oneTooMany") == .unknown)
        let declared = ArchiveKeyID.declaring("archiveKeyIDTests.declaredLate")
        #expect(declared != .unknown)
        #expect(ArchiveKeyID.registering("archiveKeyIDTests.declaredLate") == declared, "a reader finds a declared key")
    }
}
