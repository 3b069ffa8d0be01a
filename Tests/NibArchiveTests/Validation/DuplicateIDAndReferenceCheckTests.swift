import Foundation
import NibArchive
import Testing

@Suite struct DuplicateIDCheckTests {
    @Test func aDocumentMadeInCodeWithTwoEqualIDsIsReportedWithANote() {
        let document = ArchiveDocument(
            placeholders: [ArchivePlaceholder(id: "a", kind: .owner)],
            objects: [ArchiveObject(className: "View", id: "a"), ArchiveObject(className: "View", id: "b")])
        let diagnostics = ArchiveValidator(checks: [DuplicateIDCheck()]).validate(document)
        #expect(
            diagnostics.map(\.description) == [
                "error: objects[id=a] (View): id 'a' is already used by a placeholder [NIB0209]",
                "note: 'a' first used here [NIB0209]",
            ])
    }

    @Test func anObjectRepeatingAnObjectsIDIsReportedAtItsKeyPathWithANoteAtTheFirst() {
        let root = ArchiveObject(className: "View", id: "a", location: SourceLocation(line: 3, column: 5))
        let child = ArchiveObject(className: "Label", id: "a", location: SourceLocation(line: 4, column: 7))
        root.entries = [ArchiveEntry(key: "subviews", value: .array([.object(child)]))]
        let diagnostics = ArchiveValidator(checks: [DuplicateIDCheck()]).validate(ArchiveDocument(objects: [root]))
        #expect(
            diagnostics.map(\.description) == [
                "4:7: error: id 'a' is already used by an object of class View [NIB0209]",
                "3:5: note: 'a' first used here [NIB0209]",
            ])
        #expect(diagnostics.map(\.keyPath) == ["objects[id=a] (View) > subviews[0]", nil])
    }

    @Test func uniqueIDsPass() throws {
        #expect(try findings(objects: "    <object class=\"View\" id=\"a\"/>\n", checks: [DuplicateIDCheck()]).isEmpty)
    }
}

@Suite struct ReferenceCheckTests {
    @Test func aReferenceToNoObjectIsReportedWithASuggestion() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <reference key="mask" ref="rot"/>
                    </object>

                """, checks: [ReferenceCheck()])
        #expect(
            result == [
                "6:7: error: 'mask' of 'root' (View) names 'rot', which no object or placeholder has; did you mean 'root'? [NIB0306]"
            ])
    }

    @Test func referencesToObjectsAndPlaceholdersPass() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <reference key="mask" ref="other"/>
                      <array key="extras">
                        <reference ref="owner"/>
                      </array>
                    </object>
                    <object class="View" id="other"/>

                """, placeholders: ownerPlaceholder, checks: [ReferenceCheck()])
        #expect(result.isEmpty)
    }
}

@Suite struct ClassCheckTests {
    let objects = "    <object class=\"Labl\" id=\"l\"/>\n    <object class=\"View\" id=\"v\"/>\n"

    @Test func anUnknownClassIsAWarningWithASuggestion() throws {
        #expect(
            try findings(objects: objects, checks: [ClassCheck()])
                == ["5:5: warning: class 'Labl' is not registered; did you mean 'Label'? [NIB0305]"])
    }

    @Test func strictMakesItAnError() throws {
        #expect(
            try findings(objects: objects, checks: [ClassCheck()], strict: true).first?.contains("error: class 'Labl'")
                == true)
    }

    @Test func withoutARegistryNothingIsChecked() throws {
        let document = try ArchiveDocument(data: Data(validationXML(objects: objects).utf8))
        #expect(ArchiveValidator(registry: nil, checks: [ClassCheck()]).validate(document).isEmpty)
    }
}

@Suite struct VersionCheckTests {
    @Test func aNewerMinorVersionIsAWarningAndANewerMajorOneAnError() {
        let minor = ArchiveValidator(checks: [VersionCheck()]).validate(
            ArchiveDocument(version: ArchiveVersion(major: 1, minor: 9)))
        #expect(
            minor.map(\.description) == [
                "warning: archive version 1.9 is newer than 1.0; what it added is kept but not understood [NIB0508]"
            ])
        let major = ArchiveValidator(checks: [VersionCheck()]).validate(
            ArchiveDocument(version: ArchiveVersion(major: 3, minor: 0)))
        #expect(major.map(\.code) == [.unsupportedVersion])
        #expect(ArchiveValidator(checks: [VersionCheck()]).validate(ArchiveDocument()).isEmpty)
    }

    @Test func fromAFileTheWarningPointsAtTheRootElement() {
        let xml = validationXML(objects: "", version: "1.4")
        let result = ArchiveValidator().validate(data: Data(xml.utf8), file: "V.xml")
        #expect(
            result.diagnostics.map(\.description) == [
                "V.xml:2:1: warning: archive version 1.4 is newer than 1.0; what it added is kept but not understood [NIB0508]"
            ])
    }
}

@Suite struct NumberCheckTests {
    @Test func nonFiniteNumbersInADocumentMadeInCodeAreReported() {
        let object = ArchiveObject(
            className: "View", id: "v",
            entries: [
                ArchiveEntry(key: "alpha", value: .value(.real(.nan))),
                ArchiveEntry(
                    key: "frame", value: .value(.rect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)))),
                ArchiveEntry(key: "tag", value: .value(.integer(3))),
            ])
        let diagnostics = ArchiveValidator(checks: [NumberCheck()]).validate(ArchiveDocument(objects: [object]))
        #expect(diagnostics.map(\.keyPath) == ["objects[id=v] (View) > alpha", "objects[id=v] (View) > frame"])
        #expect(diagnostics.allSatisfy { $0.code == .nonFiniteNumber })
    }
}
