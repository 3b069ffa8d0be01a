import Foundation
import LayoutEngine

// The layout pass over constraints, as UIKit runs it:
//
// 1. `updateConstraintsIfNeeded()`: `updateConstraints()` on marked views, children first.
// 2. The tree's layout system catches up with what changed (new constraints and views, marked
//    items' own constraints; constant, priority and deactivation changes went in as they
//    happened) and holds the solution. Each view whose solved frame differs from its frame
//    marks its superview for layout, as UIKit's engine does.
// 3. `layoutSubviews()` top down; `View`'s own implementation sets the frames of the subviews
//    placed by constraints (`translatesAutoresizingMaskIntoConstraints == false`, or arranged
//    by a stack view) from the
//    solution, so an override calls `super.layoutSubviews()` first, as in UIKit.
//
// The system is made by the first pass that meets a constraint or a view placed by
// constraints in the tree; trees without either lay out as before (frames, autoresizing and
// `layoutSubviews()` alone). Coordinates: alignment rectangles relative to the root's bounds;
// bounds origins (a scroll view's content offset) and transforms play no part.
extension View {
    /// Solves the receiver's tree, making its layout system if the tree uses constraints, and
    /// marks for layout each view whose frame the solution changes. Nil when no system is needed.
    @discardableResult
    func solveTreeLayout() -> LayoutSystem? {
        let root = rootView
        let system: LayoutSystem
        if let existing = root.layoutNode?.ownedSystem {
            system = existing
        } else {
            guard root.subtreeUsesConstraints() else { return nil }
            system = LayoutSystem(attached: true, root: root)
            root.layoutNodeForUse.ownedSystem = system
        }
        var driven: [View] = []
        system.sync(root, driven: &driven)
        root.deliverConflicts(of: system)
        for view in driven {
            if view === root {
                if view.isPlacedByConstraints {
                    let solved = system.solvedFrame(of: view)
                    if !View.isClose(solved.size, view.frame.size) { view.frame.size = solved.size }
                }
            } else if view.isPlacedByConstraints,
                !View.isClose(system.solvedFrame(of: view), view.frame)
            {
                view.superview?.setNeedsLayout()
            }
            if view.guidesDiffer(in: system) { view.setNeedsLayout() }
        }
        return system
    }

    /// Sets the frames of the subviews placed by constraints, and the frames of the receiver's
    /// own layout guides (and a scroll view's content size), from the tree's solution.
    /// `layoutSubviews()` calls it.
    func applyLayoutFromEngine() {
        guard let system = layoutNode?.system, system.isAttached else { return }
        for subview in subviews where subview.isPlacedByConstraints {
            guard let node = subview.layoutNode, node.system === system else { continue }
            let solved = system.solvedFrame(of: subview)
            if !View.isClose(solved, subview.frame) { subview.frame = solved }
        }
        for guide in ownLayoutGuides {
            if let frame = system.solvedLayoutFrame(of: guide, in: self) { guide.storedLayoutFrame = frame }
        }
        if let scroll = self as? ScrollView, let guide = builtInGuides?.contentLayout,
            let frame = system.solvedLayoutFrame(of: guide, in: self), scroll.contentSize != frame.size
        {
            scroll.contentSize = frame.size
        }
    }

    private func guidesDiffer(in system: LayoutSystem) -> Bool {
        for guide in ownLayoutGuides {
            if let frame = system.solvedLayoutFrame(of: guide, in: self), !View.isClose(frame, guide.storedLayoutFrame)
            {
                return true
            }
        }
        if let scroll = self as? ScrollView, let guide = builtInGuides?.contentLayout,
            let frame = system.solvedLayoutFrame(of: guide, in: self)
        {
            return !View.isClose(frame.size, scroll.contentSize)
        }
        return false
    }

    /// Whether any view of the subtree holds a constraint or is placed by constraints.
    func subtreeUsesConstraints() -> Bool {
        if !constraints.isEmpty || !translatesAutoresizingMaskIntoConstraints { return true }
        if let stack = self as? StackView, !stack.arrangedSubviews.isEmpty { return true }
        return subviews.contains { $0.subtreeUsesConstraints() }
    }

