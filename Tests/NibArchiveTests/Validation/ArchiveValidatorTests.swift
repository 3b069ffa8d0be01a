import Foundation
import NibArchive
import Testing

@Suite struct ArchiveValidatorTests {
    @Test func theSameProblemIsReportedOnceByTheMostSpecificCheck() throws {
        // ConstraintCheck (NIB0506) and DecodeCheck (the class's own NIB0303) both see it.
        let xml = validationXML(
            objects: """
                    <object class="View" id="root">
                      <array key="subviews">
                        <object class="View" id="a"/>
                      </array>
                      <array key="constraints">
                        <object class="LayoutConstraint" id="c">
                          <reference key="firstItem" ref="a"/>
                          <string key="firstAttribute" value="top"/>
                          <reference key="secondItem" ref="root"/>
                          <string key="secondAttribute" value="leading"/>
                        </object>
                      </array>
                    </object>

                """)
        let result = ArchiveValidator().validate(data: Data(xml.utf8), file: "C.xml")
        #expect(result.diagnostics.map(\.code) == [.constraintAxisMismatch])
        #expect(result.hasErrors)
        #expect(result.document != nil)
    }

    @Test func readerErrorsComeBackAsDiagnosticsWithoutADocument() {
        let result = ArchiveValidator().validate(data: Data("<archive version=\"1.0\"><objects>".utf8), file: "T.xml")
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.code) == [.unexpectedEnd])
    }

    @Test func theSchemaReportsWhatTheReaderAccepts() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <connections>
                <outlet source="v" destination="v" name="me"/>
              </connections>
              <objects>
                <object class="View" id="v"/>
              </objects>
            </archive>

            """
        let result = ArchiveValidator().validate(data: Data(xml.utf8), file: "S.xml")
        #expect(
            result.diagnostics.map(\.description) == [
                "S.xml:6:3: error: the schema does not allow this: <objects> comes after <connections>; the sections go placeholders, objects, connections [NIB0509]"
            ])
        #expect(ArchiveValidator(checksSchema: false).validate(data: Data(xml.utf8)).diagnostics.isEmpty)
    }

    @Test func everyExampleOfFormatsIsValid() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Formats/examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
        where (name.hasSuffix(".xml") || name.hasSuffix(".json")) && !name.hasPrefix("restoration") {
            let data = try Data(contentsOf: examples.appendingPathComponent(name))
            let errors = ArchiveValidator().validate(data: data, file: name).diagnostics.filter {
                $0.severity == .error
            }
            #expect(errors.isEmpty, "\(name): \(errors)")
        }
    }

    @Test func ordersByLineThenColumnKeepingNotesWithTheirDiagnostic() {
        let late = ArchiveDiagnostic(code: .duplicateID, message: "second", line: 9, column: 1)
        let note = ArchiveDiagnostic(code: .duplicateID, message: "first here", line: 2, column: 1, severity: .note)
        let early = ArchiveDiagnostic(code: .danglingReference, message: "early", line: 4, column: 3)
        let placeless = ArchiveDiagnostic(code: .newerMinorVersion, message: "version", severity: .warning)
        let validator = ArchiveValidator(checks: [FixedCheck(diagnostics: [placeless, late, note, early])])
        #expect(validator.validate(ArchiveDocument()).map(\.message) == ["early", "second", "first here", "version"])
    }
}

private struct FixedCheck: ArchiveCheck {
    let diagnostics: [ArchiveDiagnostic]
    func findings(in context: ValidationContext) -> [ArchiveDiagnostic] { diagnostics }
}

@Suite struct EmbeddedSchemaTests {
    @Test func theEmbeddedSchemaIsFormatsArchiveRNG() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Formats/archive.rng")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == ArchiveSchema.relaxNG, "run .ci/embed-archive-schema.sh after editing Formats/archive.rng")
    }
}
