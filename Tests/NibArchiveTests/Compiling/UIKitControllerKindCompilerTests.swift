import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on the controllers whose settings live somewhere of their own: a table view
/// controller's refresh control, archived on its table in the view's nib, and a page view
/// controller's transition, orientation, spine and spacing, each read back into the source's
/// tree.
@Suite struct UIKitControllerKindCompilerTests {
    /// A storyboard whose one scene is `controller`.
    static func storyboard(_ controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c">
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A table view controller with a refresh control of `attributes`.
    static func refreshing(_ attributes: String = #"enabled="NO""#) -> String {
        storyboard(
            """
            <tableViewController id="c" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" \
            style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </tableView>
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" \
            \(attributes) contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                    <autoresizingMask key="autoresizingMask"/>
                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </refreshControl>
            </tableViewController>
            """)
    }

    /// The refresh control is the table's `UIRefreshControl` (`-[UIScrollView initWithCoder:]`
    /// reads it there; the controller's accessors forward to its table), not one of its subviews,
    /// with its control keys, tint and style; the controller's nib holds none.
    @Test func aRefreshControlIsItsTablesOwn() throws {
        let output = try UIKitStoryboardCompilerTests.compile(Self.refreshing())
        let view = try UIKitStoryboardCompilerTests.nib(output, "c-view-table.nib")
        let table = try #require(view.indices(ofClass: "UITableView").first)
        guard case .object(let refresh)? = view.value(table, "UIRefreshControl") else {
            Issue.record("the table has no refresh control")
            return
        }
        #expect(view.className(of: view.objects[refresh]) == "UIRefreshControl")
        #expect(view.value(refresh, "UIDisabled") == .bool(true))
        #expect(view.value(refresh, "UIRefreshControlStyle")?.integer == 2)
        #expect(view.value(refresh, "UITintColor") != nil)
        #expect(view.value(table, "UISubviews") == nil)
        let controller = try UIKitStoryboardCompilerTests.nib(output, "UITableViewController-c.nib")
        #expect(controller.indices(ofClass: "UIRefreshControl").isEmpty)
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: Self.refreshing())
        let titled = Self.refreshing().replacingOccurrences(
            of: "<autoresizingMask", with: #"<attributedString key="attributedTitle"/><autoresizingMask"#)
        expectRefusal(of: titled, atLineHolding: #"key="attributedTitle""#) { text throws(ArchiveReadError) in
            _ = try UIKitStoryboardCompilerTests.compile(text)
        }
    }

    /// The controller's outlet to its refresh control and the control's action to the controller
    /// are made in the view's nib, where the control is, through the placeholder that stands
    /// for the controller there; a second refresh control is refused.
    @Test func aRefreshControlsConnectionsAreMadeWhereItIs() throws {
        let text = Self.refreshing().replacingOccurrences(
            of: "<autoresizingMask key=\"autoresizingMask\"/>",
            with:
                #"<autoresizingMask key="autoresizingMask"/><connections><action selector="reload:" destination="c" eventType="valueChanged" id="a1"/></connections>"#
        ).replacingOccurrences(
            of: "</tableViewController>",
            with:
                #"<connections><outlet property="refresher" destination="refresh" id="o1"/></connections></tableViewController>"#
        )
        let output = try UIKitStoryboardCompilerTests.compile(text)
        let view = try UIKitStoryboardCompilerTests.nib(output, "c-view-table.nib")
        let refresh = try #require(view.indices(ofClass: "UIRefreshControl").first)
        let placeholder = try #require(
            view.indices(ofClass: "UIProxyObject").first {
                view.string($0, "UIProxiedObjectIdentifier") == "UpstreamPlaceholder-1"
            })
        let outlet = try #require(
            view.indices(ofClass: "UIRuntimeOutletConnection").first { view.string($0, "UILabel") == "refresher" })
        #expect(view.value(outlet, "UISource") == .object(placeholder))
        #expect(view.value(outlet, "UIDestination") == .object(refresh))
        let action = try #require(view.indices(ofClass: "UIRuntimeEventConnection").first)
        #expect(view.value(action, "UIDestination") == .object(placeholder))
        let twice = Self.refreshing().replacingOccurrences(
            of: "</tableViewController>",
            with:
                #"<refreshControl key="refreshControl" opaque="NO" contentMode="center" id="second"/></tableViewController>"#
        )
        expectRefusal(of: twice, atLineHolding: #"id="second""#) { text throws(ArchiveReadError) in
            _ = try UIKitStoryboardCompilerTests.compile(text)
        }
    }

    /// A SwiftUI hosting controller is its app's subclass over `UIViewController` (the generic
    /// UIKit class has no name to fall back on), with no view nib: SwiftUI gives its view. It
    /// reads back into the source's tree; one of no class of its own is refused.
    @Test func aHostingControllerIsItsAppsSubclass() throws {
        let text = Self.storyboard(
            #"<hostingController id="c" customClass="Greeting" customModule="App" sceneMemberID="viewController"/>"#)
        let output = try UIKitStoryboardCompilerTests.compile(text)
        #expect(output.files.map(\.path) == ["Info.plist", "UIViewController-c.nib"])
        let nib = try UIKitStoryboardCompilerTests.nib(output, "UIViewController-c.nib")
        let controller = try #require(
            nib.indices(ofClass: "UIClassSwapper").first { nib.string($0, "UIClassName") == "_TtC3App8Greeting" })
        #expect(nib.string(controller, "UIOriginalClassName") == "UIViewController")
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: text)
        let plain = Self.storyboard(#"<hostingController id="c" sceneMemberID="viewController"/>"#)
        expectRefusal(of: plain, atLineHolding: "<hostingController") { text throws(ArchiveReadError) in
            _ = try UIKitStoryboardCompilerTests.compile(text)
        }
    }

    /// A page view controller with `attributes`.
    static func paging(_ attributes: String) -> String {
        storyboard(
            #"<pageViewController autoresizesArchivedViewToFullSize="NO" \#(attributes) id="c" sceneMemberID="viewController"/>"#
        )
    }

    /// Its settings are the integers UIKit's headers give them, each always written, as
    /// `-[UIPageViewController encodeWithCoder:]` writes them; its pages are left to the app;
    /// a spacing the coder would cut to a whole number is refused.
    @Test func aPageViewControllersSettingsAreItsOwnKeys() throws {
        let text = Self.paging(
            #"transitionStyle="scroll" navigationOrientation="vertical" spineLocation="mid" doubleSided="YES" pageSpacing="12""#
        )
        let output = try UIKitStoryboardCompilerTests.compile(text)
        let nib = try UIKitStoryboardCompilerTests.nib(output, "UIPageViewController-c.nib")
        let controller = try #require(
            nib.indices(ofClass: "UIClassSwapper").first { nib.string($0, "UIClassName") == "UIPageViewController" })
        for (key, value) in [("UITransitionStyle", 1), ("UINavigationOrientation", 1), ("UISpineLocation", 2)] {
            #expect(nib.value(controller, key)?.integer == value, "\(key)")
        }
        #expect(nib.value(controller, "UIPageSpacing")?.integer == 12)
        #expect(nib.value(controller, "UIDoubleSided") == .bool(true))
        #expect(nib.value(controller, "UIAutoresizesArchivedViewToFullSize") == .int8(0))
        #expect(nib.value(controller, "UIViewControllers") == nil)
        #expect(nib.value(controller, "UIViewControllersAreChildren") == nil)
        try UIKitStoryboardCompilerTests.expectReadsBack(output, as: text)
        let plain = try UIKitStoryboardCompilerTests.nib(
            try UIKitStoryboardCompilerTests.compile(Self.paging("")), "UIPageViewController-c.nib")
        let page = try #require(plain.indices(ofClass: "UIClassSwapper").first)
        for key in ["UITransitionStyle", "UINavigationOrientation", "UISpineLocation", "UIPageSpacing"] {
            #expect(plain.value(page, key)?.integer == 0, "\(key)")
        }
        for refused in [#"pageSpacing="2.5""#, #"spineLocation="side""#] {
            expectRefusal(of: Self.paging(refused), atLineHolding: "<pageViewController") {
                text throws(ArchiveReadError) in _ = try UIKitStoryboardCompilerTests.compile(text)
            }
        }
    }
}
