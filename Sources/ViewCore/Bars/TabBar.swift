import Foundation

/// A bar of tab bar items with one selected, UIKit's `UITabBar`. Nothing is drawn.
///
/// The bar of a `TabBarController` shows the tab bar items of its controllers and selects the
/// selected controller's, as UIKit's does: its `items` and `selectedItem` follow the controller
/// and are not archived with the bar.
///
/// Archived keys: `items` (owned tab bar items), `selectedItem` (a reference to one of them),
/// `barStyle`, `isTranslucent`, `barTintColor`, `unselectedItemTintColor`, `itemPositioning`.
open class TabBar: View {
    /// UIKit's tab bar height without a home indicator, 49 points; the width is left to constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 49) }

    /// How the items share the bar's width, UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: String, ArchivableEnum, Sendable {
        /// Let the system decide, fill the width, or center the items.
        case automatic, fill, centered
    }

    /// The bar's look; `.default` by default.
    open var barStyle: BarStyle = .default
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// The colour of the bar's background; nil uses the system's.
    open var barTintColor: Color?
    /// The colour of the items not selected; nil uses the system's.
    open var unselectedItemTintColor: Color?
    /// How the items share the width; `.automatic` by default.
    open var itemPositioning: ItemPositioning = .automatic

    /// The tab bar controller whose controllers the bar shows, or nil.
    weak var managingController: TabBarController?
    private var storedItems: [TabBarItem]?
    private weak var storedSelectedItem: TabBarItem?

    /// The items, leading first. A tab bar controller's bar lists its controllers' tab bar items,
    /// and setting them does nothing (UIKit raises).
    open var items: [TabBarItem]? {
        get { managingController.map { $0.children.map(\.tabBarItem) } ?? storedItems }
        set { if managingController == nil { storedItems = newValue } }
    }

    /// The selected item, one of `items`, or nil. A tab bar controller's bar selects its selected
    /// controller's item.
    open var selectedItem: TabBarItem? {
        get { managingController.flatMap { $0.selectedViewController?.tabBarItem } ?? storedSelectedItem }
        set { if managingController == nil { storedSelectedItem = newValue } }
    }

    /// Creates a tab bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the items; there is no animation.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

    /// Creates a tab bar from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown name, or an item that
    ///   is not a tab bar item.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try TabBar.tabBarProperties.decode(into: self, from: coder)
    }

    private static let tabBarProperties = ArchivedProperties<TabBar>([
        .init("items") { bar, coder in bar.storedItems = try coder.decodeObjects(of: TabBarItem.self, forKey: "items")
        },
        .init("selectedItem") { bar, coder in
            try coder.decodeConditionalObject(of: TabBarItem.self, forKey: "selectedItem") { [weak bar] in
                bar?.storedSelectedItem = $0
            }
        },
        .value("barStyle", BarStyle.self) { $0.barStyle = $1 },
        .value("isTranslucent", Bool.self) { $0.isTranslucent = $1 },
        .optional("barTintColor", Color.self) { $0.barTintColor = $1 },
        .optional("unselectedItemTintColor", Color.self) { $0.unselectedItemTintColor = $1 },
        .value("itemPositioning", ItemPositioning.self) { $0.itemPositioning = $1 },
    ])

    /// Writes the view's properties, then the bar's that differ from their defaults (the items
    /// and selection only when the bar keeps its own).
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        if managingController == nil {
            if let storedItems { coder.encode(storedItems, forKey: "items") }
            coder.encodeConditionalObject(storedSelectedItem, forKey: "selectedItem")
        }
        coder.encode(barStyle, forKey: "barStyle", omittingDefault: .default)
        coder.encode(isTranslucent, forKey: "isTranslucent", omittingDefault: true)
        coder.encode(barTintColor, forKey: "barTintColor")
        coder.encode(unselectedItemTintColor, forKey: "unselectedItemTintColor")
        coder.encode(itemPositioning, forKey: "itemPositioning", omittingDefault: .automatic)
    }
}
