import Foundation

/// How far the viewer's head (the device) is tilted from straight on, UIKit's `UIOffset` as
/// motion effects receive it: each component from -1 to 1.
public struct ViewerOffset: Hashable, Sendable {
    /// The tilt along the horizontal axis, from -1 to 1; 0 straight on.
    public var horizontal: CGFloat
    /// The tilt along the vertical axis, from -1 to 1; 0 straight on.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Straight on.
    public static let zero = ViewerOffset(horizontal: 0, vertical: 0)
}

/// An effect that changes a view's properties as the device tilts, UIKit's `UIMotionEffect`: an
/// abstract base; subclasses (`InterpolatingMotionEffect`) compute the changes.
///
/// There is no motion sensor on Linux: `keyPathsAndRelativeValues(forViewerOffset:)` is what
/// code and tests call to see what an effect would do.
open class MotionEffect: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// Creates an effect.
    public init() {}

    /// Creates an effect from an archive; the base class reads no keys.
    public required init(coder: Coder) throws {}

    /// Writes nothing; subclasses write their properties.
    open func encode(with coder: Coder) {}

    /// The changes to apply for `offset`, by key path of the view, relative to the view's own
    /// values; nil for none. The base class has none.
    open func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [String: CGFloat]? { nil }
}
