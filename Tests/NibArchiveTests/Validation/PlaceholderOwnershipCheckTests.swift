import Foundation
import NibArchive
import Testing

@Suite struct PlaceholderOwnershipCheckTests {
    static let placeholders = """
            <placeholder id="owner" kind="owner" class="View"/>
            <placeholder id="responder" kind="firstResponder"/>
            <placeholder id="theme" kind="external" identifier="Theme"/>

        """

    /// Placeholders under keys their holder owns (`subviews`, a controller's `view`) are errors;
    /// under keys that only refer (a mask, a constraint's items, a delegate), they are not this
    /// check's business.
    @Test func aPlaceholderCannotBeOwned() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <array key="subviews">
                        <object class="View" id="a"/>
                        <reference ref="owner"/>
                      </array>
                      <reference key="mask" ref="theme"/>
                    </object>
                    <object class="ViewController" id="vc">
                      <reference key="view" ref="responder"/>
                    </object>
                    <object class="CardView" id="card">
                      <array key="subviews">
                        <reference ref="theme"/>
                      </array>
                      <reference key="delegate" ref="owner"/>
                    </object>

                """, placeholders: Self.placeholders, checks: [PlaceholderOwnershipCheck()])
        #expect(
            result == [
                "11:7: error: 'subviews' of 'root' (View) holds the placeholder 'owner' (File's Owner), which the caller supplies at load time and no object of the file can own; connect it with an outlet or a reference that does not own [NIB0514]",
                "18:7: error: 'view' of 'vc' (ViewController) holds the placeholder 'responder' (the First Responder), which the caller supplies at load time and no object of the file can own; connect it with an outlet or a reference that does not own [NIB0514]",
                "21:7: error: 'subviews' of 'card' (CardView) holds the placeholder 'theme' (the external object 'Theme'), which the caller supplies at load time and no object of the file can own; connect it with an outlet or a reference that does not own [NIB0514]",
            ])
    }

    /// An Xcode `<placeholder>` written inside a view is read as that placeholder, held where it
    /// stands, and reported at its own line.
    @Test func anXcodePlaceholderInsideAViewIsReportedWhereItStands() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view id="v1">
                        <subviews>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let result = ArchiveValidator().validate(data: Data(text.utf8), file: "Nested.xib")
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.line):\($0.column)" } == [
                "NIB0514 7:17"
            ])
    }

    /// `Nib` runs the same check when it is made.
    @Test func theLoadingChecksRunIt() {
        #expect(ArchiveValidator.loadingChecks.contains { $0 is PlaceholderOwnershipCheck })
    }
}
