import Foundation
import LayoutEngine

/// The solver's unknowns for one view or layout guide: its alignment rectangle in the
/// coordinates of the root of its tree (`x`, `y`, `width`, `height`), and its baselines when a
/// constraint names them.
///
/// A node is made the first time a layout system meets its item and lives as long as the item,
/// so the item keeps its variables when it moves between trees. The root of a tree also keeps
/// its tree's `LayoutSystem` here (`ownedSystem`), so a view pays one stored property for layout.
final class LayoutNode {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    private(set) var firstBaseline: Variable?
    private(set) var lastBaseline: Variable?

    /// The attached system that holds this item's own constraints; nil when none does.
    weak var system: LayoutSystem?
    /// The system of the tree this item is the root of, made by the first layout pass that
    /// needs one; dropped when the item gets a superview.
    var ownedSystem: LayoutSystem?
    /// A size the layout system uses in place of the view's `intrinsicContentSize`
    /// (`View.intrinsicContentSizeForLayout`).
    var intrinsicSizeOverride: CGSize?
    /// Insets the layout system uses in place of the view's `alignmentRectInsets`
    /// (`View.alignmentRectInsetsForLayout`).
    var alignmentInsetsOverride: EdgeInsets?
    /// Where the layout system places the view's first and last baselines in place of the
    /// view's own `baselinePlacement(last:)` (`View.baselinePlacementForLayout`).
    var baselineOverride: (first: (fraction: CGFloat, offset: CGFloat), last: (fraction: CGFloat, offset: CGFloat))?
    /// The root's `View.unsatisfiableConstraintsHandler`.
    var conflictHandler: ((UnsatisfiableConstraints) -> Void)?
    /// Whether the item's own constraints (autoresizing, content size, baselines, guides)
    /// may be out of date.
    var needsOwnSync = true
    /// Whether constraints were installed on the view since the last pass.
    var needsConstraintSync = true

    init(name: String) {
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The variable of the first (or last) baseline, made on first use; a new one marks the
    /// node, since the constraint placing it is one of the node's own.
    func baseline(last: Bool) -> Variable {
        if let made = last ? lastBaseline : firstBaseline { return made }
        let made = Variable("\(x.name.dropLast(5)).\(last ? "lastBaseline" : "firstBaseline")")
        if last { lastBaseline = made } else { firstBaseline = made }
        needsOwnSync = true
        return made
    }
}

extension View {
    /// The view's node, made now if it has none.
    var layoutNodeForUse: LayoutNode {
        if let layoutNode { return layoutNode }
        let node = LayoutNode(name: debugName)
        layoutNode = node
        return node
    }
}

extension LayoutGuide {
    /// The guide's node, made now if it has none.
    var layoutNodeForUse: LayoutNode {
        if let layoutNode { return layoutNode }
        let node = LayoutNode(name: debugName)
        layoutNode = node
        return node
    }
}
