import Foundation
import NibKit

/// A required constraint of a file that the frames the same file stored do not satisfy: the
/// proof that those frames are stale (Interface Builder saved the views misplaced), so that
/// no layout keeping the constraint can give them back. `nibc dump --layout` reports each one
/// beside the solved frames, and the layout corpus tests excuse a frame only with such a proof.
///
/// Only what the file states is used: the stored frames, and constraints between two views
/// (or one view and a constant) on their edges, centres and sizes, but for a scroll view's edges
/// and centres facing its content, which bind the content's place. What depends on rules of
/// ours proves nothing here: a constraint naming a layout guide, a margin or a baseline (safe
/// areas, margins, fonts), or a view laid out with alignment insets (a bezel's size), since
/// constraints hold between alignment rectangles and those insets are our model's.
struct StoredFrameContradiction: Equatable {
    /// The file's id of the constraint the stored frames break.
    let constraintID: String
    /// The file's ids of the views it names (the second nil for a constant).
    let firstID: String
    let secondID: String?
    /// How far, in points, the stored frames are from satisfying it.
    let distance: Double

    /// Further than this from a constraint, stored frames break it: the 0.5 points the
    /// corpus tests allow a frame.
    static let tolerance = 0.5

    /// Each view's frame as stored, in the coordinates of `root` (a cell's views in those of
    /// its table, as if the cell were one of its subviews). Read before the layout moves them.
    static func storedFrames(below root: View) -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        func visit(_ view: View, origin: CGPoint) {
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            frames[ObjectIdentifier(view)] = frame
            let inside = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
            for child in view.subviews + LayoutDump.cells(of: view) { visit(child, origin: inside) }
        }
        visit(root, origin: .zero)
        return frames
    }

    /// The required constraints from the file below `root` that `frames` (from
    /// `storedFrames(below:)`) break, in tree order; call it once each view has the alignment
    /// insets it is laid out with.
    static func find(below root: View, frames: [ObjectIdentifier: CGRect]) -> [StoredFrameContradiction] {
        var found: [StoredFrameContradiction] = []
        // Breadth first by index: `removeFirst()` would make the walk quadratic in the views.
        var pending = [root]
        var next = 0
        while next < pending.count {
            let view = pending[next]
            next += 1
            pending += view.subviews + LayoutDump.cells(of: view)
            for constraint in view.constraints {
                if let contradiction = check(constraint, frames) { found.append(contradiction) }
            }
        }
        return found
    }

    private static func check(_ constraint: LayoutConstraint, _ frames: [ObjectIdentifier: CGRect])
        -> StoredFrameContradiction?
    {
        guard constraint.isActive, constraint.priority == .required,
            let id = constraint.unarchivedValues.archiveID,
            let first = constraint.firstItem as? View, let firstID = first.unarchivedValues.archiveID,
            let lhs = value(of: constraint.firstAttribute, of: first, frames)
        else { return nil }
        var rhs = constraint.constant
        var secondID: String?
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = constraint.secondItem as? View, let otherID = second.unarchivedValues.archiveID,
                let value = value(of: constraint.secondAttribute, of: second, frames),
                // A scroll view's edge facing its content binds the scrolled content, whose
                // place the stored frames do not give.
                LayoutConstraint.scrollContent(of: first, facing: second, constraint.firstAttribute) == nil,
                LayoutConstraint.scrollContent(of: second, facing: first, constraint.secondAttribute) == nil
            else { return nil }
            rhs += value * constraint.multiplier
            // Two locations relate in the bounds of the view holding the constraint (as the
            // layout has them), which a multiplier other than 1 tells from the root's.
            if constraint.multiplier != 1, !constraint.firstAttribute.isDimension,
                let holder = first.nearestCommonAncestor(with: second), let origin = frames[ObjectIdentifier(holder)]
            {
                let horizontal = constraint.firstAttribute.axis == .horizontal
                rhs += (horizontal ? origin.minX : origin.minY) * (1 - constraint.multiplier)
            }
            secondID = otherID
        }
        let distance: CGFloat =
            switch constraint.relation {
            case .equal: abs(lhs - rhs)
            case .lessThanOrEqual: max(0, lhs - rhs)
            case .greaterThanOrEqual: max(0, rhs - lhs)
            }
        guard distance > tolerance else { return nil }
        return StoredFrameContradiction(
            constraintID: id, firstID: firstID, secondID: secondID, distance: Double(distance))
    }

    /// An edge, centre or size of `view`'s stored frame; nil for an attribute along an axis
    /// where the view has alignment insets (a label's are at its sides only, so its top still
    /// counts) and for the attributes whose value rests on rules rather than on the file
    /// (margins, baselines).
    private static func value(
        of attribute: LayoutConstraint.Attribute, of view: View, _ frames: [ObjectIdentifier: CGRect]
    ) -> CGFloat? {
        guard let rect = frames[ObjectIdentifier(view)] else { return nil }
        let aligned = view.alignmentRect(forFrame: rect)
        let horizontal: Set<LayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .width, .centerX]
        let inset =
            horizontal.contains(attribute)
            ? aligned.minX != rect.minX || aligned.width != rect.width
            : aligned.minY != rect.minY || aligned.height != rect.height
        guard !inset else { return nil }
        let rightToLeft = view.semanticContentAttribute == .forceRightToLeft
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }
}
