import Foundation
import NibArchive
import Testing

/// `NibCompiler` on image views and the named images they show: the keys ibtool writes
/// (taken from `test4` and `test32_hugging_priority` of the compiled corpus), each kind of
/// image's namespace and design size (from `transmission_MainMenu` and `catalog_image`), and
/// the refusals.
@Suite struct NibCompilerImageTests {
    /// A content view holding one image view showing `image`, whose cell has `cell`, with
    /// `resources` as the document's `<resources>`.
    static func xib(image: String, cell: String = "", view: String = "", resources: String) -> Data {
        let objects = NibCompilerControlTests.view(
            """
            <imageView \(view) id="i1">
                <rect key="frame" x="20" y="80" width="64" height="64"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" image="\(image)" \(cell) id="i2"/>
            </imageView>
            """)
        let text = String(decoding: objects, as: UTF8.self)
            .replacingOccurrences(of: "</objects>", with: "</objects>\n<resources>\(resources)</resources>")
        return Data(text.utf8)
    }

    /// The name, namespace, catalog and design size of the image an image view's cell shows.
    static func image(in archive: NIBArchive) -> (name: String?, namespace: String?, catalog: String?, size: String?) {
        let resource = NibCompilerTests.values(of: "NSCustomResource", in: archive)
        var size: String?
        if case .object(let index)? = resource["IBDesignSize"] {
            let value = Dictionary(
                archive.values(of: archive.objects[index]).map { (archive.key(of: $0), $0.payload) }
            ) { first, _ in first }
            size = NibCompilerScrollTests.text(value["NS.sizeval"], in: archive)
        }
        return (
            NibCompilerScrollTests.text(resource["NSResourceName"], in: archive),
            NibCompilerScrollTests.text(resource["IBNamespaceID"], in: archive),
            NibCompilerScrollTests.text(resource["NSCatalogName"], in: archive), size
        )
    }

    @Test func anImageViewHasIbtoolsKeys() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(
                image: "Logo", cell: #"imageScaling="axesIndependently" animates="YES""#,
                view: #"horizontalHuggingPriority="750" verticalHuggingPriority="750""#,
                resources: #"<image name="Logo" width="40" height="30"/>"#))
        let view = NibCompilerTests.values(of: "NSImageView", in: archive)
        #expect(view["NSEditable"] == .bool(true))
        #expect(view["NSControlRefusesFirstResponder"] == .bool(true))
        #expect(NibCompilerScrollTests.text(view["NSHuggingPriority"], in: archive) == "{750, 750}")
        guard case .object(let types)? = view["NSDragTypes"] else {
            Issue.record("no drag types")
            return
        }
        #expect(archive.values(of: archive.objects[types]).count == 9)  // inlined, and eight types
        let cell = NibCompilerTests.values(of: "NSImageCell", in: archive)
        #expect(cell["NSCellFlags2"]?.integer == 0x200_0000)
        #expect(cell["NSScale"]?.integer == 1)
        #expect(cell["NSAlign"]?.integer == 0)
        #expect(cell["NSAnimates"] == .bool(true))
        let image = Self.image(in: archive)
        #expect(image.name == "Logo" && image.namespace == nil && image.size == "{40, 30}")
    }

    @Test func anImageViewThatIsNotEditableTakesNoDrags() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(image: "Logo", view: #"editable="NO""#, resources: #"<image name="Logo" width="4" height="3"/>"#))
        let view = NibCompilerTests.values(of: "NSImageView", in: archive)
        #expect(view["NSEditable"] == .bool(false))
        #expect(view["NSDragTypes"] == nil)
    }

