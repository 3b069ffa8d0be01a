import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// The screen and bars Interface Builder simulated, read from small documents: the device's
/// scale and status bar, navigation and tab bars from the segues, simulated metrics over them.
@Suite struct XcodeDesignMetricsTests {
    private func read(_ text: String) throws -> XcodeDesignMetrics {
        try XcodeDesignMetrics.read(Data(text.utf8), file: "Test.storyboard")
    }

    /// A storyboard on `device` with `scenes`.
    private func storyboard(device: String, tools: String = "21701", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tab">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A xib saved by the tools version `tools` (none when nil) on `device` (none when nil),
    /// holding `objects`.
    private func xib(tools: String?, device: String?, _ objects: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \(tools.map { #"toolsVersion="\#($0)""# } ?? "") targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(device.map { #"<device id="\#($0)" orientation="portrait"/>"# } ?? "")
            <objects>\(objects)</objects>
        </document>
        """
    }

    /// A xib's top-level view `top`, `width` by `height`, with `metrics` inside it.
    private func topLevelView(width: Int, height: Int, metrics: String = "") -> String {
        #"<view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>\#(metrics)</view>"#
    }

    /// A scene holding one controller element.
    private func scene(_ controller: String) -> String {
        "<scene><objects>\(controller)</objects></scene>"
    }

    /// A controller `id` whose view (`id-view`) is `height` high and holds `inside`, with
    /// `metrics` beside the view.
    private func controller(_ id: String, height: Int = 667, inside: String = "", metrics: String = "") -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-view">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                \(inside)
            </view>
            \(metrics)
        </viewController>
        """
    }

    @Test func theReaderGivesTheMetricsFromTheSameParse() throws {
        let text = storyboard(
            device: "retina6_1", scene(controller("tab", inside: "<subviews><view id=\"inner\"/></subviews>")))
        let both = try XcodeDocumentReader().readWithDesignMetrics(Data(text.utf8), file: "Test.storyboard")
        #expect(both.design == (try read(text)))
        #expect(both.design.safeAreas["tab-view"] != nil)
        #expect(both.document == (try XcodeDocumentReader().read(Data(text.utf8), file: "Test.storyboard")))
    }

    @Test func barsFollowTheSeguesFromTheirContainers() throws {
        let metrics = try read(
            storyboard(
                device: "retina4_7",
                [
                    scene(
                        """
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                            </connections>
                        </tabBarController>
                        """),
                    scene(
                        """
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="n1"/>
                            </connections>
                        </navigationController>
                        """),
                    // A row of the root's table shows the detail: it is pushed under the same bars.
                    scene(
                        controller(
                            "home",
                            inside:
                                #"<connections><segue destination="detail" kind="show" id="g1"/><segue destination="modal" kind="presentation" id="g2"/><segue destination="short" kind="push" id="g3"/></connections>"#
                        )),
                    scene(controller("detail")),
                    scene(controller("modal")),
                    // Pushed too, but stored 64 + 49 points short of the screen: it stops at both bars.
                    scene(controller("short", height: 667 - 64 - 49)),
                    scene(
                        controller(
                            "simulated",
                            metrics: """
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                                """)),
                ].joined(separator: "\n")))
        let bars = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        let status = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(metrics.scale == 2)
        #expect(metrics.safeAreas["home-view"] == bars)
        #expect(metrics.safeAreas["detail-view"] == bars)
        #expect(metrics.safeAreas["modal-view"] == status)
        #expect(metrics.safeAreas["short-view"] == .zero)
        #expect(metrics.safeAreas["simulated-view"] == EdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
    }

    /// A controller that simulates a navigation bar of its own passes it on along a show
    /// segue, as IBAnimatable's UserInterface.storyboard has it (a text field 60 points below
    /// the top layout guide of a controller shown from a table view controller that simulates
    /// the bar stands at y = 124 = 20 + 44 + 60); a controller nothing shows keeps the status
    /// bar alone.
    @Test func aSimulatedNavigationBarIsPassedOnAlongShowSegues() throws {
        let segue = #"<connections><segue destination="pushed" kind="show" id="g1"/></connections>"#
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let list = scene(controller("list", inside: segue, metrics: bar))
        let others = [scene(controller("pushed")), scene(controller("bare"))]
        let scenes = { (device: String) in
            try self.read(self.storyboard(device: device, tools: "14109", ([list] + others).joined(separator: "\n")))
        }
        let phone = try scenes("retina4_7")
        #expect(phone.safeAreas["list-view"]?.top == 64)
        #expect(phone.safeAreas["pushed-view"]?.top == 64)
        #expect(phone.safeAreas["bare-view"]?.top == 20)
        #expect(try scenes("retina5_9").safeAreas["pushed-view"]?.top == 88)
    }

    /// A tab bar controller pushed in a navigation controller lays its tabs' views out under
    /// the navigation bar (its own view, which holds theirs, extends under it), and the bar is
    /// as high as the frame its navigation controller stored: Interface Builder stores the bar
    /// it simulates (54 points in Xcode 26's tools, 96 with a large title), not always 44.
    @Test func tabsOfATabBarControllerUnderANavigationBarHaveTheStoredBar() throws {
        let navigation = { (id: String, height: String, root: String) in
            """
            <navigationController id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="\(height)"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-s"/>
                </connections>
            </navigationController>
            """
        }
        let metrics = try read(
            storyboard(
                device: "retina4_7",
                [
                    scene(navigation("nav", "54", "tab")),
                    scene(
                        """
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <connections>
                                <segue destination="first" kind="relationship" relationship="viewControllers" id="t1"/>
                            </connections>
                        </tabBarController>
                        """),
                    scene(controller("first")),
                    scene(navigation("large", "96", "list")),
                    scene(controller("list")),
                    // A bar stored without a size is the standard 44 points.
                    scene(navigation("unsized", "0.0", "plain")),
                    scene(controller("plain")),
                ].joined(separator: "\n")))
        #expect(metrics.safeAreas["first-view"] == EdgeInsets(top: 20 + 54, left: 0, bottom: 49, right: 0))
        #expect(metrics.safeAreas["list-view"] == EdgeInsets(top: 20 + 96, left: 0, bottom: 0, right: 0))
        #expect(metrics.safeAreas["plain-view"] == EdgeInsets(top: 20 + 44, left: 0, bottom: 0, right: 0))
    }

    /// A xib's top-level view of Xcode 12 is drawn with the sensor housing but no status bar.
    @Test func aXibsTopLevelViewHasTheSensorHousingButNoStatusBar() throws {
        let xib = { (device: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="600" height="154"/></view>
                    <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>
                </objects>
                <resources><image name="logo" width="120" height="60"/></resources>
            </document>
            """
        }
        let notched = try read(xib("retina6_1"))
        #expect(notched.scale == 2)
        #expect(notched.screenWidth == 414)
        #expect(notched.safeAreas == ["top": EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)])
        let plain = try read(xib("retina5_5"))
        #expect(plain.scale == 3)
        #expect(try read(xib("retina4_7")).screenWidth == 375)
        #expect(plain.safeAreas == ["top": .zero])
        #expect(plain.imageSizes == ["logo": CGSize(width: 120, height: 60)])
        let unknown = try read(xib("someFutureDevice"))
        #expect(unknown == XcodeDesignMetrics(imageSizes: ["logo": CGSize(width: 120, height: 60)]))
    }

    /// A xib's top-level view of no freeform size is drawn as a controller's view, under the
    /// status bar where the tools draw one (Rocket.Chat's read-receipt list, Xcode 9.3; Simplenote's
    /// iPad sign-in, Xcode 15: views pinned to the safe area's top stored 20 points down); a
    /// freeform one wider than high is drawn without (Rocket.Chat's section header, Xcode 10),
    /// one no wider than high with it unless its metrics leave it out (Pocket Casts' network
    /// view, Xcode 10; Nextcloud Talk's placeholder, Xcode 26) or it is no taller than a bar
    /// (Rocket.Chat's 44-point avatar, Xcode 9.4), and so is any before Xcode 9, which
    /// simulated no safe area.
    @Test func aXibsFullSizeTopLevelViewIsUnderTheStatusBar() throws {
        let top = { (tools: String, metrics: String, height: Int, width: Int) in
            try read(
                xib(
                    tools: tools, device: "retina4_7", topLevelView(width: width, height: height, metrics: metrics))
            ).safeAreas["top"]?.top
        }
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"# + freeform
        #expect(try top("11542", "", 667, 375) == 0)
        #expect(try top("14109", "", 667, 375) == 20)
        #expect(try top("22154", "", 667, 375) == 20)
        #expect(try top("17156", "", 667, 375) == 0)
        #expect(try top("14109", freeform, 55, 375) == 0)
        #expect(try top("22154", freeform, 374, 375) == 0)
        #expect(try top("14109", freeform, 375, 375) == 20)
        #expect(try top("24127", freeform, 570, 375) == 20)
        #expect(try top("24127", noStatusBar, 570, 375) == 0)
        #expect(try top("11542", freeform, 570, 375) == 0)
        #expect(try top("13771", freeform, 44, 44) == 0)
        #expect(try top("13771", freeform, 45, 45) == 20)
    }

    /// The width a top-level table view cell's margins follow, by the tools that drew it:
    /// the cell's in Xcode 9 and 10 (14460), the screen's in Xcode 11 (16096), the narrower
    /// of the two from Xcode 12 (20037) and when the file names no tools.
    @Test func topLevelCellsTakeTheirMarginsFromTheToolsWidth() throws {
        let margins = { (tools: String?) in try read(xib(tools: tools, device: "retina6_1")).topLevelCellMargins }
        #expect(try margins("14460") == .cellWidth)
        #expect(try margins("16096") == .screenWidth)
        #expect(try margins("20037") == .narrowerOfCellAndScreen)
        #expect(try margins(nil) == .narrowerOfCellAndScreen)
    }

    /// A xib's top-level view is drawn under the bars its own simulated metrics name, as a
    /// controller's view is: Nextcloud Talk's AI summary and old-account views (Xcode 15 and
    /// 14, an iPhone 11) pin their content 10 points below the safe area's top, stored 102
    /// points down, below the 48-point status bar and a 44-point navigation bar; a tab bar
    /// rises above the home indicator.
    @Test func aXibsTopLevelViewIsUnderItsSimulatedBars() throws {
        let insets = { (metrics: String) in
            try read(
                xib(tools: "23504", device: "retina6_1", topLevelView(width: 414, height: 896, metrics: metrics))
            ).safeAreas["top"]
        }
        #expect(try insets("")?.top == 48)
        #expect(try insets(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)?.top == 92)
        #expect(
            try insets(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#)?.top == 122)
        #expect(try insets("")?.bottom == 34)
        #expect(try insets(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)?.bottom == 83)
    }

    /// A xib naming no device still has its top-level views drawn as controllers' views from
    /// Xcode 9's tools (a safe area with no insets, so a controller's margins), not before.
    @Test func aXibWithoutADeviceHoldsItsTopLevelViewsAsControllersViews() throws {
        let safeArea = { (tools: String) in
            try read(xib(tools: tools, device: nil, topLevelView(width: 480, height: 480))).safeAreas["top"]
        }
        #expect(try safeArea("21507") == .zero)
        #expect(try safeArea("13529") == .zero)
        #expect(try safeArea("12121") == nil)
    }

    /// A row's margins by tools: 11 points above and below and 16 at the sides below 414
    /// points; 15 at the sides of a top-level cell in Xcode 11; from Xcode 26, 15 above and
    /// below and 20 at the sides from 390 points, a top-level cell's by the screen's width.
    @Test func aRowsMarginsFollowTheTools() throws {
        let margins = { (tools: String) in
            let metrics = try read(xib(tools: tools, device: "retina6_12"))
            return ([metrics.rowMargins, metrics.topLevelRowMargins], metrics.topLevelCellMargins)
        }
        let plain = XcodeDesignMetrics.RowMargins(vertical: 11, narrowSide: 16, wideFrom: 414)
        #expect(try margins("22155") == ([plain, plain], .narrowerOfCellAndScreen))
        #expect(try margins("16097") == ([plain, .init(vertical: 11, narrowSide: 15)], .screenWidth))
        let iOS26 = XcodeDesignMetrics.RowMargins(vertical: 15, narrowSide: 16, wideFrom: 390)
        #expect(try margins("24127") == ([iOS26, iOS26], .screenWidth))
    }

    @Test func xcode16Point3AndLaterCountAPhonesHousingAndHomeIndicatorTwice() throws {
        let insets = { (device: String, tools: String) in
            try read(storyboard(device: device, tools: tools, scene(controller("home")))).safeAreas["home-view"]
        }
        // The phones with a sensor housing: once up to Xcode 16.0's tools, twice from 16.3's.
        #expect(try insets("retina6_12", "23094") == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(try insets("retina6_12", "23727") == EdgeInsets(top: 118, left: 0, bottom: 68, right: 0))
        // The iPhone 11 with iOS 14's 48-point housing from Xcode 14's tools, in place of iOS
        // 13's 44 before (Instructions' storyboard, 20037; JTAppleCalendar's, 22154).
        #expect(try insets("retina6_1", "20037") == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(try insets("retina6_1", "22154") == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(try insets("retina6_12", "22154") == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // `retina5_9` drawn as the 12 or 13 mini, 50 points from the top, where it was the
        // iPhone X's 44 (Google's ads examples, 23089 and 23094: views under a navigation bar
        // stored 94 points down).
        #expect(try insets("retina5_9", "20037") == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(try insets("retina5_9", "23094") == EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        #expect(try insets("retina6_1", "24127") == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
        #expect(try insets("retina6_3", "24127") == EdgeInsets(top: 124, left: 0, bottom: 68, right: 0))
        // A phone without a housing keeps its 20-point status bar.
        #expect(try insets("retina5_5", "24127") == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// Xcode 15's tools write a build's placeholder for their version (`32700.99.1234`, as
    /// FloatingPanel's Main storyboard has it, its views 48 points below an iPhone 11's top):
    /// the Cocoa Touch plug-in's version (22685, Xcode 15.0's) stands in; a document naming
    /// neither simulates the oldest tools.
    @Test func xcode15sPlaceholderToolsVersionIsTheirPlugInsVersion() throws {
        let plugIn = { (version: String) in
            #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(version)"/></dependencies>"#
        }
        let insets = { (tools: String, dependencies: String) in
            let text = storyboard(device: "retina6_1", tools: tools, scene(controller("home")))
                .replacingOccurrences(of: "<scenes>", with: dependencies + "<scenes>")
            return try read(text).safeAreas["home-view"]
        }
        #expect(try insets("32700.99.1234", plugIn("22685")) == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(try insets("32700.99.1234", plugIn("24127")) == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
        #expect(try insets("32700.99.1234", "") == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // A version the tools give is the one used.
        #expect(try insets("20037", plugIn("22685")) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// Xcode 11 to 14.1 drew a phone without a sensor housing with no status bar over a
    /// controller's view: a navigation bar alone insets it 44 points; before and after, the
    /// 20-point bar is there. A phone with a housing keeps its inset whatever the tools.
    @Test func xcode11To14Point1DrawNoStatusBarOnPhonesWithoutAHousing() throws {
        let top = { (device: String, tools: String) in
            let scenes = [
                scene(
                    """
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home" kind="relationship" relationship="rootViewController" id="n1"/>
                        </connections>
                    </navigationController>
                    """),
                scene(controller("home")),
            ]
            return try read(storyboard(device: device, tools: tools, scenes.joined(separator: "\n")))
                .safeAreas["home-view"]?.top
        }
        #expect(try top("retina4_7", "14113") == 64)
        #expect(try top("retina4_7", "14490.70") == 64)
        #expect(try top("retina4_7", "14868") == 44)
        #expect(try top("retina4_7", "15705") == 44)
        #expect(try top("retina4_7", "18122") == 44)
        #expect(try top("retina4_7", "21507") == 44)
        #expect(try top("retina4_7", "21701") == 64)
        #expect(try top("retina5_9", "18122") == 88)
    }

    /// A controller of a freeform size whose metrics name no status bar is drawn without one
    /// (FSCalendar's today widget, Presentr's popup); one of the device's size is drawn under
    /// the device's status bar whatever its metrics say (Presentr's split controller), and so is
    /// a freeform one that names no metrics. A phone with a housing keeps the housing's inset.
    @Test func onlyAFreeformControllerLeavesTheStatusBarOut() throws {
        let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"#
        let freeform = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="320" height="300"/>
            """
        let top = { (device: String, metrics: String) in
            try read(
                storyboard(device: device, tools: "14313.18", scene(controller("home", height: 300, metrics: metrics)))
            )
            .safeAreas["home-view"]?.top
        }
        #expect(try top("retina4_7", noStatusBar + freeform) == 0)
        #expect(try top("retina4_7", freeform + noStatusBar) == 0)
        #expect(try top("retina4_7", noStatusBar) == 20)
        #expect(try top("retina4_7", freeform) == 20)
        #expect(try top("retina4_7", "") == 20)
        #expect(try top("retina5_9", noStatusBar + freeform) == 44)
    }

    /// A controller presented in a popover, and the root of a navigation controller presented
    /// so, is drawn with no status bar (Rocket.Chat's drawing options); the one presenting it
    /// keeps the device's.
    @Test func aControllerInAPopoverHasNoStatusBar() throws {
        let presenting = controller(
            "home",
            inside: """
                <subviews>
                    <button id="b">
                        <connections>
                            <segue destination="pop" kind="popoverPresentation" popoverAnchorView="b" id="s1"/>
                            <segue destination="nav" kind="popoverPresentation" popoverAnchorView="b" id="s2"/>
                        </connections>
                    </button>
                </subviews>
                """)
        let navigation = """
            <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                    <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                </connections>
            </navigationController>
            """
        let metrics = try read(
            storyboard(
                device: "retina4_7",
                [
                    scene(presenting), scene(controller("pop", height: 65)), scene(navigation),
                    scene(controller("root", height: 300)),
                ].joined()))
        #expect(metrics.safeAreas["home-view"]?.top == 20)
        #expect(metrics.safeAreas["pop-view"] == .zero)
        #expect(metrics.safeAreas["root-view"] == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    /// A controller simulated as a page or form sheet starts below the screen's top: no status
    /// bar or sensor housing insets it there (Element's space menus, Xcode 12.5); the home
    /// indicator still does at the bottom.
    @Test func aSheetHasNoHousingOrStatusBar() throws {
        for sheet in ["modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics"] {
            let metrics = try read(
                storyboard(
                    device: "retina6_1", tools: "18122",
                    scene(controller("menu", height: 842, metrics: "<\(sheet) key=\"simulatedDestinationMetrics\"/>"))))
            #expect(metrics.safeAreas["menu-view"] == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), "\(sheet)")
        }
        let full = try read(storyboard(device: "retina6_1", tools: "18122", scene(controller("menu", height: 896))))
        #expect(full.safeAreas["menu-view"]?.top == 44)
        // Before Xcode 11 (iOS 13) a sheet on a phone filled the screen.
        let old = try read(
            storyboard(
                device: "retina5_9", tools: "14460",
                scene(
                    controller(
                        "menu", metrics: #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#))))
        #expect(old.safeAreas["menu-view"]?.top == 44)
    }

    @Test func xcode26ToolsDrawIOS26Controls() throws {
        let new = try read(storyboard(device: "retina6_1", tools: "24127", scene(controller("home"))))
        #expect(new.switchSize == CGSize(width: 63, height: 28))
        #expect(new.searchBarHeight == 64)
        #expect(new.sliderHeight == 34 && new.progressViewHeight == 4)
        let old = try read(storyboard(device: "retina6_1", tools: "23727", scene(controller("home"))))
        #expect(old.switchSize == nil)
        #expect(old.searchBarHeight == nil)
        #expect(old.sliderHeight == nil && old.progressViewHeight == nil)
    }

    /// A tvOS document gives its activity indicators tvOS's sizes; an iOS one keeps UIKit's.
    @Test func tvOSDrawsLargerActivityIndicators() throws {
        let tv = try read(
            storyboard(device: "appleTV", scene(controller("home")))
                .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"AppleTV\""))
        #expect(tv.activityIndicatorSizes[.whiteLarge] == CGSize(width: 64, height: 64))
        #expect(tv.activityIndicatorSizes[.white] == CGSize(width: 40, height: 40))
        let phone = try read(storyboard(device: "retina4_7", scene(controller("home"))))
        #expect(phone.activityIndicatorSizes.isEmpty)
    }

    @Test func theDevicesSizeClassPicksTheConstraintsItsVariationsLeaveOut() throws {
        // Four constraints: "all" everywhere; "pad" left out by default, taken back on an iPad;
        // "phone" left out on an iPad; "wide" left out at regular width, taken back at both.
        let variations = """
            <view contentMode="scaleToFill" id="v">
                <variation key="default"><mask key="constraints"><exclude reference="pad"/></mask></variation>
                <variation key="heightClass=regular-widthClass=regular">
                    <mask key="constraints"><include reference="pad"/><include reference="wide"/><exclude reference="phone"/></mask>
                </variation>
                <variation key="widthClass=regular"><mask key="constraints"><exclude reference="wide"/></mask></variation>
                <variation key="heightClass=compact"><mask key="constraints"><exclude reference="all"/></mask></variation>
            </view>
            """
        let leftOut = { (device: String, layout: String) in
            let text = storyboard(device: device, scene(controller("home", inside: variations)))
            return try read(text.replacingOccurrences(of: #"orientation="portrait""#, with: layout)).constraintsLeftOut
        }
        #expect(try leftOut("retina4_7", #"orientation="portrait""#) == ["pad"])
        #expect(try leftOut("ipad9_7", #"orientation="portrait" layout="fullscreen""#) == ["phone"])
        #expect(try leftOut("ipad9_7", #"orientation="portrait""#) == ["phone"])
        // Not simulated: an iPad beside another app, a phone in landscape.
        #expect(try leftOut("ipad9_7", #"orientation="portrait" layout="splitView""#) == [])
        #expect(try leftOut("retina4_7", #"orientation="landscape""#) == [])
    }
}
