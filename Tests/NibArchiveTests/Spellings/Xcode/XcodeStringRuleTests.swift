import Foundation
import NibArchive
import Testing

/// One test per row of the export table (`Formats/strings.md`): an object of the class with the
/// property set gives its key, class and text; what ibtool leaves out gives nothing.
@Suite struct XcodeStringRuleTests {
    /// A document around `body`, for iOS or macOS.
    static func document(_ body: String, macOS: Bool) -> Data {
        let type = macOS ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="22505">
                <objects>
                    \(body)
                </objects>
            </document>
            """.utf8)
    }

    static func strings(_ body: String, macOS: Bool) throws -> [String] {
        try XcodeDocumentReader().localizableStrings(document(body, macOS: macOS)).map {
            "\($0.className) \($0.key) = \($0.value)"
        }
    }

    /// (macOS, element, the strings it exports)
    static let rules: [(Bool, String, [String])] = [
        (false, #"<label text="Hello" id="a"/>"#, ["UILabel a.text = Hello"]),
        (false, #"<label id="a"><string key="text">Long</string></label>"#, ["UILabel a.text = Long"]),
        (
            false,
            #"<button id="a"><state key="normal" title="N"/><state key="highlighted" title="H"/><state key="selected" title="S"/><state key="disabled" title="D"/></button>"#,
            [
                "UIButton a.disabledTitle = D", "UIButton a.highlightedTitle = H", "UIButton a.normalTitle = N",
                "UIButton a.selectedTitle = S",
            ]
        ),
        (
            false, #"<button id="a"><buttonConfiguration key="configuration" title="T" subtitle="S"/></button>"#,
            ["UIButton a.configuration.subtitle = S", "UIButton a.configuration.title = T"]
        ),
        (
            false, #"<textField text="t" placeholder="p" id="a"/>"#,
            ["UITextField a.placeholder = p", "UITextField a.text = t"]
        ),
        (false, #"<textView text="t" id="a"/>"#, ["UITextView a.text = t"]),
        (
            false,
            #"<searchBar text="t" placeholder="p" prompt="r" id="a"><scopeButtonTitles><string>One</string><string>Two</string></scopeButtonTitles></searchBar>"#,
            [
                "UISearchBar a.placeholder = p", "UISearchBar a.prompt = r", "UISearchBar a.scopeButtonTitles[0] = One",
                "UISearchBar a.scopeButtonTitles[1] = Two", "UISearchBar a.text = t",
            ]
        ),
        (
            false,
            #"<segmentedControl id="a"><segments><segment title="One"/><segment title="Two"/></segments></segmentedControl>"#,
            ["UISegmentedControl a.segmentTitles[0] = One", "UISegmentedControl a.segmentTitles[1] = Two"]
        ),
        (
            false, #"<navigationItem title="T" prompt="P" backButtonTitle="B" id="a"/>"#,
            ["UINavigationItem a.backButtonTitle = B", "UINavigationItem a.prompt = P", "UINavigationItem a.title = T"]
        ),
        (false, #"<barButtonItem title="T" id="a"/>"#, ["UIBarButtonItem a.title = T"]),
        (false, #"<tabBarItem title="T" id="a"/>"#, ["UITabBarItem a.title = T"]),
        (
            false, #"<tableViewSection headerTitle="H" footerTitle="F" id="a"/>"#,
            ["UITableViewSection a.footerTitle = F", "UITableViewSection a.headerTitle = H"]
        ),
        (false, #"<viewController title="T" id="a"/>"#, ["UIViewController a.title = T"]),
        (false, #"<tableViewController title="T" id="a"/>"#, ["UITableViewController a.title = T"]),
        (false, #"<navigationController title="T" id="a"/>"#, ["UINavigationController a.title = T"]),
        (false, #"<tabBarController title="T" id="a"/>"#, ["UITabBarController a.title = T"]),
        (
            false,
            #"<imageView id="a"><accessibility key="accessibilityConfiguration" label="L" hint="H" identifier="I"/></imageView>"#,
            ["UIImageView a.accessibilityHint = H", "UIImageView a.accessibilityLabel = L"]
        ),
        (
            false,
            #"<view id="a"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="x" value="No"/><userDefinedRuntimeAttribute type="string" keyPath="y" value="Yes" localized="YES"/></userDefinedRuntimeAttributes></view>"#,
            ["UIView a.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0] = Yes"]
        ),
        (
            true, #"<textFieldCell title="T" placeholderString="P" id="a"/>"#,
            ["NSTextFieldCell a.placeholderString = P", "NSTextFieldCell a.title = T"]
        ),
        (
            true, #"<secureTextFieldCell placeholderString="P" id="a"/>"#,
            ["NSSecureTextFieldCell a.placeholderString = P"]
        ),
        (true, #"<searchFieldCell placeholderString="P" id="a"/>"#, ["NSSearchFieldCell a.placeholderString = P"]),
        (true, #"<comboBoxCell title="T" id="a"/>"#, ["NSComboBoxCell a.title = T"]),
        (true, #"<tokenFieldCell title="T" id="a"/>"#, ["NSTokenFieldCell a.title = T"]),
        (
            true, #"<buttonCell title="T" alternateTitle="A" id="a"/>"#,
            ["NSButtonCell a.alternateTitle = A", "NSButtonCell a.title = T"]
        ),
        (true, #"<menuItem title="T" id="a"/>"#, ["NSMenuItem a.title = T"]),
        (true, #"<menu title="T" id="a"/>"#, ["NSMenu a.title = T"]),
        (true, #"<box title="T" id="a"/>"#, ["NSBox a.title = T"]),
        (true, #"<window title="T" id="a"/>"#, ["NSWindow a.title = T"]),
        (true, #"<panel title="T" id="a"/>"#, ["NSPanel a.title = T"]),
        (true, #"<tabViewItem label="L" id="a"/>"#, ["NSTabViewItem a.label = L"]),
        (
            true, #"<toolbarItem label="L" paletteLabel="P" id="a"/>"#,
            ["NSToolbarItem a.label = L", "NSToolbarItem a.paletteLabel = P"]
        ),
        (
            true, #"<tableColumn id="a"><tableHeaderCell key="headerCell" title="Name" id="b"/></tableColumn>"#,
            ["NSTableColumn a.headerCell.title = Name"]
        ),
        (
            true,
            #"<segmentedCell id="a"><segments><segment label="One" toolTip="Tip"/><segment label="Two"/></segments></segmentedCell>"#,
            [
                "NSSegmentedCell a.ibShadowedLabels[0] = One", "NSSegmentedCell a.ibShadowedLabels[1] = Two",
                "NSSegmentedCell a.ibShadowedToolTips[0] = Tip",
            ]
        ),
        (true, #"<button toolTip="Tip" id="a"/>"#, ["NSButton a.ibShadowedToolTip = Tip"]),
        (
            true, #"<button id="a"><accessibility description="D" help="H"/></button>"#,
            ["NSButton a.ibExternalAccessibilityDescription = D", "NSButton a.ibExternalAccessibilityHelp = H"]
        ),
        (true, #"<viewController title="T" id="a"/>"#, ["NSViewController a.title = T"]),
    ]

    @Test(arguments: 0..<rules.count)
    func eachRuleExportsItsProperty(_ index: Int) throws {
        let (macOS, body, expected) = Self.rules[index]
        #expect(try Self.strings(body, macOS: macOS) == expected)
    }

    /// What ibtool leaves out.
    static let leftOut: [(Bool, String)] = [
        (
            false,
            #"<label userLabel="Mine" id="a"><attributedString key="attributedText"><fragment content="Rich"/></attributedString></label>"#
        ),
        (false, #"<view id="a"><accessibility key="accessibilityConfiguration" identifier="I"/></view>"#),
        (false, #"<label customClass="MyLabel" id="a"/>"#),
        (true, #"<popUpButtonCell title="Item" id="a"/>"#),
        (true, #"<numberFormatter id="a" positiveFormat="0"/>"#),
        (true, #"<imageView image="x" id="a"/>"#),
        (false, #"<button id="a"><state key="focused" title="F"/></button>"#),
        (false, #"<textFieldCell title="iOS has no cells" id="a"/>"#),
    ]

    @Test(arguments: 0..<leftOut.count)
    func whatIbtoolLeavesOutIsNotExported(_ index: Int) throws {
        let (macOS, body) = Self.leftOut[index]
        #expect(try Self.strings(body, macOS: macOS).isEmpty)
    }

    @Test func theCommentNamesTheBaseClassTheTextAndTheNote() throws {
        let data = Self.document(
            #"""
            <label customClass="FancyLabel" text="Say &quot;hi&quot;&#10;now" id="abc-de-fgh">
                <attributedString key="userComments"><fragment content="Greeting, "/><fragment content="keep short"/></attributedString>
            </label>
            <segmentedControl id="seg"><segments><segment title="One"/></segments></segmentedControl>
            """#, macOS: false)
        let table = try XcodeDocumentReader().stringsTable(data)
        #expect(
            table.entries.map(\.comment) == [
                #"Class = "UILabel"; text = "Say \"hi\"\nnow"; ObjectID = "abc-de-fgh"; Note = "Greeting, keep short";"#,
                #"Class = "UISegmentedControl"; seg.segmentTitles[0] = "One"; ObjectID = "seg";"#,
            ])
        #expect(table.entries.first?.value == "Say \"hi\"\nnow")
    }

    @Test func entriesComeInIbtoolsOrder() throws {
        let data = Self.document(
            #"""
            <menuItem title="c" id="10"/><menuItem title="b" id="9"/><menuItem title="a" id="100"/>
            <menuItem title="x" id="b-1"/><menuItem title="y" id="B-1"/><menuItem title="z" id="a-1"/>
            """#, macOS: true)
        let keys = try XcodeDocumentReader().localizableStrings(data).map(\.key)
        #expect(keys == ["9.title", "10.title", "100.title", "B-1.title", "a-1.title", "b-1.title"])
    }
}
