import Foundation

/// The view controllers of an Xcode document and the segues between them, enough to tell which
/// bars Interface Builder shows over each controller's view: a navigation bar when it is a
/// navigation controller's root or was shown (pushed) from a controller under one, a tab bar
/// when it is a tab bar controller's tab or was shown from a controller in one (a tab of a tab
/// bar controller that is itself under a navigation bar is under it too: the tab bar
/// controller's view, which holds its tabs' views, extends under the bar); a controller's own
/// simulated metrics (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`) override both, and
/// a controller that simulates a navigation bar of its own passes it on along its show segues,
/// as one under a navigation controller does (the controllers it shows are pushed onto the same
/// stack). A navigation bar is as high as the frame its navigation controller stored for it
/// (Interface Builder draws a large title's bar 96 points high, Xcode 26's bars 54), else 44.
struct XcodeSceneGraph {
    /// One controller with a view (its id and stored height), and the bars over it.
    struct Controller {
        let viewID: String
        let viewHeight: CGFloat?
        let topBar: CGFloat
        let bottomBar: CGFloat
        /// Whether it is drawn with no status bar: its simulated metrics leave the status bar
        /// out of a freeform size (`<nil
        /// key="simulatedStatusBarMetrics"/>` beside `<freeformSimulatedSizeMetrics>`: a today
        /// extension's view, say). Interface Builder from Xcode 9 draws a controller of the
        /// device's size under the device's status bar whatever its metrics say: Presentr's
        /// and DuckDuckGo's full-screen controllers that name none store their views below it,
        /// their freeform ones (Presentr's, FSCalendar's widget) at the top.
        let hidesStatusBar: Bool
        /// Whether its simulated metrics draw it as a sheet (`<modalPageSheetSimulatedSizeMetrics>`
        /// or the form sheet's), which the screen's top does not reach: Element's space menus
        /// (Xcode 12.5, a 414 × 842 sheet on a `retina6_1`) place views 16 points below the
        /// safe area's top at y = 16.
        let isSheet: Bool
        /// Whether it is presented in a popover, drawn with no status bar (Rocket.Chat's drawing
        /// options, whose labels lie 8 points below the top of their safe area at the view's
        /// top); a sensor housing and home indicator still inset it as far as it reaches them
        /// (Tropos's about screen, presented in a popover, ends above the home indicator).
        let isInPopover: Bool
    }

    private struct Node {
        let element: String
        let view: XMLElementNode?
        /// Bars its simulated metrics name; nil where it names none (the segues decide).
        let simulatedTop: CGFloat?
        let simulatedBottom: CGFloat?
        let hidesStatusBar: Bool
        let isSheet: Bool
        let hidesNavigationBar: Bool
        /// The height of the navigation bar a navigation controller stored; nil for other
        /// controllers and for a bar stored without a size.
        let navigationBarHeight: CGFloat?
    }

    private struct Segue {
        let destination: String
        let kind: String
        let relationship: String?
    }

    // Interface Builder's bar heights on an iPhone in portrait.
    private static let navigationBar: CGFloat = 44
    private static let promptedNavigationBar: CGFloat = 74
    private static let tabBar: CGFloat = 49
    private static let toolbar: CGFloat = 44

    private var nodes: [String: Node] = [:]
    private var order: [String] = []
    private var segues: [String: [Segue]] = [:]

    /// Records `element` when it is a view controller (an element whose name ends in
    /// `Controller`, with an id), with its view's id, its simulated bars and the segues inside it.
    mutating func add(_ element: XMLElementNode) {
        guard element.name.hasSuffix("Controller"), let id = element["id"], nodes[id] == nil else { return }
        let metrics = Self.simulatedMetrics(of: element)
        nodes[id] = Node(
            element: element.name, view: element.children.first { $0["key"] == "view" },
            simulatedTop: metrics.topBar, simulatedBottom: metrics.bottomBar,
            hidesStatusBar: metrics.noStatusBar && metrics.isFreeform, isSheet: metrics.isSheet,
            hidesNavigationBar: element["navigationBarHidden"] == "YES",
            navigationBarHeight: Self.storedNavigationBarHeight(of: element))
        order.append(id)
        var found: [Segue] = []
        collectSegues(in: element, into: &found)
        segues[id] = found
    }

    /// What an element's simulated metrics say (a controller's, or a xib's top-level view's),
    /// read in one pass over its children.
    struct SimulatedMetrics {
        /// The bar drawn at the top (a navigation bar, taller with a prompt) and at the bottom
        /// (a tab bar or toolbar): 0 for metrics that name none, nil where they say nothing.
        var topBar: CGFloat?
        var bottomBar: CGFloat?
        /// Whether the metrics leave the status bar out (`<nil key="simulatedStatusBarMetrics"/>`).
        var noStatusBar = false
        /// Whether the size is freeform, or a page or form sheet's.
        var isFreeform = false
        var isSheet = false
    }

