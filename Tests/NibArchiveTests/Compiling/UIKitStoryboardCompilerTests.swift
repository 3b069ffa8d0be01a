import Foundation
import NibArchive
import TestSupport
import Testing

/// `UIKitStoryboardCompiler`: a navigation controller with its root archived inside, navigation
/// items with bar button items, buttons, and segue templates with what performs them, written
/// as `Formats/nibarchive.md` ("iOS storyboards") says and read back into the source's tree.
@Suite struct UIKitStoryboardCompilerTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="bar">
                                <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="root" customClass="RootController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
        contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="go">
                                        <rect key="frame" x="10" y="80" width="100" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Go">
                                            <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </state>
                                        <state key="highlighted" title="Going"/>
                                        <connections>
                                            <segue destination="details" kind="show" identifier="showDetails" id="seg-show"/>
                                            <action selector="tapped:" destination="root" eventType="touchUpInside" id="act-1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Root" id="item">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <action selector="add:" destination="root" id="act-2"/>
                                        <segue destination="details" kind="presentation" identifier="present" modalPresentationStyle="formSheet" id="seg-present"/>
                                    </connections>
                                </barButtonItem>
                                <leftBarButtonItems>
                                    <barButtonItem title="One" style="plain" id="one"/>
                                    <barButtonItem title="Two" style="done" id="two"/>
                                </leftBarButtonItems>
                            </navigationItem>
                            <connections>
                                <outlet property="goButton" destination="go" id="out-1"/>
                                <outlet property="addItem" destination="add" id="out-2"/>
                                <segue destination="details" kind="show" identifier="manual" id="seg-manual"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Details" id="details" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailsView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="back">
                                        <rect key="frame" x="10" y="10" width="60" height="30"/>
                                        <state key="normal" title="Back"/>
                                        <connections>
                                            <segue destination="exit" kind="unwind" unwindAction="backToRoot:" id="seg-back"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Expects the compiled bundle `output` to read back into the tree of its source, `text`.
    static func expectReadsBack(_ output: NibCompiler.Output, as text: String) throws {
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Main.storyboard")
        let differences = InterfaceTreeSummary(read).differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
    }

    /// The navigation controller's nib, the root controller in it and the items of the root's
    /// external objects table for loading its view (name, object, name, object, ...).
    static func rootsViewLoadingTable(_ output: NibCompiler.Output) throws -> (NIBArchive, Int, [Int]) {
        let nav = try nib(output, "UINavigationController-nav.nib")
        let root = try #require(
            nav.indices(ofClass: "UIClassSwapper").first { nav.string($0, "UIClassName") == "RootController" })
        let table: Int? =
            switch nav.value(root, "UIExternalObjectsTableForViewLoading") {
            case .object(let table)?: table
            default: nil
            }
        return (nav, root, nav.items(try #require(table, "the root controller has no external objects table")))
    }

    /// `storyboard` with `objects` added to the root controller's scene, after its controller.
    static func rootScene(holding objects: String) -> String {
        let firstResponder = #"id="fr2" sceneMemberID="firstResponder"/>"#
        return storyboard.replacingOccurrences(of: firstResponder, with: firstResponder + objects)
    }

    static func compile(_ text: String = storyboard) throws(ArchiveReadError) -> NibCompiler.Output {
        try NibCompiler().compile(Data(text.utf8), file: "Main.storyboard")
    }

    static func nib(_ output: NibCompiler.Output, _ path: String) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try #require(output.files.first { $0.path == path }).data)
    }

    @Test func theRootIsArchivedInsideItsNavigationControllersNib() throws {
        let output = try Self.compile()
        #expect(
            output.files.map(\.path) == [
                "Info.plist", "Details.nib", "UINavigationController-nav.nib", "details-view-detailsView.nib",
                "root-view-rootView.nib",
            ])
        let plist = try #require(output.files.first { $0.path == "Info.plist" })
        let info = try #require(
            try PropertyListSerialization.propertyList(from: plist.data, format: nil) as? [String: Any])
        #expect(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "UINavigationController-nav")
        #expect(
            info["UIViewControllerIdentifiersToNibNames"] as? [String: String] == [
                "UINavigationController-nav": "UINavigationController-nav", "Details": "Details",
            ])
        let nav = try Self.nib(output, "UINavigationController-nav.nib")
        let swappers = nav.indices(ofClass: "UIClassSwapper")
        let root = try #require(swappers.first { nav.string($0, "UIClassName") == "RootController" })
        let controller = try #require(
            swappers.first { nav.string($0, "UIClassName") == "UINavigationController" })
        #expect(nav.value(root, "UIParentViewController") == .object(controller))
        #expect(nav.string(root, "UINibName") == "root-view-rootView")
        let bar = try #require(nav.indices(ofClass: "UINavigationBar").first)
        #expect(nav.value(controller, "UINavigationBar") == .object(bar))
        #expect(nav.value(bar, "UIBarStyle")?.integer == 1)
        // `-[UINavigationController initWithCoder:]` expects its bar locked, with itself as the
        // bar's delegate.
        #expect(nav.value(bar, "UIIsLocked") == .bool(true))
        #expect(nav.value(bar, "UIDelegate") == .object(controller))
    }

    @Test func barButtonItemsKeepTheirStylesAndSystemItems() throws {
        let nav = try Self.nib(try Self.compile(), "UINavigationController-nav.nib")
        let items = nav.indices(ofClass: "UIBarButtonItem")
        let add = try #require(items.first { nav.value($0, "UIIsSystemItem") == .bool(true) })
        #expect(nav.value(add, "UISystemItem")?.integer == 4)
        #expect(nav.value(add, "UIStyle")?.integer == 1, "Interface Builder's default style is bordered")
        let one = try #require(items.first { nav.string($0, "UITitle") == "One" })
        let two = try #require(items.first { nav.string($0, "UITitle") == "Two" })
        #expect(nav.value(one, "UIStyle") == nil)
        #expect(nav.value(two, "UIStyle")?.integer == 2)
        for item in items { #expect(nav.value(item, "UIEnabled") == .bool(true)) }
        let navigationItem = try #require(nav.indices(ofClass: "UINavigationItem").first)
        #expect(nav.string(navigationItem, "UITitle") == "Root")
    }

    /// A navigation controller's toolbar is its `UIToolbar`, shown by `UIToolbarShown`; the
    /// items it shows for a controller are that controller's `UIToolbarItems`; a toolbar's own
    /// items are its `UIItems`.
    @Test func aNavigationControllersToolbarAndAControllersToolbarItems() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<navigationController id="nav" sceneMemberID="viewController">"#,
            with: #"""
                <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" barStyle="black" id="tools">
                    <rect key="frame" x="0.0" y="436" width="320" height="44"/>
                    <items><barButtonItem title="Own" id="own"/></items>
                </toolbar>
                """#
        ).replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Root" id="item">"#,
            with: #"""
                <toolbarItems>
                    <barButtonItem systemItem="flexibleSpace" id="flex"/>
                    <barButtonItem title="Share" id="share"/>
                </toolbarItems>
                <navigationItem key="navigationItem" title="Root" id="item">
                """#)
        let nav = try Self.nib(try Self.compile(text), "UINavigationController-nav.nib")
        let swappers = nav.indices(ofClass: "UIClassSwapper")
        let controller = try #require(swappers.first { nav.string($0, "UIClassName") == "UINavigationController" })
        let root = try #require(swappers.first { nav.string($0, "UIClassName") == "RootController" })
        let toolbar = try #require(nav.indices(ofClass: "UIToolbar").first)
        #expect(nav.value(controller, "UIToolbar") == .object(toolbar))
        #expect(nav.value(controller, "UIToolbarShown") == .bool(true))
        #expect(nav.value(toolbar, "UIBarStyle")?.integer == 1)
        guard case .object(let own)? = nav.value(toolbar, "UIItems"),
            case .object(let shown)? = nav.value(root, "UIToolbarItems")
        else {
            Issue.record("no toolbar items")
            return
        }
        #expect(nav.items(own).map { nav.string($0, "UITitle") } == ["Own"])
        let items = nav.items(shown)
        #expect(items.count == 2)
        #expect(nav.value(items[0], "UIIsSystemItem") == .bool(true))
        #expect(nav.string(items[1], "UITitle") == "Share")
    }

    /// A controller's own attributes archive as `-[UIViewController encodeWithCoder:]` writes
    /// them, and its restoration identifier is its storyboard identifier when the document says
    /// to use it; a navigation controller that hides its bar is refused.
    @Test func aControllersAttributesArchiveAsItsEncoderWritesThem() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<viewController id="root" customClass="RootController" sceneMemberID="viewController">"#,
            with: #"<viewController storyboardIdentifier="Root" id="root" customClass="RootController" "#
                + #"automaticallyAdjustsScrollViewInsets="NO" hidesBottomBarWhenPushed="YES" "#
                + #"definesPresentationContext="YES" modalPresentationStyle="formSheet" "#
                + #"extendedLayoutIncludesOpaqueBars="YES" providesPresentationContextTransitionStyle="YES" "#
                + #"modalTransitionStyle="crossDissolve" "#
                + #"useStoryboardIdentifierAsRestorationIdentifier="YES" sceneMemberID="viewController">"#
        ).replacingOccurrences(
            of: #"<button opaque="NO""#,
            with:
                #"<button restorationIdentifier="goButton" adjustsImageSizeForAccessibilityContentSizeCategory="YES" opaque="NO""#
        )
        let output = try Self.compile(text)
        let nav = try Self.nib(output, "UINavigationController-nav.nib")
        let root = try #require(
            nav.indices(ofClass: "UIClassSwapper").first { nav.string($0, "UIClassName") == "RootController" })
        #expect(nav.value(root, "UIKeyAutomaticallyAdjustsScrollViewInsets")?.integer == 0)
        #expect(nav.value(root, "UIHidesBottomBarWhenPushed") == .bool(true))
        #expect(nav.value(root, "UIDefinesPresentationContext") == .bool(true))
        #expect(nav.value(root, "UIModalPresentationStyle")?.integer == 2)
        #expect(nav.string(root, "UIRestorationIdentifier") == "Root")
        #expect(nav.value(root, "UIKeyExtendedLayoutIncludesOpaqueBars")?.integer == 1)
        #expect(nav.value(root, "UIProvidesPresentationContextTransitionStyle") == .bool(true))
        #expect(nav.value(root, "UIModalTransitionStyle")?.integer == 2)
        #expect(nav.value(root, "UIClearsSelectionOnViewWillAppear") == nil)
        let view = try Self.nib(output, "root-view-rootView.nib")
        let button = try #require(view.indices(ofClass: "UIButton").first)
        #expect(view.string(button, "UIRestorationIdentifier") == "goButton")
        #expect(view.value(button, "UIAdjustsImageSizeForAccessibilityContentSizeCategory") == .bool(true))
        // A navigation controller's bars' settings, as `-[UINavigationController
        // encodeWithCoder:]` writes them (published decompilations of UIKitCore 26.1).
        let hiding = Self.storyboard.replacingOccurrences(
            of: #"<navigationController id="nav""#,
            with: #"<navigationController navigationBarHidden="YES" hidesBarsOnSwipe="YES" hidesBarsOnTap="YES" "#
                + #"hidesBarsWhenKeyboardAppears="YES" hidesBarsWhenVerticallyCompact="YES" id="nav""#)
        let hidden = try Self.nib(try Self.compile(hiding), "UINavigationController-nav.nib")
        let controller = try #require(
            hidden.indices(ofClass: "UIClassSwapper").first {
                hidden.string($0, "UIClassName") == "UINavigationController"
            })
        for key in [
            "UINavigationBarHidden", "UINavigationControllerCondensesBarsOnSwipe",
            "UINavigationControllerHidesBarsOnTap",
            "UINavigationControllerCondensesBarsWhenKeyboardAppears",
            "UINavigationControllerHidesBarsWhenVerticallyCompact",
        ] {
            #expect(hidden.value(controller, key) == .bool(true), "\(key)")
        }
        expectRefusal(
            of: Self.storyboard.replacingOccurrences(
                of: #"<navigationController id="nav""#,
                with: #"<navigationController modalInPresentation="YES" id="nav""#),
            atLineHolding: "<navigationController"
        ) { text throws(ArchiveReadError) in _ = try Self.compile(text) }
        // A navigation controller's flag on another controller, whose class reads no such key.
        expectRefusal(
            of: Self.storyboard.replacingOccurrences(
                of: #"<viewController id="root""#, with: #"<viewController hidesBarsOnTap="YES" id="root""#),
            atLineHolding: #"<viewController hidesBarsOnTap="YES""#
        ) { text throws(ArchiveReadError) in _ = try Self.compile(text) }
    }

    /// A controller's popover content size is archived unless it is UIKit's 320 by 1,100.
    @Test func aControllersPopoverSizeIsArchivedWhenNotUIKits() throws {
        func size(_ width: Int, _ height: Int) throws -> NIBArchive.Payload? {
            let text = Self.storyboard.replacingOccurrences(
                of: #"<navigationItem key="navigationItem" title="Root" id="item">"#,
                with: #"<value key="contentSizeForViewInPopover" type="size" width="\#(width)" height="\#(height)"/>"#
                    + #"<navigationItem key="navigationItem" title="Root" id="item">"#)
            let nav = try Self.nib(try Self.compile(text), "UINavigationController-nav.nib")
            let root = try #require(
                nav.indices(ofClass: "UIClassSwapper").first { nav.string($0, "UIClassName") == "RootController" })
            return nav.value(root, "UIContentSizeForViewInPopover")
        }
        #expect(try size(300, 488) == .data(UIKitTableCompilerTests.doubles([300, 488])))
        #expect(try size(320, 1100) == nil)
    }

    @Test func aButtonArchivesItsTypeAlignmentAndStates() throws {
        let view = try Self.nib(try Self.compile(), "root-view-rootView.nib")
        let button = try #require(view.indices(ofClass: "UIButton").first)
        #expect(view.value(button, "UIButtonType")?.integer == 1)
        #expect(view.value(button, "UIContentHorizontalAlignment")?.integer == 1)
        #expect(view.value(button, "UIContentVerticalAlignment") == nil)
        #expect(view.value(button, "UILineBreakMode")?.integer == 5)
        #expect(view.indices(ofClass: "UIButtonContent").count == 2)
    }

    /// The button's show segue reaches its template through the view nib's
    /// `UpstreamPlaceholder-2` on touch-up-inside (the first stands for the controller); the bar button item's presentation goes
    /// straight to its template; the manual one has no sender; the unwind names its action.
    @Test func eachSegueIsPerformedByWhatTriggersIt() throws {
        let output = try Self.compile()
        let view = try Self.nib(output, "root-view-rootView.nib")
        let placeholder = try #require(
            view.indices(ofClass: "UIProxyObject").first {
                view.string($0, "UIProxiedObjectIdentifier") == "UpstreamPlaceholder-2"
            })
        let perform = try #require(
            view.indices(ofClass: "UIRuntimeEventConnection").first { view.string($0, "UILabel") == "perform:" })
        #expect(view.value(perform, "UIDestination") == .object(placeholder))
        #expect(view.value(perform, "UIEventMask")?.integer == 64)

        let nav = try Self.nib(output, "UINavigationController-nav.nib")
        let present = try #require(nav.indices(ofClass: "UIStoryboardPresentationSegueTemplate").first)
        #expect(nav.string(present, "UIDestinationViewControllerIdentifier") == "Details")
        #expect(nav.value(present, "UIModalPresentationStyle")?.integer == 2)
        let barPerform = try #require(
            nav.indices(ofClass: "UIRuntimeEventConnection").first { nav.string($0, "UILabel") == "perform:" })
        #expect(nav.value(barPerform, "UIDestination") == .object(present))
        #expect(nav.value(barPerform, "UIEventMask") == nil)
        let shows = nav.indices(ofClass: "UIStoryboardShowSegueTemplate")
        #expect(shows.compactMap { nav.string($0, "UIIdentifier") }.sorted() == ["manual", "showDetails"])
        for show in shows { #expect(nav.string(show, "UIActionName") == "showViewController:sender:") }

        let details = try Self.nib(output, "Details.nib")
        let unwind = try #require(details.indices(ofClass: "UIStoryboardUnwindSegueTemplate").first)
        #expect(details.string(unwind, "UIAction") == "backToRoot:")
    }

    /// A controller whose view extends under some bars only archives those edges
    /// (`UIKeyEdgesForExtendedLayout`, `UIRectEdge` bits); all four are UIKit's default.
    @Test func aControllersExtendedEdgesAreArchivedWhenNotAll() throws {
        let bottom = Self.storyboard.replacingOccurrences(
            of: "<navigationItem key=\"navigationItem\" title=\"Root\" id=\"item\">",
            with: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#
                + "<navigationItem key=\"navigationItem\" title=\"Root\" id=\"item\">")
        for (text, edges) in [(bottom, 4), (Self.storyboard, nil)] {
            let (nav, root, _) = try Self.rootsViewLoadingTable(try Self.compile(text))
            #expect(nav.value(root, "UIKeyEdgesForExtendedLayout")?.integer == edges)
        }
    }

    /// A scene's custom object (Emergence's scroll coordinator) is a `UIClassSwapper` over
    /// `UICustomObject`, which UIKit makes with `init`, in the view nib with its runtime
    /// attributes and its outlets into the view.
    @Test func aScenesCustomObjectIsASwappedUICustomObjectInTheViewNib() throws {
        let text = Self.rootScene(
            holding: """
                <customObject id="chief" customClass="ScrollChief" customModule="App">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="duration"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="button" destination="go" id="out-chief"/>
                    </connections>
                </customObject>
                """)
        let view = try Self.nib(try Self.compile(text), "root-view-rootView.nib")
        let chief = try #require(
            view.indices(ofClass: "UIClassSwapper").first { view.string($0, "UIClassName") == "_TtC3App11ScrollChief" })
        #expect(view.string(chief, "UIOriginalClassName") == "UICustomObject")
        let outlet = try #require(
            view.indices(ofClass: "UIRuntimeOutletConnection").first { view.string($0, "UILabel") == "button" })
        #expect(view.value(outlet, "UISource") == .object(chief))
        let pair = try #require(view.indices(ofClass: "UINibKeyValuePair").first)
        #expect(view.value(pair, "UIObject") == .object(chief))
        // A child no custom object has is refused at its line.
        expectRefusal(
            of: text.replacingOccurrences(
                of: "</userDefinedRuntimeAttributes>",
                with: "</userDefinedRuntimeAttributes><size key=\"stray\" width=\"1\" height=\"1\"/>"),
            atLineHolding: "key=\"stray\""
        ) { text throws(ArchiveReadError) in _ = try Self.compile(text) }
    }

    /// A view a scene holds outside its controller's view (Alamofire's `Main.storyboard` keeps
    /// an image view so) is a top-level object of the view's nib, after the view, and the
    /// controller's outlet to it is made there. A container's scene, which has no view nib, may
    /// not hold one.
    @Test func aScenesViewOutsideTheViewIsATopLevelObjectOfTheViewNib() throws {
        let text = Self.rootScene(
            holding: """
                <imageView contentMode="scaleToFill" image="Logo" id="logo">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                </imageView>
                """
        ).replacingOccurrences(
            of: "<outlet property=\"goButton\" destination=\"go\" id=\"out-1\"/>",
            with: "<outlet property=\"goButton\" destination=\"go\" id=\"out-1\"/>"
                + "<outlet property=\"logo\" destination=\"logo\" id=\"out-3\"/>")
        let output = try Self.compile(text)
        let view = try Self.nib(output, "root-view-rootView.nib")
        let logo = try #require(view.indices(ofClass: "UIImageView").first)
        #expect(view.topLevelObjects().last == logo)
        let outlet = try #require(
            view.indices(ofClass: "UIRuntimeOutletConnection").first { view.string($0, "UILabel") == "logo" })
        #expect(view.value(outlet, "UIDestination") == .object(logo))
        try Self.expectReadsBack(output, as: text)
        // A container's scene has no view nib: one there (artsy's settings storyboard leaves a
        // label beside its navigation controller) is a top-level object of the controller's nib.
        let firstResponder = "id=\"fr1\" sceneMemberID=\"firstResponder\"/>"
        let outside = Self.storyboard.replacingOccurrences(
            of: firstResponder,
            with: firstResponder
                + #"<label text="Stray" id="stray"><rect key="frame" x="0.0" y="0.0" width="42" height="21"/></label>"#)
        let withStray = try Self.compile(outside)
        let nav = try Self.nib(withStray, "UINavigationController-nav.nib")
        let stray = try #require(nav.indices(ofClass: "UILabel").first)
        #expect(nav.topLevelObjects().last == stray)
        try Self.expectReadsBack(withStray, as: outside)
    }

    /// A bar button item's and a navigation item's runtime attributes (RxSwift's
    /// `PartialUpdates.storyboard` sets an item's accessibility identifier so; Open Food Facts
    /// localizes titles so) are key-value pairs on the item, in its controller's nib, and read
    /// back.
    @Test func barItemsRuntimeAttributesArePairsOnThem() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Root" id="item">"#,
            with: #"<navigationItem key="navigationItem" title="Root" id="item"><userDefinedRuntimeAttributes>"#
                + #"<userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="root.title"/>"#
                + "</userDefinedRuntimeAttributes>"
        ).replacingOccurrences(
            of: "<barButtonItem title=\"One\" style=\"plain\" id=\"one\"/>",
            with: """
                <barButtonItem title="One" style="plain" id="one">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="first"/>
                    </userDefinedRuntimeAttributes>
                </barButtonItem>
                """)
        let nav = try Self.nib(try Self.compile(text), "UINavigationController-nav.nib")
        let one = try #require(nav.indices(ofClass: "UIBarButtonItem").first { nav.string($0, "UITitle") == "One" })
        let pairs = nav.indices(ofClass: "UINibKeyValuePair")
        let pair = try #require(pairs.first { nav.string($0, "UIKeyPath") == "accessibilityIdentifier" })
        #expect(nav.value(pair, "UIObject") == .object(one))
        #expect(nav.string(pair, "UIValue") == "first")
        let item = try #require(nav.indices(ofClass: "UINavigationItem").first)
        let title = try #require(pairs.first { nav.string($0, "UIKeyPath") == "localizableString" })
        #expect(nav.value(title, "UIObject") == .object(item))
        try Self.expectReadsBack(try Self.compile(text), as: text)
    }

    /// A scene's gesture recognizer that performs a segue (Natalie's example storyboard) sends
    /// `perform:`, with no control events, to the `UpstreamPlaceholder-N` its view nib numbers
    /// after the view's own segues, which the controller's external objects table fills with
    /// the template.
    @Test func aScenesGestureRecognizerPerformsItsSegueThroughAPlaceholder() throws {
        let text = Self.rootScene(
            holding: """
                <tapGestureRecognizer id="tap">
                    <connections>
                        <segue destination="details" kind="show" identifier="tapped" id="seg-tap"/>
                    </connections>
                </tapGestureRecognizer>
                """)
        let output = try Self.compile(text)
        let view = try Self.nib(output, "root-view-rootView.nib")
        let tap = try #require(view.indices(ofClass: "UITapGestureRecognizer").first)
        let perform = try #require(
            view.indices(ofClass: "UIRuntimeEventConnection").first {
                view.string($0, "UILabel") == "perform:" && view.value($0, "UISource") == .object(tap)
            })
        #expect(view.value(perform, "UIEventMask") == nil)
        guard case .object(let proxy)? = view.value(perform, "UIDestination") else {
            Issue.record("the recognizer's perform: has no destination")
            return
        }
        #expect(view.string(proxy, "UIProxiedObjectIdentifier") == "UpstreamPlaceholder-3")
        let (nav, _, items) = try Self.rootsViewLoadingTable(output)
        let position = try #require(items.firstIndex { nav.text(ofString: $0) == "UpstreamPlaceholder-3" })
        #expect(position + 1 < items.count && nav.string(items[position + 1], "UIIdentifier") == "tapped")
        try Self.expectReadsBack(output, as: text)
    }

    /// The controller's outlet to its button goes in the view's nib, from the
    /// `UpstreamPlaceholder-1` the controller's external objects table fills with it (as on
    /// macOS, where a pair shows it), which the button's action is sent to as well; the outlet
    /// to its bar button item goes in its own nib, from the controller.
    @Test func outletsGoWhereTheirDestinationIs() throws {
        let output = try Self.compile()
        let view = try Self.nib(output, "root-view-rootView.nib")
        let proxy = try #require(
            view.indices(ofClass: "UIProxyObject").first {
                view.string($0, "UIProxiedObjectIdentifier") == "UpstreamPlaceholder-1"
            })
        let outlet = try #require(
            view.indices(ofClass: "UIRuntimeOutletConnection").first { view.string($0, "UILabel") == "goButton" })
        #expect(view.value(outlet, "UISource") == .object(proxy))
        let action = try #require(
            view.indices(ofClass: "UIRuntimeEventConnection").first { view.string($0, "UILabel") == "tapped:" })
        #expect(view.value(action, "UIDestination") == .object(proxy))
        let (_, root, items) = try Self.rootsViewLoadingTable(output)
        #expect(items.count == 4)
        #expect(items.count >= 2 && items[1] == root)
        for (path, label) in [("root-view-rootView.nib", "goButton"), ("UINavigationController-nav.nib", "addItem")] {
            let nib = try Self.nib(output, path)
            #expect(
                nib.indices(ofClass: "UIRuntimeOutletConnection").contains { nib.string($0, "UILabel") == label },
                "\(path) \(label)")
        }
    }

    /// An action sent to the scene's First Responder (`hero_dismissViewController` in Hero's
    /// `Basic.storyboard`) goes to the `IBFirstResponder` proxy of the nib it lands in, the
    /// view's or the controller's, as a xib's does: UIKit sends it up the responder chain.
    @Test func actionsToTheScenesFirstResponderGoToItsProxy() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: "<action selector=\"tapped:\" destination=\"root\"",
            with: "<action selector=\"dismiss:\" destination=\"fr2\""
        ).replacingOccurrences(
            of: "<action selector=\"add:\" destination=\"root\"", with: "<action selector=\"add:\" destination=\"fr2\"")
        let output = try Self.compile(text)
        for (path, label) in [("root-view-rootView.nib", "dismiss:"), ("UINavigationController-nav.nib", "add:")] {
            let nib = try Self.nib(output, path)
            let proxy = try #require(
                nib.indices(ofClass: "UIProxyObject").first {
                    nib.string($0, "UIProxiedObjectIdentifier") == "IBFirstResponder"
                })
            let action = try #require(
                nib.indices(ofClass: "UIRuntimeEventConnection").first { nib.string($0, "UILabel") == label })
            #expect(nib.value(action, "UIDestination") == .object(proxy), "\(path)")
        }
        try Self.expectReadsBack(output, as: text)
    }

    @Test func theBundleReadsBackIntoTheSourcesTree() throws {
        let output = try Self.compile()
        try Self.expectReadsBack(output, as: Self.storyboard)
        #expect(try Self.compile() == output)
    }

    @Test func whatHasNoTemplateIsRefusedAtItsLine() {
        let embed = Self.storyboard.replacingOccurrences(
            of: "kind=\"show\" identifier=\"manual\"", with: "kind=\"embed\"")
        let line = embed.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("kind=\"embed\"") }.map { $0 + 1 }
        #expect {
            try Self.compile(embed)
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first.map { $0.message.contains("<segue>") && $0.line == line }
                ?? false
        }
        let tabs = Self.storyboard.replacingOccurrences(of: "navigationController", with: "tabBarController")
        #expect(throws: ArchiveReadError.self) { try Self.compile(tabs) }
        // A segue that makes its destination with the source's own initializer.
        let creating = Self.storyboard.replacingOccurrences(
            of: #"kind="show" identifier="manual""#,
            with: #"kind="show" identifier="manual" destinationCreationSelector="makeDetails:""#)
        expectRefusal(of: creating, atLineHolding: "destinationCreationSelector") { text throws(ArchiveReadError) in
            _ = try Self.compile(text)
        }
    }

    static let tabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="first" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="First" image="one" id="i1"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="second" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                            <tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A tab bar controller holds its tab bar and its children, in order, inside its nib, each
    /// child with its tab bar item; it reads back with the source's two relationships.
    @Test func aTabBarControllerHoldsItsChildrenAndTheirItems() throws {
        let output = try Self.compile(Self.tabs)
        #expect(
            output.files.map(\.path) == [
                "Info.plist", "UITabBarController-tabs.nib", "first-view-v1.nib", "second-view-v2.nib",
            ])
        let nib = try Self.nib(output, "UITabBarController-tabs.nib")
        let swappers = nib.indices(ofClass: "UIClassSwapper")
        let tabs = try #require(swappers.first { nib.string($0, "UIClassName") == "UITabBarController" })
        guard case .object(let children)? = nib.value(tabs, "UIViewControllers") else {
            Issue.record("the tab bar controller has no children")
            return
        }
        let items = nib.items(children).compactMap { child -> Int? in
            if case .object(let item)? = nib.value(child, "UITabBarItem") { return item }
            return nil
        }
        #expect(items.count == 2)
        #expect(items.first.flatMap { nib.string($0, "UITitle") } == "First")
        #expect(items.last.flatMap { nib.value($0, "UISystemItem")?.integer } == 1)
        #expect(nib.value(tabs, "UITabBar") != nil)
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Tabs.storyboardc")
        let source = try XcodeDocumentReader().read(Data(Self.tabs.utf8), file: "Tabs.storyboard")
        let differences = InterfaceTreeSummary(read).differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
    }

    /// A tab bar item's runtime attributes (Open Food Facts localizes its tabs' titles so) are
    /// key-value pairs on the item, in its container's nib, and read back.
    @Test func aTabBarItemsRuntimeAttributesArePairsOnIt() throws {
        let text = Self.tabs.replacingOccurrences(
            of: #"<tabBarItem key="tabBarItem" title="First" image="one" id="i1"/>"#,
            with: #"<tabBarItem key="tabBarItem" title="First" image="one" id="i1"><userDefinedRuntimeAttributes>"#
                + #"<userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="tab.first"/>"#
                + "</userDefinedRuntimeAttributes></tabBarItem>")
        let output = try Self.compile(text)
        let nib = try Self.nib(output, "UITabBarController-tabs.nib")
        let item = try #require(nib.indices(ofClass: "UITabBarItem").first { nib.string($0, "UITitle") == "First" })
        let pair = try #require(nib.indices(ofClass: "UINibKeyValuePair").first)
        #expect(nib.value(pair, "UIObject") == .object(item))
        #expect(nib.string(pair, "UIValue") == "tab.first")
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Tabs.storyboardc")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Tabs.storyboard")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }

    /// A tab bar item's title offset is `UITitlePositionAdjustment`, horizontal then vertical
    /// (`-[UITabBarItem initWithCoder:]`); a zero offset is left out, as its encoder does.
    @Test func aTabBarItemsTitleOffsetIsItsPositionAdjustment() throws {
        func tabs(offset: String) -> String {
            Self.tabs.replacingOccurrences(
                of: #"<tabBarItem key="tabBarItem" title="First" image="one" id="i1"/>"#,
                with: #"<tabBarItem key="tabBarItem" title="First" image="one" id="i1">"#
                    + #"<offsetWrapper key="titlePositionAdjustment" \#(offset)/></tabBarItem>"#)
        }
        let output = try Self.compile(tabs(offset: #"horizontal="2" vertical="-4""#))
        let nib = try Self.nib(output, "UITabBarController-tabs.nib")
        let item = try #require(nib.indices(ofClass: "UITabBarItem").first { nib.string($0, "UITitle") == "First" })
        #expect(nib.value(item, "UITitlePositionAdjustment") == .data(UIKitTableCompilerTests.doubles([2, -4])))
        #expect(try Self.compile(tabs(offset: #"horizontal="0.0" vertical="0.0""#)) == Self.compile(Self.tabs))
    }

    /// A bar's deprecated `blackOpaque` style is black, the same `UIBarStyle`: the same bytes.
    @Test func aBarsBlackOpaqueStyleIsBlack() throws {
        let opaque = Self.storyboard.replacingOccurrences(
            of: #"barStyle="black" id="bar""#, with: #"barStyle="blackOpaque" id="bar""#)
        #expect(opaque != Self.storyboard)
        #expect(try Self.compile(opaque) == Self.compile())
    }

    /// A split view controller holds its columns as `UIChildViewControllers`, the primary one
    /// first whatever order the document writes them in, and reads back into the source's tree;
    /// the double-column style, whose archived form is not known, is refused.
    @Test func aSplitViewControllerHoldsItsColumnsPrimaryFirst() throws {
        var split = Self.tabs
        for (old, new) in [
            (#"<tabBarController id="tabs""#, #"<splitViewController id="tabs""#),
            ("</tabBarController>", "</splitViewController>"),
            (#"<tabBar key="tabBar" contentMode="scaleToFill" id="bar">"#, ""),
            (#"<rect key="frame" x="0.0" y="0.0" width="320" height="49"/>"#, ""),
            (#"<autoresizingMask key="autoresizingMask"/>"#, ""), ("</tabBar>", ""),
            (#"relationship="viewControllers" id="r1""#, #"relationship="detailViewController" id="r1""#),
            (#"relationship="viewControllers" id="r2""#, #"relationship="masterViewController" id="r2""#),
        ] {
            split = split.replacingOccurrences(of: old, with: new)
        }
        let output = try Self.compile(split)
        let nib = try Self.nib(output, "UISplitViewController-tabs.nib")
        let swappers = nib.indices(ofClass: "UIClassSwapper")
        let controller = try #require(swappers.first { nib.string($0, "UIClassName") == "UISplitViewController" })
        guard case .object(let children)? = nib.value(controller, "UIChildViewControllers") else {
            Issue.record("the split view controller has no children")
            return
        }
        #expect(nib.items(children).map { nib.string($0, "UINibName") } == ["second-view-v2", "first-view-v1"])
        #expect(nib.value(controller, "UIViewControllers") == nil)
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Split.storyboardc")
        let source = try XcodeDocumentReader().read(Data(split.utf8), file: "Split.storyboard")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
        expectRefusal(
            of: split.replacingOccurrences(
                of: #"<splitViewController id="tabs""#,
                with: #"<splitViewController allowDoubleColumnStyle="YES" id="tabs""#),
            atLineHolding: "<splitViewController"
        ) { text throws(ArchiveReadError) in _ = try Self.compile(text) }
    }

    /// Containers whose relationships loop would archive each other forever: refused, as is a
    /// chain of containers deeper than any interface has.
    @Test func containersThatLoopAreRefused() {
        let loop = Self.tabs.replacingOccurrences(
            of: #"<viewController id="first" sceneMemberID="viewController">"#,
            with:
                #"<tabBarController id="first" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" id="b2"><rect key="frame" x="0" y="0" width="320" height="49"/></tabBar><connections><segue destination="tabs" kind="relationship" relationship="viewControllers" id="back"/></connections></tabBarController><viewController id="unused" sceneMemberID="viewController">"#
        )
        #expect {
            try Self.compile(loop)
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first?.message.contains("lead back") == true
        }
    }

    /// A navigation controller's root with a storyboard identifier has a nib of its own besides
    /// its copy in the container's nib, so it can be instantiated alone; it reads back once.
    @Test func aRootWithAnIdentifierGetsItsOwnNibAndReadsBackOnce() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<viewController id="root" customClass="RootController""#,
            with: #"<viewController storyboardIdentifier="Root" id="root" customClass="RootController""#)
        let output = try Self.compile(text)
        #expect(output.files.contains { $0.path == "Root.nib" })
        let nav = try Self.nib(output, "UINavigationController-nav.nib")
        #expect(nav.indices(ofClass: "UIClassSwapper").contains { nav.string($0, "UIStoryboardIdentifier") == "Root" })
        try Self.expectReadsBack(output, as: text)
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        #expect(read.objects.filter { $0.className == "RootController" }.count == 1)
    }

    /// A navigation controller that a tab holds and a segue presents has a nib of its own besides
    /// its copy in the tab bar controller's; with neither a view nor an identifier it is known by
    /// its root, and it and its root read back once (Xcode's master-detail template presents its
    /// detail navigation controller so).
    @Test func aContainerBothHeldAndPresentedReadsBackOnce() throws {
        var text = Self.tabs.replacingOccurrences(
            of: #"<segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>"#,
            with: #"<segue destination="navX" kind="relationship" relationship="viewControllers" id="r1"/>"#)
        text = text.replacingOccurrences(
            of: #"<tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>"#,
            with: #"<tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>"#
                + #"<connections><segue destination="navX" kind="presentation" identifier="again" id="m1"/></connections>"#
        )
        text = text.replacingOccurrences(
            of: "    </scenes>",
            with: """
                        <scene sceneID="s4">
                            <objects>
                                <navigationController id="navX" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="first" kind="relationship" relationship="rootViewController" id="r3"/>
                                    </connections>
                                </navigationController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr4" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                """)
        let output = try Self.compile(text)
        #expect(output.files.contains { $0.path == "UINavigationController-navX.nib" })
        try Self.expectReadsBack(output, as: text)
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        #expect(read.objects.filter { $0.className == "NavigationController" }.count == 1)
    }

    /// A navigation bar's title and large title attributes are dictionaries of text attributes
    /// under their attributed-string names (`NSColor`, `NSFont`), the keys
    /// `-[UINavigationBar initWithCoder:]` reads; a text shadow's colour and offset are one
    /// `NSShadow` (XLPagerTabStrip's bars have one), its vertical offset negated as
    /// `-[NSShadow encodeWithCoder:]` writes it. Another child is refused.
    @Test func aNavigationBarsTitleAttributesAreDictionaries() throws {
        let attributes =
            #"<textAttributes key="titleTextAttributes"><color key="textColor" white="1" alpha="1" "#
            + #"colorSpace="calibratedWhite"/><fontDescription key="fontDescription" type="boldSystem" "#
            + #"pointSize="17"/></textAttributes>"# + "\n"
            + #"<textAttributes key="largeTitleTextAttributes"><color key="textColor" white="0.0" alpha="1" "#
            + #"colorSpace="calibratedWhite"/></textAttributes>"#
        let text = Self.storyboard.replacingOccurrences(
            of: "</navigationBar>", with: attributes + "\n</navigationBar>")
        let nav = try Self.nib(try Self.compile(text), "UINavigationController-nav.nib")
        func keys(_ nib: NIBArchive, _ key: String) -> [String] {
            guard let bar = nib.indices(ofClass: "UINavigationBar").first,
                case .object(let dictionary)? = nib.value(bar, key)
            else { return [] }
            return nib.dictionaryKeys(dictionary)
        }
        #expect(keys(nav, "UITitleTextAttributes") == ["NSColor", "NSFont"])
        #expect(keys(nav, "UIBarLargeTitleTextAttributes") == ["NSColor"])
        #expect(nav.indices(ofClass: "NSShadow").isEmpty)
        let shadowed = text.replacingOccurrences(
            of: #"pointSize="17"/></textAttributes>"#,
            with: #"pointSize="17"/>"# + "\n"
                + #"<color key="textShadowColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>"#
                + #"<offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="-1"/></textAttributes>"#)
        let withShadow = try Self.nib(try Self.compile(shadowed), "UINavigationController-nav.nib")
        #expect(keys(withShadow, "UITitleTextAttributes") == ["NSColor", "NSFont", "NSShadow"])
        let shadow = try #require(withShadow.indices(ofClass: "NSShadow").first)
        #expect(withShadow.value(shadow, "NSShadowVert") == .double(1))
        #expect(withShadow.value(shadow, "NSShadowHoriz") == nil)
        guard case .object(let color)? = withShadow.value(shadow, "NSShadowColor") else {
            Issue.record("the shadow has no colour")
            return
        }
        #expect(withShadow.className(of: withShadow.objects[color]) == "UIColor")
        let stray = text.replacingOccurrences(
            of: #"pointSize="17"/></textAttributes>"#,
            with: #"pointSize="17"/>"# + "\n" + #"<size key="textShadowBlur" width="1" height="1"/></textAttributes>"#)
        expectRefusal(of: stray, atLineHolding: "textShadowBlur") { text throws(ArchiveReadError) in
            _ = try Self.compile(text)
        }
    }

}
