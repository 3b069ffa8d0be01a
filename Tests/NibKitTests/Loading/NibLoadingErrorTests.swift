import Foundation
import NibKit
import Testing

@Suite("Nib loading errors")
struct NibLoadingErrorTests {
    @Test func aMissingOutletIsReportedWithASuggestion() throws {
        let problems = try failure(of: nib(connections: #"<outlet source="owner" destination="card" name="crad"/>"#))
        #expect(
            problems == [
                "Bad.xml:19:1: error: LoginController has no @Outlet named 'crad'; did you mean 'card'? [NIB0401]"
            ])
    }

    @Test func anOutletOfTheWrongTypeIsReported() throws {
        let problems = try failure(
            of: nib(connections: #"<outlet source="owner" destination="button" name="nameField"/>"#))
        #expect(
            problems == [
                "Bad.xml:19:1: error: outlet 'nameField' is declared as TextField, but the connected object is a Button [NIB0402]"
            ])
    }

    @Test func aMissingActionIsReported() throws {
        let problems = try failure(
            of: nib(connections: #"<action source="button" destination="owner" name="signIN:" event="touchUpInside"/>"#)
        )
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("Bad.xml:19:1: error: ") == true)
        #expect(problems.first?.contains("signIN:") == true)
        #expect(problems.first?.hasSuffix("[NIB0403]") == true)
    }

    @Test func aMissingExternalObjectIsReportedByName() throws {
        let problems = try failure(
            of: nib(
                connections: "", placeholders: #"    <placeholder id="ext" kind="external" identifier="Settings"/>"#))
        #expect(
            problems == [
                "Bad.xml:5:5: error: external object 'Settings' was not passed; add it to Nib.Options.externalObjects [NIB0405]"
            ])
    }

    @Test func anUnknownKeyPathIsReported() throws {
        let problems = try failure(of: nib(connections: "", attributes: #"<string key="badgeTxt" value="x"/>"#))
        #expect(
            problems == [
                "Bad.xml:10:7: error: CardView has no key path 'badgeTxt' (declare it with @Inspectable); did you mean 'badgeText'? [NIB0406]"
            ])
    }

    @Test func aRuntimeAttributeOfTheWrongTypeIsReported() throws {
        let problems = try failure(of: nib(connections: "", attributes: #"<string key="badgeCount" value="three"/>"#))
        #expect(
            problems == [
                "Bad.xml:10:7: error: runtime attribute 'badgeCount' of CardView takes integer, not string [NIB0407]"
            ])
    }

    @Test func everyProblemIsListedNotOnlyTheFirst() throws {
        let problems = try failure(
            of: nib(
                connections: """
                    <outlet source="owner" destination="card" name="nope"/>
                    <outlet source="owner" destination="button" name="card"/>
                    """, attributes: #"<string key="unknown" value="x"/>"#))
        #expect(problems.map { $0.suffix(9) } == ["[NIB0401]", "[NIB0402]", "[NIB0406]"])
    }

    @Test func anExternalObjectIsConnected() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <placeholders>
                <placeholder id="ext" kind="external" identifier="Settings"/>
              </placeholders>
              <objects>
                <object class="SettingsView" id="v"/>
              </objects>
              <connections>
                <outlet source="v" destination="ext" name="settings"/>
              </connections>
            </archive>

            """
        let settings = Settings()
        let nib = try Nib(data: Data(xml.utf8), file: "Ext.xml", registry: makeRegistry())
        let view = try #require(
            try nib.instantiate(withOwner: nil, options: .init(externalObjects: ["Settings": settings])).first
                as? SettingsView)
        #expect(view.settings === settings)
        let uikitSpelling = try nib.instantiate(withOwner: nil, options: [.externalObjects: ["Settings": settings]])
        #expect((uikitSpelling.first as? SettingsView)?.settings === settings)
    }

    @Test func anUnknownClassIsAWarningKeptOnTheNibAndLoadsAsAViewWhenAsked() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="FancyView" module="Elsewhere" id="f">
                  <integer key="tag" value="9"/>
                </object>
              </objects>
            </archive>

            """
        let nib = try Nib(data: Data(xml.utf8), file: "Fancy.xml", registry: makeRegistry())
        #expect(nib.warnings.map(\.code.rawValue) == ["NIB0305"])
        #expect(nib.warnings.first?.line == 4 && nib.warnings.first?.message.contains("Elsewhere.FancyView") == true)
        #expect(throws: NibLoadingError.self) { try nib.instantiate(withOwner: nil) }
        let view = try #require(
            try nib.instantiate(withOwner: nil, options: .init(fallsBackToKnownBaseClass: true)).first as? View)
        #expect(type(of: view) == View.self && view.tag == 9)
        #expect(Nib(document: nib.document).warnings.isEmpty, "a nib made from a document is not validated")
    }

    /// It loads, as UIKit would; the warning says the tree will never be freed.
    @Test func aMaskThatContainsItsViewIsRefused() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="root">
                  <array key="subviews">
                    <object class="View" id="child">
                      <reference key="mask" ref="root"/>
                    </object>
                  </array>
                </object>
              </objects>
            </archive>

            """
        // A tree that could never be freed is not handed out.
        let error = try #require(throws: NibLoadingError.self) {
            try Nib(data: Data(xml.utf8), file: "Mask.xml", registry: makeRegistry())
        }
        #expect(error.problems.map(\.code) == ["NIB0511"])
        #expect(error.problems.first?.line == 7)
    }
}
