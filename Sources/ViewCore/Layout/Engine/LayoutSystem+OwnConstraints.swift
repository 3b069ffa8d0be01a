import Foundation
import LayoutEngine

/// Which of an item's own constraints a solver constraint is.
enum OwnRole: Hashable, CustomStringConvertible {
    /// Position and size: the root's, or a view's autoresizing-mask constraints.
    case minX, minY, width, height
    /// Content size: `width <= intrinsic` at the hugging priority, `>=` at compression resistance.
    case hugWidth, hugHeight, resistWidth, resistHeight
    /// Where the baseline variables lie.
    case firstBaseline, lastBaseline
    /// The readable content guide's width limits.
    case readableLimit, readableMargins
    /// A stack view's arrangement constraints, in the order it makes them.
    case arrangement(Int)

    /// The order in which an item's own constraints go into the solver: a fixed one, so a run
    /// is repeatable (a dictionary's order changes from process to process, and where
    /// constraints leave a choice, the solver's answer depends on the order it met them).
    var order: Int {
        switch self {
        case .minX: 0
        case .minY: 1
        case .width: 2
        case .height: 3
        case .hugWidth: 4
        case .hugHeight: 5
        case .resistWidth: 6
        case .resistHeight: 7
        case .firstBaseline: 8
        case .lastBaseline: 9
        case .readableLimit: 10
        case .readableMargins: 11
        case .arrangement(let index): 12 + index
        }
    }

    var description: String {
        switch self {
        case .minX: "autoresizing minX"
        case .minY: "autoresizing minY"
        case .width: "autoresizing width"
        case .height: "autoresizing height"
        case .hugWidth: "content hugging width"
        case .hugHeight: "content hugging height"
        case .resistWidth: "compression resistance width"
        case .resistHeight: "compression resistance height"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .readableLimit: "readable width limit"
        case .readableMargins: "readable width within margins"
        case .arrangement(let index): "stack view arrangement \(index)"
        }
    }
}

extension LayoutSystem {
    /// Recomputes a view's own constraints, then those of its guides the system holds.
    ///
    /// - The root: its alignment rectangle starts at its alignment insets (root coordinates are
    ///   its bounds'); with `translatesAutoresizingMaskIntoConstraints` its size is its frame's,
    ///   else its constraints size it and it keeps its current size where they leave it free
    ///   (priority 1). A detached system (`systemLayoutSizeFitting`) leaves the size to its caller.
    /// - Other views translating their mask (UIKit's `NSAutoresizingMaskLayoutConstraint`s): along
    ///   each axis, the superview's change of size since now is split evenly between the flexible
    ///   parts (margin before, size, margin after), as `resizeSubviews(withOldSize:)` splits it;
    ///   with none flexible the view keeps its distance to the top-left and its size.
    /// - Views placed by constraints: content-size constraints from `intrinsicContentSize`.
    /// - Baselines, when a constraint named them (see `View.baselinePlacement(last:)`).
    func syncOwnConstraints(of view: View, node: LayoutNode) {
        var wanted: [OwnRole: Constraint] = [:]
        let isRoot = view === root
        let align = view.alignmentRect(forFrame: view.frame)
        let fixedByMask = !view.isPlacedByConstraints && (isAttached || !isRoot)
        if isRoot {
            let insets = view.layoutAlignmentInsets
            wanted[.minX] = Constraint(node.x, .equal, Double(insets.left))
            wanted[.minY] = Constraint(node.y, .equal, Double(insets.top))
            if isAttached {
                let strength = fixedByMask ? Strength.required : Strength(priority: 1)
                wanted[.width] = Constraint(node.width, .equal, Double(align.width), strength: strength)
                wanted[.height] = Constraint(node.height, .equal, Double(align.height), strength: strength)
            }
        } else if fixedByMask, let superview = view.superview {
            autoresizingConstraints(of: view, node: node, in: superview, align: align, into: &wanted)
        }
        if !fixedByMask {
            contentSizeConstraints(of: view, node: node, into: &wanted)
        }
        for last in [false, true] {
            guard let baseline = last ? node.lastBaseline : node.firstBaseline else { continue }
            let target = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
            let placed: Constraint
            if target !== view, target.isDescendant(of: view) {
                placed = Constraint(baseline, .equal, target.layoutNodeForUse.baseline(last: last))
            } else {
                let override = node.baselineOverride.map { last ? $0.last : $0.first }
                let (fraction, offset) = override ?? view.baselinePlacement(last: last)
                placed = Constraint(baseline, .equal, node.y + node.height * Double(fraction) + Double(offset))
            }
            wanted[last ? .lastBaseline : .firstBaseline] = placed
        }
        if let stack = view as? StackView {
            for (index, constraint) in stack.arrangementConstraints(in: self).enumerated() {
                wanted[.arrangement(index)] = constraint
            }
        }
        setOwn(wanted, for: node, describing: view.debugName)
        for guide in view.allGuides {
            guard let guideNode = guide.layoutNode, isRegistered(guideNode) else { continue }
            syncGuide(guide, owner: view, node: guideNode)
        }
    }

