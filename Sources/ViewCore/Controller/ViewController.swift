import Foundation

/// The object that manages a view hierarchy, UIKit's `UIViewController`: a lazily loaded
/// `view`, containment of child controllers, appearance callbacks, state restoration hooks and
/// archiving.
///
/// The view is loaded on first access of `view` (or `loadViewIfNeeded()`): `loadView()` runs,
/// then `viewDidLoad()`, exactly once. `loadView()` by default uses, in order: the view the
/// controller was archived with (a storyboard scene's), the nib named `nibName` through
/// `ViewController.nibViewLoader` (installed by NibKit), or a new empty view.
///
/// ```swift
/// final class ProfileController: ViewController {
///     let nameLabel = Label()
///     override func loadView() { view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
///     override func viewDidLoad() { view.addSubview(nameLabel) }
/// }
/// let controller = ProfileController()
/// controller.isViewLoaded         // false
/// window.rootViewController = controller   // loads the view: loadView(), viewDidLoad()
/// ```
///
/// Controllers are not thread-safe; use each from one thread at a time, as views.
///
/// Archived keys: `title`, `restorationIdentifier`, `nibName`, `preferredContentSize`,
/// `modalPresentationStyle`, `modalTransitionStyle`, `definesPresentationContext`,
/// `providesPresentationContextTransitionStyle`, `hidesBottomBarWhenPushed`,
/// `isModalInPresentation`, `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`,
/// `automaticallyAdjustsScrollViewInsets`; `navigationItem` and `tabBarItem` (owned objects, once made),
/// `toolbarItems` (owned bar button items); `view` (owned object, when loaded or archived) and
/// `children` (owned objects). Container controllers (`NavigationController`,
/// `TabBarController`, ...) keep their `viewControllers` as the children.
open class ViewController: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    // MARK: Identity and configuration

    /// The name of the nib the view is loaded from, or nil.
    public let nibName: String?
    /// The bundle the nib is looked up in; nil means the main bundle.
    public let nibBundle: Bundle?
    /// A human-readable title (navigation bars and tab bars show it). Setting it sets the
    /// navigation item's and tab bar item's titles too, as UIKit does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }
    /// The identifier state restoration saves this controller's state under; nil: not saved.
    open var restorationIdentifier: String?
    /// The size the controller would like its view to have in a container; zero by default.
    open var preferredContentSize: CGSize = .zero
    /// How the controller is presented modally.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The transition used when presented modally.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether this controller's view is covered when a descendant presents `.currentContext`.
    open var definesPresentationContext = false
    /// Whether this controller supplies the transition style for presentations over its context.
    open var providesPresentationContextTransitionStyle = false
    /// Whether a tab bar hides while this controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// Whether the controller refuses interactive dismissal while presented.
    open var isModalInPresentation = false

    // MARK: Bar items

    var storedNavigationItem: NavigationItem?
    var storedTabBarItem: TabBarItem?

    /// What a navigation bar shows for this controller, made on first use with the controller's
    /// title, as UIKit's.
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// What a tab bar shows for this controller, made on first use with the controller's title,
    /// as UIKit's.
    open var tabBarItem: TabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: title, image: nil)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top; nil by default.
    open var toolbarItems: [BarButtonItem]?

    /// Sets `toolbarItems`; there is no animation.
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    // MARK: Extended layout

    /// The edges the view extends under bars on; every edge by default.
    open var edgesForExtendedLayout: RectEdge = .all
    /// Whether the view extends under opaque bars too; false by default.
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether scroll views' insets follow the bars (deprecated in UIKit; Interface Builder still
    /// writes it); true by default.
    open var automaticallyAdjustsScrollViewInsets = true

    // MARK: Containment (ViewController+Containment.swift)

    /// The containing controller, or nil. Set by `addChild(_:)`.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []

    // MARK: Presentation and segues (ViewController+Presentation.swift, ViewController+Segues.swift)

    /// The controller this one (or its root ancestor) presents.
    var storedPresentedViewController: ViewController?
    /// The controller presenting this one; set on the presented root only.
    weak var storedPresentingViewController: ViewController?
    /// The segues the storyboard gives this controller (those of its scene, relationships and
    /// embeds aside), in file order. Set by NibKit's `Storyboard`.
    package var segueTemplates: [StoryboardSegueTemplate] = []
    /// What makes a segue's destination: the storyboard this controller came from.
    package var segueDestinationProvider: (any SegueDestinationProvider)?
    /// Run once the view is loaded, before `viewDidLoad()`: a storyboard's embed segues.
    package var viewLoadingSteps: [(ViewController) -> Void] = []
    /// The other top-level objects of the storyboard scene this controller was made from
    /// (gesture recognizers, custom objects), kept alive as long as it is, as UIKit keeps them
    /// (its `_topLevelObjectsToKeepAliveFromStoryboard`). Set by NibKit's `Storyboard`.
    package var storyboardSceneObjects: [AnyObject] = []

    // MARK: View state

    var storedView: View? {
        didSet {
            guard storedView !== oldValue else { return }
            // The root view's next responder is its controller.
            if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
            storedView?.owningViewController = self
        }
    }
    /// A view decoded from the archive, handed out by the first `loadView()`.
    var archivedView: View?
    var isLoadingView = false
    var appearance: AppearanceState = .disappeared

    // MARK: Creating

    /// Creates a controller whose view comes from the nib `nibName` in `bundle` (nil: the main
    /// bundle), or, with a nil name, from `loadView()`.
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
    }

    /// Creates a controller with no nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive; see the type's documentation for the keys. An
    /// archived view is not loaded yet: it becomes the view on first access, and `viewDidLoad()`
    /// runs then, as for a storyboard scene.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, or a `view` / `children` entry of
    ///   the wrong class.
    public required init(coder: Coder) throws {
        nibName = try coder.decode(String.self, forKey: "nibName")
        nibBundle = nil
        try decodeControllerProperties(from: coder)
    }

    /// Writes the properties that differ from their defaults, the view (when loaded or
    /// archived; encoding never loads it) and the children.
    open func encode(with coder: Coder) {
        encodeControllerProperties(with: coder)
    }

    // MARK: The view

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`). Setting it
    /// replaces the view without calling `viewDidLoad()`; setting nil unloads it.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded, else nil; never loads it.
    public var viewIfLoaded: View? { storedView }

    /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`. Does nothing
    /// while the view is already loading (a `loadView()` reading `view` gets nil, not a loop).
    ///
    /// When `loadView()` leaves the view unset, the failure is reported (see
    /// `setViewLoadingErrorHandler(_:)`) and an empty view is installed, so `view` is never nil
    /// afterwards.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            ViewController.report(
                ViewLoadingError(reason: .loadViewDidNotSetView, controllerClass: "\(type(of: self))"))
            storedView = ViewController.makeEmptyView()
        }
        let steps = viewLoadingSteps
        viewLoadingSteps = []
        for step in steps { step(self) }
        viewDidLoad()
    }

    /// Creates the view and assigns it to `view`. Override to build the view in code (do not
    /// call `super`). The default uses the archived view if there is one, else loads the nib
    /// `nibName` through `ViewController.nibViewLoader`, else makes an empty view.
    ///
    /// A nib that cannot be loaded (no loader installed, or the loader throws) is reported (see
    /// `setViewLoadingErrorHandler(_:)`) and leaves an empty view, where UIKit would raise.
    open func loadView() {
        if let archivedView {
            self.archivedView = nil
            storedView = archivedView
            return
        }
        if let nibName {
            guard let loader = ViewController.nibViewLoader else {
                ViewController.report(
                    ViewLoadingError(reason: .noNibLoader(nibName: nibName), controllerClass: "\(type(of: self))"))
                storedView = ViewController.makeEmptyView()
                return
            }
            do {
                storedView = try loader(self, nibName, nibBundle)
            } catch {
                ViewController.report(
                    ViewLoadingError(
                        reason: .nibLoadingFailed(nibName: nibName, message: "\(error)"),
                        controllerClass: "\(type(of: self))"))
                storedView = ViewController.makeEmptyView()
            }
            return
        }
        storedView = ViewController.makeEmptyView()
    }

    /// Sent once after the view is loaded, whichever way.
    open func viewDidLoad() {}

    /// Sent to a controller loaded from a nib or storyboard once every object of the file
    /// exists and is connected, as to views.
    open func awakeFromNib() {}

    static func makeEmptyView() -> View {
        let view = View(frame: .zero)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    // MARK: Segue hooks (ViewController+Segues.swift performs them)

    /// Sent to the source before a segue is performed, with the destination already made:
    /// override to hand it what it needs. Does nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Asked before a segue a control triggers is performed (not for
    /// `performSegue(withIdentifier:sender:)`, as in UIKit); true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is the destination of an unwind segue whose action is `action`:
    /// by default, whether its class lists `action` in its `actionTable` (`ActionReceiver`).
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        guard let receiver = self as? any ActionReceiver else { return false }
        return type(of: receiver).actionTable[action] != nil
    }

    // MARK: Presentation hooks (ViewController+Presentation.swift)

    /// Presents `controller` modally over this controller's root ancestor, UIKit's
    /// `present(_:animated:completion:)`: it becomes `presentedViewController` and `controller`'s
    /// `presentingViewController` is set. Nothing happens (as UIKit, which logs it) when the root
    /// already presents a controller, or `controller` is presented already or is an ancestor of
    /// this one. There is no animation; `completion` runs at once.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentModally(controller)
        completion?()
    }

    /// Dismisses the controller this one presents (and every controller that one presents in
    /// turn); if it presents none, asks its presenter to dismiss it. UIKit's
    /// `dismiss(animated:completion:)`; `completion` runs at once.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismissModally()
        completion?()
    }

    // MARK: Appearance hooks (ViewController+Appearance.swift drives them)

    /// Whether appearance calls on this controller are forwarded to its children; true, as
    /// UIKit's default. Override to forward by hand.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Sent before the view is added to a visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Sent after the view was added to a visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Sent before the view is removed from a visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Sent after the view was removed from a visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment hooks

    /// Sent before the controller is added to (or, with nil, removed from) a parent.
    /// `addChild(_:)` sends it; before `removeFromParent()` the container sends it with nil.
    open func willMove(toParent parent: ViewController?) {}
    /// Sent after the controller was added to (or, with nil, removed from) a parent.
    /// `removeFromParent()` sends it with nil; after `addChild(_:)` the container sends it.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: State restoration hooks

    /// Saves the controller's state for restoration; overrides call `super` (empty for now).
    open func encodeRestorableState(with coder: Coder) {}
    /// Restores the state `encodeRestorableState(with:)` saved; overrides call `super`.
    ///
    /// - Throws: `CodingError` for a saved value of the wrong type.
    open func decodeRestorableState(with coder: Coder) throws {}
    /// Sent once every restored object has decoded its state.
    open func applicationFinishedRestoringState() {}

    // MARK: Responder chain

    /// The next responder: the superview of the controller's view, or else the parent
    /// controller (UIKit's rule). See `Responder`.
    open var next: (any Responder)? { viewIfLoaded?.superview ?? parent }
}
