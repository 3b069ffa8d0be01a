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
        for (index, pane) in panes.enumerated() {
            let length = isVertical ? pane.frame.width : pane.frame.height
            let holding = isVertical ? pane.widthAnchor : pane.heightAnchor
            let held = holding.constraint(equalToConstant: length)
            held.priority = LayoutPriority(rawValue: index < holdingPriorities.count ? holdingPriorities[index] : 250)
            constraints.append(held)
            if isVertical {
                constraints += [
                    pane.topAnchor.constraint(equalTo: splitView.topAnchor),
                    pane.bottomAnchor.constraint(equalTo: splitView.bottomAnchor),
                    pane.leadingAnchor.constraint(
                        equalTo: index == 0 ? splitView.leadingAnchor : panes[index - 1].trailingAnchor,
                        constant: index == 0 ? 0 : dividerThickness),
                ]
                if index == panes.count - 1 {
                    constraints.append(pane.trailingAnchor.constraint(equalTo: splitView.trailingAnchor))
                }
            } else {
                constraints += [
                    pane.leadingAnchor.constraint(equalTo: splitView.leadingAnchor),
                    pane.trailingAnchor.constraint(equalTo: splitView.trailingAnchor),
                    pane.topAnchor.constraint(
                        equalTo: index == 0 ? splitView.topAnchor : panes[index - 1].bottomAnchor,
                        constant: index == 0 ? 0 : dividerThickness),
                ]
                if index == panes.count - 1 {
                    constraints.append(pane.bottomAnchor.constraint(equalTo: splitView.bottomAnchor))
                }
            }
        }
        LayoutConstraint.activate(constraints)
        return constraints
    }
}