    private func autoresizingConstraints(
        of view: View, node: LayoutNode, in superview: View, align: CGRect, into wanted: inout [OwnRole: Constraint]
    ) {
        let parent = superview.layoutNodeForUse
        let parentInsets = superview.layoutAlignmentInsets
        let parentSize = superview.alignmentRect(forFrame: superview.frame).size
        let mask = view.autoresizingMask
        func axis(
            _ position: Variable, _ size: Variable, _ parentPosition: Variable, _ parentLength: Variable,
            origin: CGFloat, length: CGFloat, inset: CGFloat, parentNow: CGFloat,
            flexible: (before: Bool, size: Bool, after: Bool)
        ) -> (Constraint, Constraint) {
            let parts = [flexible.before, flexible.size, flexible.after].filter { $0 }.count
            let share = parts > 0 ? 1 / Double(parts) : 0
            var place = position - parentPosition
            var placeConstant = Double(origin - inset)
            if flexible.before {
                place = place - parentLength * share
                placeConstant -= Double(parentNow) * share
            }
            var extent = size.expression
            var extentConstant = Double(length)
            if flexible.size {
                extent = extent - parentLength * share
                extentConstant -= Double(parentNow) * share
            }
            return (Constraint(place, .equal, placeConstant), Constraint(extent, .equal, extentConstant))
        }
        let horizontal = axis(
            node.x, node.width, parent.x, parent.width, origin: align.minX, length: align.width,
            inset: parentInsets.left, parentNow: parentSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = axis(
            node.y, node.height, parent.y, parent.height, origin: align.minY, length: align.height,
            inset: parentInsets.top, parentNow: parentSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        (wanted[.minX], wanted[.width]) = horizontal
        (wanted[.minY], wanted[.height]) = vertical
    }

    private func contentSizeConstraints(of view: View, node: LayoutNode, into wanted: inout [OwnRole: Constraint]) {
        let size = node.intrinsicSizeOverride ?? view.intrinsicContentSize
        for axis in [LayoutAxis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != View.noIntrinsicMetric, value >= 0 else { continue }
            let variable = axis == .horizontal ? node.width : node.height
            let hugging = Strength(priority: Double(view.contentHuggingPriority(for: axis).rawValue))
            let resistance = Strength(priority: Double(view.contentCompressionResistancePriority(for: axis).rawValue))
            wanted[axis == .horizontal ? .hugWidth : .hugHeight] = Constraint(
                variable, .lessThanOrEqual, Double(value), strength: hugging)
            wanted[axis == .horizontal ? .resistWidth : .resistHeight] = Constraint(
                variable, .greaterThanOrEqual, Double(value), strength: resistance)
        }
    }

    /// Ties a guide to its owning view: built-in guides by the owner's margins, safe area,
    /// readable width or scroll frame; a guide made with `init()` has no own constraints.
    func syncGuide(_ guide: LayoutGuide, owner: View, node: LayoutNode) {
        if isAttached { node.system = self }
        var wanted: [OwnRole: Constraint] = [:]
        if let kind = guide.builtIn {
            let o = owner.layoutNodeForUse
            let insets = owner.layoutAlignmentInsets
            // The owner's bounds in root coordinates: left, top, width, height.
            let left = o.x - Double(insets.left)
            let top = o.y - Double(insets.top)
            let width = o.width + Double(insets.left + insets.right)
            let height = o.height + Double(insets.top + insets.bottom)
            let inset: EdgeInsets =
                switch kind {
                case .layoutMargins, .readableContent: owner.effectiveLayoutMargins
                case .safeArea: owner.safeAreaInsets
                case .contentLayout, .frameLayout, .keyboard: .zero
                }
            wanted[.minX] = Constraint(node.x, .equal, left + Double(inset.left))
            wanted[.minY] = Constraint(node.y, .equal, top + Double(inset.top))
            wanted[.height] = Constraint(node.height, .equal, height - Double(inset.top + inset.bottom))
            let marginsWidth = width - Double(inset.left + inset.right)
            switch kind {
            case .contentLayout:
                wanted[.height] = nil
            case .keyboard:
                // The band below the safe area, full width: no keyboard shows.
                let band = Double(max(0, owner.safeAreaInsets.bottom))
                wanted[.minY] = Constraint(node.y, .equal, top + height - band)
                wanted[.height] = Constraint(node.height, .equal, band)
                wanted[.width] = Constraint(node.width, .equal, width)
            case .readableContent:
                // Centred in the margins, as wide as they are up to `readableContentWidth`.
                wanted[.minX] = Constraint(
                    node.x + node.width * 0.5, .equal, left + Double(inset.left) + marginsWidth * 0.5)
                wanted[.readableLimit] = Constraint(
                    node.width, .lessThanOrEqual, Double(LayoutGuide.readableContentWidth))
                wanted[.readableMargins] = Constraint(node.width, .lessThanOrEqual, marginsWidth)
                wanted[.width] = Constraint(node.width, .equal, marginsWidth, strength: Strength(priority: 999))
            default:
                wanted[.width] = Constraint(node.width, .equal, marginsWidth)
            }
        }
        if guide.builtIn == nil, guide.identifier == "topLayoutGuide" || guide.identifier == "bottomLayoutGuide" {
            legacyBarGuide(guide, owner: owner, node: node, into: &wanted)
        }
        setOwn(wanted, for: node, describing: guide.debugName)
    }

    /// A view controller's `topLayoutGuide` / `bottomLayoutGuide` (iOS 7-10), which the Xcode
    /// reader turns into guides of the controller's view with those identifiers: the band of the
    /// view's top (bottom) edge the safe area leaves out, full width. With no bars there is no
    /// band: the top guide's bottom is the view's top.
    private func legacyBarGuide(
        _ guide: LayoutGuide, owner: View, node: LayoutNode, into wanted: inout [OwnRole: Constraint]
    ) {
        let o = owner.layoutNodeForUse
        let insets = owner.layoutAlignmentInsets
        let safe = owner.safeAreaInsets
        let top = guide.identifier == "topLayoutGuide"
        let band = Double(top ? safe.top : safe.bottom)
        wanted[.minX] = Constraint(node.x, .equal, o.x - Double(insets.left))
        wanted[.width] = Constraint(node.width, .equal, o.width + Double(insets.left + insets.right))
        wanted[.height] = Constraint(node.height, .equal, band)
        wanted[.minY] =
            top
            ? Constraint(node.y, .equal, o.y - Double(insets.top))
            : Constraint(node.y, .equal, o.y + o.height + Double(insets.bottom) - band)
    }

    /// Whether a view's guides depend on the window's safe area, which moves with frames and is
    /// therefore read again on every pass.
    func needsSafeAreaSync(_ view: View) -> Bool {
        guard view.builtInGuides != nil || !view.ownLayoutGuides.isEmpty, let window = view.window else { return false }
        return window.deviceSafeAreaInsets != .zero
    }
}