    /// The simulated metrics of `element`.
    static func simulatedMetrics(of element: XMLElementNode) -> SimulatedMetrics {
        var metrics = SimulatedMetrics()
        for child in element.children {
            switch (child["key"], child.name) {
            case ("simulatedTopBarMetrics", "simulatedNavigationBarMetrics"):
                metrics.topBar = child["prompted"] == "YES" ? Self.promptedNavigationBar : Self.navigationBar
            case ("simulatedBottomBarMetrics", "simulatedTabBarMetrics"):
                metrics.bottomBar = Self.tabBar
            case ("simulatedBottomBarMetrics", "simulatedToolbarMetrics"):
                metrics.bottomBar = Self.toolbar
            case ("simulatedTopBarMetrics", "nil"):
                metrics.topBar = 0
            case ("simulatedBottomBarMetrics", "nil"):
                metrics.bottomBar = 0
            case ("simulatedStatusBarMetrics", "nil"):
                metrics.noStatusBar = true
            case ("simulatedDestinationMetrics", "freeformSimulatedSizeMetrics"):
                metrics.isFreeform = true
            case ("simulatedDestinationMetrics", "modalPageSheetSimulatedSizeMetrics"),
                ("simulatedDestinationMetrics", "modalFormSheetSimulatedSizeMetrics"):
                metrics.isSheet = true
            default:
                break
            }
        }
        return metrics
    }

    /// The height of the `navigationBar` a navigation controller element stored, when its frame
    /// has a size (Interface Builder stores a zero frame for a bar it did not lay out).
    private static func storedNavigationBarHeight(of element: XMLElementNode) -> CGFloat? {
        guard element.name == "navigationController",
            let bar = element.children.first(where: { $0["key"] == "navigationBar" }),
            let frame = bar.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
            let width = XcodeValues.number(frame["width"]), let height = XcodeValues.number(frame["height"]),
            width > 0, height > 0
        else { return nil }
        return CGFloat(height)
    }

    private func collectSegues(in element: XMLElementNode, into found: inout [Segue]) {
        for child in element.children {
            if child.name == "segue", let destination = child["destination"] {
                found.append(
                    Segue(destination: destination, kind: child["kind"] ?? "", relationship: child["relationship"]))
            } else {
                collectSegues(in: child, into: &found)
            }
        }
    }

    /// Every controller with a view, in document order, with the bars over it.
    ///
    /// - Complexity: O(controllers + segues): a controller's bars only ever turn on, so each
    ///   is passed on along its segues at most twice.
    func resolvedControllers() -> [Controller] {
        // The height of the navigation bar over each controller under one.
        var underNavigationBar: [String: CGFloat] = [:]
        var inTabBar: Set<String> = []
        var pending = order
        while let source = pending.popLast() {
            guard let node = nodes[source] else { continue }
            for segue in segues[source] ?? [] {
                var navigation: CGFloat?
                var tab = false
                switch (node.element, segue.kind, segue.relationship) {
                case ("navigationController", "relationship", "rootViewController"):
                    navigation = node.hidesNavigationBar ? nil : node.navigationBarHeight ?? Self.navigationBar
                    tab = inTabBar.contains(source)
                case ("tabBarController", "relationship", "viewControllers"):
                    navigation = underNavigationBar[source]
                    tab = true
                case (_, "show", _), (_, "push", _):
                    navigation = underNavigationBar[source] ?? node.simulatedTop.flatMap { $0 > 0 ? $0 : nil }
                    tab = inTabBar.contains(source)
                default:
                    continue
                }
                var changed = false
                if let navigation, underNavigationBar[segue.destination] == nil {
                    underNavigationBar[segue.destination] = navigation
                    changed = true
                }
                if tab, inTabBar.insert(segue.destination).inserted { changed = true }
                if changed { pending.append(segue.destination) }
            }
        }
        let inPopover = controllersInPopovers()
        return order.compactMap { id in
            guard let node = nodes[id], let view = node.view, let viewID = view["id"] else { return nil }
            let frame = view.children.first { $0.name == "rect" && $0["key"] == "frame" }
            return Controller(
                viewID: viewID, viewHeight: frame.flatMap { XcodeValues.number($0["height"]) }.map { CGFloat($0) },
                topBar: node.simulatedTop ?? underNavigationBar[id] ?? 0,
                bottomBar: node.simulatedBottom ?? (inTabBar.contains(id) ? Self.tabBar : 0),
                hidesStatusBar: node.hidesStatusBar, isSheet: node.isSheet, isInPopover: inPopover.contains(id))
        }
    }

    /// The controllers presented in a popover: a popover segue's destination, the root of a
    /// navigation controller among them, and what they show (pushed onto the same stack).
    private func controllersInPopovers() -> Set<String> {
        var found = Set(segues.values.joined().filter { $0.kind == "popoverPresentation" }.map(\.destination))
        var pending = Array(found)
        while let source = pending.popLast() {
            for segue in segues[source] ?? []
            where segue.relationship == "rootViewController" || segue.kind == "show" || segue.kind == "push" {
                if found.insert(segue.destination).inserted { pending.append(segue.destination) }
            }
        }
        return found
    }
}
