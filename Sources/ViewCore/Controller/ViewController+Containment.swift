import Foundation

extension ViewController {
    /// Adds `child` as the last child controller, UIKit's `addChild(_:)`.
    ///
    /// Sends `child.willMove(toParent: self)` before adding it; the caller adds the child's
    /// view where it belongs and then calls `child.didMove(toParent: self)`, as in UIKit. A child
    /// of another controller is removed from it first (`didMove(toParent: nil)` is sent there);
    /// adding a current child again, the controller itself or one of its ancestors does nothing.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self, !isDescendant(of: child) else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, UIKit's `removeFromParent()`, then sends
    /// `didMove(toParent: nil)`. The caller sends `willMove(toParent: nil)` first and removes the
    /// view itself, as in UIKit. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Whether `controller` is this controller or one of its ancestors.
    func isDescendant(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// The nearest ancestor that is a navigation controller, or nil.
    public var navigationController: NavigationController? { nearestAncestor(of: NavigationController.self) }
    /// The nearest ancestor that is a tab bar controller, or nil.
    public var tabBarController: TabBarController? { nearestAncestor(of: TabBarController.self) }
    /// The nearest ancestor that is a split view controller, or nil.
    public var splitViewController: SplitViewController? { nearestAncestor(of: SplitViewController.self) }

    func nearestAncestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let candidate = current {
            if let found = candidate as? T { return found }
            current = candidate.parent
        }
        return nil
    }
}
