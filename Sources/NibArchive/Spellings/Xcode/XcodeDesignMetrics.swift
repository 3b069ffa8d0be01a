import Foundation
import ViewCore

/// What Interface Builder assumed about the screen when it stored an iOS file's frames: the
/// document's `<device>` (its screen scale, status bar and sensor housing) and the bars over
/// each view controller's view (a navigation bar when the controller sits in a navigation
/// controller, a tab bar in a tab bar controller, or the bars its simulated metrics name).
///
/// These are design-time facts: the archive document leaves them out, because at run time the
/// window and the containers provide them. `nibc dump --layout` uses them to lay a file out as
/// Interface Builder did, so that the frames it solves can be compared with the stored ones.
///
/// ```swift
/// let metrics = try XcodeDesignMetrics.read(data)
/// let insets = metrics.safeAreas["view-id"]   // status bar + navigation bar, say
/// ```
public struct XcodeDesignMetrics: Sendable, Equatable {
    /// The screen scale of the document's device (2 or 3); nil when the document names no
    /// device Interface Builder is known to simulate.
    public var scale: CGFloat?
    /// The width of the document's device's screen (414 points for a `retina6_1` in portrait);
    /// nil when the document names no device Interface Builder is known to simulate, or one in
    /// landscape.
    public var screenWidth: CGFloat?
    /// By the id of a view controller's view (or of a top-level `<view>` of a xib, which
    /// Interface Builder previews as a view controller's view): the insets the screen and the
    /// bars cover at each edge of the screen, which the view's safe area leaves out. Empty when
    /// the device is unknown or not in portrait.
    public var safeAreas: [String: EdgeInsets]
    /// The size of each image the document names, by name, as its `<resources>` record it (the
    /// size Interface Builder gave an image view showing it).
    public var imageSizes: [String: CGSize]
    /// The frame Interface Builder gave a switch when it differs from ViewCore's (UIKit's 51 × 31
    /// before iOS 26): 63 × 28 in documents saved by Xcode 26's tools; nil otherwise.
    public var switchSize: CGSize?
    /// The height Interface Builder gave a search bar when it differs from ViewCore's (56): 64 in
    /// documents saved by Xcode 26's tools; nil otherwise.
    public var searchBarHeight: CGFloat?
    /// The height Interface Builder gave a slider when it differs from ViewCore's (31, of which
    /// layout aligns 30 points 2 in from each side): 34, its frame its alignment rectangle, in
    /// documents saved by Xcode 26's tools; nil otherwise.
    public var sliderHeight: CGFloat?
    /// The height Interface Builder gave a progress view when it differs from ViewCore's (2): 4
    /// in documents saved by Xcode 26's tools; nil otherwise.
    public var progressViewHeight: CGFloat?
    /// By style, the size Interface Builder gave an activity indicator when it differs from
    /// ViewCore's (UIKit's 37 and 20 points on iOS): on tvOS, whose screen is read from across
    /// the room, 64 points for the large styles and 40 for the others. Empty otherwise.
    public var activityIndicatorSizes: [ActivityIndicatorView.Style: CGSize] = [:]
    /// The ids of the constraints that the document's size-class `<variation>`s leave out on its
    /// device (an iPad's regular width and height, a portrait iPhone's compact width), which
    /// Interface Builder did not install when it laid the device out. Empty when the device is
    /// unknown or not in portrait.
    public var constraintsLeftOut: Set<String> = []
    /// Whether cells are drawn as from iOS 11: a table view cell gives its content view a row's
    /// margins (11 points above and below, the screen's margins at the sides), and a top-level
    /// collection view cell has a controller's view's margins. Interface Builder before Xcode 9
    /// simulates iOS 10 and earlier, whose content view keeps its own margins (8 points all
    /// round) unless it preserves the cell's: false for documents of those tools.
    public var cellsHaveRowMargins = true
    /// Which width gives a top-level table view cell's content view its side margins (16
    /// points, 20 from 400) on Interface Builder's canvas, by the document's tools.
    public var topLevelCellMargins = TopLevelCellMargins.narrowerOfCellAndScreen
    /// The margins UIKit gives the content view of a row in a table, as the document's Xcode
    /// simulates them (see `RowMargins`).
    public var rowMargins = RowMargins()
    /// The margins of a cell drawn on its own (a top-level cell of a `.xib`), which differ
    /// from a table's rows in Xcode 11.
    public var topLevelRowMargins = RowMargins()

