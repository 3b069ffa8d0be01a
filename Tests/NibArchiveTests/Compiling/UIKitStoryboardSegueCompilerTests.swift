import Foundation
import NibArchive
import TestSupport
import Testing

/// `UIKitStoryboardCompiler` on the segues and scenes that reach beyond one controller's nibs:
/// embed segues from container views, popover presentations, and storyboard references, on
/// `UIKitStoryboardCompilerTests.storyboard`.
@Suite struct UIKitStoryboardSegueCompilerTests {
    /// An embed segue is a `UIStoryboardEmbedSegueTemplate` the controller keeps, performed as
    /// its view loads (`UIPerformOnViewLoad`); the view's nib hands it its container view, a
    /// plain `UIView`, by the `containerView` outlet of its placeholder. It reads back as the
    /// source's embed segue held by the container view; an embed from anything else is refused.
    @Test func anEmbedSegueGetsItsContainerViewAsTheViewLoads() throws {
        let text = UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(
            of: #"<subviews>"#,
            with: #"<subviews><containerView opaque="NO" contentMode="scaleToFill" id="box">"#
                + #"<rect key="frame" x="10" y="200" width="300" height="200"/>"#
                + #"<connections><segue destination="details" kind="embed" identifier="inside" id="seg-embed"/>"#
                + "</connections></containerView>")
        let output = try UIKitStoryboardCompilerTests.compile(text)
        let nav = try UIKitStoryboardCompilerTests.nib(output, "UINavigationController-nav.nib")
        let embed = try #require(nav.indices(ofClass: "UIStoryboardEmbedSegueTemplate").first)
        #expect(nav.value(embed, "UIPerformOnViewLoad") == .bool(true))
        #expect(nav.string(embed, "UIDestinationViewControllerIdentifier") == "Details")
        #expect(nav.value(embed, "UIContainerView") == nil)
        let (_, _, table) = try UIKitStoryboardCompilerTests.rootsViewLoadingTable(output)
        let position = try #require(table.firstIndex(of: embed))
        let name = position > 0 ? nav.text(ofString: table[position - 1]) : nil
        let view = try UIKitStoryboardCompilerTests.nib(output, "root-view-rootView.nib")
        let placeholder = try #require(
            view.indices(ofClass: "UIProxyObject").first { view.string($0, "UIProxiedObjectIdentifier") == name })
        let outlet = try #require(
            view.indices(ofClass: "UIRuntimeOutletConnection").first { view.string($0, "UILabel") == "containerView" })
        #expect(view.value(outlet, "UISource") == .object(placeholder))
        guard case .object(let box)? = view.value(outlet, "UIDestination") else {
            Issue.record("the outlet names no container view")
            return
        }
        #expect(view.className(of: view.objects[box]) == "UIView")
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: text)
        let onButton = text.replacingOccurrences(of: #"kind="show" identifier="showDetails""#, with: #"kind="embed""#)
        expectRefusal(of: onButton, atLineHolding: #"kind="embed" id="seg-show""#) { text throws(ArchiveReadError) in
            _ = try UIKitStoryboardCompilerTests.compile(text)
        }
    }

    /// `storyboard` with the root's button showing a storyboard reference instead of the details.
    static let referencing = UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(
        of: #"<segue destination="details" kind="show" identifier="showDetails""#,
        with: #"<segue destination="ref" kind="show" identifier="showDetails""#
    ).replacingOccurrences(
        of: "    </scenes>",
        with: #"<scene sceneID="s9"><objects><viewControllerPlaceholder storyboardName="Settings" "#
            + #"referencedIdentifier="Privacy" bundleIdentifier="com.example.kit" id="ref" "#
            + #"sceneMemberID="viewController"/></objects></scene></scenes>"#)

    /// `referencing` with a navigation item of `attributes` on the reference.
    static func referencing(navigationItem attributes: String) -> String {
        referencing.replacingOccurrences(
            of: #"sceneMemberID="viewController"/></objects></scene></scenes>"#,
            with: #"sceneMemberID="viewController">"# + "\n"
                + #"<navigationItem key="navigationItem" \#(attributes)/></viewControllerPlaceholder>"#
                + "</objects></scene></scenes>")
    }

    /// A storyboard reference has a nib of its own, found by its identifier as a controller's
    /// is, holding a `UIStoryboardViewControllerPlaceholder` that UIKit replaces with the
    /// controller `Info.plist`'s `UIViewControllerIdentifiersToExternalStoryboardReferences`
    /// entry names; a segue template names it as it names a controller. It reads back as the
    /// source's reference.
    @Test func aStoryboardReferenceIsAPlaceholderNibAndAnInfoPlistEntry() throws {
        let output = try UIKitStoryboardCompilerTests.compile(Self.referencing)
        let nib = try UIKitStoryboardCompilerTests.nib(output, "UIViewController-ref.nib")
        let placeholder = try #require(nib.indices(ofClass: "UIStoryboardViewControllerPlaceholder").first)
        #expect(nib.string(placeholder, "UIStoryboardIdentifier") == "UIViewController-ref")
        let scene = try #require(
            nib.indices(ofClass: "UIRuntimeOutletConnection").first {
                nib.string($0, "UILabel") == "sceneViewController"
            })
        #expect(nib.value(scene, "UIDestination") == .object(placeholder))
        let info = try #require(output.files.first { $0.path == "Info.plist" }).data
        let plist = try #require(try PropertyListSerialization.propertyList(from: info, format: nil) as? [String: Any])
        let references =
            plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: [String: String]]
        #expect(
            references?["UIViewController-ref"] == [
                "UIReferencedStoryboardName": "Settings", "UIReferencedControllerIdentifier": "Privacy",
                "UIReferencedBundleIdentifier": "com.example.kit",
            ])
        let nibs = plist["UIViewControllerIdentifiersToNibNames"] as? [String: String]
        #expect(nibs?["UIViewController-ref"] == "UIViewController-ref")
        let nav = try UIKitStoryboardCompilerTests.nib(output, "UINavigationController-nav.nib")
        let shows = nav.indices(ofClass: "UIStoryboardShowSegueTemplate")
        let show = try #require(shows.first { nav.string($0, "UIIdentifier") == "showDetails" })
        #expect(nav.string(show, "UIDestinationViewControllerIdentifier") == "UIViewController-ref")
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: Self.referencing)
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let reference = try #require(read.objects.first { $0.className == "StoryboardReference" })
        #expect(reference["storyboardName"] == .value(.string("Settings")))
        #expect(reference["referencedIdentifier"] == .value(.string("Privacy")))
        #expect(reference["bundleIdentifier"] == .value(.string("com.example.kit")))
    }

    /// The empty navigation item Interface Builder gives a pushed reference is left out: the
    /// placeholder's decoder reads none. The file compiles as it does without the item.
    @Test func anEmptyNavigationItemOnAReferenceIsLeftOut() throws {
        let withItem = try UIKitStoryboardCompilerTests.compile(Self.referencing(navigationItem: #"id="refItem""#))
        let without = try UIKitStoryboardCompilerTests.compile(Self.referencing)
        #expect(withItem.files.map(\.path) == without.files.map(\.path))
        for (one, other) in zip(withItem.files, without.files) { #expect(one.data == other.data, "\(one.path)") }
    }

    /// A container's child that is a storyboard reference would be archived inside the
    /// container's nib, in a form not confirmed: refused at the relationship. So is a navigation
    /// item on a reference that holds anything, which the placeholder's decoder does not read.
    @Test func aReferenceAsAContainersChildOrWithAFilledNavigationItemIsRefused() {
        let child = Self.referencing.replacingOccurrences(
            of: #"<segue destination="root" kind="relationship""#,
            with: #"<segue destination="ref" kind="relationship""#)
        expectRefusal(of: child, atLineHolding: #"<segue destination="ref" kind="relationship""#) {
            text throws(ArchiveReadError) in _ = try UIKitStoryboardCompilerTests.compile(text)
        }
        let item = Self.referencing(navigationItem: #"title="Privacy" id="refItem""#)
        expectRefusal(of: item, atLineHolding: #"id="refItem""#) { text throws(ArchiveReadError) in
            _ = try UIKitStoryboardCompilerTests.compile(text)
        }
        // A reference to this storyboard's entry point that is the entry point itself.
        let itself = Self.referencing.replacingOccurrences(
            of: #"storyboardName="Settings" referencedIdentifier="Privacy" bundleIdentifier="com.example.kit" "#,
            with: ""
        ).replacingOccurrences(of: #"initialViewController="nav""#, with: #"initialViewController="ref""#)
        expectRefusal(of: itself, atLineHolding: #"id="ref""#) { text throws(ArchiveReadError) in
            _ = try UIKitStoryboardCompilerTests.compile(text)
        }
    }

    /// A popover presentation from a bar button item is a
    /// `UIStoryboardPopoverPresentationSegueTemplate` with its permitted arrow directions and the
    /// item it points at, both in the controller's nib; it reads back into the source's tree. An
    /// anchor view (in the view's nib, reached in a way not known) or no anchor is refused.
    @Test func aPopoverFromABarButtonItemPointsAtIt() throws {
        let segue =
            #"<segue destination="details" kind="presentation" identifier="present" modalPresentationStyle="formSheet" id="seg-present"/>"#
        let popover =
            #"<segue destination="details" kind="popoverPresentation" identifier="present" popoverAnchorBarButtonItem="add" id="seg-present">"#
            + #"<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/></segue>"#
        let text = UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(of: segue, with: popover)
        let output = try UIKitStoryboardCompilerTests.compile(text)
        let nav = try UIKitStoryboardCompilerTests.nib(output, "UINavigationController-nav.nib")
        let template = try #require(nav.indices(ofClass: "UIStoryboardPopoverPresentationSegueTemplate").first)
        #expect(nav.value(template, "UIPermittedArrowDirections")?.integer == 3)
        let item = try #require(
            nav.indices(ofClass: "UIBarButtonItem").first { nav.value($0, "UISystemItem")?.integer == 4 })
        #expect(nav.value(template, "UIAnchorBarButtonItem") == .object(item))
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: text)
        for changed in [
            popover.replacingOccurrences(of: #"popoverAnchorBarButtonItem="add""#, with: #"popoverAnchorView="go""#),
            popover.replacingOccurrences(of: #" popoverAnchorBarButtonItem="add""#, with: ""),
            popover.replacingOccurrences(of: #" up="YES" down="YES""#, with: ""),
        ] {
            expectRefusal(
                of: UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(of: segue, with: changed),
                atLineHolding: "seg-present"
            ) {
                text throws(ArchiveReadError) in _ = try UIKitStoryboardCompilerTests.compile(text)
            }
        }
    }

    /// A popover performed from the view (a button anchored at itself, a bar button item of a
    /// toolbar in the view, as Tropos's settings item) keeps its template in the controller's nib
    /// with no anchor key; the view's nib hands the template's placeholder its anchor by an
    /// `anchorView` or `anchorBarButtonItem` outlet, and the bundle reads back with the anchor.
    @Test func aPopoverPerformedFromTheViewGetsItsAnchorInTheViewsNib() throws {
        let show = #"<segue destination="details" kind="show" identifier="showDetails" id="seg-show"/>"#
        let fromButton = UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(
            of: show,
            with:
                #"<segue destination="details" kind="popoverPresentation" identifier="showDetails" popoverAnchorView="go" id="seg-show"/>"#
        )
        let toolbar = """
            <toolbar opaque="NO" contentMode="scaleToFill" id="tools">
                <rect key="frame" x="0.0" y="436" width="320" height="44"/>
                <items>
                    <barButtonItem title="Info" id="info">
                        <connections>
                            <segue destination="details" kind="popoverPresentation" popoverAnchorBarButtonItem="info" id="seg-info"/>
                        </connections>
                    </barButtonItem>
                </items>
            </toolbar>
            """
        let fromItem = UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(
            of: "</button>\n", with: "</button>\n" + toolbar + "\n")
        for (text, label, anchorClass) in [
            (fromButton, "anchorView", "UIButton"), (fromItem, "anchorBarButtonItem", "UIBarButtonItem"),
        ] {
            let output = try UIKitStoryboardCompilerTests.compile(text)
            let nav = try UIKitStoryboardCompilerTests.nib(output, "UINavigationController-nav.nib")
            let template = try #require(nav.indices(ofClass: "UIStoryboardPopoverPresentationSegueTemplate").first)
            #expect(nav.value(template, "UIAnchorView") == nil && nav.value(template, "UIAnchorBarButtonItem") == nil)
            let view = try UIKitStoryboardCompilerTests.nib(output, "root-view-rootView.nib")
            let outlet = try #require(
                view.indices(ofClass: "UIRuntimeOutletConnection").first { view.string($0, "UILabel") == label },
                "\(label)")
            guard case .object(let source)? = view.value(outlet, "UISource"),
                case .object(let anchor)? = view.value(outlet, "UIDestination")
            else {
                Issue.record("the \(label) outlet names no objects")
                continue
            }
            #expect(view.className(of: view.objects[source]) == "UIProxyObject")
            #expect(view.className(of: view.objects[anchor]) == anchorClass)
            try UIKitStoryboardCompilerTests.expectReadsBack(output, as: text)
            let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
            let segues = read.objectIndex().values.flatMap { object -> [ArchiveObject] in
                guard case .array(let items)? = object["segues"] else { return [] }
                return items.compactMap { if case .object(let segue) = $0 { segue } else { nil } }
            }
            let key = label == "anchorView" ? "popoverAnchorView" : "popoverAnchorBarButtonItem"
            #expect(segues.contains { $0[key] != nil }, "\(key)")
        }
    }

    /// A popover performed from the view but anchored at a bar button item of the controller's
    /// navigation item points at it by the template's own key, in the controller's nib.
    @Test func aPopoverFromTheViewAnchoredInTheControllersNibUsesItsKey() throws {
        let show = #"<segue destination="details" kind="show" identifier="showDetails" id="seg-show"/>"#
        let text = UIKitStoryboardCompilerTests.storyboard.replacingOccurrences(
            of: show,
            with:
                #"<segue destination="details" kind="popoverPresentation" identifier="showDetails" popoverAnchorBarButtonItem="one" id="seg-show"/>"#
        )
        let output = try UIKitStoryboardCompilerTests.compile(text)
        let nav = try UIKitStoryboardCompilerTests.nib(output, "UINavigationController-nav.nib")
        let template = try #require(nav.indices(ofClass: "UIStoryboardPopoverPresentationSegueTemplate").first)
        let one = try #require(nav.indices(ofClass: "UIBarButtonItem").first { nav.string($0, "UITitle") == "One" })
        #expect(nav.value(template, "UIAnchorBarButtonItem") == .object(one))
        let view = try UIKitStoryboardCompilerTests.nib(output, "root-view-rootView.nib")
        #expect(
            !view.indices(ofClass: "UIRuntimeOutletConnection").contains {
                view.string($0, "UILabel") == "anchorBarButtonItem"
            })
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: text)
    }

    /// A popover a cell performs, or one performed in a prototype cell, would have every cell
    /// set the one template's anchor: refused at its line.
    @Test func aPopoverPerformedByACellOrInAPrototypeIsRefused() {
        let bySelection = UIKitTableCompilerTests.storyboard.replacingOccurrences(
            of: #"<segue destination="detail" kind="show" identifier="open" id="seg"/>"#,
            with:
                #"<segue destination="detail" kind="popoverPresentation" identifier="open" popoverAnchorView="cell" id="seg"/>"#
        )
        let byButton = UIKitTableCompilerTests.storyboard.replacingOccurrences(
            of: #"<action selector="more:" destination="list" eventType="touchUpInside" id="act"/>"#,
            with: #"<segue destination="detail" kind="popoverPresentation" popoverAnchorView="more" id="pop"/>"#)
        for (text, marker) in [(bySelection, #"id="seg""#), (byButton, #"id="pop""#)] {
            expectRefusal(of: text, atLineHolding: marker) { text throws(ArchiveReadError) in
                _ = try NibCompiler().compile(Data(text.utf8), file: "Main.storyboard")
            }
        }
    }
}
