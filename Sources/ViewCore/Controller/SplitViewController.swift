import Foundation

/// A container that shows a primary and a secondary controller side by side (or collapsed into
/// one), UIKit's `UISplitViewController`. There is no size class or collapsing yet: the
/// configuration is kept and archived.
///
/// The controllers are the container's `children` (primary first), archived as the children.
///
/// Archived keys (besides `ViewController`'s): `style`, `preferredDisplayMode`,
/// `presentsWithGesture`, `preferredPrimaryColumnWidthFraction`, `primaryEdge`.
open class SplitViewController: ViewController {
    /// The number of columns, UIKit's `UISplitViewController.Style`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// The classic two-controller interface, two columns, or three columns.
        case unspecified, doubleColumn, tripleColumn
    }

    /// How the columns are arranged, UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: String, ArchivableEnum, Sendable {
        /// UIKit's display modes of the same names.
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        /// UIKit's display modes of the same names.
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// The side the primary column is on, UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: String, ArchivableEnum, Sendable {
        /// The leading or the trailing side.
        case leading, trailing
    }

    /// UIKit's `automaticDimension`, -1: let the system choose the width.
    public static let automaticDimension: CGFloat = -1

    /// The number of columns; fixed at creation, `.unspecified` by default.
    public let style: Style
    /// How the columns should be arranged; `.automatic` by default.
    open var preferredDisplayMode: DisplayMode = .automatic
    /// Whether a swipe shows and hides the primary column; true by default.
    open var presentsWithGesture = true
    /// The primary column's share of the width; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension
    /// The side the primary column is on; `.leading` by default.
    open var primaryEdge: PrimaryEdge = .leading

    /// Creates a split view controller of `style`, as `UISplitViewController(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller, or one loading its view from the nib `nibName`.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates a split view controller from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        style = try coder.decode(Style.self, forKey: "style") ?? .unspecified
        try super.init(coder: coder)
        if let v = try coder.decode(DisplayMode.self, forKey: "preferredDisplayMode") { preferredDisplayMode = v }
        if let v = try coder.decode(Bool.self, forKey: "presentsWithGesture") { presentsWithGesture = v }
        if let v = try coder.decode(CGFloat.self, forKey: "preferredPrimaryColumnWidthFraction") {
            preferredPrimaryColumnWidthFraction = v
        }
        if let v = try coder.decode(PrimaryEdge.self, forKey: "primaryEdge") { primaryEdge = v }
    }

    /// Writes `ViewController`'s properties (the columns as the children), then the settings
    /// that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(style, forKey: "style", omittingDefault: .unspecified)
        coder.encode(preferredDisplayMode, forKey: "preferredDisplayMode", omittingDefault: .automatic)
        coder.encode(presentsWithGesture, forKey: "presentsWithGesture", omittingDefault: true)
        coder.encode(
            preferredPrimaryColumnWidthFraction, forKey: "preferredPrimaryColumnWidthFraction",
            omittingDefault: SplitViewController.automaticDimension)
        coder.encode(primaryEdge, forKey: "primaryEdge", omittingDefault: .leading)
    }

    /// The controllers, primary first. Setting it replaces them.
    open var viewControllers: [ViewController] {
        get { children }
        set {
            for old in children where !newValue.contains(where: { $0 === old }) {
                old.willMove(toParent: nil)
                old.removeFromParent()
            }
            var seen = Set<ObjectIdentifier>()
            let columns = newValue.filter { seen.insert(ObjectIdentifier($0)).inserted && $0 !== self }
            for controller in columns where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            children = columns
        }
    }

    /// Makes `controller` the secondary column, as `showDetailViewController(_:sender:)` does in a
    /// two-controller split view.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        var columns = children
        if columns.count >= 2 { columns[columns.count - 1] = controller } else { columns.append(controller) }
        viewControllers = columns
    }
}
