import Foundation

/// A hierarchy change NibKit refused because it would have corrupted the tree.
public struct HierarchyError: Error, Sendable, CustomStringConvertible {
    /// Why a change was refused.
    public enum Reason: Sendable, Equatable {
        /// A view added to itself.
        case addedToItself
        /// A view added to one of its own descendants.
        case addedToDescendant
        /// An index outside `0...subviews.count`.
        case indexOutOfRange(Int)
    }
    /// Why the change was refused.
    public var reason: Reason
    /// A sentence saying what was refused; it always adds that the hierarchy was left unchanged.
    public var description: String {
        switch reason {
        case .addedToItself: "a view cannot be added to itself; the hierarchy was left unchanged"
        case .addedToDescendant:
            "a view cannot be added to one of its own descendants; the hierarchy was left unchanged"
        case .indexOutOfRange(let index): "subview index \(index) is out of range; the hierarchy was left unchanged"
        }
    }
}

extension View {
    /// `Locked`, not `Mutex`: tests on several threads refuse changes at once, and the thread
    /// sanitizer takes `Mutex`'s futex for a race.
    private static let hierarchyErrorHandler = Locked<@Sendable (HierarchyError) -> Void>({ error in
        FileHandle.standardError.write(Data("ViewCore: \(error)\n".utf8))
    })

    /// Called when a hierarchy change is refused (UIKit raises an exception there; NibKit leaves
    /// the tree untouched and reports). The default prints to standard error; tests install
    /// their own to assert on it.
    public static func setHierarchyErrorHandler(_ handler: @escaping @Sendable (HierarchyError) -> Void) {
        hierarchyErrorHandler.withLock { $0 = handler }
    }

    static func report(_ reason: HierarchyError.Reason) {
        let handler = hierarchyErrorHandler.withLock { $0 }
        handler(HierarchyError(reason: reason))
    }

    /// The window the view is in, or nil. A window's window is itself.
    public var window: Window? { storedWindow }

    /// Adds `view` as the front-most subview, removing it from its current superview first.
    ///
    /// The callbacks follow UIKit (pinned by the tests; see the ViewCore lifecycle article):
    /// `old.willRemoveSubview`, `willMove(toWindow:)` over the subtree (when the window changes),
    /// `willMove(toSuperview:)`, `didMoveToWindow()` over the subtree, children first,
    /// `didMoveToSuperview()`, then `didAddSubview(_:)` on the receiver. Adding a view to
    /// itself or to a descendant is refused and reported (see `setHierarchyErrorHandler(_:)`).
    public func addSubview(_ view: View) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        if view === self { return View.report(.addedToItself) }
        if isDescendant(of: view) { return View.report(.addedToDescendant) }
        // Read once: each read of a view's superview or subviews is checked for exclusive
        // access (see View.swift).
        let oldSuperview = view.superview
        let limit = oldSuperview === self ? storedSubviews.count - 1 : storedSubviews.count
        guard index >= 0, index <= limit else { return View.report(.indexOutOfRange(index)) }

        if oldSuperview === self {
            // Re-adding to the same superview only reorders, as UIKit does: no callbacks.
            if let old = storedSubviews.firstIndex(where: { $0 === view }) { storedSubviews.remove(at: old) }
            storedSubviews.insert(view, at: index)
            setNeedsLayout()
            return
        }
        // Moving between chains that set no tint anywhere changes no view's tint: skip the walk.
        let tintMayChange = View.chainSetsTint(from: oldSuperview) || View.chainSetsTint(from: self)
        let tintBefore = tintMayChange ? view.tintContext : nil
        let oldWindow = view.storedWindow
        let newWindow = storedWindow
        oldSuperview?.willRemoveSubview(view)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        // A root's layout system goes: the tree it joins lays it out from now on.
        view.layoutNode?.ownedSystem = nil
        // Appending is the common case (every `addSubview`, every decoded subview), and
        // `insert(_:at:)` at the end goes through a general range replacement.
        if index == storedSubviews.count { storedSubviews.append(view) } else { storedSubviews.insert(view, at: index) }
        view.superview = self
        if oldWindow !== newWindow {
            view.setWindow(newWindow)
            view.sendDidMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
        if let tintBefore { view.propagateTintChange(from: tintBefore, to: view.tintContext) }
        View.checkInvariantsIfEnabled(around: self)
        if let oldSuperview, oldSuperview.rootView !== rootView { View.checkInvariantsIfEnabled(around: oldSuperview) }
    }

