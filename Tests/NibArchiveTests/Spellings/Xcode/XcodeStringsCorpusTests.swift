import Foundation
import NibArchive
import TestSupport
import Testing

/// Export against the tables ibtool made (`StringsCorpus`): the untouched, untranslated tables
/// byte for byte (re-encoded as the committed copy is), every table key for key, except the
/// keys a table still holds for objects no longer in the file, which are counted.
@Suite(.enabled(if: StringsCorpus.isAvailable, StringsCorpus.skipReason))
struct XcodeStringsCorpusTests {
    /// Groups whose committed tables are ibtool's output as written (README of the corpus):
    /// the others were re-sorted, re-encoded or pruned by other tools.
    static let untouchedGroups: Set<String> = [
        "FlineDev__BartyCrouch__Example--iOS", "FlineDev__BartyCrouch__Example--macOS",
        "hackiftekhar__IQKeyboardManager__Settings", "mac-cain13__R.swift__MyStoryboard",
        "sparkle-project__Sparkle__SUUpdatePermissionPrompt--3038218",
    ]

    /// The comparison of one table with the export of its file.
    struct Comparison {
        var untranslated: Bool
        var byteIdentical: Bool
        var missing: Set<String>
        var extra: Set<String>
        var stale: Set<String>
    }

    static func compare(_ group: StringsCorpus.Group, _ table: URL) throws -> Comparison {
        let reader = XcodeDocumentReader()
        let source = try Data(contentsOf: group.file)
        let exported = try reader.stringsTable(source, file: group.file.path)
        let committedData = try Data(contentsOf: table)
        let committed = try StringsTable(data: committedData, file: table.path)
        let ids = Self.idsInFile(source)
        let exportedKeys = Set(exported.entries.map(\.key))
        let committedKeys = Set(committed.entries.map(\.key))
        let stale = committedKeys.filter { !ids.contains(String($0.prefix { $0 != "." })) }
        let base = exported.values
        let untranslated = committed.entries.allSatisfy { base[$0.key] == $0.value }
        return Comparison(
            untranslated: untranslated,
            byteIdentical: exported.data(encoding: committed.encoding) == committedData,
            missing: exportedKeys.subtracting(committedKeys),
            extra: committedKeys.subtracting(exportedKeys).subtracting(stale),
            stale: stale)
    }

    /// Every `id="..."` of the file.
    static func idsInFile(_ data: Data) -> Set<String> {
        let text = String(decoding: data, as: UTF8.self)
        var ids: Set<String> = []
        var rest = text[...]
        while let range = rest.range(of: " id=\"") {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            ids.insert(String(after[..<end]))
            rest = after[end...]
        }
        return ids
    }

    @Test func everyTableHasTheExportedKeysAndUntouchedUntranslatedOnesItsBytes() throws {
        var identical = 0, keySetEqual = 0, staleCount = 0, tables = 0, untouchedUntranslated = 0
        for group in StringsCorpus.groups {
            for table in group.tables {
                tables += 1
                let comparison = try Self.compare(group, table)
                let name = "\(group.name)/\(table.deletingLastPathComponent().lastPathComponent)"
                #expect(
                    comparison.missing.isEmpty,
                    "\(name): keys exported but not in the table: \(comparison.missing.sorted())")
                #expect(
                    comparison.extra.isEmpty, "\(name): keys in the table not exported: \(comparison.extra.sorted())")
                if comparison.missing.isEmpty, comparison.extra.isEmpty { keySetEqual += 1 }
                staleCount += comparison.stale.count
                if comparison.byteIdentical { identical += 1 }
                if Self.untouchedGroups.contains(group.name), comparison.untranslated {
                    untouchedUntranslated += 1
                    #expect(
                        comparison.byteIdentical, "\(name): an untouched untranslated table differs from the export")
                }
            }
        }
        print(
            "strings corpus: \(tables) tables, \(keySetEqual) with the exported keys (stale keys: \(staleCount)), "
                + "\(identical) byte-identical, \(untouchedUntranslated) untouched and untranslated")
        #expect(tables > 0)
        // The two stale keys: MonitorControl's two tables name a text field cell the file no longer has.
        #expect(staleCount == 2)
        #expect(untouchedUntranslated >= 6)
    }

    @Test func commentsOfUntranslatedTablesAreIbtools() throws {
        for group in StringsCorpus.groups {
            let source = try Data(contentsOf: group.file)
            let exported = try XcodeDocumentReader().stringsTable(source, file: group.file.path)
            let comments = Dictionary(exported.entries.map { ($0.key, $0.comment) }, uniquingKeysWith: { $1 })
            for table in group.tables {
                let committed = try StringsTable(data: try Data(contentsOf: table), file: table.path)
                let base = exported.values
                guard committed.entries.allSatisfy({ base[$0.key] == $0.value }) else { continue }
                for entry in committed.entries where comments[entry.key] != nil {
                    #expect(comments[entry.key] == entry.comment, "\(group.name): \(entry.key)")
                }
            }
        }
    }
}
