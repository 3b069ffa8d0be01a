import Foundation

/// An `NSSplitView`'s arrangement of subviews placed by Auto Layout (those that do not
/// translate their autoresizing masks), which ViewCore has no class for: side by side
/// (`isVertical`, its dividers upright) or one above the other, each across the whole split
/// view, `dividerThickness` apart, the first at the start and the last at the end. Each
/// subview keeps the length it has at its holding priority (AppKit's default is 250), so the
/// subview that holds least gives way first when the split view is longer or shorter than
/// its subviews.
///
/// ```swift
/// let split = AppKitSplitArrangement(isVertical: true, dividerThickness: 1, holdingPriorities: [250, 249])
/// split.install(in: splitView)
/// ```
package struct AppKitSplitArrangement: Sendable {
    /// Whether the subviews lie side by side (the dividers upright), as `NSSplitView.isVertical`.
    package var isVertical: Bool
    /// The divider's thickness: 1 point for the thin style, 9 for the thick one (the
    /// default), 10 for the pane splitter (as Interface Builder stores the subviews apart).
    package var dividerThickness: CGFloat
    /// Each subview's holding priority, in order; a subview past the end holds at 250.
    package var holdingPriorities: [Float]

    /// A split view's arrangement.
    package init(isVertical: Bool, dividerThickness: CGFloat, holdingPriorities: [Float] = []) {
        self.isVertical = isVertical
        self.dividerThickness = dividerThickness
        self.holdingPriorities = holdingPriorities
    }

    /// The divider thickness of the style a file names (`thin`, `thick`, `paneSplitter`; nil
    /// for the default, thick).
    package static func dividerThickness(style: String?) -> CGFloat {
        switch style {
        case "thin": 1
        case "paneSplitter": 10
        default: 9
        }
    }

    /// Adds to `splitView` the constraints that arrange its subviews placed by Auto Layout, at
    /// the lengths their frames have now; returns them, active. Nothing when it has none.
    @discardableResult
    package func install(in splitView: View) -> [LayoutConstraint] {
        let panes = splitView.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        var constraints: [LayoutConstraint] = []
        let whole = splitView.axisAnchors(horizontal: isVertical)
        let wholeAcross = splitView.axisAnchors(horizontal: !isVertical)
        for (index, pane) in panes.enumerated() {
            let held = (isVertical ? pane.widthAnchor : pane.heightAnchor).constraint(
                equalToConstant: isVertical ? pane.frame.width : pane.frame.height)
            held.priority = LayoutPriority(rawValue: index < holdingPriorities.count ? holdingPriorities[index] : 250)
            let own = pane.axisAnchors(horizontal: isVertical), across = pane.axisAnchors(horizontal: !isVertical)
            let start =
                index == 0
                ? own.start.constraint(equalTo: whole.start)
                : own.start.constraint(
                    equalTo: panes[index - 1].axisAnchors(horizontal: isVertical).end, constant: dividerThickness)
            constraints += [
                held, start, across.start.constraint(equalTo: wholeAcross.start),
                across.end.constraint(equalTo: wholeAcross.end),
            ]
            if index == panes.count - 1 { constraints.append(own.end.constraint(equalTo: whole.end)) }
        }
        LayoutConstraint.activate(constraints)
        return constraints
    }
}
