import Foundation
import NibArchive
import Testing
import ViewCore

/// Unit tests of the readers and writers beyond round trips: sniffing, number lexemes,
/// escapes, exact locations in long files, limits, and concurrent use.
@Suite struct ArchiveReaderTests {
    func json(_ text: String) throws -> ArchiveDocument { try JSONArchiveReader().read(Data(text.utf8)) }

    func values(_ members: String) throws -> [ArchiveEntry] {
        let document = try json(
            """
            {"version": "1.0", "objects": [{"type": "object", "class": "View", "id": "v1", "values": {\(members)}}]}
            """)
        return try #require(document.objects.first).entries
    }

    @Test func sniffsTheFormat() {
        #expect(ArchiveFormat(sniffing: Data("  \n<?xml".utf8)) == .xml)
        #expect(ArchiveFormat(sniffing: Data("\u{FEFF}{}".utf8)) == .json)
        #expect(ArchiveFormat(sniffing: Data("\t{".utf8)) == .json)
        #expect(ArchiveFormat(sniffing: Data("[1]".utf8)) == nil)
        #expect(ArchiveFormat(sniffing: Data()) == nil)
        #expect(ArchiveFormat(pathExtension: "JSON") == .json)
        #expect(ArchiveFormat(pathExtension: ".xml") == .xml)
        #expect(ArchiveFormat(path: "/a.b/Main.xml") == .xml)
        #expect(ArchiveFormat(path: "/a.json/Main") == nil)
    }

