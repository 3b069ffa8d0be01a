import Foundation
import LayoutEngine

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
        layoutNode?.needsOwnSync = true
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
        layoutNode?.needsOwnSync = true
        setNeedsUpdateConstraints()
    }

    // MARK: Intrinsic content size

    /// Tells the layout system that `intrinsicContentSize` changed: marks the view for the
    /// update-constraints pass (where UIKit refreshes its content-size constraints) and marks
    /// it and its superview for layout, since the superview positions it.
    public func invalidateIntrinsicContentSize() {
        layoutNode?.needsOwnSync = true
        // Read once: each read is checked for exclusive access (see View.swift), and a label
        // decoded from a file comes here for its text, font and colour each (0.2M of the 121M
        // instructions of decoding the 10k-view file, callgrind).
        let superview = self.superview
        // A proportionally filling stack view sizes its views by their intrinsic sizes.
        if let stack = superview as? StackView, stack.distribution == .fillProportionally {
            stack.layoutNode?.needsOwnSync = true
        }
        setNeedsUpdateConstraints()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// UIKit's `layoutFittingCompressedSize`: ask `systemLayoutSizeFitting(_:)` for the smallest size.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// UIKit's `layoutFittingExpandedSize`: ask `systemLayoutSizeFitting(_:)` for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it, as close to `targetSize` as they allow: both
    /// axes at `LayoutPriority.fittingSizeLevel` (50), so `layoutFittingCompressedSize` asks for
    /// the smallest size and `layoutFittingExpandedSize` for the largest.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is `targetSize.width` at
    /// `horizontalFittingPriority` and its height `targetSize.height` at
    /// `verticalFittingPriority` (`.required` fixes that axis, as a table cell fixes its width).
    ///
    /// The subtree's constraints (those installed on the receiver and below) and content sizes
    /// are solved apart from the rest of the tree, the receiver's position fixed and its size
    /// free, in a solver made for the question. A subtree without constraints answers, per axis,
    /// its intrinsic size where it has one, else its current size.
    ///
    /// - Complexity: building and solving the subtree's system once.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard subtreeUsesConstraints() else {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width != View.noIntrinsicMetric ? intrinsic.width : storedBounds.width,
                height: intrinsic.height != View.noIntrinsicMetric ? intrinsic.height : storedBounds.height)
        }
        let system = LayoutSystem(attached: false, root: self)
        var driven: [View] = []
        system.sync(self, driven: &driven)
        let node = layoutNodeForUse
        let insets = layoutAlignmentInsets
        let target = (
            width: Double(targetSize.width - insets.left - insets.right),
            height: Double(targetSize.height - insets.top - insets.bottom)
        )
        try? system.solver.addConstraint(
            Constraint(
                node.width, .equal, target.width,
                strength: Strength(priority: Double(horizontalFittingPriority.rawValue))
            ))
        try? system.solver.addConstraint(
            Constraint(
                node.height, .equal, target.height,
                strength: Strength(priority: Double(verticalFittingPriority.rawValue))
            ))
        let width = LayoutSystem.snap(system.solver.value(of: node.width))
        let height = LayoutSystem.snap(system.solver.value(of: node.height))
        return CGSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
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
