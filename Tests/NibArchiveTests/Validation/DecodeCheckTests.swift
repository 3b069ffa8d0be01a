import Foundation
import Testing
import ViewCore

@testable import NibArchive

@Suite struct DecodeCheckTests {
    @Test func everyBadValueIsReportedNotOnlyTheFirst() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <string key="isHidden" value="yes"/>
                      <string key="contentMode" value="scaleAspectFil"/>
                      <array key="subviews">
                        <object class="Label" id="label">
                          <integer key="tag" value="3"/>
                          <real key="alpha" value="1"/>
                          <bool key="text" value="true"/>
                        </object>
                        <object class="LayoutGuide" id="guide"/>
                      </array>
                    </object>

                """, checks: [DecodeCheck()])
        #expect(result.count == 4)
        #expect(result[0] == "6:7: error: 'isHidden': expected bool, found string [NIB0301]")
        #expect(result[1].hasPrefix("7:7: error: 'contentMode': 'scaleAspectFil' is not one of scaleToFill,"))
        #expect(result[1].hasSuffix("did you mean 'scaleAspectFill'? [NIB0304]"))
        #expect(result[2].hasPrefix("12:11: error: 'text': expected string"))
        #expect(result[3] == "14:9: error: expected View, found LayoutGuide [NIB0307]")
    }

    @Test func anOwnershipCycleIsReportedAtItsReferenceBesideTheObjectsOtherErrors() throws {
        // The cycle was once blamed on `root` as a whole, which had already lost its `alpha`
        // entry, and so was taken for a consequence of that removal and never reported.
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <array key="subviews">
                        <object class="View" id="child">
                          <array key="subviews">
                            <reference ref="root"/>
                          </array>
                        </object>
                      </array>
                      <string key="alpha" value="opaque"/>
                    </object>

                """, checks: [DecodeCheck()])
        #expect(
            result == [
                "8:11: error: 'subviews': object 'root' (View) contains itself [NIB0308]",
                "13:7: error: 'alpha': expected real, found string [NIB0301]",
            ])
    }

    @Test func diagnosticsCarryTheKeyPathAndObject() throws {
        let xml = validationXML(
            objects: "    <object class=\"View\" id=\"root\">\n      <string key=\"tag\" value=\"x\"/>\n    </object>\n"
        )
        let diagnostics = ArchiveValidator(checks: [DecodeCheck()]).validate(
            try ArchiveDocument(data: Data(xml.utf8)), file: "T.xml")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.objectID == "root")
        #expect(diagnostic.keyPath == "objects[id=root] (View) > tag")
        #expect(diagnostic.file == "T.xml")
        #expect((diagnostic.line, diagnostic.column) == (6, 7))
    }

    @Test func unknownClassesAndDanglingReferencesAreLeftToTheirChecks() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <reference key="mask" ref="missing"/>
                      <array key="subviews">
                        <object class="CardView" id="card">
                          <string key="alpha" value="whatever"/>
                        </object>
                      </array>
                    </object>

                """, checks: [DecodeCheck()])
        #expect(result.isEmpty)
    }

    /// Each tree it decodes is freed, a mask that contains its view too (`MaskCycleCheck`
    /// warns of that), whether the decode succeeds or stops at an error.
    @Test(arguments: [false, true])
    func theTreesItDecodesAreFreedEvenWithAMaskCycle(withError: Bool) {
        let tag = withError ? 2 : 1  // tells this case's views from the other's, run alongside
        let registry = ClassRegistry([CountedView.self])
        let document = ArchiveDocument(objects: [
            ArchiveObject(
                className: "CountedView", id: "root",
                entries: [
                    ArchiveEntry(key: "tag", value: .value(.integer(tag))),
                    ArchiveEntry(
                        key: "subviews",
                        value: .array([
                            .object(
                                ArchiveObject(
                                    className: "CountedView", id: "child",
                                    entries: [
                                        ArchiveEntry(key: "tag", value: .value(.integer(tag))),
                                        ArchiveEntry(key: "mask", value: .reference("root")),
                                    ]))
                        ])),
                    ArchiveEntry(key: "alpha", value: withError ? .value(.string("opaque")) : .value(.real(0.5))),
                ])
        ])
        let found = ArchiveValidator(registry: registry, checks: [DecodeCheck()]).validate(document)
        #expect(found.count == (withError ? 1 : 0))
        let made = CountedView.made.withLock { $0.filter { $0.tag == tag } }
        #expect(!made.isEmpty && made.allSatisfy { $0.view == nil })
    }

    /// Two views masking each other hold each other, and no mask contains its view: both the
    /// decode check and the layout check, which decodes too, let every mask go (the fuzzer found
    /// both leaking such a pair).
    @Test func viewsMaskingEachOtherAreFreedByEveryCheckThatDecodes() {
        let tag = 3
        func view(_ id: String, masking other: String) -> ArchiveObject {
            ArchiveObject(
                className: "CountedView", id: id,
                entries: [
                    ArchiveEntry(key: "tag", value: .value(.integer(tag))),
                    ArchiveEntry(key: "mask", value: .reference(other)),
                ])
        }
        let document = ArchiveDocument(objects: [view("a", masking: "b"), view("b", masking: "a")])
        let registry = ClassRegistry([CountedView.self])
        _ = ArchiveValidator(registry: registry, checks: [DecodeCheck(), LayoutCheck()]).validate(document)
        let made = CountedView.made.withLock { $0.filter { $0.tag == tag } }
        #expect(made.count >= 4)  // two views, decoded by each check
        #expect(made.allSatisfy { $0.view == nil })
    }

    @Test func enumNamesAreReadFromTheCodersMessage() {
        #expect(DecodeCheck.enumNames(in: "expected one of a, b, c, found string") == ["a", "b", "c"])
        #expect(DecodeCheck.enumNames(in: "expected bool, found string") == nil)
    }
}

/// A view that keeps a weak reference to every instance made, to tell which were freed.
private final class CountedView: View {
    struct Made: @unchecked Sendable {
        // @unchecked: a weak reference, read under the mutex after the decodes that made it.
        let tag: Int
        weak var view: CountedView?
    }

    static let made = Locked<[Made]>([])

    required init(coder: Coder) throws {
        try super.init(coder: coder)
        let made = Made(tag: tag, view: self)
        Self.made.withLock { $0.append(made) }
    }
}