    static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        isClose(a.origin.x, b.origin.x) && isClose(a.origin.y, b.origin.y) && isClose(a.size, b.size)
    }

    static func isClose(_ a: CGSize, _ b: CGSize) -> Bool {
        isClose(a.width, b.width) && isClose(a.height, b.height)
    }

    static func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 }

    /// Every layout guide of the view: the built-in ones it made and those added to it.
    var allGuides: [LayoutGuide] {
        var guides = ownLayoutGuides
        if let builtIn = builtInGuides {
            for kind in LayoutGuide.BuiltIn.allCases { if let guide = builtIn[kind] { guides.append(guide) } }
        }
        return guides
    }

    /// The content size the layout system gives the view in place of `intrinsicContentSize`;
    /// nil (the default) asks `intrinsicContentSize`. `nibc dump --layout --text-sizes-from-file`
    /// sets it to the frame a file stored for a text view, so a layout without the designer's
    /// fonts still reproduces the designed frames.
    package var intrinsicContentSizeForLayout: CGSize? {
        get { layoutNode?.intrinsicSizeOverride }
        set {
            layoutNodeForUse.intrinsicSizeOverride = newValue
            layoutNodeForUse.needsOwnSync = true
        }
    }

    /// The insets the layout system gives the view in place of `alignmentRectInsets`; nil
    /// (the default) asks `alignmentRectInsets`. `nibc dump --layout` sets it for AppKit
    /// controls, whose insets depend on their cell's kind, bezel and control size
    /// (`AppKitControlGeometry`), which the ViewCore class a control loads as does not know.
    package var alignmentRectInsetsForLayout: EdgeInsets? {
        get { layoutNode?.alignmentInsetsOverride }
        set {
            layoutNodeForUse.alignmentInsetsOverride = newValue
            layoutNodeForUse.needsOwnSync = true
        }
    }

    /// Where the layout system places the view's first and last baselines in place of its
    /// own rule (`minY + fraction × height + offset` of its alignment rectangle); nil (the
    /// default) asks the view. `nibc dump --layout` sets it for AppKit controls that ViewCore
    /// loads as a class with another rule (an `NSSwitch`, which places them as a label; a
    /// text field taller than a line, whose text starts at its top).
    package var baselinePlacementForLayout:
        (first: (fraction: CGFloat, offset: CGFloat), last: (fraction: CGFloat, offset: CGFloat))?
    {
        get { layoutNode?.baselineOverride }
        set {
            layoutNodeForUse.baselineOverride = newValue
            layoutNodeForUse.needsOwnSync = true
        }
    }

    /// The insets layout measures the alignment rectangle with: `alignmentRectInsetsForLayout`,
    /// else `alignmentRectInsets`.
    var layoutAlignmentInsets: EdgeInsets { layoutNode?.alignmentInsetsOverride ?? alignmentRectInsets }

    // MARK: Conflicts

    /// A pivot limit for the layout solvers made in the current task instead of the solver's
    /// default, so that tests can see a solver that gives up reported
    /// (`LayoutConstraintError.Reason.solverGaveUp`).
    @TaskLocal package static var layoutPivotLimit: Int?

    /// Receives every set of required constraints found unsatisfiable while laying out the tree
    /// the receiver is the root of, with the constraint broken to go on (see
    /// `UnsatisfiableConstraints`). Nil (the default) sends each to the constraint error handler
    /// as `LayoutConstraintError.Reason.unsatisfiable`, which prints it by default: UIKit's
    /// console message, as a value.
    public var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraints) -> Void)? {
        get { layoutNode?.conflictHandler }
        set { layoutNodeForUse.conflictHandler = newValue }
    }

    private func deliverConflicts(of system: LayoutSystem) {
        guard !system.pendingConflicts.isEmpty else { return }
        let conflicts = system.pendingConflicts
        system.pendingConflicts = []
        for conflict in conflicts {
            if let handler = unsatisfiableConstraintsHandler {
                handler(conflict)
            } else {
                LayoutConstraint.report(.unsatisfiable(conflict.description))
            }
        }
    }

    // MARK: Ambiguity

    /// Whether the constraints leave the view's position or size undetermined: another layout,
    /// as good for every constraint, would move or resize it. False for a view in a tree
    /// without constraints.
    ///
    /// - Complexity: a layout-system update, then O(cells of the solver's tableau).
    public var hasAmbiguousLayout: Bool {
        guard let system = solveTreeLayout() else { return false }
        let ambiguous = Set(system.solver.ambiguousVariables().map(ObjectIdentifier.init))
        return !ambiguousAttributes(of: layoutNode, in: ambiguous, system: system).isEmpty
    }

    /// The views of the receiver's subtree whose position or size the constraints leave
    /// undetermined, each with the attributes that are (`left`, `top`, `width`, `height` of its
    /// alignment rectangle), in pre-order. Empty for a tree without constraints.
    public func ambiguousLayoutReport() -> [AmbiguousLayout] {
        guard let system = solveTreeLayout() else { return [] }
        let ambiguous = Set(system.solver.ambiguousVariables().map(ObjectIdentifier.init))
        var report: [AmbiguousLayout] = []
        func visit(_ view: View) {
            let attributes = ambiguousAttributes(of: view.layoutNode, in: ambiguous, system: system)
            if !attributes.isEmpty { report.append(AmbiguousLayout(view: view, attributes: attributes)) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return report
    }

    /// The attributes of `node` the solution leaves free: ambiguous variables, and variables no
    /// constraint mentions (a view in a constrained tree that nothing places).
    private func ambiguousAttributes(of node: LayoutNode?, in ambiguous: Set<ObjectIdentifier>, system: LayoutSystem)
        -> [LayoutConstraint.Attribute]
    {
        guard let node, node.system === system else { return [] }
        let pairs: [(Variable, LayoutConstraint.Attribute)] = [
            (node.x, .left), (node.y, .top), (node.width, .width), (node.height, .height),
        ]
        return pairs.filter { ambiguous.contains(ObjectIdentifier($0.0)) || !system.solver.mentions($0.0) }.map(\.1)
    }
}