    /// The margins of a table row's content view: `vertical` above and below, and at the
    /// sides 20 points from a screen `wideFrom` points wide, `narrowSide` on a narrower one.
    ///
    /// - iOS 11 to 18: 11 points above and below, 16 at the sides below 414 points.
    /// - Xcode 11's cells drawn on their own: 15 at the sides of a narrow phone (its top-level
    ///   cells on a 375-point phone, Open Food Facts' among them: views pinned to the margins
    ///   stored 15 points in); its rows in a table keep 16 (the shared corpus's CodeExamples
    ///   storyboards).
    /// - Xcode 26 (iOS 26's taller rows): 15 above and below, and 20 at the sides from a
    ///   390-point screen (Firebase's database example on a 393-point phone: a row's field
    ///   pinned to the leading margin stored 20 points in, a button to the trailing one 20 from
    ///   the edge; a top-level cell's label pinned to the top margin stored 15 down, a text view
    ///   8 above the bottom margin 23 above the bottom); 16 on a 375-point one (Delta's
    ///   settings, inset-grouped rows). Where between the two the change comes is not known.
    public struct RowMargins: Sendable, Equatable {
        /// Above and below the content.
        public var vertical: CGFloat = 11
        /// At the sides on a screen narrower than `wideFrom`.
        public var narrowSide: CGFloat = 16
        /// The narrowest screen whose rows have 20 points at their sides.
        public var wideFrom: CGFloat = 414

        /// Margins of `vertical` points, and `narrowSide` at the sides below `wideFrom`.
        public init(vertical: CGFloat = 11, narrowSide: CGFloat = 16, wideFrom: CGFloat = 414) {
            self.vertical = vertical
            self.narrowSide = narrowSide
            self.wideFrom = wideFrom
        }
    }

    /// The width whose system minimum margins a table view cell drawn on its own gives its
    /// content view's sides, as each Xcode draws it (top-level cells of the shared corpus and
    /// of ChatSecure, Element, Pocket Casts and ProtonVPN, their margins measured from views
    /// pinned to them).
    public enum TopLevelCellMargins: Sendable, Equatable {
        /// The cell's own (Xcode 9 and 10: 600-point cells on a 375-point phone, 20 points).
        case cellWidth
        /// The device's screen's (Xcode 11: ChatSecure's 380-point cell on a 414-point phone,
        /// 20 points; Xcode 26: Firebase's 339-point cell on a 393-point phone, 20).
        case screenWidth
        /// The narrower of the two (Xcode 12 on: 600-point cells on a 375-point phone and
        /// 320-point cells on a 414-point one, 16 points; cells 414 and 433 wide on the larger
        /// phone, 20).
        case narrowerOfCellAndScreen
    }
    /// In a macOS document, by id: the `NSStackView`s that arrange their subviews (see
    /// `AppKitStackView`). Empty in other documents.
    public var appKitStackViews: [String: AppKitStackView] = [:]
    /// In a macOS document, the ids of its `NSBox`es, which the archive document reads as plain
    /// views (their title and border are drawn, not laid out). Empty in other documents.
    public var appKitBoxes: Set<String> = []
    /// In a macOS document, the ids of its `NSColorWell`s, which the archive document reads as
    /// plain controls. Empty in other documents.
    public var appKitColorWells: Set<String> = []
    /// In a macOS document, the ids of its `NSTabView`s of the regular control size with tabs
    /// along the top and a bezel border (the default `type`), whose frame AppKit draws around
    /// their alignment rectangle (`AppKitControlGeometry.topTabsInsets`). Empty in other
    /// documents.
    public var appKitTopTabViews: Set<String> = []
    /// In a macOS document, by id: its `NSSplitView`s (see `AppKitSplitView`). Empty in other
    /// documents.
    public var appKitSplitViews: [String: AppKitSplitView] = [:]
    /// By view id: the intrinsic size Interface Builder's canvas gives the view in place of its
    /// own (a size inspector's placeholder), `View.noIntrinsicMetric` along an axis it leaves
    /// free. Empty when the document sets none.
    public var intrinsicSizePlaceholders: [String: CGSize] = [:]
    /// Whether the document is a macOS one (its views are AppKit's).
    public var isAppKit = false
    /// Whether the document is a tvOS one.
    public var isTVOS = false
    /// The controls a macOS document's Cocoa plug-in draws: macOS 26's from Xcode 26's (24000
    /// on; Xcode 16's is 23xxx), macOS 10.15's and earlier's below Xcode 12's (17000; Xcode
    /// 11.4's is 16096), macOS 11's between them and when the file names none.
    package var appKitControls = AppKitControlGeometry.Controls.macOS11
    /// Whether a macOS document's Cocoa plug-in draws a regular `NSStepper` 28 points high, as
    /// from Xcode 13's (20000) on; 27 before.
    package var appKitTallerSteppers = true
    /// Whether a macOS document was saved by Xcode 26's Cocoa plug-in, which draws macOS 26's
    /// controls (a push button fills its frame).
    public var macOS26Controls: Bool { appKitControls == .macOS26 }
    /// In a storyboard: where Interface Builder's canvas shows each scene and the segues
    /// between them. Empty in a `.xib`.
    public var canvas = XcodeStoryboardCanvas()

