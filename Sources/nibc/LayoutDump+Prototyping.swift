import Foundation
import NibKit

extension LayoutDump {
    /// Holds each view that no constraint mentions at the frame the file stored, as Interface
    /// Builder's prototyping constraints do.
    ///
    /// When a view placed in Interface Builder has no constraints of its own, Interface Builder
    /// gives it a set of prototyping constraints that fix its current size and its position from
    /// the top-left corner of its superview; the first constraint that names the view removes
    /// them (Apple's Auto Layout Guide, "Working with Constraints in Interface Builder"). Such a
    /// view keeps `translatesAutoresizingMaskIntoConstraints` off in the file, so without them
    /// layout would size it by its content alone at the superview's origin. A fixed mask
    /// (no flexible part) holds it the same way. A stack view's arranged subviews, placed by
    /// the stack view, and the roots, placed by the dump, are left alone.
    static func holdUnconstrainedViews(below root: View) {
        var views: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews + cells(of: view)
        }
        var named = Set<ObjectIdentifier>()
        for view in views {
            for constraint in view.constraints {
                for item in [constraint.firstItem, constraint.secondItem] {
                    if let item { named.insert(ObjectIdentifier(item)) }
                }
            }
        }
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard !named.contains(ObjectIdentifier(view)), view.superview != nil else { continue }
            if let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) {
                continue
            }
            view.autoresizingMask = []
            view.translatesAutoresizingMaskIntoConstraints = true
        }
    }

    /// Holds an AppKit root that places its content by constraints at the size the file stored,
    /// just below required: nothing in the file sets a root's frame, its container does (a
    /// window, a superview, or Interface Builder's canvas, which keeps the size given it), so its
    /// content fills that size; a root its own required constraints size takes their size.
    static func holdSize(of root: View) {
        // Constraints hold alignment rectangles: a control's is its bezel, inside its frame.
        let size = root.alignmentRect(forFrame: root.frame).size
        let width = root.widthAnchor.constraint(equalToConstant: size.width)
        let height = root.heightAnchor.constraint(equalToConstant: size.height)
        for constraint in [width, height] {
            constraint.priority = LayoutPriority(rawValue: 999)
            constraint.shouldBeArchived = false
            constraint.isActive = true
        }
    }
}
