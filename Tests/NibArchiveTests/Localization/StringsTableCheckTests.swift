import Foundation
import NibArchive
import Testing

/// `StringsTableCheck`: the warnings `nibc validate` gives a translated table, at their lines.
@Suite struct StringsTableCheckTests {
    static let xib = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <label text="%1$@ has %2$d items" userLabel="Count" id="count"/>
                <label text="Plain" id="plain"/>
            </objects>
        </document>
        """.utf8)

    static func findings(_ table: String) throws -> [String] {
        let check = try XcodeDocumentReader().stringsTableCheck(xib)
        return check.check(try StringsTable(data: Data(table.utf8)), file: "fr.strings").map {
            "\($0.code) \($0.line):\($0.column) \($0.severity)"
        }
    }

    @Test func aGoodTableHasNoFindings() throws {
        // Numbered specifiers may change places; %% is no specifier.
        #expect(
            try Self.findings(#""count.text" = "%2$d éléments pour %1$@";"# + "\n\"plain.text\" = \"100%%\";").isEmpty)
    }

    @Test func staleDuplicateUnlocalizableAndSpecifierFindingsAreWarningsAtTheirLines() throws {
        let table = """
            "count.text" = "%d éléments";
            "plain.text" = "Simple";
            "gone.text" = "Parti";
            "plain.text" = "Encore";
            "count.userLabel" = "Compte";
            """
        #expect(
            try Self.findings(table) == [
                "NIB0707 1:1 warning", "NIB0704 3:1 warning", "NIB0705 4:1 warning", "NIB0706 5:1 warning",
            ])
    }
}