    /// Creates metrics with `scale`, `safeAreas`, `imageSizes` and the control sizes.
    public init(
        scale: CGFloat? = nil, safeAreas: [String: EdgeInsets] = [:], imageSizes: [String: CGSize] = [:],
        switchSize: CGSize? = nil, searchBarHeight: CGFloat? = nil
    ) {
        self.scale = scale
        self.safeAreas = safeAreas
        self.imageSizes = imageSizes
        self.switchSize = switchSize
        self.searchBarHeight = searchBarHeight
    }

    /// Tools from Xcode 26 on (24127 and 24765 in the corpus; Xcode 16.4's are 23xxx) lay out
    /// with iOS 26's controls: a switch 63 × 28 (IQKeyboardManager's SpecialCase and
    /// NetNewsWire's Settings storyboards), a search bar 64 high (SpecialCase), a slider 34
    /// high that fills its frame (NetNewsWire's Settings) and a progress view 4 high.
    static let iOS26ControlsTools: Double = 24000

    /// Tools from Xcode 9 on (13xxx; Xcode 8.3's are 12118 to 12121) simulate iOS 11: safe
    /// areas, and table view cells that give their content view a row's margins. Before, a
    /// xib's top-level view is drawn under no status bar, and a content view keeps UIKit's
    /// default 8 points: ChatSecure's cells (Xcode 8, 11542) store labels pinned to the
    /// content view's margins 8 points in, at its leading and top edges.
    static let iOS11Tools: Double = 13000

    /// Tools from Xcode 11 on (its betas' 14800s), whose iOS 13 presents a page or form sheet as
    /// a card below the screen's top; before, a sheet on a phone filled the screen.
    static let sheetTools: Double = 14800

    /// Tools from Xcode 12 on (17xxx) draw a top-level table view cell's margins for the
    /// narrower of the cell and the screen (`TopLevelCellMargins`).
    static let narrowerCellMarginsTools: Double = 17000

    /// The first Cocoa plug-in version of Xcode 12, which draws macOS 11's controls.
    static let macOS11ControlsTools: Double = 17000

    /// tvOS's activity indicators: its UIKit has only the large and the plain white styles
    /// (`whiteLarge`, `white` in the tvOS SDK's header; `large`, `medium` since tvOS 13), drawn
    /// 64 and 40 points wide (the frames Interface Builder stores for them in tvOS storyboards:
    /// artsy's Emergence and TVVLCPlayer, three indicators in two projects).
    static let tvOSActivityIndicatorSizes: [ActivityIndicatorView.Style: CGSize] = [
        .large: CGSize(width: 64, height: 64), .whiteLarge: CGSize(width: 64, height: 64),
        .medium: CGSize(width: 40, height: 40), .white: CGSize(width: 40, height: 40),
        .gray: CGSize(width: 40, height: 40),
    ]

