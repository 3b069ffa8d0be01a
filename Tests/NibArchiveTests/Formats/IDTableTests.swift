import Foundation
@testable import NibArchive
import Testing

/// `IDTable` checks declared ids in batches; the readers check before every other diagnostic,
/// so an id used twice is still reported in file order among the rest.
@Suite struct IDTableTests {
    static func at(_ line: Int) -> NibArchive.SourceLocation { NibArchive.SourceLocation(line: line, column: 1) }

    @Test func aBatchReportsEachRepeatWithItsFirstDeclaration() {
        var table = IDTable()
        for (line, id) in ["a", "b", "a", "c", "a", "b"].enumerated() { table.declare(id, at: Self.at(line + 1)) }
        #expect(table.checkDeclared() == [
            IDTable.Duplicate(id: "a", location: Self.at(3), first: Self.at(1)),
            IDTable.Duplicate(id: "a", location: Self.at(5), first: Self.at(1)),
            IDTable.Duplicate(id: "b", location: Self.at(6), first: Self.at(2)),
        ])
        #expect(table.checkDeclared().isEmpty)
    }

    /// Once checked, the table finds the object that declared an id, past growing, with
    /// canonically equivalent spellings as one id; placeholders' ids and unknown ids find none.
    @Test func checkedIDsFindTheObjectsThatDeclaredThem() {
        var table = IDTable(capacity: 2)
        let nodes = (0..<1_000).map { ArchiveObject(className: "View", id: "v\($0)") }
        table.declare("owner", at: Self.at(1))
        for (index, node) in nodes.enumerated() { table.declare(node.id, at: Self.at(index + 2), node: node) }
        let accented = ArchiveObject(className: "View", id: "caf\u{E9}")
        table.declare(accented.id, at: Self.at(2_000), node: accented)
        #expect(!table.isChecked)
        #expect(table.checkDeclared().isEmpty)
        #expect(table.isChecked)
        #expect(nodes.allSatisfy { table.node(for: $0.id) === $0 })
        #expect(table.node(for: "cafe\u{301}") === accented)
        #expect(table.node(for: "owner") == nil)
        #expect(table.node(for: "v1000") == nil)
    }

    @Test func idsCheckedInAnEarlierBatchStayKnown() {
        var table = IDTable()
        table.declare("a", at: Self.at(1))
        #expect(table.checkDeclared().isEmpty)
        table.declare("b", at: Self.at(2))
        table.declare("a", at: Self.at(3))
        #expect(table.checkDeclared() == [IDTable.Duplicate(id: "a", location: Self.at(3), first: Self.at(1))])
    }

    /// Growing rehashes first declarations only: every repeat still names the first, past
    /// several doublings, whether the repeats are checked in one batch or in many.
    @Test(arguments: [1, 7, 100_000])
    func growingKeepsFirstDeclarations(batch: Int) {
        var table = IDTable(capacity: 4)
        var found: [IDTable.Duplicate] = []
        var expected: [IDTable.Duplicate] = []
        for index in 0..<10_000 {
            table.declare("v\(index)", at: Self.at(2 * index + 1))
            table.declare("v\(index / 2)", at: Self.at(2 * index + 2))
            expected.append(IDTable.Duplicate(id: "v\(index / 2)", location: Self.at(2 * index + 2), first: Self.at(2 * (index / 2) + 1)))
            if index % batch == 0 { found += table.checkDeclared() }
        }
        found += table.checkDeclared()
        #expect(found == expected)
    }

    @Test func canonicallyEquivalentIDsAreOneID() {
        var table = IDTable()
        table.declare("caf\u{E9}", at: Self.at(1))
        table.declare("cafe\u{301}", at: Self.at(2))
        table.declare("caf\u{E8}", at: Self.at(3))
        #expect(table.checkDeclared().map(\.location) == [Self.at(2)])
    }

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive version="1.0">
          <objects>
            <object class="View" id="a"/>
            <object class="View" id="a"/>
            <object class="View" id="b">
              <bogus key="x"/>
            </object>
            <object class="View" id="b"/>
          </objects>
        </archive>

        """

    static let json = """
        {
          "version": "1.0",
          "objects": [
            {"type": "object", "class": "View", "id": "a"},
            {"type": "object", "class": "View", "id": "a"},
            {"type": "object", "class": "View", "id": "b", "values": {
              "x": {"type": "bogus"}
            }},
            {"type": "object", "class": "View", "id": "b"}
          ]
        }

        """

    static func text(_ format: ArchiveFormat) -> Data { Data((format == .xml ? xml : json).utf8) }

    /// The repeat of `a` comes before the bad value and is reported first; the repeat of `b`
    /// comes after it.
    @Test(arguments: ArchiveFormat.allCases)
    func repeatedIDsAreReportedInFileOrderAmongOtherErrors(_ format: ArchiveFormat) throws {
        let error = try #require(throws: ArchiveReadError.self) { try ArchiveDocument(data: Self.text(format), format: format) }
        #expect(error.diagnostics.map(\.code) == [.duplicateID, .unexpectedElement, .duplicateID])
        #expect(error.diagnostics.map(\.line) == [5, 7, 9])
    }

    /// With room for one diagnostic, reading stops at the first repeat, as it would had the id
    /// been looked up at once.
    @Test(arguments: ArchiveFormat.allCases)
    func theDiagnosticLimitCountsRepeatedIDsInFileOrder(_ format: ArchiveFormat) throws {
        var limits = ReaderLimits.default
        limits.maxDiagnostics = 1
        let error = try #require(throws: ArchiveReadError.self) {
            try ArchiveDocument(data: Self.text(format), format: format, limits: limits)
        }
        #expect(error.diagnostics.map(\.code) == [.duplicateID])
        #expect(error.diagnostics.map(\.line) == [5])
    }

    /// An XML syntax error ends reading; the repeat and the bad value before it are still
    /// reported, in file order.
    @Test func aRepeatedIDBeforeAnXMLSyntaxErrorIsReported() throws {
        let text = Self.xml.replacingOccurrences(of: "<bogus key=\"x\"/>", with: "<bogus key=\"x\">")
        let error = try #require(throws: ArchiveReadError.self) { try ArchiveDocument(data: Data(text.utf8), format: .xml) }
        #expect(error.diagnostics.map(\.code) == [.duplicateID, .unexpectedElement, .malformedXML])
        #expect(error.diagnostics.map(\.line) == [5, 7, 8])
    }
}
