import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on `<searchBar>`: the keys `-[UISearchBar encodeWithCoder:]` writes, its text
/// input traits, scope titles and bar tint, the nib read back into the source's tree, and a
/// style with no archived form refused.
@Suite struct UIKitSearchBarCompilerTests {
    static func xib(attributes: String = #"searchBarStyle="minimal" placeholder="Search" barStyle="black""#) -> String {
        XcodeTestXib.iOSText(
            """
                    <searchBar contentMode="redraw" \(attributes) id="search">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                        <color key="barTintColor" white="1" alpha="1" colorSpace="custom" \
            customColorSpace="genericGamma22GrayColorSpace"/>
                        <textInputTraits key="textInputTraits" autocorrectionType="yes" keyboardType="webSearch"/>
                        <scopeButtonTitles>
                            <string>All</string>
                            <string>Mine</string>
                        </scopeButtonTitles>
                        <connections>
                            <outlet property="delegate" destination="-1" id="d1"/>
                        </connections>
                    </searchBar>
            """)
    }

    static func compile(_ text: String) throws(ArchiveReadError) -> Data {
        try NibCompiler().compile(Data(text.utf8), file: "Search.xib").files[0].data
    }

    @Test func theSearchBarArchivesItsEncodersKeys() throws {
        let nib = try NIBArchiveDecoder().decode(try Self.compile(Self.xib()))
        let bar = try #require(nib.indices(ofClass: "UISearchBar").first)
        #expect(nib.string(bar, "UIPlaceholder") == "Search")
        #expect(nib.value(bar, "UISearchBarStyle")?.integer == 2)
        #expect(nib.value(bar, "UIBarStyle")?.integer == 1)
        // The document's traits over the search bar's own: the search return key, the return
        // key enabled automatically (the encoder writes that and secure entry always).
        #expect(nib.value(bar, "UIAutocorrectionType")?.integer == 2)
        #expect(nib.value(bar, "UIKeyboardType")?.integer == 10)
        #expect(nib.value(bar, "UIReturnKeyType")?.integer == 6)
        #expect(nib.value(bar, "UIEnablesReturnKeyAutomatically") == .bool(true))
        #expect(nib.value(bar, "UISecureTextEntry") == .bool(false))
        guard case .object(let tint)? = nib.value(bar, "UIBarTintColor"),
            case .object(let scopes)? = nib.value(bar, "UIScopeButtonTitles")
        else {
            Issue.record("no bar tint or scope titles")
            return
        }
        #expect(nib.className(of: nib.objects[tint]) == "UIColor")
        #expect(nib.items(scopes).count == 2)
        #expect(nib.value(bar, "UIText") == nil && nib.value(bar, "UIShowsCancelButton") == nil)
    }

    @Test func aSearchBarThatShowsItsCancelButtonSaysSo() throws {
        let nib = try NIBArchiveDecoder().decode(
            try Self.compile(
                Self.xib(attributes: #"showsCancelButton="YES" translucent="NO" text="cats""#)
                    .replacingOccurrences(of: #"autocorrectionType="yes" keyboardType="webSearch""#, with: "")))
        let bar = try #require(nib.indices(ofClass: "UISearchBar").first)
        #expect(nib.value(bar, "UIShowsCancelButton") == .bool(true))
        #expect(nib.value(bar, "UISearchBarTranslucence")?.integer == 2)
        #expect(nib.string(bar, "UIText") == "cats")
        #expect(nib.value(bar, "UISearchBarStyle") == nil)
        // No traits in the document: the search bar's own.
        #expect(nib.value(bar, "UIAutocorrectionType")?.integer == 1)
        #expect(nib.value(bar, "UIReturnKeyType")?.integer == 6)
    }

    @Test func theNibReadsBackAsTheSourcesTree() throws {
        let text = Self.xib()
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Search.xib")
        let read = try CompiledNibReader().read(try Self.compile(text), file: "Search.nib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }

    @Test func aStyleWithNoArchivedFormIsRefused() throws {
        do {
            _ = try Self.compile(Self.xib(attributes: #"searchBarStyle="glass""#))
            Issue.record("compiled a glass search bar")
        } catch {
            #expect(error.code == .unsupportedElement)
            #expect(error.message.contains("searchBarStyle"))
        }
    }

    /// A search display controller (UIKit's deprecated `UISearchDisplayController`) is refused
    /// at its line with the reason: its decoder stops any app for iOS 13 or later.
    @Test func aSearchDisplayControllerIsRefusedWithItsReason() {
        let text = Self.xib().replacingOccurrences(
            of: "</searchBar>",
            with: "</searchBar>\n" + #"<searchDisplayController id="display"/>"#)
        expectRefusal(of: text, atLineHolding: #"id="display""#) { text throws(ArchiveReadError) in
            _ = try Self.compile(text)
        }
        do {
            _ = try Self.compile(text)
        } catch {
            #expect(error.diagnostics.first?.message.contains("UISearchController") == true, "\(error)")
        }
    }
}
