import Foundation
import NibArchive
import PropertyBased
import Testing

/// Reading and writing `.strings` tables: ibtool's layout, escapes, encodings, located errors.
@Suite struct StringsTableTests {
    static let sample = StringsTable(entries: [
        .init(
            key: "abc-de-fgh.text", value: "Say \"hi\"\n\tand\\go",
            comment: "Class = \"UILabel\"; text = \"x\"; ObjectID = \"abc-de-fgh\";"),
        .init(key: "xyz.title", value: "Größe 日本", comment: "Class = \"UIButton\";"),
    ])

    @Test func writesIbtoolsLayout() {
        #expect(
            Self.sample.text == """

                /* Class = "UILabel"; text = "x"; ObjectID = "abc-de-fgh"; */
                "abc-de-fgh.text" = "Say \\"hi\\"\\n\\tand\\\\go";

                /* Class = "UIButton"; */
                "xyz.title" = "Größe 日本";

                """)
    }

    @Test func utf16HasALittleEndianByteOrderMarkAndUTF8None() {
        let utf16 = [UInt8](Self.sample.data(encoding: .utf16))
        #expect(Array(utf16.prefix(4)) == [0xFF, 0xFE, 0x0A, 0x00])
        #expect(utf16.count == 2 + Self.sample.text.utf16.count * 2)
        let utf8 = [UInt8](Self.sample.data(encoding: .utf8))
        #expect(utf8 == Array(Self.sample.text.utf8))
    }

    @Test(arguments: [StringsEncoding.utf16, .utf8])
    func readsWhatItWrites(_ encoding: StringsEncoding) throws {
        let read = try StringsTable(data: Self.sample.data(encoding: encoding))
        #expect(read.entries.map(\.key) == Self.sample.entries.map(\.key))
        #expect(read.entries.map(\.value) == Self.sample.entries.map(\.value))
        #expect(read.entries.map(\.comment) == Self.sample.entries.map(\.comment))
        #expect(read.encoding == encoding)
        #expect(read.entries.map(\.location.line) == [3, 6])
    }

    @Test func readsBigEndianUTF16AndAUTF8ByteOrderMark() throws {
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in "\"a\" = \"é\";".utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try StringsTable(data: Data(bigEndian))["a"] == "é")
        #expect(try StringsTable(data: Data([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)))["a"] == "b")
    }

    @Test func readsTheOldPropertyListForms() throws {
        let table = try StringsTable(
            data: Data(
                """
                // a line comment
                key = value; "alone"; /* first */ /* second */ "q" = "\\U00e9\\101\\'";
                "cont" = "a\\
                b";
                """.utf8))
        #expect(table.entries.map(\.key) == ["key", "alone", "q", "cont"])
        #expect(table["key"] == "value")
        #expect(table["alone"] == "alone")
        #expect(table["q"] == "éA'")
        #expect(table["cont"] == "a\nb")
        #expect(table.entries[2].comment == "second")
        #expect(table.entries[0].comment == nil)
    }

    @Test func theLastOfTwoEntriesWins() throws {
        let table = try StringsTable(data: Data("\"a\" = \"1\";\n\"a\" = \"2\";".utf8))
        #expect(table.entries.count == 2)
        #expect(table["a"] == "2")
        #expect(table.values == ["a": "2"])
    }

    @Test func readsABinaryPropertyList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b.title": "Titre", "a.text": ""], format: .binary, options: 0)
        let table = try StringsTable(data: data)
        #expect(table.encoding == .binaryPropertyList)
        #expect(table.entries.map(\.key) == ["a.text", "b.title"])
        #expect(table["a.text"] == "")
    }

    /// Each malformed table, its code, line and column.
    static let malformed: [(String, String, Int, Int)] = [
        ("\"a\" = \"b\";\n\"c\" = \"d", "NIB0701", 2, 7),
        ("\"a\" = \"b\";\n/* open", "NIB0701", 2, 1),
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "NIB0701", 2, 1),
        ("\"a\" = ;", "NIB0701", 1, 7),
        ("\"a\" = \"b\\q\";", "NIB0702", 1, 10),
        ("\"a\" = \"\\U12\";", "NIB0702", 1, 9),
        ("\"a\" = \"\\UD800\";", "NIB0702", 1, 9),
        ("= \"b\";", "NIB0701", 1, 1),
        ("\"é\" = \"b\" x", "NIB0701", 1, 12),
    ]

    @Test(arguments: 0..<malformed.count)
    func malformedTablesAreLocated(_ index: Int) {
        let (text, code, line, column) = Self.malformed[index]
        #expect {
            try StringsTable(data: Data(text.utf8), file: "t.strings")
        } throws: { error in
            guard let error = error as? ArchiveReadError else { return false }
            return error.code.rawValue == code && error.line == line && error.column == column
                && error.diagnostics.first?.file == "t.strings"
        }
    }

    @Test func invalidEncodingsAreLocated() {
        func failure(_ bytes: [UInt8]) -> ArchiveReadError? {
            do {
                _ = try StringsTable(data: Data(bytes))
                return nil
            } catch { return error }
        }
        // Invalid UTF-8 on line 2, after 3 bytes.
        let utf8 = failure(Array("\"a\" = \"b\";\n\"c".utf8) + [0xFF])
        #expect(utf8?.code.rawValue == "NIB0703" && utf8?.line == 2 && utf8?.column == 3)
        // An unpaired surrogate in UTF-16.
        let surrogate = failure([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00])
        #expect(surrogate?.code.rawValue == "NIB0703" && surrogate?.line == 1 && surrogate?.column == 2)
        // An odd number of bytes after the mark.
        #expect(failure([0xFF, 0xFE, 0x22])?.code.rawValue == "NIB0703")
        #expect(failure(Array("bplist00xx".utf8))?.code.rawValue == "NIB0703")
    }

    @Test func aTableOverTheLimitIsRefused() {
        var limits = ReaderLimits()
        limits.maxBytes = 10
        #expect(throws: ArchiveReadError.self) { try StringsTable(data: Data(count: 11), limits: limits) }
    }

    @Test func twoHundredThousandKeysRead() throws {
        var text = ""
        text.reserveCapacity(6_000_000)
        for index in 0..<200_000 { text += "\"k\(index)\" = \"v\";\n" }
        let clock = ContinuousClock()
        let start = clock.now
        let table = try StringsTable(data: Data(text.utf8))
        #expect(table.entries.count == 200_000)
        #expect(clock.now - start < .seconds(60))
        // An unterminated string at the end of a huge table is found, and where.
        #expect {
            try StringsTable(data: Data((text + "\"open").utf8))
        } throws: { ($0 as? ArchiveReadError)?.line == 200_001 }
    }

    static let texts = Gen.character(in: "\u{01}"..."\u{2FF}").string(of: 0...12)

    @Test func anyKeysAndValuesRoundTrip() async {
        await propertyCheck(count: 300, input: zip(Self.texts.array(of: 0...6), Self.texts.array(of: 0...6))) {
            keys, values in
            let table = StringsTable(
                entries: zip(keys, values).map {
                    StringsTable.Entry(key: $0, value: $1, comment: "c = \"\(StringsTable.escaped($0))\";")
                })
            for encoding in [StringsEncoding.utf16, .utf8] {
                let read = try StringsTable(data: table.data(encoding: encoding))
                #expect(read.entries.map(\.key) == table.entries.map(\.key))
                #expect(read.entries.map(\.value) == table.entries.map(\.value))
            }
        }
    }
}
