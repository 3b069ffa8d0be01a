import Foundation

/// A container that shows one page (or two, side by side) of content controllers and moves
/// between them, UIKit's `UIPageViewController`. There is no data source or gesture yet: code
/// sets the pages shown with `setViewControllers(_:direction:animated:)`.
///
/// The pages shown are the controller's `children`, archived as the children.
///
/// Archived keys (besides `ViewController`'s): `transitionStyle`, `navigationOrientation`,
/// `spineLocation`, `isDoubleSided`.
open class PageViewController: ViewController {
    /// How pages change, UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: String, ArchivableEnum, Sendable {
        /// A page curl, or a scroll.
        case pageCurl, scroll
    }

    /// The direction pages move in, UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: String, ArchivableEnum, Sendable {
        /// Left and right, or up and down.
        case horizontal, vertical
    }

    /// Where the spine of a page curl is, UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: String, ArchivableEnum, Sendable {
        /// No spine (scrolling), at the leading or top edge, in the middle, or at the trailing edge.
        case none, min, mid, max
    }

    /// The direction of a page change, UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: String, Sendable {
        /// To the next page, or to the previous one.
        case forward, reverse
    }

    /// How pages change; fixed at creation, `.pageCurl` by default.
    public let transitionStyle: TransitionStyle
    /// The direction pages move in; fixed at creation, `.horizontal` by default.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is; fixed at creation, `.min` for a page curl and `.none` for scrolling.
    public let spineLocation: SpineLocation
    /// Whether content shows on the back of a page; false by default.
    open var isDoubleSided = false

    /// Creates a page view controller, as `UIPageViewController(transitionStyle:navigationOrientation:options:)`
    /// with the spine location option; nil takes the style's default.
    public init(
        transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
        spineLocation: SpineLocation? = nil
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.spineLocation = spineLocation ?? (transitionStyle == .pageCurl ? .min : .none)
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page-curl controller, horizontal, or one loading its view from the nib `nibName`.
    public override init(nibName: String?, bundle: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates a page view controller from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        let style = try coder.decode(TransitionStyle.self, forKey: "transitionStyle") ?? .pageCurl
        transitionStyle = style
        navigationOrientation =
            try coder.decode(NavigationOrientation.self, forKey: "navigationOrientation") ?? .horizontal
        spineLocation =
            try coder.decode(SpineLocation.self, forKey: "spineLocation") ?? (style == .pageCurl ? .min : .none)
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "isDoubleSided") { isDoubleSided = v }
    }

    /// Writes `ViewController`'s properties (the pages as the children), then the page settings.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(transitionStyle, forKey: "transitionStyle", omittingDefault: .pageCurl)
        coder.encode(navigationOrientation, forKey: "navigationOrientation", omittingDefault: .horizontal)
        coder.encode(
            spineLocation, forKey: "spineLocation", omittingDefault: transitionStyle == .pageCurl ? .min : .none)
        coder.encode(isDoubleSided, forKey: "isDoubleSided", omittingDefault: false)
    }

    /// The pages shown; nil when there are none.
    public var viewControllers: [ViewController]? { children.isEmpty ? nil : children }

    /// Shows `controllers` in place of the pages shown; there is no animation, and `completion`
    /// runs at once with true.
    open func setViewControllers(
        _ controllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        for old in children {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in controllers ?? [] where controller !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        completion?(true)
    }
}
