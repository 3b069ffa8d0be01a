import Foundation
import LayoutEngine

// The constraints a stack view makes for its arrangement, UIKit's `UISV-*` constraints, as the
// stack view's own constraints in its tree's layout system. Written for the horizontal axis;
// the vertical one swaps x with y and width with height. "Along" is the axis, "across" the
// other one; the canvas is the stack view, or its `layoutMarginsGuide` when
// `isLayoutMarginsRelativeArrangement`.
//
// Along the axis (visible arranged views v0 … vn, in leading-to-trailing order):
// - canvas connection: v0.start == canvas.start, vn.end == canvas.end (with an AppKit
//   `edgeHuggingPriority` below required: vn.end <= canvas.end, == at that priority);
// - spacing (`gap i` is v(i+1).start - vi.end, `s i` the spacing or custom spacing after vi):
//   `.fill`, `.fillEqually`, `.fillProportionally`: gap i == s i; with
//   `isBaselineRelativeArrangement` on a vertical stack, from vi's last baseline to v(i+1)'s first;
//   `.equalSpacing`: gap i >= s i and gap i == gap 0, and gap 0 == s 0 at priority 49 (the stack
//   as long as its views when nothing stretches it);
//   `.equalCentering`: gap i >= s i and the centres equally apart (priority 999);
// - sizes: `.fillEqually`: length i == length 0 (an AppKit stack: at priority 500);
//   `.fillProportionally`: length i is its share of
//   the canvas less the gaps and the views without an intrinsic length, in proportion to the
//   intrinsic lengths (priority 999); `.fill`
//   leaves it to content hugging and compression resistance.
// Across the axis, per alignment: `.fill` pins both edges; `.leading`/`.top` pins the start and
//   keeps the end inside, `.trailing`/`.bottom` the reverse, `.center` the centres and keeps the
//   start inside; `.firstBaseline` / `.lastBaseline` (horizontal stacks) line those baselines up
//   with v0's and keep both edges inside, the line rising (priority 48) until the view that
//   reaches highest above it touches the canvas start. Except for `.fill`, the canvas hugs its tallest view
//   (its length at priority 49, just under `fittingSizeLevel`), as UIKit's "canvas fit" does.
//   Baseline alignment on a vertical stack lays out as leading / trailing. An AppKit stack view
//   pins the aligned edge or centre at priority 999, not required, and keeps the aligned edge
//   inside at 999 too (a view whose alignment breaks moves inward sooner than outward).
// A hidden arranged view collapses: its length along the axis is 0 and it sits at the canvas
// start, at priority 999 (UIKit uses required, which conflicts with any required size the view
// has; NibKit lets the view keep that size, unseen, instead of reporting a conflict).
extension StackView {
    /// Whether `view` is arranged by the receiver.
    func arranges(_ view: View) -> Bool {
        arrangedIdentifiers.contains(ObjectIdentifier(view))
    }

    func arrangementConstraints(in system: LayoutSystem) -> [Constraint] {
        guard !arrangedSubviews.isEmpty,
            let canvas = isLayoutMarginsRelativeArrangement ? system.node(for: layoutMarginsGuide) : layoutNodeForUse
        else { return [] }
        let horizontal = axis == .horizontal
        var visible = arrangedSubviews.filter { !$0.isHidden }
        if horizontal, isRightToLeft { visible.reverse() }
        let along = Geometry(horizontal: horizontal)
        let across = Geometry(horizontal: !horizontal)
        var made: [Constraint] = []
        let hiding = Strength(priority: 999)
        for view in arrangedSubviews where view.isHidden {
            let node = view.layoutNodeForUse
            made.append(Constraint(along.length(node), .equal, 0, strength: hiding))
            made.append(Constraint(along.start(node), .equal, along.start(canvas), strength: hiding))
            made.append(Constraint(across.start(node), .equal, across.start(canvas), strength: hiding))
            made.append(Constraint(across.length(node), .equal, across.length(canvas), strength: hiding))
        }
        guard let first = visible.first?.layoutNodeForUse, let last = visible.last?.layoutNodeForUse else {
            return made
        }
        made.append(Constraint(along.start(first), .equal, along.start(canvas)))
        if let hugging = edgeHuggingPriority, hugging < .required {
            made.append(Constraint(along.end(last), .lessThanOrEqual, along.end(canvas)))
            made.append(
                Constraint(
                    along.end(last), .equal, along.end(canvas), strength: Strength(priority: Double(hugging.rawValue))))
        } else {
            made.append(Constraint(along.end(last), .equal, along.end(canvas)))
        }
        made += spacingConstraints(visible, along: along)
        made += sizeConstraints(visible, along: along, canvas: canvas)
        made += acrossConstraints(visible, across: across, canvas: canvas, horizontal: horizontal)
        return made
    }