    /// The tools from Xcode 11 to Xcode 14.1 (its betas' 14800s up to 21699) simulate no status
    /// bar over a view controller's view on a phone without a sensor housing: their files place
    /// a view 8 points below the top layout guide at y = 8 (XCGLogger's iOS demo, 15705), 5
    /// below the safe area at y = 5 (XLActionController's example, 14868, an Xcode 11 beta's),
    /// below a navigation bar at y = 44 + 8 (FirebaseUI's demo, 17701; AMScrollingNavbar's,
    /// 18122), below the safe area 44 points down under a navigation bar (SideMenu's, 15400),
    /// and views pinned to the safe area's top at y = 0 (four of Element's key-verification
    /// screens, 21507); Xcode 10's (Natalie's example, 14113; 10.3's are 14490) and Xcode 14.3's
    /// (App Center's, 21701) keep the 20-point bar.
    static let noStatusBarTools: ClosedRange<Double> = 14800...21699

    /// Whether tools of `tools` simulate no status bar over a view controller's view on
    /// `device` (see `noStatusBarTools`).
    static func hidesStatusBar(tools: Double?, device: Device) -> Bool {
        guard let tools, device.housing == 0 else { return false }
        return noStatusBarTools.contains(tools)
    }

    /// Reads the metrics of an Xcode `.xib` / `.storyboard` file's bytes.
    ///
    /// - Throws: `ArchiveReadError` for XML that cannot be read (as `XcodeDocumentReader` would).
    /// - Complexity: O(n) in the size of the file.
    public static func read(_ data: Data, file: String? = nil, limits: ReaderLimits = .default)
        throws(ArchiveReadError) -> XcodeDesignMetrics
    {
        metrics(of: try XMLElementTree.parse(data, file: file, limits: limits))
    }

    /// The metrics of a parsed Xcode document, `root` its `<document>` element.
    static func metrics(of root: XMLElementNode) -> XcodeDesignMetrics {
        var metrics = deviceMetrics(of: root)
        metrics.canvas = XcodeStoryboardCanvas(of: root)
        metrics.intrinsicSizePlaceholders = intrinsicSizePlaceholders(below: root)
        return metrics
    }

    /// The size of each image the document's `<resources>` record, by name.
    static func resourceImageSizes(of root: XMLElementNode) -> [String: CGSize] {
        var images: [String: CGSize] = [:]
        for resources in root.children where resources.name == "resources" {
            for image in resources.children where image.name == "image" {
                guard let name = image["name"], let width = XcodeValues.number(image["width"]),
                    let height = XcodeValues.number(image["height"]), width >= 0, height >= 0
                else { continue }
                images[name] = CGSize(width: width, height: height)
            }
        }
        return images
    }

