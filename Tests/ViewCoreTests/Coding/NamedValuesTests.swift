import Testing
@testable import ViewCore

/// The per-type tables behind `ArchivableOptionSet` and `ArchivableEnum` decoding. Tables
/// live as long as the process, so each test has types of its own.
struct NamedValuesTests {
    @Test func theFirstTextsDecodedAreRememberedAndLaterOnesStillDecode() {
        let texts = Letters.named.map(\.name)
        for (text, member) in zip(texts, Letters.named.map(\.member)) {
            #expect(Letters(codingValue: .string(text)) == member)
        }
        let table = Letters.table
        #expect(table.rememberedTexts == Array(texts.prefix(NamedValues<Letters>.rememberedCapacity)))
        for (text, member) in zip(texts, Letters.named.map(\.member)).reversed() {
            #expect(Letters(codingValue: .string(text)) == member, "\(text), decoded again")
        }
        #expect(table.rememberedValue(for: "a") == .a)
        #expect(table.rememberedValue(for: "j") == nil, "past the capacity")
    }

    @Test func aLongTextDecodesButIsNotRememberedNorATextTwice() {
        let long = String(repeating: "a ", count: NamedValues<Shapes>.rememberedLength) + "b"
        #expect(Shapes(codingValue: .string(long)) == [.a, .b])
        #expect(Shapes(codingValue: .string(long)) == [.a, .b])
        #expect(Shapes(codingValue: .string("b a")) == [.a, .b])
        // As when two threads miss the same text at once, and both remember it.
        Shapes.table.remember([.a, .b], decodedFrom: "b" + " a")
        #expect(Shapes.table.rememberedTexts == ["b a"])
    }

    /// Threads decoding at once fill the slots without losing or doubling one, and every
    /// text keeps its own value, remembered or not.
    @Test func threadsDecodingAtOnceRememberEachTextOnce() async {
        // Two spellings of most sets: remembered texts are matched by their bytes.
        let sets = (1..<16).map { Digits(rawValue: $0) }
        let texts = sets.map { $0.memberNames.joined(separator: " ") } + sets.map { $0.memberNames.reversed().joined(separator: "  ") }
        let expected = sets + sets
        await withTaskGroup(of: Bool.self) { group in
            for offset in 0..<8 {
                group.addTask {
                    var right = true
                    for step in 0..<400 {
                        let index = (step * 7 + offset) % texts.count
                        right = right && Digits(codingValue: .string(texts[index])) == expected[index]
                        right = right && Digits(codingValue: .string("one tw")) == nil
                    }
                    return right
                }
            }
            for await right in group { #expect(right) }
        }
        let remembered = Digits.table.rememberedTexts
        #expect(remembered.count == NamedValues<Digits>.rememberedCapacity)
        #expect(Set(remembered).count == remembered.count)
        for text in remembered {
            let index = texts.firstIndex(of: text)
            #expect(index.map { Digits.table.rememberedValue(for: text) == expected[$0] } == true, "\(text)")
        }
    }

    /// Threads asking for a type's table at once all get the one that stays.
    @Test func threadsAskingAtOnceGetTheSameTable() async {
        let tables = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 { group.addTask { ObjectIdentifier(Suits.table) } }
            return await group.reduce(into: Set()) { $0.insert($1) }
        }
        #expect(tables.count == 1)
        #expect(Suits(codingValue: .string("spades hearts")) == [.spades, .hearts])
    }

    @Test func enumsAndOptionSetsOfOneTypeGetTablesOfTheirOwn() {
        // A type no other test asks about: a table must hold the type's own values.
        struct Marker {}
        let members = NamedValues<Int>.table(for: Marker.self, .optionSetMembers) { [("x", 1)] }
        let cases = NamedValues<Int>.table(for: Marker.self, .enumCases) { [("y", 2)] }
        #expect(members !== cases)
        #expect(cases.value(named: "y") == 2 && cases.value(named: "x") == nil)
    }
}

/// Ten members, two more than a table remembers.
private struct Letters: ArchivableOptionSet, OptionSetOfNames {
    let rawValue: Int
    static let a = Letters(rawValue: 1 << 0), b = Letters(rawValue: 1 << 1), c = Letters(rawValue: 1 << 2)
    static let d = Letters(rawValue: 1 << 3), e = Letters(rawValue: 1 << 4), f = Letters(rawValue: 1 << 5)
    static let g = Letters(rawValue: 1 << 6), h = Letters(rawValue: 1 << 7), i = Letters(rawValue: 1 << 8)
    static let j = Letters(rawValue: 1 << 9)
    static var named: [(name: String, member: Letters)] {
        [("a", a), ("b", b), ("c", c), ("d", d), ("e", e), ("f", f), ("g", g), ("h", h), ("i", i), ("j", j)]
    }
}

private struct Shapes: ArchivableOptionSet, OptionSetOfNames {
    let rawValue: Int
    static let a = Shapes(rawValue: 1), b = Shapes(rawValue: 2)
    static var named: [(name: String, member: Shapes)] { [("a", a), ("b", b)] }
}

private struct Digits: ArchivableOptionSet, OptionSetOfNames {
    let rawValue: Int
    static var named: [(name: String, member: Digits)] {
        ["one", "two", "four", "eight"].enumerated().map { ($1, Digits(rawValue: 1 << $0)) }
    }
}

private struct Suits: ArchivableOptionSet, OptionSetOfNames {
    let rawValue: Int
    static let spades = Suits(rawValue: 1), hearts = Suits(rawValue: 2)
    static var named: [(name: String, member: Suits)] { [("spades", spades), ("hearts", hearts)] }
}

/// The table each test type decodes through.
private protocol OptionSetOfNames: ArchivableOptionSet {}

extension OptionSetOfNames {
    static var table: NamedValues<Self> {
        NamedValues<Self>.table(for: Self.self, .optionSetMembers) { named.map { ($0.name, $0.member) } }
    }
}