    /// Inserts `view` just above `sibling` in the drawing order. When `sibling` is not a
    /// subview of the receiver, `view` is added at the front (as `addSubview(_:)`); when it is
    /// `view` itself, nothing changes.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        if sibling === view, view.superview === self { return }
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? 1 : 0 } ?? 0
        insertSubview(view, at: index + 1 - adjust)
    }

    /// Inserts `view` just below `sibling` in the drawing order. When `sibling` is not a
    /// subview of the receiver, `view` is added at the front (as `addSubview(_:)`); when it is
    /// `view` itself, nothing changes.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        if sibling === view, view.superview === self { return }
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? 1 : 0 } ?? 0
        insertSubview(view, at: index - adjust)
    }

    /// Moves `view` to the end of `subviews` (the front). Sends no callbacks.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
        setNeedsLayout()
    }

    /// Moves `view` to the start of `subviews` (the back). Sends no callbacks.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
        setNeedsLayout()
    }

    /// Swaps two entries of `subviews`; no superview changes and no callbacks.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            return View.report(.indexOutOfRange(subviews.indices.contains(index1) ? index2 : index1))
        }
        subviews.swapAt(index1, index2)
    }

    /// Detaches the view from its superview and window.
    ///
    /// Order (UIKit's): `superview.willRemoveSubview(self)` while still a subview,
    /// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` over the subtree, parents first,
    /// `didMoveToWindow()` over the subtree, children first, then `didMoveToSuperview()`;
    /// `superview` and `window` are nil by the did-hooks.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let tintBefore = View.chainSetsTint(from: oldSuperview) ? tintContext : nil
        let oldWindow = storedWindow
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil {
            setWindow(nil)
            sendDidMoveToWindow()
        }
        didMoveToSuperview()
        if let tintBefore { propagateTintChange(from: tintBefore, to: tintContext) }
        View.checkInvariantsIfEnabled(around: oldSuperview)
        View.checkInvariantsIfEnabled(around: self)
    }

    /// Whether the receiver is `view` or lies below it.
    public func isDescendant(of view: View) -> Bool {
        var candidate = self
        while true {
            if candidate === view { return true }
            guard let parent = candidate.superview else { return false }
            candidate = parent
        }
    }

    /// The first view with `tag`, searching depth-first from the receiver itself, never upward.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Internals

    private func detachFromSuperview() {
        guard let oldSuperview = superview else { return }
        // As in UIKit, constraints joining the leaving subtree to the rest go with it.
        removeConstraintsCrossing(from: oldSuperview)
        if let system = oldSuperview.rootView.layoutNode?.ownedSystem { system.unregister(self) }
        // Found first, then removed: a closure run inside the array's mutation would keep the
        // optimizer from dropping the property's exclusivity checks (see View.swift).
        if let index = oldSuperview.storedSubviews.firstIndex(where: { $0 === self }) {
            oldSuperview.storedSubviews.remove(at: index)
        }
        oldSuperview.setNeedsLayout()
        superview = nil
    }

    func setWindow(_ window: Window?) {
        let newWindow = self as? Window ?? window
        // A first responder that leaves its window stops being one, as in UIKit.
        if let oldWindow = storedWindow, oldWindow !== newWindow, oldWindow.firstResponder === self {
            oldWindow.firstResponder = nil
        }
        storedWindow = newWindow
        for subview in subviews { subview.setWindow(storedWindow) }
    }

    /// `willMove(toWindow:)` over the subtree, parents before children.
    private func sendWillMove(toWindow window: Window?) {
        willMove(toWindow: window)
        for subview in subviews { subview.sendWillMove(toWindow: window) }
    }

    /// `didMoveToWindow()` over the subtree, children before their parent.
    private func sendDidMoveToWindow() {
        for subview in subviews { subview.sendDidMoveToWindow() }
        didMoveToWindow()
    }
}