    /// By view id, the intrinsic size placeholders the document gives (Interface Builder's size
    /// inspector: `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight`, `infinite` for
    /// none along that axis, `View.noIntrinsicMetric` here).
    ///
    /// - Complexity: O(n) in the number of elements.
    private static func intrinsicSizePlaceholders(below root: XMLElementNode) -> [String: CGSize] {
        func length(_ text: String?) -> CGFloat? {
            if text == "infinite" { return View.noIntrinsicMetric }
            return XcodeValues.number(text).flatMap { $0 >= 0 ? CGFloat($0) : nil }
        }
        var sizes: [String: CGSize] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            pending += node.children
            guard let id = node["id"], let width = length(node["placeholderIntrinsicWidth"]),
                let height = length(node["placeholderIntrinsicHeight"])
            else { continue }
            sizes[id] = CGSize(width: width, height: height)
        }
        return sizes
    }

    /// The metrics that depend on the document's device and runtime.
    private static func deviceMetrics(of root: XMLElementNode) -> XcodeDesignMetrics {
        if root.name == "document", root["targetRuntime"]?.hasPrefix("MacOSX") == true {
            return appKitMetrics(of: root)
        }
        if root.name == "document", root["targetRuntime"]?.hasPrefix("AppleTV") == true {
            // An image view is as large as its image on tvOS too (VLC's About and login screens).
            var metrics = XcodeDesignMetrics(imageSizes: resourceImageSizes(of: root))
            metrics.activityIndicatorSizes = tvOSActivityIndicatorSizes
            metrics.isTVOS = true
            guard root.child("device")?["id"] == "appleTV" else { return metrics }
            let tools = XcodeValues.number(root["toolsVersion"])
            let device = Device.appleTV(tools: tools)
            metrics.scale = device.scale
            // tvOS's navigation and tab bars (a tab bar at the top) are not simulated: a
            // controller under one keeps no safe area rather than a wrong one.
            metrics.safeAreas = safeAreas(below: root, device: device, tools: tools, statusBar: false) {
                $0.topBar == 0 && $0.bottomBar == 0
            }
            return metrics
        }
        guard root.name == "document", root["targetRuntime"]?.hasPrefix("iOS") == true else {
            return XcodeDesignMetrics()
        }
        let images = resourceImageSizes(of: root)
        // Xcode 15's tools write a build's placeholder (`32700.99.1234`) for their version; their
        // Cocoa Touch plug-in's version (22685) is Xcode 15.0's.
        let tools =
            XcodeValues.number(root["toolsVersion"])
            ?? plugInVersion(of: root, "com.apple.InterfaceBuilder.IBCocoaTouchPlugin")
        var controls = XcodeDesignMetrics(imageSizes: images)
        if let tools, tools < iOS11Tools { controls.cellsHaveRowMargins = false }
        if let tools, tools < narrowerCellMarginsTools {
            controls.topLevelCellMargins = tools < sheetTools ? .cellWidth : .screenWidth
            if tools >= sheetTools { controls.topLevelRowMargins.narrowSide = 15 }
        }
        if let tools, tools >= iOS26ControlsTools {
            controls.rowMargins = RowMargins(vertical: 15, wideFrom: 390)
            controls.topLevelRowMargins = controls.rowMargins
            controls.topLevelCellMargins = .screenWidth
            controls.switchSize = CGSize(width: 63, height: 28)
            controls.searchBarHeight = 64
            controls.sliderHeight = 34
            controls.progressViewHeight = 4
        }
        guard let deviceNode = root.child("device") else {
            // No device named: from Xcode 9's tools the canvas still holds a xib's top-level
            // view as a controller's view, with a controller's margins and no bars (Google's
            // ads examples' launch screens, tools 13529 and 21507: labels pinned to a 480-point
            // view's margins stored 20 points in, where a plain view's 8 would put them).
            var metrics = controls
            if let tools, tools >= iOS11Tools {
                for objects in root.children where objects.name == "objects" {
                    for node in objects.children where node.name == "view" {
                        if let id = node["id"] { metrics.safeAreas[id] = .zero }
                    }
                }
            }
            return metrics
        }
        guard let device = Device.known[deviceNode["id"] ?? ""]?.asSimulated(byTools: tools) else { return controls }
        var metrics = controls
        metrics.scale = device.scale
        guard (deviceNode["orientation"] ?? "portrait") == "portrait" else { return metrics }
        metrics.screenWidth = device.width
        if deviceNode["id"]?.hasPrefix("ipad") == false {
            metrics.constraintsLeftOut = constraintsLeftOut(below: root, widthClass: "compact", heightClass: "regular")
        } else if (deviceNode["layout"] ?? "fullscreen") == "fullscreen" {
            // An iPad beside another app (a split layout) may be compact: no simulation.
            metrics.constraintsLeftOut = constraintsLeftOut(below: root, widthClass: "regular", heightClass: "regular")
        }
        metrics.safeAreas = safeAreas(
            below: root, device: device, tools: tools, statusBar: !hidesStatusBar(tools: tools, device: device))
        return metrics
    }

    /// The safe area `device` gives each top-level view of a xib where `tools` simulate safe
    /// areas (the status bar when `statusBar` and the view is not freeform, or is freeform,
    /// upright and taller than a bar and its metrics keep the status bar; and the bars its own
    /// metrics name) and each view
    /// controller's view that `simulated` accepts (the status bar when `statusBar` and the
    /// controller's metrics do not leave it out and it is not in a popover, and its bars; at
    /// the top of a sheet, its bars alone).
    private static func safeAreas(
        below root: XMLElementNode, device: Device, tools: Double?, statusBar: Bool,
        simulated: (XcodeSceneGraph.Controller) -> Bool = { _ in true }
    ) -> [String: EdgeInsets] {
        var safeAreas: [String: EdgeInsets] = [:]
        var scenes = XcodeSceneGraph()
        for child in root.children {
            switch child.name {
            case "objects":
                // A xib: its top-level views, as controllers' views from Xcode 9's tools on: one
                // of no freeform size under the status bar; a freeform one only when it stands
                // as a phone held upright does, no wider than high (Pocket Casts' network view,
                // 400 × 600, Nextcloud Talk's placeholder, 350 × 350, Rocket.Chat's directory,
                // 375 × 570: their content 20 points down on a 375-point phone), as the status
                // bar leaves a landscape phone; a header or a cell's content, wider than high,
                // has none (Rocket.Chat's emoji picker, 477 × 351, at the top).
                for node in child.children where node.name == "view" {
                    guard let id = node["id"] else { continue }
                    let metrics = XcodeSceneGraph.simulatedMetrics(of: node)
                    // Taller than a bar too: Rocket.Chat's 44-point avatar (Xcode 9.4) has none.
                    let upright = node.child("rect").map { rect in
                        let height = XcodeValues.number(rect["height"]) ?? 0
                        return height >= (XcodeValues.number(rect["width"]) ?? 0) && height > 44
                    }
                    // A full-size view ignores metrics that leave the status bar out, as a
                    // controller's view of the device's size does.
                    let simulatesSafeArea = (tools ?? 0) >= iOS11Tools
                    let underStatusBar =
                        statusBar && (!metrics.isFreeform || (upright == true && !metrics.noStatusBar))
                        && simulatesSafeArea
                    // Its own simulated bars too (Nextcloud Talk's views, Xcode 14 and 15, drawn
                    // under a navigation bar: their content 44 points below the status bar).
                    let top = simulatesSafeArea ? metrics.topBar ?? 0 : 0
                    let bottom = simulatesSafeArea ? metrics.bottomBar ?? 0 : 0
                    safeAreas[id] = device.insets(statusBar: underStatusBar, top: top, bottom: bottom, viewHeight: nil)
                }
                for node in child.children { scenes.add(node) }
            case "scenes":
                for scene in child.children where scene.name == "scene" {
                    for part in scene.children where part.name == "objects" {
                        for node in part.children { scenes.add(node) }
                    }
                }
            default:
                break
            }
        }
        for controller in scenes.resolvedControllers() where simulated(controller) {
            if controller.isSheet, (tools ?? 0) >= sheetTools {
                // A sheet starts below the screen's top: its bars alone inset it there.
                var insets = device.insets(
                    statusBar: false, top: controller.topBar, bottom: controller.bottomBar, viewHeight: nil)
                insets.top = controller.topBar
                safeAreas[controller.viewID] = insets
                continue
            }
            safeAreas[controller.viewID] = device.insets(
                statusBar: statusBar && !controller.hidesStatusBar && !controller.isInPopover, top: controller.topBar,
                bottom: controller.bottomBar,
                viewHeight: controller.viewHeight)
        }
        return safeAreas
    }

    /// The version of the plug-in `identifier` a document (`root`) names under
    /// `<dependencies>`, as a number; nil when it names none.
    static func plugInVersion(of root: XMLElementNode, _ identifier: String) -> Double? {
        let plugIn = root.child("dependencies")?.children.first {
            $0.name == "plugIn" && $0["identifier"] == identifier
        }
        return XcodeValues.number(plugIn?["version"])
    }
}
