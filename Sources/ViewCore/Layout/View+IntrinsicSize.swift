import Foundation

extension View {
    // MARK: Hugging and compression resistance

    /// How strongly the view resists growing past its intrinsic size along `axis`;
    /// `.defaultLow` (250) on both axes by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the hugging priority along `axis` and marks the view for the update-constraints pass
    /// (UIKit turns it into constraints there).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        setNeedsUpdateConstraints()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`;
    /// `.defaultHigh` (750) on both axes by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression resistance along `axis` and marks the view for the
    /// update-constraints pass.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        setNeedsUpdateConstraints()
    }

    // MARK: Intrinsic content size

    /// Tells the layout system that `intrinsicContentSize` changed: marks the view for the
    /// update-constraints pass (where UIKit refreshes its content-size constraints) and marks
    /// it and its superview for layout, since the superview positions it.
    public func invalidateIntrinsicContentSize() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// UIKit's `layoutFittingCompressedSize`: ask `systemLayoutSizeFitting(_:)` for the smallest size.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// UIKit's `layoutFittingExpandedSize`: ask `systemLayoutSizeFitting(_:)` for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it, as close to `targetSize` as they allow.
    ///
    /// NibKit has no constraint solver yet, so along each axis this is, in order: the intrinsic
    /// content size where it is defined (not `View.noIntrinsicMetric`); else the constant of a
    /// required `width == c` / `height == c` constraint the view holds for itself; else the
    /// current bounds size. `targetSize` is not used until the solver exists.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        func resolve(_ metric: CGFloat, _ attribute: LayoutConstraint.Attribute, _ current: CGFloat) -> CGFloat {
            if metric != View.noIntrinsicMetric { return metric }
            let fixed = constraints.first {
                $0.firstItem === self && $0.firstAttribute == attribute && !$0.expectsSecondItem
                    && $0.relation == .equal && $0.priority == .required
            }
            return fixed?.constant ?? current
        }
        return CGSize(
            width: resolve(intrinsic.width, .width, storedBounds.width),
            height: resolve(intrinsic.height, .height, storedBounds.height))
    }

    /// `systemLayoutSizeFitting(_:)` with fitting priorities per axis, which matter only to a
    /// solver; NibKit ignores them for now.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    // MARK: Debugging

    /// The active constraints that name the view (or one of its own layout guides, built-in or
    /// not) with an attribute on `axis`: those installed on the view and on its ancestors, the
    /// only places they can be. UIKit asks its solver which constraints matter; without one, every
    /// constraint that touches the view on that axis is listed, nearest view first.
    ///
    /// - Complexity: O(c) in the constraints installed on the view and its ancestors.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        func isMine(_ item: AnyObject?) -> Bool {
            guard let item else { return false }
            return item === self || (item as? LayoutGuide)?.owningView === self
        }
        var result: [LayoutConstraint] = []
        var current: View? = self
        while let view = current {
            result += view.constraints.filter { constraint in
                (isMine(constraint.firstItem) && constraint.firstAttribute.axis == axis)
                    || (isMine(constraint.secondItem) && constraint.secondAttribute.axis == axis)
            }
            current = view.superview
        }
        return result
    }
}
