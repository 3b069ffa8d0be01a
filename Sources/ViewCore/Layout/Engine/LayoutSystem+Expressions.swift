import Foundation
import LayoutEngine

// How a `LayoutConstraint` becomes a solver constraint.
//
// Every item has four variables, its alignment rectangle in root coordinates, so an attribute
// is a linear expression in them with no constant: `right` is `x + width`, `centerY` is
// `y + height / 2`. Margin attributes name the item's `layoutMarginsGuide`, baselines a
// baseline variable; the constants those depend on (margins, text metrics) sit in the items'
// own constraints. So `first <relation> second × multiplier + constant` has the expression
// constant `-constant`, and a changed `constant` is one `Solver.setConstant`.
//
// Right-to-left: when either attribute is leading or trailing and the view that holds the
// constraint (its items' nearest common ancestor) lays out right to left, x locations are
// negated (leading is `-(x + width)`, trailing `-x`, centre `-(x + width / 2)`), so that
// `a.leading == b.leading + 8` puts `a` 8 points *left* of `b`'s right edge, as UIKit does.
// The holder decides, not an item: a container forced right to left flips its subviews, and a
// view forced right to left inside a left-to-right one is still placed left to right
// (Interface Builder stores such a view's frame so).
extension LayoutSystem {
    /// The solver constraint for `constraint`, or nil when an item is gone or the attributes
    /// are invalid (such a constraint takes no part in layout).
    func translate(_ constraint: LayoutConstraint) -> Constraint? {
        guard constraint.attributeProblem == nil, let first = constraint.firstItem else { return nil }
        let directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        let second = constraint.expectsSecondItem ? constraint.secondItem : nil
        let flip = directional && (Self.holder(of: first, second)?.isRightToLeft ?? false)
        guard
            let lhs = expression(
                of: Self.contentArea(of: first, facing: second, constraint.firstAttribute), constraint.firstAttribute,
                flip: flip)
        else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if constraint.expectsSecondItem {
            guard let second,
                let other = expression(
                    of: Self.contentArea(of: second, facing: first, constraint.secondAttribute),
                    constraint.secondAttribute, flip: flip)
            else { return nil }
            rhs = other * Double(constraint.multiplier) + Double(constraint.constant)
            if constraint.multiplier != 1, !flip, !constraint.firstAttribute.isDimension,
                let origin = holderOrigin(of: first, second, axis: constraint.firstAttribute.axis)
            {
                // UIKit relates two locations in the bounds of the view that holds the
                // constraint, where these variables lie in the root's: `first - o == (second -
                // o) × m + c`. Equal for m = 1; otherwise MatrixKit's device view, whose buttons
                // sit at a quarter, four fifths and seven quarters of `centerX` of a view 10
                // points in, stores them where only the holder's own bounds put them.
                rhs = rhs + origin * (1 - Double(constraint.multiplier))
            }
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(lhs, relation, rhs, strength: Strength(priority: Double(constraint.priority.rawValue)))
    }

    /// The view whose reading direction turns leading and trailing into left and right: the
    /// items' nearest common ancestor (the first item's view when there is one item).
    static func holder(of first: AnyObject, _ second: AnyObject?) -> View? {
        guard let firstView = LayoutConstraint.view(of: first) else { return nil }
        guard let secondView = second.flatMap(LayoutConstraint.view(of:)) else { return firstView }
        // A view and its superview, or two siblings, are nearly every constraint: no walk up.
        if firstView === secondView || firstView === secondView.superview { return firstView }
        if let parent = firstView.superview, parent === secondView || parent === secondView.superview {
            return parent
        }
        return firstView.nearestCommonAncestor(with: secondView) ?? firstView
    }

    /// The origin of the bounds of the view that holds a constraint between `first` and
    /// `second` along `axis`, in the root's coordinates (where the items' variables lie).
    func holderOrigin(of first: AnyObject, _ second: AnyObject?, axis: LayoutAxis?) -> LinearExpression? {
        guard let axis, let holder = Self.holder(of: first, second), let node = node(for: holder) else { return nil }
        let insets = holder.layoutAlignmentInsets
        return axis == .horizontal ? node.x.expression - Double(insets.left) : node.y.expression - Double(insets.top)
    }

    /// `item`, or its content layout guide where `item` is a scroll view and `other` lies inside
    /// it: as in UIKit, a constraint between an edge or centre of a scroll view and its content
    /// attaches to the content area, one on its width or height (or margins) to its frame.
    static func contentArea(of item: AnyObject, facing other: AnyObject?, _ attribute: LayoutConstraint.Attribute)
        -> AnyObject
    {
        LayoutConstraint.scrollContent(of: item, facing: other, attribute)?.contentLayoutGuide ?? item
    }

    /// The expression of `attribute` of a view or guide; nil for another kind of object.
    func expression(of item: AnyObject, _ attribute: LayoutConstraint.Attribute, flip: Bool) -> LinearExpression? {
        var target = item
        if attribute.isMargin, let view = item as? View { target = view.layoutMarginsGuide }
        guard let node = node(for: target) else { return nil }
        let x = node.x, width = node.width
        switch attribute.withoutMargin {
        case .left: return x.expression
        case .right: return x + width
        case .leading: return flip ? -(x + width) : x.expression
        case .trailing: return flip ? -x : x + width
        case .centerX: return flip ? -(x + width * 0.5) : x + width * 0.5
        case .width: return width.expression
        case .top: return node.y.expression
        case .bottom: return node.y + node.height
        case .centerY: return node.y + node.height * 0.5
        case .height: return node.height.expression
        case .firstBaseline, .lastBaseline:
            // A guide has no text: its baselines are its bottom edge, as a plain view's are.
            guard target is View else { return node.y + node.height }
            let variable = node.baseline(last: attribute == .lastBaseline)
            // A baseline first named after the view's own constraints were made: place it now.
            if let view = target as? View, isRegistered(node),
                own[ObjectIdentifier(node)]?[attribute == .lastBaseline ? .lastBaseline : .firstBaseline] == nil
            {
                syncOwnConstraints(of: view, node: node)
            }
            return variable.expression
        default: return nil
        }
    }

    /// The node of a view or guide; a guide not yet in the system is registered now (its own
    /// constraints tie it to its owning view).
    func node(for item: AnyObject) -> LayoutNode? {
        if let view = item as? View { return view.layoutNodeForUse }
        guard let guide = item as? LayoutGuide else { return nil }
        let node = guide.layoutNodeForUse
        if !isRegistered(node), let owner = guide.owningView { syncGuide(guide, owner: owner, node: node) }
        return node
    }

    /// The frame the solution gives `view`, in its superview's coordinates (bounds origins and
    /// transforms play no part in layout, as they play none in UIKit's). In a window with a
    /// `screenScale`, each edge is rounded to the screen's pixels in the root's coordinates, as
    /// UIKit rounds the frames its engine solves (so that siblings meeting at an edge still meet).
    func solvedFrame(of view: View) -> CGRect {
        guard let node = view.layoutNode else { return view.frame }
        let scale = (root?.window?.screenScale).map(Double.init).flatMap { $0 > 0 ? $0 : nil }
        func pixel(_ value: Double) -> Double { scale.map { (value * $0).rounded() / $0 } ?? value }
        var originX = 0.0, originY = 0.0
        if let superview = view.superview, let parent = superview.layoutNode {
            let insets = superview.layoutAlignmentInsets
            originX = pixel(solver.value(of: parent.x) - Double(insets.left))
            originY = pixel(solver.value(of: parent.y) - Double(insets.top))
        }
        let x = solver.value(of: node.x), y = solver.value(of: node.y)
        let insets = view.layoutAlignmentInsets
        // The frame's edges (the alignment rectangle's widened by its insets) on the grid.
        let minX = pixel(x - Double(insets.left))
        let maxX = pixel(x + solver.value(of: node.width) + Double(insets.right))
        let minY = pixel(y - Double(insets.top))
        let maxY = pixel(y + solver.value(of: node.height) + Double(insets.bottom))
        return CGRect(
            x: LayoutSystem.snap(minX - originX), y: LayoutSystem.snap(minY - originY),
            width: LayoutSystem.snap(maxX - minX), height: LayoutSystem.snap(maxY - minY))
    }

    /// A guide's solved rectangle in its owning view's coordinates.
    func solvedLayoutFrame(of guide: LayoutGuide, in owner: View) -> CGRect? {
        guard let node = guide.layoutNode, isRegistered(node), let parent = owner.layoutNode else { return nil }
        let insets = owner.layoutAlignmentInsets
        return CGRect(
            x: LayoutSystem.snap(solver.value(of: node.x) - solver.value(of: parent.x) + Double(insets.left)),
            y: LayoutSystem.snap(solver.value(of: node.y) - solver.value(of: parent.y) + Double(insets.top)),
            width: LayoutSystem.snap(solver.value(of: node.width)),
            height: LayoutSystem.snap(solver.value(of: node.height)))
    }

    /// The value, made whole when it is within 1e-7 of a whole number: the simplex leaves
    /// rounding dust (`7.999999999`) that would make equal frames compare unequal.
    static func snap(_ value: Double) -> CGFloat {
        let whole = value.rounded()
        return CGFloat(abs(value - whole) < 1e-7 ? whole : value)
    }
}
