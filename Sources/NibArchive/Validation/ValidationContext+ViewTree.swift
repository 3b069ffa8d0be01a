import ViewCore

/// The view hierarchy a document builds, as far as the document tells it: which object will be
/// the superview of which once loaded. It is the ownership tree cut where an object is owned
/// by something that is not a view (a controller's `view`, a bar item's `customView`: roots of
/// their own until the app places them) or held as a view's `mask` (a mask has no superview).
///
/// Constraints are installed on a common ancestor in this tree, as UIKit installs them; the
/// ownership tree alone would let a constraint relate a view to a mask or to a view a
/// controller merely owns.
extension ValidationContext {
    /// The key under which a view holds another view that does not become its subview.
    static let detachedViewKey = "mask"

    /// The position of the object that will be the superview of the object at `position`;
    /// nil when it will have none (a top-level object, or one owned by a non-view).
    func superview(of position: Int) -> Int? {
        let node = index.nodes[position]
        guard let parent = node.parent, node.key != Self.detachedViewKey, isView(parent) else { return nil }
        return parent
    }

    /// The superviews of the object at `position`, nearest first.
    func superviews(of position: Int) -> [Int] {
        var result: [Int] = []
        var current = superview(of: position)
        while let next = current {
            result.append(next)
            current = superview(of: next)
        }
        return result
    }

    /// The root of the view hierarchy the object at `position` will be in.
    func viewRoot(of position: Int) -> Int {
        // Walked without collecting: the constraint check asks twice per constraint, and arrays
        // of superviews took 7,800 instructions a constraint (callgrind).
        var root = position
        while let next = superview(of: root) { root = next }
        return root
    }

    /// Whether `ancestor` is `position` or one of its superviews.
    func isViewAncestorOrSelf(_ ancestor: Int, of position: Int) -> Bool {
        var current: Int? = position
        while let step = current {
            if step == ancestor { return true }
            current = superview(of: step)
        }
        return false
    }

    /// The nearest view that is one of `positions` or a superview of each; nil when they lie in
    /// different hierarchies.
    func nearestCommonSuperview(_ positions: [Int]) -> Int? {
        guard let first = positions.first else { return nil }
        let chains = positions.map { Set([$0] + superviews(of: $0)) }
        return ([first] + superviews(of: first)).first { candidate in chains.allSatisfy { $0.contains(candidate) } }
    }

    /// Whether the object at `position` is a view: its registered class (or the base class the
    /// file gives) is one, or is an AppKit model object (`AppKitObject`); an unknown class counts
    /// as a view unless its name is one of the built-in classes that are not.
    func isView(_ position: Int) -> Bool {
        views[position]
    }

    /// `isView(_:)` worked out for `object`, whose registered class is `registered`, with the
    /// registry's `table` (nil: no registry).
    static func isView(
        _ object: ArchiveObject, registered: (any Archivable.Type)?, in table: [String: ClassEntry]?
    ) -> Bool {
        let base = object.baseClassName.flatMap { name in
            table.flatMap { ClassRegistry.lookup(name, module: nil, in: $0) }
        }
        if let type = registered ?? base {
            // AppKit places the views its model objects own (a tab view item's view, a grid
            // cell's content view) in the view holding the object: in the hierarchy the object
            // stands where a view would.
            return type is View.Type || type is AppKitObject.Type
        }
        return !["LayoutConstraint", "LayoutGuide", "ViewController"].contains(object.baseClassName ?? object.className)
    }
}
