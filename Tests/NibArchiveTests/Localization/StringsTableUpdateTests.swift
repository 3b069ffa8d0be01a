import Foundation
import NibArchive
import PropertyBased
import Testing

/// `StringsTable.updated(to:)`: random Base files and random edits of a translated table never
/// lose a translation whose key survives, and an updated table is up to date.
@Suite struct StringsTableUpdateTests {
    /// Keys drawn from a small pool, so tables and Base files share some and not others.
    static let keys = Gen.int(in: 0...30).map { "id\($0).text" }.array(of: 0...20)
    static let words = Gen.letterOrNumber.string(of: 0...6)

    static func base(_ keys: [String]) -> StringsTable {
        var seen: Set<String> = []
        return StringsTable(
            entries: keys.filter { seen.insert($0).inserted }.map {
                .init(
                    key: $0, value: "Base \($0)",
                    comment: "Class = \"UILabel\"; text = \"Base \($0)\"; ObjectID = \"x\";")
            })
    }

    @Test func randomEditsNeverLoseATranslationWhoseKeySurvives() async {
        await propertyCheck(count: 300, input: zip(Self.keys, Self.keys, Self.words.array(of: 0...20))) {
            baseKeys, tableKeys, translations in
            let base = Self.base(baseKeys)
            let table = StringsTable(
                entries: zip(tableKeys, translations + Array(repeating: "", count: tableKeys.count)).map {
                    .init(key: $0, value: $1, comment: "old")
                }, encoding: .utf8)
            let update = table.updated(to: base)
            let translated = table.values
            let result = update.table.values
            for key in base.entries.map(\.key) {
                #expect(result[key] == (translated[key] ?? "Base \(key)"))
            }
            #expect(Set(result.keys) == Set(base.entries.map(\.key)))
            #expect(Set(update.missing) == Set(base.entries.map(\.key)).subtracting(translated.keys))
            #expect(Set(update.stale) == Set(translated.keys).subtracting(base.entries.map(\.key)))
            #expect(update.table.encoding == .utf8)
            #expect(update.table.entries.map(\.comment) == base.entries.map(\.comment))
            // Up to date right after: another update changes nothing.
            let again = update.table.updated(to: base)
            #expect(again.missing.isEmpty && again.stale.isEmpty)
            #expect(again.table.data() == update.table.data())
            // Through the bytes too: what is written reads back to the same update.
            let read = try StringsTable(data: update.table.data())
            #expect(read.updated(to: base).table.data() == update.table.data())
        }
    }
}
