import Foundation

/// One attribute of a view or layout guide, from which constraints are made, UIKit's
/// `NSLayoutAnchor`.
///
/// The generic parameter is the anchor's own kind (`LayoutXAxisAnchor`, `LayoutYAxisAnchor`,
/// `LayoutDimension`), and the methods only accept an anchor of the same kind, so mixing axes
/// does not compile, exactly as in UIKit:
///
/// ```swift
/// title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16)    // fine
/// title.topAnchor.constraint(equalTo: card.leadingAnchor)              // error: x anchor for a y anchor
/// ```
///
/// Mixing leading/trailing with left/right compiles (both are x anchors) but is refused at
/// run time, as in UIKit (see `LayoutConstraintError.Reason.invalidConstraint`).
///
/// Anchors are made on each access and are cheap. Unlike UIKit's, an anchor holds its item
/// strongly, so an anchor is always able to make a constraint; do not store an item's anchor
/// in the item itself. The constraints it makes hold their items weakly.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or layout guide the anchor belongs to.
    public let item: any LayoutItem
    /// The attribute of `item` the anchor stands for.
    public let attribute: LayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: constant)
    }

    /// The anchor as it prints: `View(tag: 1).top`.
    public var description: String { "\(LayoutConstraint.describe(item)).\(attribute.rawValue)" }

    func makeConstraint(
        _ relation: LayoutConstraint.Relation, to anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal location anchor (`leadingAnchor`, `leftAnchor`, `centerXAnchor`, ...), UIKit's
/// `NSLayoutXAxisAnchor`. Relates only to other x-axis anchors.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical location anchor (`topAnchor`, `centerYAnchor`, `firstBaselineAnchor`, ...),
/// UIKit's `NSLayoutYAxisAnchor`. Relates only to other y-axis anchors.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A size anchor (`widthAnchor`, `heightAnchor`), UIKit's `NSLayoutDimension`. Relates to
/// another dimension (of either axis: an aspect ratio is `width == height * r`) with a
/// multiplier, or to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.equal, to: nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: constant)
    }

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}