    /// AppKit's images are in the system namespace at their listed size, but for its icons
    /// (the application icon, the trash, folders: 32 points); the catalog's symbols are
    /// designed at 32 points whatever is listed.
    @Test(
        arguments: [
            ("NSActionTemplate", "", 15, "{15, 15}", nil),
            ("NSStatusAvailable", "", 16, "{16, 16}", nil),
            ("NSApplicationIcon", "", 128, "{32, 32}", nil),
            ("NSTrashEmpty", "", 16, "{32, 32}", nil),
            ("NSFolder", "", 128, "{32, 32}", nil),
            ("folder", #"catalog="system""#, 18, "{32, 32}", "system"),
        ] as [(String, String, Int, String, String?)])
    func systemImagesAreInTheSystemNamespace(
        name: String, catalog: String, listed: Int, size: String, catalogName: String?
    ) throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(
                image: name,
                resources: #"<image name="\#(name)" \#(catalog) width="\#(listed)" height="\#(listed)"/>"#))
        let image = Self.image(in: archive)
        #expect(image.name == name)
        #expect(image.namespace == "system")
        #expect(image.catalog == catalogName)
        #expect(image.size == size)
    }

    @Test func unlistedOrConfiguredImagesAndUnknownSettingsAreRefused() {
        #expect(
            NibCompilerScrollTests.refusal(Self.xib(image: "Logo", resources: ""))
                == "the image 'Logo' has no <image> in the document's <resources>")
        let configured = #"<image name="heart" catalog="system" width="16" height="14"><imageConfiguration/></image>"#
        #expect(
            NibCompilerScrollTests.refusal(Self.xib(image: "heart", resources: configured))?
                .contains("has a configuration") == true)
        let listed = #"<image name="Logo" width="4" height="3"/>"#
        #expect(
            NibCompilerScrollTests.refusal(
                Self.xib(image: "Logo", cell: #"imageScaling="sideways""#, resources: listed))
                == "the imageScaling 'sideways' has no known archived form")
    }

    /// A pop-up button's selected item is its cell's `NSMenuItem` (and no index is written); an
    /// item's state and image are its own (`catalog_image`).
    @Test func aPopUpButtonsSelectedItemShowsItsImage() throws {
        let objects = NibCompilerControlTests.view(
            """
            <popUpButton id="p1">
                <rect key="frame" x="14" y="248" width="100" height="25"/>
                <popUpButtonCell key="cell" type="push" title="None" bezelStyle="rounded" alignment="left" \
            lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" selectedItem="i2" id="p2">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="m1">
                        <items>
                            <menuItem title="Some" id="i1"/>
                            <menuItem title="None" state="on" image="circle.dashed" catalog="system" id="i2"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """)
        let source = String(decoding: objects, as: UTF8.self).replacingOccurrences(
            of: "</objects>",
            with:
                #"</objects><resources><image name="circle.dashed" catalog="system" width="15" height="15"/></resources>"#
        )
        let archive = try NibCompilerTests.compiled(Data(source.utf8))
        let cell = NibCompilerTests.values(of: "NSPopUpButtonCell", in: archive)
        #expect(cell["NSSelectedIndex"] == nil)
        guard case .object(let selected)? = cell["NSMenuItem"] else {
            Issue.record("no selected item")
            return
        }
        let item = Dictionary(archive.values(of: archive.objects[selected]).map { (archive.key(of: $0), $0.payload) }) {
            first, _ in first
        }
        #expect(NibCompilerScrollTests.text(item["NSTitle"], in: archive) == "None")
        #expect(item["NSState"]?.integer == 1)
        guard case .object(let image)? = item["NSImage"] else {
            Issue.record("no image")
            return
        }
        let resource = Dictionary(
            archive.values(of: archive.objects[image]).map { (archive.key(of: $0), $0.payload) }
        ) { first, _ in first }
        #expect(NibCompilerScrollTests.text(resource["NSResourceName"], in: archive) == "circle.dashed")
        #expect(NibCompilerScrollTests.text(resource["NSCatalogName"], in: archive) == "system")
        let unknown = source.replacingOccurrences(of: #"selectedItem="i2""#, with: #"selectedItem="zz""#)
        #expect(
            NibCompilerScrollTests.refusal(Data(unknown.utf8))
                == "the selected item 'zz' is not an item of the pop-up button's menu")
    }
}
