import Foundation

extension LayoutConstraint {
    /// The part of an item's layout a constraint talks about, UIKit's
    /// `NSLayoutConstraint.Attribute`. Archived by name (`firstAttribute="leadingMargin"`).
    ///
    /// Locations (edges, centres, baselines) lie on one axis and can only be related to a location
    /// on the same axis; dimensions (`width`, `height`) can be related to each other across axes
    /// (an aspect ratio) or stand alone against a constant.
    public enum Attribute: String, ArchivableEnum, Sendable {
        /// The edges, size and centre of the item's frame.
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baselines of the item's last and first line of text.
        case lastBaseline, firstBaseline
        /// The edges of the item's layout margins.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// The centre of the area inside the item's layout margins.
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint that has no second item.
        case notAnAttribute

        /// The axis the attribute lies on; nil for `notAnAttribute`.
        public var axis: LayoutAxis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX:
                .horizontal
            case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline:
                .vertical
            case .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// Whether the attribute is a size (`width`, `height`) rather than a location.
        public var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute is one of the margin variants (`leadingMargin`, ...
        /// `centerYWithinMargins`), which UIKit resolves against the item's `layoutMargins`.
        public var isMargin: Bool { self != withoutMargin }

        /// The attribute with its margin dropped: `leadingMargin` becomes `leading`,
        /// `centerXWithinMargins` becomes `centerX`; others are returned unchanged.
        public var withoutMargin: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        /// Whether the attribute follows the reading direction (leading and trailing, with their
        /// margin variants). UIKit refuses to relate these to left and right.
        var isDirectional: Bool { withoutMargin == .leading || withoutMargin == .trailing }

        /// Whether the attribute is an absolute horizontal edge (left and right, with margins).
        var isAbsoluteHorizontalEdge: Bool { withoutMargin == .left || withoutMargin == .right }
    }

    /// How the two sides of a constraint compare, UIKit's `NSLayoutConstraint.Relation`.
    /// Archived by name; `equal` is the default and is left out.
    public enum Relation: String, ArchivableEnum, Sendable {
        /// `first ≤ second`, `first = second` (the default) and `first ≥ second`, after multiplier and constant.
        case lessThanOrEqual, equal, greaterThanOrEqual

        /// The relation as it prints: `<=`, `==`, `>=`.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// Why the attributes, multiplier or priority of a constraint make it one UIKit refuses to
    /// create, or nil when they are fine. `hasSecondItem` is passed in so the check also works
    /// while decoding, before references are resolved.
    ///
    /// UIKit's rules: the first attribute is never `notAnAttribute`; a constraint without a
    /// second item constrains a dimension to a constant; with a second item, both attributes are
    /// real, two locations lie on the same axis and do not mix leading/trailing with left/right,
    /// and a location is never related to a dimension. A location needs a non-zero multiplier
    /// (`x == 0 * y + c` is a location equal to a constant); the multiplier and constant are
    /// finite and the priority lies in 1...1000.
    static func attributeProblem(
        first: Attribute, second: Attribute, hasSecondItem: Bool, multiplier: CGFloat, constant: CGFloat,
        priority: LayoutPriority
    ) -> (key: String, message: String)? {
        if first == .notAnAttribute { return ("firstAttribute", "the first attribute cannot be notAnAttribute") }
        guard multiplier.isFinite else { return ("multiplier", "the multiplier must be finite") }
        guard constant.isFinite else { return ("constant", "the constant must be finite") }
        guard priority.rawValue >= 1, priority.rawValue <= 1000 else {
            return ("priority", "priority \(format(CGFloat(priority.rawValue))) is outside 1...1000")
        }
        guard hasSecondItem else {
            if second != .notAnAttribute {
                return ("secondAttribute", "\(second) names an attribute of a missing second item")
            }
            if !first.isDimension {
                return (
                    "firstAttribute", "a location (\(first)) cannot be constrained to a constant; give it a second item"
                )
            }
            return nil
        }
        if second == .notAnAttribute {
            return ("secondAttribute", "a constraint with a second item needs a second attribute")
        }
        if first.isDimension != second.isDimension {
            return ("secondAttribute", "a location cannot be related to a dimension (\(first) and \(second))")
        }
        if !first.isDimension {
            if first.axis != second.axis { return ("secondAttribute", "\(first) and \(second) lie on different axes") }
            if (first.isDirectional && second.isAbsoluteHorizontalEdge)
                || (first.isAbsoluteHorizontalEdge && second.isDirectional)
            {
                return (
                    "secondAttribute",
                    "leading/trailing cannot be related to left/right (\(first) and \(second)); use one pair for both"
                )
            }
            if multiplier == 0 {
                return ("multiplier", "a multiplier of 0 makes the location \(first) equal to a constant")
            }
        }
        return nil
    }
}
