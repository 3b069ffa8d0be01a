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

    static func compile(_ text: String = storyboard) throws(ArchiveReadError) -> NibCompiler.Output {
        try NibCompiler().compile(Data(text.utf8), file: "Main.storyboard")
    }

    static func nib(_ output: NibCompiler.Output, _ path: String) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try #require(output.files.first { $0.path == path }).data)
    }

    /// The objects of `archive` whose class is `name`, as indices.
    static func objects(_ archive: NIBArchive, _ name: String) -> [Int] {
        archive.objects.indices.filter { archive.classes[archive.objects[$0].classIndex].name == name }
    }

    /// The value of `key` in object `index`.
    static func value(_ archive: NIBArchive, _ index: Int, _ key: String) -> NIBArchive.Payload? {
        archive.values[archive.objects[index].values].first { archive.keys[$0.keyIndex] == key }?.payload
    }

    /// The text of the `NSString` that `key` of object `index` references.
    static func string(_ archive: NIBArchive, _ index: Int, _ key: String) -> String? {
        guard case .object(let string)? = value(archive, index, key),
            case .data(let bytes)? = value(archive, string, "NS.bytes")
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
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
        let swappers = Self.objects(nav, "UIClassSwapper")
        let root = try #require(swappers.first { Self.string(nav, $0, "UIClassName") == "RootController" })
        let controller = try #require(
            swappers.first { Self.string(nav, $0, "UIClassName") == "UINavigationController" })
        #expect(Self.value(nav, root, "UIParentViewController") == .object(controller))
        #expect(Self.string(nav, root, "UINibName") == "root-view-rootView")
        let bar = try #require(Self.objects(nav, "UINavigationBar").first)
        #expect(Self.value(nav, controller, "UINavigationBar") == .object(bar))
        #expect(Self.value(nav, bar, "UIBarStyle")?.integer == 1)
    }

    @Test func barButtonItemsKeepTheirStylesAndSystemItems() throws {
        let nav = try Self.nib(try Self.compile(), "UINavigationController-nav.nib")
        let items = Self.objects(nav, "UIBarButtonItem")
        let add = try #require(items.first { Self.value(nav, $0, "UIIsSystemItem") == .bool(true) })
        #expect(Self.value(nav, add, "UISystemItem")?.integer == 4)
        #expect(Self.value(nav, add, "UIStyle")?.integer == 1, "Interface Builder's default style is bordered")
        let one = try #require(items.first { Self.string(nav, $0, "UITitle") == "One" })
        let two = try #require(items.first { Self.string(nav, $0, "UITitle") == "Two" })
        #expect(Self.value(nav, one, "UIStyle") == nil)
        #expect(Self.value(nav, two, "UIStyle")?.integer == 2)
        for item in items { #expect(Self.value(nav, item, "UIEnabled") == .bool(true)) }
        let navigationItem = try #require(Self.objects(nav, "UINavigationItem").first)
        #expect(Self.string(nav, navigationItem, "UITitle") == "Root")
    }

    @Test func aButtonArchivesItsTypeAlignmentAndStates() throws {
        let view = try Self.nib(try Self.compile(), "root-view-rootView.nib")
        let button = try #require(Self.objects(view, "UIButton").first)
        #expect(Self.value(view, button, "UIButtonType")?.integer == 1)
        #expect(Self.value(view, button, "UIContentHorizontalAlignment")?.integer == 1)
        #expect(Self.value(view, button, "UIContentVerticalAlignment") == nil)
        #expect(Self.value(view, button, "UILineBreakMode")?.integer == 5)
        #expect(Self.objects(view, "UIButtonContent").count == 2)
    }

    /// The button's show segue reaches its template through the view nib's
    /// `UpstreamPlaceholder-1` on touch-up-inside; the bar button item's presentation goes
    /// straight to its template; the manual one has no sender; the unwind names its action.
    @Test func eachSegueIsPerformedByWhatTriggersIt() throws {
        let output = try Self.compile()
        let view = try Self.nib(output, "root-view-rootView.nib")
        let placeholder = try #require(
            Self.objects(view, "UIProxyObject").first {
                Self.string(view, $0, "UIProxiedObjectIdentifier") == "UpstreamPlaceholder-1"
            })
        let perform = try #require(
            Self.objects(view, "UIRuntimeEventConnection").first { Self.string(view, $0, "UILabel") == "perform:" })
        #expect(Self.value(view, perform, "UIDestination") == .object(placeholder))
        #expect(Self.value(view, perform, "UIEventMask")?.integer == 64)

        let nav = try Self.nib(output, "UINavigationController-nav.nib")
        let present = try #require(Self.objects(nav, "UIStoryboardPresentationSegueTemplate").first)
        #expect(Self.string(nav, present, "UIDestinationViewControllerIdentifier") == "Details")
        #expect(Self.value(nav, present, "UIModalPresentationStyle")?.integer == 2)
        let barPerform = try #require(
            Self.objects(nav, "UIRuntimeEventConnection").first { Self.string(nav, $0, "UILabel") == "perform:" })
        #expect(Self.value(nav, barPerform, "UIDestination") == .object(present))
        #expect(Self.value(nav, barPerform, "UIEventMask") == nil)
        let shows = Self.objects(nav, "UIStoryboardShowSegueTemplate")
        #expect(shows.compactMap { Self.string(nav, $0, "UIIdentifier") }.sorted() == ["manual", "showDetails"])
        for show in shows { #expect(Self.string(nav, show, "UIActionName") == "showViewController:sender:") }

        let details = try Self.nib(output, "Details.nib")
        let unwind = try #require(Self.objects(details, "UIStoryboardUnwindSegueTemplate").first)
        #expect(Self.string(details, unwind, "UIAction") == "backToRoot:")
    }

    /// The controller's outlet to its button goes in the view's nib (from File's Owner), the one
    /// to its bar button item in its own nib (from the controller).
    @Test func outletsGoWhereTheirDestinationIs() throws {
        let output = try Self.compile()
        for (path, label) in [("root-view-rootView.nib", "goButton"), ("UINavigationController-nav.nib", "addItem")] {
            let nib = try Self.nib(output, path)
            #expect(
                Self.objects(nib, "UIRuntimeOutletConnection").contains { Self.string(nib, $0, "UILabel") == label },
                "\(path) \(label)")
        }
    }

    @Test func theBundleReadsBackIntoTheSourcesTree() throws {
        let output = try Self.compile()
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(Self.storyboard.utf8), file: "Main.storyboard")
        let differences = InterfaceTreeSummary(read).differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
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
    }
}
