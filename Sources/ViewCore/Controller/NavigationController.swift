import Foundation

/// A container that shows a stack of view controllers, one at a time, UIKit's
/// `UINavigationController`: `pushViewController(_:animated:)` adds one on top,
/// `popViewController(animated:)` removes it, and the navigation bar shows the navigation items
/// of the stack.
///
/// The stack is the controller's `children`, bottom first, and is archived as the children (an
/// Interface Builder `rootViewController` relationship gives the first). There is no animation
/// and no presentation, so `visibleViewController` is the top one. Pushing and popping send the
/// containment messages (`willMove(toParent:)`, `didMove(toParent:)`) as UIKit does; views are
/// not moved into the container's view.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: inbox)
/// navigation.pushViewController(message, animated: true)
/// navigation.navigationBar.topItem === message.navigationItem   // true
/// navigation.popViewController(animated: true)                 // message
/// ```
///
/// Archived keys (besides `ViewController`'s): `navigationBar` and `toolbar` (owned views),
/// `isNavigationBarHidden`, `isToolbarHidden`.
open class NavigationController: ViewController {
    /// The bar showing the stack's navigation items (not a subview of the controller's view).
    public let navigationBar: NavigationBar
    /// The toolbar showing the top controller's `toolbarItems` when not hidden.
    public let toolbar: Toolbar
    /// Whether the navigation bar is hidden; false by default.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden; true by default.
    open var isToolbarHidden = true

    /// Creates an empty navigation controller.
    public override init(nibName: String?, bundle: Bundle?) {
        navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(nibName: nibName, bundle: bundle)
        navigationBar.managingController = self
    }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: ViewController) {
        self.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// Creates a navigation controller from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or a bar of the wrong class.
    public required init(coder: Coder) throws {
        navigationBar =
            try coder.decodeObject(of: NavigationBar.self, forKey: "navigationBar")
            ?? NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar =
            try coder.decodeObject(of: Toolbar.self, forKey: "toolbar")
            ?? Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        try super.init(coder: coder)
        navigationBar.managingController = self
        if let v = try coder.decode(Bool.self, forKey: "isNavigationBarHidden") { isNavigationBarHidden = v }
        if let v = try coder.decode(Bool.self, forKey: "isToolbarHidden") { isToolbarHidden = v }
    }

    /// Writes `ViewController`'s properties (the stack as the children), the bars and the
    /// settings that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(navigationBar, forKey: "navigationBar")
        coder.encode(toolbar, forKey: "toolbar")
        coder.encode(isNavigationBarHidden, forKey: "isNavigationBarHidden", omittingDefault: false)
        coder.encode(isToolbarHidden, forKey: "isToolbarHidden", omittingDefault: true)
    }

    // MARK: The stack

    /// The stack, bottom first. Setting it replaces the stack (see `setViewControllers(_:animated:)`).
    open var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, or nil when it is empty.
    public var topViewController: ViewController? { children.last }

    /// The controller shown: the top one (there is no modal presentation).
    public var visibleViewController: ViewController? { topViewController }

    /// Replaces the stack with `controllers`: those no longer on it are removed, the new ones
    /// added, in order. A controller listed twice is kept once, at its first place.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let stack = controllers.filter { seen.insert(ObjectIdentifier($0)).inserted && $0 !== self }
        for old in children where !seen.contains(ObjectIdentifier(old)) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in stack where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        children = stack
    }

    /// Pushes `controller` on top of the stack; a controller already on it is moved to the top.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        guard controller !== self else { return }
        if controller.parent === self {
            children.removeAll { $0 === controller }
            children.append(controller)
            return
        }
        addChild(controller)
        controller.didMove(toParent: self)
    }

    /// Pops the top controller and returns it; nil (nothing popped) when only the root is left,
    /// as UIKit.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    /// Pops every controller above the root and returns them, bottom first; nil when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `controller` and returns them, bottom first; nil when
    /// `controller` is not on the stack or nothing was above it.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === controller }), index < children.count - 1 else {
            return nil
        }
        let popped = Array(children[(index + 1)...])
        for top in popped.reversed() {
            top.willMove(toParent: nil)
            top.removeFromParent()
        }
        return popped
    }

    /// Sets `isNavigationBarHidden`; there is no animation.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Sets `isToolbarHidden`; there is no animation.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}
