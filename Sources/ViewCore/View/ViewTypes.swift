import Foundation

extension View {
    /// How a view lays out its content when its bounds change, UIKit's `UIView.ContentMode`.
    public enum ContentMode: String, ArchivableEnum, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which parts of a view stretch when its superview's size changes, UIKit's
    /// `UIView.AutoresizingMask`. Archived as the space-separated names of its members.
    public struct AutoresizingMask: ArchivableOptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// The members with their archive names, in bit order.
        public static let named: [(name: String, member: AutoresizingMask)] = [
            ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
            ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
            ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
        ]
    }

    /// How a view's tint colour is shown, UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: String, ArchivableEnum, Sendable {
        /// Inherit from the superview; `.normal` when nothing up the chain says otherwise.
        case automatic
        case normal
        /// The tint is shown desaturated, as behind a modal alert.
        case dimmed
    }

    /// The value of `intrinsicContentSize` components that have no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The default `layoutMargins`: 8 points on every edge.
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// How a view's content flips for right-to-left languages, UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: String, ArchivableEnum, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The priority of a layout constraint or of hugging / compression resistance, UIKit's
/// `UILayoutPriority`: 1 to 1000, where 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

/// The axes of a layout, UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, ArchivableEnum, Sendable {
    case horizontal, vertical
}

/// Accessibility traits, UIKit's `UIAccessibilityTraits`. Archived as space-separated names.
public struct AccessibilityTraits: ArchivableOptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none: AccessibilityTraits = []
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)

    /// The traits with their archive names.
    public static let named: [(name: String, member: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("staticText", .staticText), ("notEnabled", .notEnabled), ("searchField", .searchField),
        ("updatesFrequently", .updatesFrequently), ("adjustable", .adjustable), ("header", .header),
    ]
}

/// An input event, UIKit's `UIEvent`; NibKit has no event source, so it only carries a timestamp.
public final class Event: Sendable {
    public let timestamp: TimeInterval
    public init(timestamp: TimeInterval = 0) { self.timestamp = timestamp }
}
