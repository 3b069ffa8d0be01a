import Foundation

/// A container that shows one of several view controllers, picked by a tab bar, UIKit's
/// `UITabBarController`.
///
/// The controllers are the container's `children`, in tab order, and are archived as the
/// children (Interface Builder's `viewControllers` relationships). The tab bar shows their tab
/// bar items and selects the selected one's. There is no "More" controller: every controller
/// has a tab.
///
/// Archived keys (besides `ViewController`'s): `tabBar` (an owned view), `selectedIndex`.
open class TabBarController: ViewController {
    /// The bar showing the controllers' tab bar items (not a subview of the controller's view).
    public let tabBar: TabBar

    private var storedSelectedIndex = 0

    /// Creates a tab bar controller with no controllers.
    public override init(nibName: String?, bundle: Bundle?) {
        tabBar = TabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        super.init(nibName: nibName, bundle: bundle)
        tabBar.managingController = self
    }

    /// Creates a tab bar controller from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, a negative index, or a bar of the
    ///   wrong class.
    public required init(coder: Coder) throws {
        tabBar =
            try coder.decodeObject(of: TabBar.self, forKey: "tabBar")
            ?? TabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        try super.init(coder: coder)
        tabBar.managingController = self
        if let index = try coder.decode(Int.self, forKey: "selectedIndex") {
            guard index >= 0 else {
                throw coder.error(
                    .invalidValue, "selectedIndex must not be negative, found \(index)", forKey: "selectedIndex")
            }
            storedSelectedIndex = index
        }
    }

    /// Writes `ViewController`'s properties (the controllers as the children), the tab bar and
    /// the selected index.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(tabBar, forKey: "tabBar")
        coder.encode(storedSelectedIndex, forKey: "selectedIndex", omittingDefault: 0)
    }

    /// The controllers, in tab order; nil when there are none, as UIKit.
    open var viewControllers: [ViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers with `controllers`; the selection moves to the first when the
    /// selected index is past the end.
    open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let tabs = (controllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted && $0 !== self }
        for old in children where !seen.contains(ObjectIdentifier(old)) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in tabs where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        children = tabs
        if storedSelectedIndex >= tabs.count { storedSelectedIndex = 0 }
    }

    /// The index of the selected controller; 0 by default. Setting an index past the end does
    /// nothing.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { if newValue >= 0, newValue < children.count { storedSelectedIndex = newValue } }
    }

    /// The selected controller, or nil when there are none. Setting a controller that is not one
    /// of the tabs does nothing.
    open var selectedViewController: ViewController? {
        get { storedSelectedIndex < children.count ? children[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            storedSelectedIndex = index
        }
    }
}