    private func gap(after view: View) -> Double {
        Double(customSpacings[ObjectIdentifier(view)] ?? spacing)
    }

    private func spacingConstraints(_ visible: [View], along: Geometry) -> [Constraint] {
        var made: [Constraint] = []
        let nodes = visible.map(\.layoutNodeForUse)
        for index in nodes.indices.dropLast() {
            let (a, b) = (nodes[index], nodes[index + 1])
            let gap = along.start(b) - along.end(a)
            let least = self.gap(after: visible[index])
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if isBaselineRelativeArrangement, axis == .vertical {
                    made.append(Constraint(b.baseline(last: false) - a.baseline(last: true), .equal, least))
                } else {
                    made.append(Constraint(gap, .equal, least))
                }
            case .equalSpacing:
                made.append(Constraint(gap, .greaterThanOrEqual, least))
                if index > 0 {
                    made.append(Constraint(gap, .equal, along.start(nodes[1]) - along.end(nodes[0])))
                } else {
                    // Nothing from outside stretching it, the stack is as long as its views and
                    // the least spacing (the gaps are equal): Nextcloud Talk's invitation
                    // buttons (Xcode 15), a stack pinned only at its trailing edge, stored 160
                    // points wide, 10 between 72 and 78.
                    made.append(Constraint(gap, .equal, least, strength: Strength(priority: 49)))
                }
            case .equalCentering:
                made.append(Constraint(gap, .greaterThanOrEqual, least))
                if index > 0 {
                    made.append(
                        Constraint(
                            along.center(b) - along.center(a), .equal, along.center(nodes[1]) - along.center(nodes[0]),
                            strength: Strength(priority: 999)))
                }
            }
        }
        return made
    }

    private func sizeConstraints(_ visible: [View], along: Geometry, canvas: LayoutNode) -> [Constraint] {
        let nodes = visible.map(\.layoutNodeForUse)
        switch distribution {
        case .fillEqually:
            // AppKit keeps the sizes equal "as much as possible" (NSStackView's documentation):
            // below a view's compression resistance, so that a view's own size wins (hidden's
            // preferences: image views of their fixed widths and a label of its text's in a
            // fill-equally stack, stored so), above its content hugging, so that the smaller
            // views still stretch to the larger. UIKit's equal sizes are required.
            let equal = edgeHuggingPriority == nil ? Strength.required : Strength(priority: 500)
            return nodes.dropFirst().map {
                Constraint(along.length($0), .equal, along.length(nodes[0]), strength: equal)
            }
        case .fillProportionally:
            // nil: no intrinsic length (a nested stack view, a plain view).
            let intrinsic = visible.map { view -> Double? in
                let size = view.intrinsicContentSizeForLayout ?? view.intrinsicContentSize
                let value = Double(axis == .horizontal ? size.width : size.height)
                return value == Double(View.noIntrinsicMetric) ? nil : max(0, value)
            }
            let total = intrinsic.reduce(0) { $0 + ($1 ?? 0) }
            guard total > 0 else { return [] }
            let gaps = visible.dropLast().map { gap(after: $0) }.reduce(0, +)
            // A view without an intrinsic length keeps the length its own content gives it, and
            // the others share what it leaves: a nested stack of buttons in a free-standing
            // proportional stack is as long as its buttons, as Interface Builder stores it
            // (openfoodfacts' Settings storyboard), not squeezed to nothing.
            var shared = along.length(canvas) - gaps
            for (node, value) in zip(nodes, intrinsic) where value == nil { shared = shared - along.length(node) }
            return zip(nodes, intrinsic).compactMap { node, value in
                guard let value else { return nil }
                return Constraint(
                    along.length(node), .equal, shared * (value / total), strength: Strength(priority: 999))
            }
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    private func acrossConstraints(_ visible: [View], across: Geometry, canvas: LayoutNode, horizontal: Bool)
        -> [Constraint]
    {
        var made: [Constraint] = []
        var alignment = self.alignment
        if !horizontal, alignment == .firstBaseline { alignment = .leading }
        if !horizontal, alignment == .lastBaseline { alignment = .trailing }
        let reference = visible[0].layoutNodeForUse
        // An AppKit stack view (one with AppKit's stack hugging, which `nibc dump --layout` gives
        // every NSStackView) aligns its views below required: a view the file pins 16 points
        // in from a leading-aligned stack's edge is stored there (pock's widgets manager,
        // Clocker's preferences), and required alignment made 4 conflicts of the macOS corpus's
        // 7. UIKit's alignment constraints are required.
        let isAppKit = edgeHuggingPriority != nil
        let aligning = isAppKit ? Strength(priority: 999) : Strength.required
        for view in visible {
            let node = view.layoutNodeForUse
            switch alignment {
            case .fill:
                made.append(Constraint(across.start(node), .equal, across.start(canvas)))
                made.append(Constraint(across.end(node), .equal, across.end(canvas)))
            // A view whose alignment breaks moves inward sooner than outward: HandBrake's naming
            // preferences (Xcode 26) pin a check box to a field 130 points into a wider view
            // below it, and the check box leaves the leading edge, not the wider view. Outward
            // it may still go, as far as its own constraints take it (ProtonVPN's server info:
            // views pinned to the stack's edge, outside its 2-point edge insets).
            case .leading, .top:
                made.append(Constraint(across.start(node), .equal, across.start(canvas), strength: aligning))
                if isAppKit {
                    made.append(
                        Constraint(across.start(node), .greaterThanOrEqual, across.start(canvas), strength: aligning))
                }
                made.append(Constraint(across.end(node), .lessThanOrEqual, across.end(canvas)))
            case .trailing, .bottom:
                made.append(Constraint(across.end(node), .equal, across.end(canvas), strength: aligning))
                if isAppKit {
                    made.append(Constraint(across.end(node), .lessThanOrEqual, across.end(canvas), strength: aligning))
                }
                made.append(Constraint(across.start(node), .greaterThanOrEqual, across.start(canvas)))
            case .center:
                made.append(Constraint(across.center(node), .equal, across.center(canvas), strength: aligning))
                made.append(Constraint(across.start(node), .greaterThanOrEqual, across.start(canvas)))
            case .firstBaseline, .lastBaseline:
                let last = alignment == .lastBaseline
                if node !== reference {
                    made.append(Constraint(node.baseline(last: last), .equal, reference.baseline(last: last)))
                }
                made.append(Constraint(across.start(node), .greaterThanOrEqual, across.start(canvas)))
                made.append(Constraint(across.end(node), .lessThanOrEqual, across.end(canvas)))
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            // The line of baselines rises until the view reaching highest above it touches the
            // canvas start, which leaves the arrangement one place to be.
            let line = reference.baseline(last: alignment == .lastBaseline)
            made.append(Constraint(line, .equal, across.start(canvas), strength: Strength(priority: 48)))
        }
        if alignment != .fill {
            made.append(Constraint(across.length(canvas), .equal, 0, strength: Strength(priority: 49)))
        }
        return made
    }

    /// One axis of a node's rectangle.
    private struct Geometry {
        let horizontal: Bool

        func start(_ node: LayoutNode) -> LinearExpression { (horizontal ? node.x : node.y).expression }
        func length(_ node: LayoutNode) -> LinearExpression { (horizontal ? node.width : node.height).expression }
        func end(_ node: LayoutNode) -> LinearExpression { start(node) + length(node) }
        func center(_ node: LayoutNode) -> LinearExpression { start(node) + length(node) * 0.5 }
    }
}

extension View {
    /// Whether the layout pass places the view from constraints: it does not translate its
    /// autoresizing mask, or a stack view arranges it.
    var isPlacedByConstraints: Bool {
        !translatesAutoresizingMaskIntoConstraints || ((superview as? StackView)?.arranges(self) ?? false)
    }
}
