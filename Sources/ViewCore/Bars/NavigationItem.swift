import Foundation

/// What a navigation bar shows for one view controller, UIKit's `UINavigationItem`: a title (or
/// title view), a prompt, and bar button items on the left and right.
///
/// Every view controller has one (`ViewController.navigationItem`); a navigation controller's
/// bar shows the items of the controllers on its stack.
///
/// Archived keys: `title`, `prompt`, `backButtonTitle`, `largeTitleDisplayMode`,
/// `hidesBackButton`, `leftItemsSupplementBackButton`, `titleView` (an owned view),
/// `leftBarButtonItems`, `rightBarButtonItems` (arrays of owned items) and
/// `backBarButtonItem` (an owned item).
open class NavigationItem: Archivable {
    /// When the bar shows a large title for this item, UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, ArchivableEnum, Sendable {
        /// Follow the previous item, always show one, or never.
        case automatic, always, never
    }

    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// The title shown in the bar's centre; nil by default.
    open var title: String?
    /// A line shown above the title; nil by default.
    open var prompt: String?
    /// The title of the back button shown by the next item; nil uses this item's title.
    open var backButtonTitle: String?
    /// When a large title shows; `.automatic` by default.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Whether the back button is hidden; false by default.
    open var hidesBackButton = false
    /// Whether the left items show beside the back button rather than replacing it; false by default.
    open var leftItemsSupplementBackButton = false
    /// A view shown in place of the title; nil by default.
    open var titleView: View?
    /// The items on the left (leading) side, first outermost; empty by default.
    open var leftBarButtonItems: [BarButtonItem] = []
    /// The items on the right (trailing) side, first outermost; empty by default.
    open var rightBarButtonItems: [BarButtonItem] = []
    /// The item the next controller's back button shows; nil makes one from the title.
    open var backBarButtonItem: BarButtonItem?

    /// The outermost left item; setting it replaces every left item.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The outermost right item; setting it replaces every right item.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Creates an item with no title.
    public init() {}

    /// Creates an item with `title`, as `UINavigationItem(title:)`.
    public convenience init(title: String?) {
        self.init()
        self.title = title
    }

    /// Sets the left items; there is no animation.
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items ?? [] }

    /// Sets the right items; there is no animation.
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items ?? [] }

    /// Creates an item from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown display mode, or an
    ///   item or title view of the wrong class.
    public required init(coder: Coder) throws {
        try NavigationItem.itemProperties.decode(into: self, from: coder)
    }

    private static let itemProperties = ArchivedProperties<NavigationItem>([
        .optional("title", String.self) { $0.title = $1 },
        .optional("prompt", String.self) { $0.prompt = $1 },
        .optional("backButtonTitle", String.self) { $0.backButtonTitle = $1 },
        .value("largeTitleDisplayMode", LargeTitleDisplayMode.self) { $0.largeTitleDisplayMode = $1 },
        .value("hidesBackButton", Bool.self) { $0.hidesBackButton = $1 },
        .value("leftItemsSupplementBackButton", Bool.self) { $0.leftItemsSupplementBackButton = $1 },
        .init("titleView") { item, coder in item.titleView = try coder.decodeObject(of: View.self, forKey: "titleView")
        },
        .init("leftBarButtonItems") { item, coder in
            item.leftBarButtonItems =
                try coder.decodeObjects(of: BarButtonItem.self, forKey: "leftBarButtonItems") ?? []
        },
        .init("rightBarButtonItems") { item, coder in
            item.rightBarButtonItems =
                try coder.decodeObjects(of: BarButtonItem.self, forKey: "rightBarButtonItems") ?? []
        },
        .init("backBarButtonItem") { item, coder in
            item.backBarButtonItem = try coder.decodeObject(of: BarButtonItem.self, forKey: "backBarButtonItem")
        },
    ])

    /// Writes the properties that differ from their defaults.
    open func encode(with coder: Coder) {
        coder.encode(title, forKey: "title")
        coder.encode(prompt, forKey: "prompt")
        coder.encode(backButtonTitle, forKey: "backButtonTitle")
        coder.encode(largeTitleDisplayMode, forKey: "largeTitleDisplayMode", omittingDefault: .automatic)
        coder.encode(hidesBackButton, forKey: "hidesBackButton", omittingDefault: false)
        coder.encode(leftItemsSupplementBackButton, forKey: "leftItemsSupplementBackButton", omittingDefault: false)
        coder.encode(titleView, forKey: "titleView")
        if !leftBarButtonItems.isEmpty { coder.encode(leftBarButtonItems, forKey: "leftBarButtonItems") }
        if !rightBarButtonItems.isEmpty { coder.encode(rightBarButtonItems, forKey: "rightBarButtonItems") }
        coder.encode(backBarButtonItem, forKey: "backBarButtonItem")
    }
}
