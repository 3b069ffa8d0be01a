import Foundation
import Testing

@testable import NibArchive

@Suite struct ConnectionCheckTests {
    let objects = """
            <object class="View" id="root">
              <array key="subviews">
                <object class="Button" id="button"/>
                <object class="Label" id="label"/>
                <object class="CardView" id="card"/>
              </array>
            </object>

        """
    let placeholders = ownerPlaceholder + "    <placeholder id=\"fr\" kind=\"firstResponder\"/>\n"

    func check(_ connections: String) throws -> [String] {
        try findings(
            objects: objects, connections: connections, placeholders: placeholders, checks: [ConnectionCheck()])
    }

    @Test func validConnectionsPass() throws {
        #expect(
            try check(
                """
                    <outlet source="owner" destination="root" name="view"/>
                    <outletCollection source="owner" destination="button" name="buttons"/>
                    <action source="button" destination="owner" name="signIn:" event="touchUpInside"/>
                    <action source="button" destination="fr" name="copy:"/>
                    <action source="card" destination="owner" name="tableView:didSelectRowAt:"/>

                """
            ).isEmpty)
    }

    @Test func missingEndsAreReportedWithSuggestions() throws {
        #expect(
            try check(#"    <outlet source="ownr" destination="buton" name="view"/>"# + "\n") == [
                "18:5: error: the outlet's source 'ownr' is no object or placeholder of the file; did you mean 'owner'? [NIB0408]",
                "18:5: error: the outlet's destination 'buton' is no object or placeholder of the file; did you mean 'button'? [NIB0408]",
            ])
    }

    @Test func namesMustBeOutletsOrActions() throws {
        #expect(
            ConnectionCheck.nameProblem(
                ArchiveConnection(kind: .outlet, source: "a", destination: "b", name: "title label")) != nil)
        #expect(
            ConnectionCheck.nameProblem(
                ArchiveConnection(kind: .outlet, source: "a", destination: "b", name: "titleLabel")) == nil)
        #expect(
            ConnectionCheck.nameProblem(ArchiveConnection(kind: .outlet, source: "a", destination: "b", name: "1st"))
                != nil)
        for good in ["tap", "tap:", "tableView:didSelectRowAt:", "_private:"] {
            #expect(
                ConnectionCheck.nameProblem(ArchiveConnection(kind: .action, source: "a", destination: "b", name: good))
                    == nil, "\(good)")
        }
        for bad in ["", ":", "tap::", "table:view", "tap me:"] {
            #expect(
                ConnectionCheck.nameProblem(ArchiveConnection(kind: .action, source: "a", destination: "b", name: bad))
                    != nil, "\(bad)")
        }
    }

    @Test func theFirstResponderHasNoOutletsAndSendsNoActions() throws {
        #expect(
            try check(
                """
                    <outlet source="fr" destination="root" name="view"/>
                    <action source="fr" destination="owner" name="tap:"/>

                """
            ).map { $0.suffix(9) } == ["[NIB0502]", "[NIB0404]"])
    }

    @Test func onlyControlsAndGestureRecognizersSendActions() throws {
        #expect(
            try check("    <action source=\"label\" destination=\"owner\" name=\"tap:\"/>\n") == [
                "18:5: error: action 'tap:' is sent by 'label' (Label), which is not a Control, a GestureRecognizer or a BarButtonItem [NIB0404]"
            ])
        // An unregistered class may be a control: the loader decides.
        #expect(try check("    <action source=\"card\" destination=\"owner\" name=\"tap:\"/>\n").isEmpty)
    }

    @Test func controlEventsMustBeKnown() throws {
        #expect(
            try check("    <action source=\"button\" destination=\"owner\" name=\"tap:\" event=\"valueChangd\"/>\n")
                == [
                    "18:5: error: unknown control event 'valueChangd'; did you mean 'valueChanged'? [NIB0409]"
                ])
    }

    @Test func anOutletConnectedTwiceIsAWarning() throws {
        #expect(
            try check(
                """
                    <outlet source="owner" destination="root" name="view"/>
                    <outlet source="owner" destination="button" name="view"/>

                """) == [
                    "19:5: warning: outlet 'view' of 'owner' is already connected at line 18; the last connection wins [NIB0510]"
                ])
    }
}
