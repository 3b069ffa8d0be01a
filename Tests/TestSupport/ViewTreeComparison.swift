import Foundation
import ViewCore

/// Compares two view trees property by property, independently of the coder: every archived
/// property of `spec/view-core.md`, the hierarchy, the layer, layout guides, constraints (by
/// the positions of their items in the tree) and masks. Returns one line per difference.
///
/// Subclass properties are compared by the `extraComparisons` a test passes (controls add theirs).
public struct ViewTreeComparison {
    /// A comparison of two views beyond `View`'s own properties, returning the differences as lines.
    public typealias Extra = (View, View) -> [String]
    private var differences: [String] = []
    private let extra: [Extra]
    private let leftRoot: View
    private let rightRoot: View

    /// Compares `left` and `right`; `extra` compares properties subclasses add.
    public static func differences(_ left: View, _ right: View, extra: [Extra] = []) -> [String] {
        var comparison = ViewTreeComparison(leftRoot: left, rightRoot: right, extra: extra)
        comparison.compare(left, right, path: "root")
        return comparison.differences
    }

    private init(leftRoot: View, rightRoot: View, extra: [Extra]) {
        self.leftRoot = leftRoot
        self.rightRoot = rightRoot
        self.extra = extra
    }

    private mutating func check<T: Equatable>(_ name: String, _ a: T, _ b: T, at path: String) {
        if a != b { differences.append("\(path).\(name): \(a) != \(b)") }
    }

