import Foundation

extension ViewController {
    /// How a controller is presented modally, UIKit's `UIModalPresentationStyle`.
    public enum ModalPresentationStyle: String, ArchivableEnum, Sendable {
        /// UIKit's styles of the same names; NibKit archives the style but does not present.
        case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
        /// UIKit's styles of the same names; `none` is UIKit's `.none`.
        case overCurrentContext, popover, none
    }

    /// The transition of a modal presentation, UIKit's `UIModalTransitionStyle`.
    public enum ModalTransitionStyle: String, ArchivableEnum, Sendable {
        /// UIKit's transitions of the same names; NibKit archives the style but does not animate.
        case coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    /// Where the view stands in an appearance transition.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }
}

/// Edges of a rectangle, UIKit's `UIRectEdge` with its bit values; archived by member names.
public struct RectEdge: ArchivableOptionSet, Hashable, Sendable {
    /// The edge bits, with UIKit's values.
    public let rawValue: UInt
    /// Creates a set from raw bits; unknown bits are kept as given.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The edges with their archive names.
    public static let named: [(name: String, member: RectEdge)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
}
