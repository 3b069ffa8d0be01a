import Foundation
import NibArchive
import Testing

/// `NibCompiler` on menu items, button cells and toolbar items: texts Interface Builder writes
/// as `<string>` elements (a title with a tab, a key equivalent in base64), hidden items and
/// tool tips, image positions, and the colour panel's toolbar item.
@Suite struct NibCompilerItemTests {
    static func menu(_ items: String) -> Data {
        NibCompilerTests.xib(
            """
            <menu title="Edit" id="m1">
                <items>
            \(items)
                </items>
            </menu>
            """)
    }

    /// A `<string key="title">` is the item's title, as the attribute would be; a base64
    /// `<string key="keyEquivalent">` is its key equivalent decoded (`CA` is U+0008, delete
    /// backwards, which no XML attribute can hold).
    @Test func aMenuItemsTextsMayBeStringElements() throws {
        let archive = try NibCompilerTests.compiled(
            Self.menu(
                """
                <menuItem id="i1">
                    <string key="title">\tDefault</string>
                    <string key="keyEquivalent" base64-UTF8="YES">CA</string>
                </menuItem>
                """))
        let item = NibCompilerTests.values(of: "NSMenuItem", in: archive)
        #expect(NibCompilerScrollTests.text(item["NSTitle"], in: archive) == "\tDefault")
        #expect(NibCompilerScrollTests.text(item["NSKeyEquiv"], in: archive) == "\u{8}")
        let attributes = try NibCompilerTests.compiled(
            Self.menu(#"<menuItem title="&#9;Default" id="i1"/>"#))
        let same = NibCompilerTests.values(of: "NSMenuItem", in: attributes)
        #expect(NibCompilerScrollTests.text(same["NSTitle"], in: attributes) == "\tDefault")
    }

    /// The colour panel's toolbar item (`sb_toolbar_colors_tv`): label, tool tip, AppKit's image
    /// and the action it sends; no menu form; and a toolbar without default items has no key
    /// for them.
    @Test func theColorPanelToolbarItem() throws {
        let archive = try NibCompilerTests.compiled(
            NibCompilerTests.xib(
                """
                <window title="W" id="w1">
                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                    <view key="contentView" id="v1"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/></view>
                    <toolbar key="toolbar" implicitIdentifier="TB1" displayMode="iconOnly" sizeMode="regular" id="tb">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="NSToolbarShowColorsItem" id="i1"/>
                        </allowedToolbarItems>
                    </toolbar>
                </window>
                """))
        let item = NibCompilerTests.values(of: "NSToolbarItem", in: archive)
        let text = { (key: String) in NibCompilerScrollTests.text(item[key], in: archive) }
        #expect(text("NSToolbarItemLabel") == "Colors")
        #expect(text("NSToolbarItemToolTip") == "Show Color Panel")
        #expect(text("NSToolbarItemAction") == "orderFrontColorPanel:")
        #expect(text("NSToolbarItemMinSize") == "{44, 42}")
        #expect(item["NSToolbarItemBordered"] == .bool(true))
        #expect(item["NSToolbarItemMenuFormRepresentation"] == nil)
        let image = NibCompilerTableTests.object(item["NSToolbarItemImage"], in: archive)
        #expect(NibCompilerScrollTests.text(image["NSResourceName"], in: archive) == "NSToolbarShowColors")
        #expect(NibCompilerTests.values(of: "NSToolbar", in: archive)["NSToolbarIBDefaultItems"] == nil)
    }
}

extension NibCompilerItemTests {
    /// A button cell's title, alternate title and key equivalent may be `<string>` elements too.
    @Test func aButtonCellsTextsMayBeStringElements() throws {
        let archive = try NibCompilerTests.compiled(
            NibCompilerControlTests.view(
                NibCompilerControlTests.button(
                    cell: #"type="push" bezelStyle="rounded" alignment="center" borderStyle="border""#
                ).replacingOccurrences(
                    of: #"<font key="font" metaFont="system"/>"#,
                    with: """
                        <font key="font" metaFont="system"/>
                        <string key="title">Save\tAll</string>
                        <string key="alternateTitle">Saving</string>
                        <string key="keyEquivalent" base64-UTF8="YES">DQ</string>
                        """)))
        let cell = NibCompilerTests.values(of: "NSButtonCell", in: archive)
        #expect(NibCompilerScrollTests.text(cell["NSContents"], in: archive) == "Save\tAll")
        #expect(NibCompilerScrollTests.text(cell["NSAlternateContents"], in: archive) == "Saving")
        #expect(NibCompilerScrollTests.text(cell["NSKeyEquivalent"], in: archive) == "\r")
    }
}

extension NibCompilerItemTests {
    /// A hidden item and an item's tool tip, as the old `<archive>` documents stored them.
    @Test func aMenuItemMayBeHiddenAndHaveAToolTip() throws {
        let archive = try NibCompilerTests.compiled(
            Self.menu(#"<menuItem title="Secret" hidden="YES" toolTip="Only for you" id="i1"/>"#))
        let item = NibCompilerTests.values(of: "NSMenuItem", in: archive)
        #expect(item["NSIsHidden"] == .bool(true))
        #expect(NibCompilerScrollTests.text(item["NSToolTip"], in: archive) == "Only for you")
        let plain = NibCompilerTests.values(
            of: "NSMenuItem", in: try NibCompilerTests.compiled(Self.menu(#"<menuItem title="Open" id="i1"/>"#)))
        #expect(plain["NSIsHidden"] == nil && plain["NSToolTip"] == nil)
    }
}

extension NibCompilerItemTests {
    /// Each image position is its bits of `NSButtonFlags`: over the title 0x400000, with text
    /// 0x80000, horizontal 0x200000, left (or below) 0x100000.
    @Test(arguments: [
        ("only", 0x40_0000), ("overlaps", 0x48_0000), ("left", 0x38_0000), ("right", 0x28_0000),
        ("above", 0x8_0000), ("below", 0x18_0000),
    ])
    func imagePositionsAreButtonFlags(position: String, bits: Int) throws {
        let cell =
            #"type="push" bezelStyle="rounded" imagePosition="\#(position)" alignment="center" borderStyle="border""#
        let archive = try NibCompilerTests.compiled(
            NibCompilerControlTests.view(NibCompilerControlTests.button(cell: cell)))
        let flags = NibCompilerTests.values(of: "NSButtonCell", in: archive)["NSButtonFlags"]?.integer ?? 0
        #expect(flags & 0x78_0000 == bits)
    }
}

extension NibCompilerItemTests {
    /// A button's key equivalent modifiers are `NSButtonFlags2` from bit 8 up (command, 1 << 20,
    /// at 1 << 28), as GNUstep reads Apple's nibs.
    @Test func aButtonsKeyEquivalentModifiersAreInItsSecondFlags() throws {
        let source = NibCompilerControlTests.button(
            cell: #"type="push" bezelStyle="rounded" alignment="center" borderStyle="border" keyEquivalent="s""#
        ).replacingOccurrences(
            of: #"<font key="font" metaFont="system"/>"#,
            with:
                #"<font key="font" metaFont="system"/><modifierMask key="keyEquivalentModifierMask" command="YES" shift="YES"/>"#
        )
        let archive = try NibCompilerTests.compiled(NibCompilerControlTests.view(source))
        let flags = NibCompilerTests.values(of: "NSButtonCell", in: archive)["NSButtonFlags2"]?.integer ?? 0
        #expect(flags >> 8 == (1 << 20 | 1 << 17))
        #expect(flags & 0xFF == 1)  // the rounded bezel
    }
}
