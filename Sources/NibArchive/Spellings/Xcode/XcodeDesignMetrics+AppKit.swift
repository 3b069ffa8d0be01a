import Foundation
import ViewCore

extension XcodeDesignMetrics {
    /// What a macOS file says of an `NSStackView` that arranges its subviews in one list (a
    /// `distribution` other than gravity areas): what AppKit defaults differently from UIKit,
    /// which the archive document keeps as UIKit's or verbatim.
    public struct AppKitStackView: Sendable, Equatable {
        /// The alignment as the file names it (`leading`, `centerX`, `firstBaseline`, ...); nil
        /// when it names none (AppKit's default centres the views across the axis).
        public var alignment: String?
        /// Whether the file gives a `spacing` (AppKit's default is 8 points, UIKit's 0).
        public var hasSpacing: Bool
        /// The `edgeInsets` the file gives around the arranged views (zero when it gives none).
        public var edgeInsets: EdgeInsets
        /// The stack's hugging priority along its axis (`verticalStackHuggingPriority` for a
        /// vertical stack, `horizontalStackHuggingPriority` for a horizontal one); nil when the
        /// file gives none.
        public var huggingPriority: Float?

        /// A stack view with the given alignment, spacing and insets.
        public init(alignment: String? = nil, hasSpacing: Bool = false, edgeInsets: EdgeInsets = .zero) {
            self.alignment = alignment
            self.hasSpacing = hasSpacing
            self.edgeInsets = edgeInsets
        }
    }

    /// What a macOS file says of an `NSSplitView`: which way its dividers run, their style
    /// and its subviews' holding priorities.
    public struct AppKitSplitView: Sendable, Equatable {
        /// Whether the subviews lie side by side (`vertical="YES"`).
        public var isVertical: Bool
        /// The `dividerStyle` as the file names it (nil: the default, thick).
        public var dividerStyle: String?
        /// The `<holdingPriorities>`, in subview order (empty when the file gives none).
        public var holdingPriorities: [Float]

        /// A split view as a file describes it.
        public init(isVertical: Bool, dividerStyle: String? = nil, holdingPriorities: [Float] = []) {
            self.isVertical = isVertical
            self.dividerStyle = dividerStyle
            self.holdingPriorities = holdingPriorities
        }
    }

    /// The metrics of a macOS document (`root` its `<document>`): its stack views that arrange
    /// their subviews, by id, and its boxes.
    ///
    /// - Complexity: O(n) in the number of elements.
    static func appKitMetrics(of root: XMLElementNode) -> XcodeDesignMetrics {
        var metrics = XcodeDesignMetrics(imageSizes: resourceImageSizes(of: root))
        metrics.isAppKit = true
        if let version = plugInVersion(of: root, "com.apple.InterfaceBuilder.CocoaPlugin") {
            metrics.appKitControls =
                version >= iOS26ControlsTools ? .macOS26 : version < macOS11ControlsTools ? .beforeMacOS11 : .macOS11
            metrics.appKitTallerSteppers = version >= 20000
        }
        var pending = [root]
        while let node = pending.popLast() {
            pending += node.children
            if node.name == "box", let id = node["id"] { metrics.appKitBoxes.insert(id) }
            if node.name == "colorWell", let id = node["id"] { metrics.appKitColorWells.insert(id) }
            if node.name == "splitView", let id = node["id"] {
                let priorities = node.child("holdingPriorities")?.children.compactMap {
                    XcodeValues.number($0["value"]).map { Float($0) }
                }
                metrics.appKitSplitViews[id] = AppKitSplitView(
                    isVertical: node["vertical"] == "YES", dividerStyle: node["dividerStyle"],
                    holdingPriorities: priorities ?? [])
            }
            if node.name == "tabView", let id = node["id"],
                (node["type"] ?? "topTabsBezelBorder") == "topTabsBezelBorder",
                (node["controlSize"] ?? "regular") == "regular"
            {
                metrics.appKitTopTabViews.insert(id)
            }
            // Without a distribution an NSStackView arranges by gravity areas, which the
            // layout does not model, and its views keep their frames; but one whose views all
            // lie in its leading (top) area packs them from its start, spaced, and hugs them at
            // its hugging priority as a filling stack does (NSStackView's gravity areas:
            // KeepingYouAwake's duration sheet).
            guard node.name == "stackView", let id = node["id"],
                node["distribution"] != nil || Self.hasOnlyLeadingGravityArea(node)
            else { continue }
            var stack = AppKitStackView(alignment: node["alignment"], hasSpacing: node["spacing"] != nil)
            let hugging =
                node["orientation"] == "vertical" ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority"
            stack.huggingPriority = XcodeValues.number(node[hugging]).map { Float($0) }
            if let insets = node.children.first(where: { $0.name == "edgeInsets" && $0["key"] == "edgeInsets" }) {
                func side(_ name: String) -> CGFloat { CGFloat(XcodeValues.number(insets[name]) ?? 0) }
                stack.edgeInsets = EdgeInsets(
                    top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
            }
            metrics.appKitStackViews[id] = stack
        }
        return metrics
    }

    /// Whether an NSStackView without a distribution holds views in its leading gravity area
    /// (`<beginningViews>`) and none in the others.
    static func hasOnlyLeadingGravityArea(_ node: XMLElementNode) -> Bool {
        node["distribution"] == nil && node.child("beginningViews") != nil && node.child("middleViews") == nil
            && node.child("endViews") == nil
    }
}
