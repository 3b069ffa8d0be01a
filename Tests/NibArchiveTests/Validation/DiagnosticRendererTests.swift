import Foundation
import NibArchive
import Testing

@Suite struct DiagnosticRendererTests {
    let source = Data("line one\n\t<bad attr=\"é\" x=\"1\"/>\r\nthird\n".utf8)

    @Test func textQuotesTheLineAndPutsACaretUnderTheColumn() {
        let diagnostic = ArchiveDiagnostic(
            code: .unknownAttribute, message: "unknown attribute 'x' on <bad>", file: "F.xml", line: 2, column: 20)
        #expect(
            DiagnosticRenderer().text([diagnostic], source: source) == """
                F.xml:2:20: error: unknown attribute 'x' on <bad> [NIB0204]
                \t<bad attr="é" x="1"/>
                \t                 ^

                """)
    }

    @Test func withoutALineOnlyTheHeadingIsPrinted() {
        let diagnostic = ArchiveDiagnostic(
            code: .newerMinorVersion, message: "newer", file: "F.xml", severity: .warning)
        #expect(DiagnosticRenderer().text([diagnostic], source: source) == "F.xml: warning: newer [NIB0508]\n")
    }

    @Test func jsonNamesEveryField() {
        let diagnostic = ArchiveDiagnostic(
            code: .danglingReference, message: "m", file: "F.xml", line: 3, column: 4,
            objectID: "v1", keyPath: "objects[id=v1] (View) > mask")
        #expect(
            DiagnosticRenderer().json([diagnostic], files: 1).text == """
                {
                  "diagnostics": [
                    {
                      "file": "F.xml",
                      "line": 3,
                      "column": 4,
                      "severity": "error",
                      "code": "NIB0306",
                      "message": "m",
                      "objectID": "v1",
                      "keyPath": "objects[id=v1] (View) > mask"
                    }
                  ],
                  "summary": {
                    "files": 1,
                    "errors": 1,
                    "warnings": 0
                  }
                }

                """)
    }
}
