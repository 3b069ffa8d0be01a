import Foundation

extension View {
    /// How a view lays out its content when its bounds change, UIKit's `UIView.ContentMode`.
    public enum ContentMode: String, ArchivableEnum, Sendable {
        /// Stretch to fill; scale to fit or fill keeping the aspect ratio; redraw on bounds changes;
        /// or place unscaled at the centre or an edge.
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        /// Place unscaled in a corner.
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which parts of a view stretch when its superview's size changes, UIKit's
    /// `UIView.AutoresizingMask`. Archived as the space-separated names of its members.
    public struct AutoresizingMask: ArchivableOptionSet, Hashable, Sendable {
        /// The member bits; see the static members for which bit is which.
        public let rawValue: UInt
        /// Creates a mask from raw bits; unknown bits are kept as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge stretches.
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
        /// Show the tint colour as set.
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
    /// Let the system decide; keep left-to-right for playback controls or spatial layouts; or force one direction.
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The priority of a layout constraint or of hugging / compression resistance, UIKit's
/// `UILayoutPriority`: 1 to 1000, where 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, from 1 to 1000; 1000 means required.
    public var rawValue: Float
    /// Creates a priority with the given value; not clamped to 1...1000.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority with the given value; not clamped to 1...1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a float literal, as in `let p: LayoutPriority = 999.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Creates a priority from an integer literal, as in `let p: LayoutPriority = 999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default priority of compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default priority of content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view is sized to fit its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders priorities by `rawValue`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`, as in `.defaultHigh + 1`; not clamped.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`, as in `.required - 1`; not clamped.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

/// The axes of a layout, UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, ArchivableEnum, Sendable {
    /// Left to right, or top to bottom.
    case horizontal, vertical
}

/// Accessibility traits, UIKit's `UIAccessibilityTraits`. Archived as space-separated names.
public struct AccessibilityTraits: ArchivableOptionSet, Hashable, Sendable {
    /// The trait bits, matching UIKit's values for the same traits.
    public let rawValue: UInt64
    /// Creates traits from raw bits; unknown bits are kept as given.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits: the empty set.
    public static let none: AccessibilityTraits = []
    /// The element acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected, as a chosen tab or row.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element heads a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// The element is disabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element's value can be stepped up and down, as a slider's.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// The element's value changes often, as a timer's; VoiceOver polls instead of announcing each change.
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
    /// When the event happened, in seconds (UIKit counts from system start-up); 0 when not given.
    public let timestamp: TimeInterval
    /// Creates an event at `timestamp` seconds; defaults to 0.
    public init(timestamp: TimeInterval = 0) { self.timestamp = timestamp }
}