    @Test func jsonNumberLexemesKeepTheirType() throws {
        let entries = try values(#""a": 3, "b": 3.0, "c": 3e0, "d": -0.0, "e": -9223372036854775808, "f": 1E+2"#)
        #expect(
            entries.map(\.value) == [
                .value(.integer(3)), .value(.real(3)), .value(.real(3)), .value(.real(-0.0)),
                .value(.integer(Int.min)), .value(.real(100)),
            ])
        if case .value(.real(let zero)) = entries[3].value { #expect(zero.sign == .minus) }
    }

    @Test func jsonStringEscapes() throws {
        let entries = try values(#""s": "\"\\\/\b\f\n\r\t\u0000\u00e9\ud83d\ude00x""#)
        #expect(entries.first?.value == .value(.string("\"\\/\u{8}\u{C}\n\r\t\u{0}é😀x")))
    }

    /// The string scanner reads four plain bytes a turn: whatever stops it (a quote, an escape,
    /// UTF-8, a control character) is found at every offset, in strings of every short length.
    @Test func jsonStringsAreScannedExactlyAtEveryOffset() throws {
        let specials: [(spelled: String, text: String?)] = [
            (#"\""#, "\""), (#"\\"#, "\\"), ("é", "é"), ("😀", "😀"), ("\u{01}", nil),
        ]
        for length in 0..<12 {
            for position in 0...length {
                for special in specials {
                    let before = String(repeating: "a", count: position)
                    let after = String(repeating: "b", count: length - position)
                    let members = "\"s\": \"\(before)\(special.spelled)\(after)\""
                    if let text = special.text {
                        #expect(
                            try values(members).first?.value == .value(.string(before + text + after)), "\(members)")
                    } else {
                        #expect(throws: ArchiveReadError.self, "\(members)") { try values(members) }
                    }
                }
            }
        }
    }

    /// Indentation of every length, ending in anything, before values and at the end of the
    /// input, leaves values and locations as they are.
    @Test func jsonIndentationOfEveryLengthIsSkipped() throws {
        for width in 0..<20 {
            let pad = String(repeating: " ", count: width)
            let text =
                "{\(pad)\"version\":\(pad)\"1.0\",\n\(pad)\"objects\": [\(pad){\"type\": \"object\", \"class\": \"View\", "
                + "\"id\": \"v1\", \"values\": {\n\(pad)\"t\":\(pad)\t7\(pad)}}]\(pad)}\(pad)\n\(pad)"
            let document = try JSONArchiveReader().read(Data(text.utf8))
            let entry = try #require(document.objects.first?.entries.first)
            #expect(entry.value == .value(.integer(7)))
            #expect(entry.location == SourceLocation(line: 3, column: width + 1))
        }
    }

    /// Member names of one length that differ in a single byte are told apart; the same name
    /// twice is not.
    @Test func jsonMemberNamesOfOneLengthAreComparedByteByByte() throws {
        let names = (0..<10).map { "name\($0)" }
        let distinct = try values(names.map { "\"\($0)\": 1" }.joined(separator: ", "))
        #expect(distinct.map(\.key) == names)
        #expect(throws: ArchiveReadError.self) { try values(#""name1": 1, "name2": 2, "name1": 3"#) }
    }

    /// Member names are compared as text, whether spelled plainly or with escapes, in small
    /// objects (compared in place) and large ones (compared through a set).
    @Test(arguments: [0, 20])
    func jsonDuplicateMembersAreFoundThroughEscapes(_ padding: Int) throws {
        let filler = (0..<padding).map { "\"k\($0)\": \($0), " }.joined()
        for (first, second) in [(#""ab""#, #""a\u0062""#), (#""a\u0062""#, #""ab""#), (#""ab""#, #""ab""#)] {
            #expect {
                try values(filler + "\(first): 1, \(second): 2")
            } throws: { error in
                (error as? ArchiveReadError)?.diagnostics.first?.code == .duplicateMember
                    && "\(error)".contains(#"member "ab" appears twice"#)
            }
        }
        let distinct = try values(filler + #""ab": 1, "a\u0063": 2"#)
        #expect(distinct.suffix(2).map { $0.key } == ["ab", "ac"])
    }

    /// Escaped member names still name fields: `"\u0074ype"` is `"type"`.
    @Test func jsonEscapedFieldNamesAreRead() throws {
        let entries = try values(#""frame": {"\u0074ype": "rect", "x": 1, "y": 2, "w\u0069dth": 3, "height": 4}"#)
        #expect(entries.map(\.value) == [.value(.rect(CGRect(x: 1, y: 2, width: 3, height: 4)))])
    }

    /// Ids are checked across a whole file: the reader's table grows past its first size
    /// and still finds the first declaration.
    @Test(arguments: ArchiveFormat.allCases)
    func duplicateIDsAreFoundAmongMany(_ format: ArchiveFormat) throws {
        let root = View()
        for _ in 0..<300 { root.addSubview(View()) }
        let document = KeyedArchiver.archivedDocument(withRootObjects: [root])
        var duplicated = document
        let last = try #require(document.objects.first?.entries.first { $0.key == "subviews" })
        guard case .array(let items) = last.value, case .object(let first) = items.first,
            case .object(let final) = items.last
        else {
            Issue.record("expected subviews")
            return
        }
        final.id = first.id
        duplicated.objects = document.objects
        let text = duplicated.data(format: format)
        #expect {
            try ArchiveDocument(data: text, format: format)
        } throws: { error in
            let diagnostics = (error as? ArchiveReadError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].code == .duplicateID
                && diagnostics[0].message.hasPrefix("id '\(first.id)' is already used at ")
        }
    }

    /// Locations keep 32 bits per field: values past that are clamped, not wrapped.
    @Test func sourceLocationsClampToTheirRange() {
        var location = SourceLocation(line: -3, column: Int(UInt32.max) + 5)
        #expect(location.line == 0 && location.column == Int(UInt32.max))
        location.line = 70_000
        location.column = 12
        #expect(location == SourceLocation(line: 70_000, column: 12) && location.description == "70000:12")
    }

    @Test func realsAreWrittenCanonically() {
        let object = ArchiveObject(
            className: "V", id: "v",
            entries: [
                ArchiveEntry(key: "one", value: .value(.real(1))),
                ArchiveEntry(key: "small", value: .value(.real(1e-5))),
                ArchiveEntry(key: "frame", value: .value(.rect(CGRect(x: 0, y: 0.5, width: 320, height: 1e16)))),
            ])
        let document = ArchiveDocument(objects: [object])
        let xml = String(decoding: document.data(format: .xml), as: UTF8.self)
        let json = String(decoding: document.data(format: .json), as: UTF8.self)
        #expect(xml.contains(#"<real key="one" value="1"/>"#))
        #expect(xml.contains(#"<real key="small" value="1e-05"/>"#))
        #expect(xml.contains(#"<rect key="frame" x="0" y="0.5" width="320" height="1e+16"/>"#))
        #expect(json.contains(#""one": 1.0,"#))
        #expect(json.contains(#""small": 1e-05,"#))
        #expect(json.contains(#""width": 320,"#))
    }

    /// Reals are laid out as Python's `repr` lays them out (positional below 1e16).
    @Test func realsNear2To53AreLaidOutLikePython() throws {
        let cases: [(Double, String)] = [
            (9.5e15, "9500000000000000.0"), (-9_007_199_254_740_992, "-9007199254740992.0"), (1e16, "1e+16"),
            (9_999_999_999_999_998, "9999999999999998.0"), (1e15, "1000000000000000.0"), (1e-5, "1e-05"),
        ]
        for (value, text) in cases {
            let object = ArchiveObject(
                className: "V", id: "v", entries: [ArchiveEntry(key: "r", value: .value(.real(value)))])
            let json = ArchiveDocument(objects: [object]).data(format: .json)
            #expect(String(decoding: json, as: UTF8.self).contains("\"r\": \(text)\n"))
            #expect(try ArchiveDocument(data: json).objects.first?.entries.first?.value == .value(.real(value)))
        }
    }

    /// libxml2's tree stops counting at 65,535; our locations do not.
    @Test(arguments: ArchiveFormat.allCases)
    func locationsAreExactPastLine65535(_ format: ArchiveFormat) throws {
        let object = ArchiveObject(
            className: "View", id: "v1",
            entries: (0..<70_000).map {
                ArchiveEntry(key: "k\($0)", value: .value(.integer($0)))
            })
        let data = ArchiveDocument(objects: [object]).data(format: format)
        let read = try ArchiveDocument(data: data, format: format)
        let last = try #require(read.objects.first?.entries.last)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLine = try #require(lines.lastIndex { $0.contains("\"k69999\"") }) + 1
        #expect(expectedLine > 65_535)
        #expect(last.location.line == expectedLine)
        #expect(last.location.column == (format == .xml ? 7 : 9))
    }

    /// Every entry's location, whatever the distance from the one before: values that span one
    /// line, a few, or thousands (a long array) come in a mixed order.
    @Test(arguments: ArchiveFormat.allCases)
    func everyLocationIsExactWhateverTheGapBetweenEntries(_ format: ArchiveFormat) throws {
        let values: [ArchiveValue] = [
            .value(.integer(1)), .value(.rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
            .array((0..<3000).map { .value(.integer($0)) }), .value(.string("s")),
            .array((0..<5).map { .value(.integer($0)) }), .value(.color(Color(white: 0.5, alpha: 1))),
        ]
        let entries = (0..<60).map { ArchiveEntry(key: "k\($0)", value: values[($0 * 7) % values.count]) }
        let data = ArchiveDocument(objects: [ArchiveObject(className: "View", id: "v1", entries: entries)]).data(
            format: format)
        let read = try #require(ArchiveDocument(data: data, format: format).objects.first)
        #expect(
            read.entries.map(\.value) == entries.map(\.value), "a dense array grows the JSON tape past its first size")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for entry in read.entries {
            let spelled = format == .xml ? "key=\"\(entry.key)\"" : "\"\(entry.key)\":"
            let expected = try #require(lines.firstIndex { $0.contains(spelled) }) + 1
            #expect(entry.location.line == expected, "\(entry.key)")
        }
    }

    /// A tag's location is right whatever comes before it: indentation, nothing (tags side by
    /// side), a comment, an instruction, or CDATA.
    @Test func xmlTagLocationsAfterAnythingBeforeThem() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="v1"><bool key="a" value="maybe"/><!-- c --><bool key="b" value="maybe"/>
                  <?pi x?><bool key="c" value="maybe"/><![CDATA[ ]]><bool key="d" value="maybe"/>
                  <!-- d --><bool key="e" value="maybe"/></object>
              </objects>
            </archive>
            """
        #expect {
            try ArchiveDocument(data: Data(text.utf8), format: .xml)
        } throws: { error in
            let found = (error as? ArchiveReadError)?.diagnostics.map { "\($0.line):\($0.column)" } ?? []
            return found == ["4:34", "4:73", "5:15", "5:57", "6:17"]
        }
    }

    @Test func limitsCanBeRaised() throws {
        var limits = ReaderLimits()
        limits.maxObjects = 2
        let objects = (0..<3).map { ArchiveObject(className: "View", id: "v\($0)") }
        for format in ArchiveFormat.allCases {
            let data = ArchiveDocument(objects: objects).data(format: format)
            #expect(throws: ArchiveReadError.self) { try ArchiveDocument(data: data, limits: limits) }
            limits.maxObjects = 3
            #expect(try ArchiveDocument(data: data, limits: limits).objects.count == 3)
            limits.maxObjects = 2
        }
    }

    @Test func depthAtTheLimitIsAccepted() throws {
        var value = ArchiveValue.array([])
        for _ in 0..<20 { value = .array([value]) }
        let document = ArchiveDocument(objects: [
            ArchiveObject(className: "View", id: "v", entries: [ArchiveEntry(key: "a", value: value)])
        ])
        for format in ArchiveFormat.allCases {
            let data = document.data(format: format)
            // archive > objects > object > 21 arrays; JSON counts as XML does (not its `values`), so
            // what one spelling reads the other does too.
            let needed = 24
            var limits = ReaderLimits()
            limits.maxDepth = needed
            #expect(try ArchiveDocument(data: data, limits: limits) == document)
            limits.maxDepth = needed - 1
            #expect(throws: ArchiveReadError.self) { try ArchiveDocument(data: data, limits: limits) }
        }
    }

    @Test func valuesTakeNoChildren() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="v1">
                  <rect key="frame" x="0" y="0" width="1" height="1"><point x="1" y="2"><nil/></point></rect>
                  <integer key="tag" value="1">7</integer>
                </object>
              </objects>
            </archive>
            """
        let error = try #require(throws: ArchiveReadError.self) {
            try ArchiveDocument(data: Data(xml.utf8), file: "a.xml")
        }
        #expect(
            error.description == """
                a.xml:5:58: error: <rect> takes no child elements, found <point> [NIB0203]
                a.xml:6:35: error: unexpected text in <integer>; archives hold values in attributes [NIB0211]
                """)
    }

    @Test func olderVersionsAreRead() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><archive version="0.9"><objects/></archive>"#
        #expect(try ArchiveDocument(data: Data(xml.utf8)).version == ArchiveVersion(major: 0, minor: 9))
        #expect(try json(#"{"version": "1.7", "objects": []}"#).version == ArchiveVersion(major: 1, minor: 7))
    }

    /// Each parse has its own error handler: concurrent reads report their own errors.
    @Test func concurrentReadsKeepTheirOwnErrors() async throws {
        let good = ArchiveDocument(objects: [ArchiveObject(className: "View", id: "v1")]).data(format: .xml)
        let bad = Data("<?xml version=\"1.0\"?>\n<archive version=\"1.0\">\n  <objects>\n</archive>\n".utf8)
        let results = await withTaskGroup(of: (Bool, String?).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let isBad = index % 2 == 0
                    do {
                        _ = try XMLArchiveReader().read(isBad ? bad : good)
                        return (isBad, nil)
                    } catch {
                        return (isBad, "\(error)")
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for (isBad, error) in results {
            if isBad {
                #expect(error == "4:11: error: Opening and ending tag mismatch: objects line 3 and archive [NIB0101]")
            } else {
                #expect(error == nil)
            }
        }
    }
}
