import Foundation

extension View {
    // MARK: Installing constraints

    /// Installs `constraint` on the receiver, UIKit's `addConstraint(_:)`; prefer
    /// `LayoutConstraint.activate(_:)`, which picks the right view.
    ///
    /// A constraint is installed on one view at a time: one installed elsewhere moves here.
    /// Adding a constraint already installed here does nothing. The receiver should be its items'
    /// common ancestor; when an item is known and is not the receiver or below it, the problem is
    /// reported (`.itemOutsideInstallingView`) and the constraint is still added, as UIKit logs
    /// "the view hierarchy is not prepared for the constraint" and goes on (the hierarchy may be
    /// assembled afterwards). `_checkConstraintInvariants()` flags it until then. Items not yet
    /// known (while an archive is decoding) are not checked.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.container !== self else { return }
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        if items.contains(where: { item in LayoutConstraint.view(of: item).map { !$0.isDescendant(of: self) } ?? false }
        ) {
            LayoutConstraint.report(.itemOutsideInstallingView, constraint)
        }
        constraint.container?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.container = self
        layoutNode?.needsConstraintSync = true
        setNeedsLayout()
    }

    /// Installs each constraint on the receiver, in order; see `addConstraint(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from the receiver, making it inactive. A constraint not installed on
    /// the receiver is left alone.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.container = nil
        constraint.solverLink.system?.remove(constraint)
        setNeedsLayout()
    }

    /// Removes each constraint from the receiver; see `removeConstraint(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The closest view that is both the receiver or one of its ancestors and `other` or one of
    /// its ancestors; nil when they are in different trees.
    ///
    /// - Complexity: O(d) in the depth of the two views.
    public func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Removes, from `oldSuperview` and its ancestors, every constraint that names the receiver,
    /// a view below it, or a guide of one of them: what UIKit's `removeFromSuperview()` does, so
    /// no constraint is left spanning two trees.
    ///
    /// The hierarchy calls it when the receiver leaves `oldSuperview` (before or after it is
    /// detached: only `oldSuperview`'s chain is searched).
    ///
    /// - Complexity: O(c · d) for c constraints installed on the d views of the chain, plus the
    ///   size of the receiver's subtree.
    func removeConstraintsCrossing(from oldSuperview: View) {
        var leaving = Set<ObjectIdentifier>()
        func collect(_ view: View) {
            leaving.insert(ObjectIdentifier(view))
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        func names(_ item: AnyObject?) -> Bool {
            guard let item, let view = LayoutConstraint.view(of: item) else { return false }
            return leaving.contains(ObjectIdentifier(view))
        }
        var current: View? = oldSuperview
        while let view = current {
            let crossing = view.constraints.filter { names($0.firstItem) || names($0.secondItem) }
            view.removeConstraints(crossing)
            current = view.superview
        }
    }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`, in order. The built-in guides
    /// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`) are not listed, as
    /// in UIKit.
    public var layoutGuides: [LayoutGuide] { ownLayoutGuides }

    /// Adds `guide` to the receiver, which holds it strongly and becomes its `owningView`. A guide
    /// owned by another view moves here (its constraints there are removed); adding a guide twice,
    /// or adding a built-in guide, does nothing.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.builtIn == nil, guide.owningView !== self || !ownLayoutGuides.contains(where: { $0 === guide })
        else {
            return
        }
        guide.owningView?.removeLayoutGuide(guide)
        ownLayoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide` from the receiver and deactivates the constraints that name it (they are
    /// installed on the receiver or an ancestor). A guide the receiver does not hold is left alone.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard ownLayoutGuides.contains(where: { $0 === guide }) else { return }
        var current: View? = self
        while let view = current {
            view.removeConstraints(view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide })
            current = view.superview
        }
        ownLayoutGuides.removeAll { $0 === guide }
        if let node = guide.layoutNode { node.system?.removeOwn(node) }
        guide.owningView = nil
    }

    /// The guide for the area inside `layoutMargins`. Made on first use; the same object every
    /// time; not in `layoutGuides`. Its `layoutFrame` follows the bounds and margins.
    public var layoutMarginsGuide: LayoutGuide { builtInGuide(.layoutMargins) }

    /// The guide for the area not covered by bars or the screen's edges. With no screen the safe
    /// area insets are zero, so its `layoutFrame` is the bounds. Made on first use; stable identity.
    public var safeAreaLayoutGuide: LayoutGuide { builtInGuide(.safeArea) }

    /// The guide for where the keyboard is, UIKit's `keyboardLayoutGuide`. No keyboard shows
    /// here, so it is the band below the safe area, as UIKit's guide is with the keyboard off
    /// screen: a view pinned above it ends at the safe area's bottom. Made on first use; stable
    /// identity.
    ///
    /// ```swift
    /// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
    /// ```
    public var keyboardLayoutGuide: LayoutGuide { builtInGuide(.keyboard) }

    /// The guide for a comfortable text column: the margins area, at most
    /// `LayoutGuide.readableContentWidth` wide, centred. Made on first use; stable identity.
    public var readableContentGuide: LayoutGuide { builtInGuide(.readableContent) }

    func builtInGuide(_ kind: LayoutGuide.BuiltIn) -> LayoutGuide {
        if let guide = builtInGuides?[kind] { return guide }
        let guide = LayoutGuide(builtIn: kind, owningView: self)
        var guides = builtInGuides ?? BuiltInLayoutGuides()
        guides[kind] = guide
        builtInGuides = guides
        return guide
    }

    /// Makes a decoded built-in guide the receiver's guide of that kind, unless the receiver made
    /// one already; either way the guide lays out in the receiver.
    func adoptBuiltInGuide(_ guide: LayoutGuide, as kind: LayoutGuide.BuiltIn) {
        guide.owningView = self
        guard builtInGuides?[kind] == nil else { return }
        var guides = builtInGuides ?? BuiltInLayoutGuides()
        guides[kind] = guide
        builtInGuides = guides
    }
}
