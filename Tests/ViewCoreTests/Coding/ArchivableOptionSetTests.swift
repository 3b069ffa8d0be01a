import PropertyBased
import Testing
import ViewCore

@Suite("ArchivableOptionSet")
struct ArchivableOptionSetTests {
    static let masks = Gen.int(in: 0...63).map { View.AutoresizingMask(rawValue: UInt($0)) }
    static let spaces = Gen.int(in: 1...3).array(of: 7)

    @Test func everySetReadsBackFromItsNamesHoweverTheyAreSpaced() async {
        await propertyCheck(count: 200, input: Self.masks, Self.spaces) { mask, spaces in
            #expect(View.AutoresizingMask(codingValue: mask.codingValue) == mask)
            let spaced = zip(mask.memberNames, spaces).map { String(repeating: " ", count: $1) + $0 }.joined()
            #expect(View.AutoresizingMask(codingValue: .string(spaced + "  ")) == mask)
        }
    }

    /// The remembered text is matched by its bytes: `"cafe\u{301}"` equals `"caf\u{E9}"` as a
    /// `String` (canonical equivalence), but only the second is a member's name.
    @Test func theRememberedTextMatchesByBytes() {
        #expect(Drinks(codingValue: .string("caf\u{E9}")) == .coffee)
        #expect("cafe\u{301}" == "caf\u{E9}", "the premise: String equality is canonical")
        #expect(Drinks(codingValue: .string("cafe\u{301}")) == nil)
    }

    @Test func anUnknownOrPartialNameIsRefused() {
        #expect(View.AutoresizingMask(codingValue: .string("flexibleWidth flexibleHeigh")) == nil)
        #expect(View.AutoresizingMask(codingValue: .string("flexibleWidthflexibleHeight")) == nil)
        #expect(View.AutoresizingMask(codingValue: .string("FlexibleWidth")) == nil)
        #expect(View.AutoresizingMask(codingValue: .integer(2)) == nil)
        #expect(View.AutoresizingMask(codingValue: .string("")) == [])
    }
}

/// An option set whose member name is not ASCII.
private struct Drinks: ArchivableOptionSet {
    let rawValue: Int
    static let coffee = Drinks(rawValue: 1)
    static let tea = Drinks(rawValue: 2)
    static var named: [(name: String, member: Drinks)] { [("caf\u{E9}", .coffee), ("tea", .tea)] }
}