    private mutating func compare(_ a: View, _ b: View, path: String) {
        check("class", "\(type(of: a))", "\(type(of: b))", at: path)
        check("center", a.center, b.center, at: path)
        check("bounds", a.bounds, b.bounds, at: path)
        check("transform", a.transform, b.transform, at: path)
        check("backgroundColor", a.backgroundColor, b.backgroundColor, at: path)
        check("isHidden", a.isHidden, b.isHidden, at: path)
        check("alpha", a.alpha, b.alpha, at: path)
        check("isOpaque", a.isOpaque, b.isOpaque, at: path)
        check("tintColor", a.tintColor, b.tintColor, at: path)
        check("tintAdjustmentMode", a.tintAdjustmentMode, b.tintAdjustmentMode, at: path)
        check("clipsToBounds", a.clipsToBounds, b.clipsToBounds, at: path)
        check("clearsContextBeforeDrawing", a.clearsContextBeforeDrawing, b.clearsContextBeforeDrawing, at: path)
        check("layer.cornerRadius", a.layer.cornerRadius, b.layer.cornerRadius, at: path)
        check("layer.borderWidth", a.layer.borderWidth, b.layer.borderWidth, at: path)
        check("layer.borderColor", a.layer.borderColor, b.layer.borderColor, at: path)
        check("layer.anchorPoint", a.layer.anchorPoint, b.layer.anchorPoint, at: path)
        check("layer.zPosition", a.layer.zPosition, b.layer.zPosition, at: path)
        check("layer.shadowColor", a.layer.shadowColor, b.layer.shadowColor, at: path)
        check("layer.shadowOpacity", a.layer.shadowOpacity, b.layer.shadowOpacity, at: path)
        check("layer.shadowOffset", a.layer.shadowOffset, b.layer.shadowOffset, at: path)
        check("layer.shadowRadius", a.layer.shadowRadius, b.layer.shadowRadius, at: path)
        check("isUserInteractionEnabled", a.isUserInteractionEnabled, b.isUserInteractionEnabled, at: path)
        check("isMultipleTouchEnabled", a.isMultipleTouchEnabled, b.isMultipleTouchEnabled, at: path)
        check("isExclusiveTouch", a.isExclusiveTouch, b.isExclusiveTouch, at: path)
        check("autoresizingMask", a.autoresizingMask.rawValue, b.autoresizingMask.rawValue, at: path)
        check("autoresizesSubviews", a.autoresizesSubviews, b.autoresizesSubviews, at: path)
        check("contentMode", a.contentMode, b.contentMode, at: path)
        check("contentScaleFactor", a.contentScaleFactor, b.contentScaleFactor, at: path)
        check("tag", a.tag, b.tag, at: path)
        check("restorationIdentifier", a.restorationIdentifier, b.restorationIdentifier, at: path)
        check(
            "translatesAutoresizingMaskIntoConstraints", a.translatesAutoresizingMaskIntoConstraints,
            b.translatesAutoresizingMaskIntoConstraints, at: path)
        check("layoutMargins", a.layoutMargins, b.layoutMargins, at: path)
        check(
            "preservesSuperviewLayoutMargins", a.preservesSuperviewLayoutMargins, b.preservesSuperviewLayoutMargins,
            at: path)
        check(
            "insetsLayoutMarginsFromSafeArea", a.insetsLayoutMarginsFromSafeArea, b.insetsLayoutMarginsFromSafeArea,
            at: path)
        check("semanticContentAttribute", a.semanticContentAttribute, b.semanticContentAttribute, at: path)
        for axis in [LayoutAxis.horizontal, .vertical] {
            check(
                "hugging(\(axis))", a.contentHuggingPriority(for: axis), b.contentHuggingPriority(for: axis), at: path)
            check(
                "compressionResistance(\(axis))", a.contentCompressionResistancePriority(for: axis),
                b.contentCompressionResistancePriority(for: axis), at: path)
        }
        check("isAccessibilityElement", a.isAccessibilityElement, b.isAccessibilityElement, at: path)
        check("accessibilityLabel", a.accessibilityLabel, b.accessibilityLabel, at: path)
        check("accessibilityHint", a.accessibilityHint, b.accessibilityHint, at: path)
        check("accessibilityIdentifier", a.accessibilityIdentifier, b.accessibilityIdentifier, at: path)
        check("accessibilityValue", a.accessibilityValue, b.accessibilityValue, at: path)
        check("accessibilityTraits", a.accessibilityTraits.rawValue, b.accessibilityTraits.rawValue, at: path)
        check(
            "mask", a.mask.map { position(of: $0, in: leftRoot) }, b.mask.map { position(of: $0, in: rightRoot) },
            at: path)
        check("layoutGuides", a.layoutGuides.map(\.identifier), b.layoutGuides.map(\.identifier), at: path)
        check(
            "constraints", a.constraints.map { describe($0, in: leftRoot) },
            b.constraints.map { describe($0, in: rightRoot) }, at: path)
        for comparison in extra { differences += comparison(a, b).map { "\(path).\($0)" } }
        check("subviews.count", a.subviews.count, b.subviews.count, at: path)
        for (index, (left, right)) in zip(a.subviews, b.subviews).enumerated() {
            compare(left, right, path: "\(path).subviews[\(index)]")
        }
    }

    /// A view's position as indices from the root (`0.2.1`), or "outside" when not in the tree.
    private func position(of view: View, in root: View) -> String {
        var indices: [Int] = []
        var current = view
        while let parent = current.superview, let index = parent.subviews.firstIndex(where: { $0 === current }) {
            indices.insert(index, at: 0)
            current = parent
        }
        return current === root ? indices.map(String.init).joined(separator: ".") : "outside"
    }

    private func describe(_ item: AnyObject?, in root: View) -> String {
        switch item {
        case let view as View: return "view@" + position(of: view, in: root)
        case let guide as LayoutGuide:
            let owner = guide.owningView.map { position(of: $0, in: root) } ?? "none"
            return "guide(\(guide.builtIn?.rawValue ?? guide.identifier))@" + owner
        case nil: return "nil"
        default: return "\(type(of: item))"
        }
    }

    private func describe(_ c: LayoutConstraint, in root: View) -> String {
        "\(describe(c.firstItem, in: root)).\(c.firstAttribute) \(c.relation) \(describe(c.secondItem, in: root)).\(c.secondAttribute)"
            + " ×\(c.multiplier) +\(c.constant) @\(c.priority.rawValue) id=\(c.identifier ?? "-") active=\(c.isActive)"
    }
}
