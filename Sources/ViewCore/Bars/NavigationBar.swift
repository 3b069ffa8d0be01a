import Foundation

/// A bar showing a stack of navigation items, UIKit's `UINavigationBar`: the top item's title
/// and bar button items, and a back button for the item below it. Nothing is drawn.
///
/// A bar made in code or read from an archive keeps its own `items`. The bar of a
/// `NavigationController` shows the navigation items of the controllers on its stack, as
/// UIKit's does: its `items` follow the stack and are not archived with the bar.
///
/// Archived keys: `items` (owned navigation items, bottom first), `barStyle`, `isTranslucent`,
/// `barTintColor`, `prefersLargeTitles`, `shadowImage`, `backgroundImage`.
open class NavigationBar: View {
    /// UIKit's bar height, 44 points; the width is left to constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 44) }

    /// The bar's look; `.default` by default.
    open var barStyle: BarStyle = .default
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// The colour of the bar's background; nil uses the system's.
    open var barTintColor: Color?
    /// Whether large titles are shown when items ask for them; false by default.
    open var prefersLargeTitles = false
    /// The image of the line under the bar; nil uses the system's.
    open var shadowImage: Image?
    /// The image drawn behind the bar (for the default metrics); nil by default.
    open var backgroundImage: Image?

    /// The navigation controller whose stack the bar shows, or nil.
    weak var managingController: NavigationController?
    private var storedItems: [NavigationItem] = []

    /// The items, bottom first; the top item is the last. A navigation controller's bar lists
    /// its controllers' navigation items, and setting them does nothing (UIKit raises).
    open var items: [NavigationItem]? {
        get { managingController.map { $0.viewControllers.map(\.navigationItem) } ?? storedItems }
        set { if managingController == nil { storedItems = newValue ?? [] } }
    }

    /// The item on top of the stack, whose title the bar shows.
    public var topItem: NavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    public var backItem: NavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Creates a bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the items; there is no animation.
    open func setItems(_ items: [NavigationItem]?, animated: Bool) { self.items = items }

    /// Pushes `item` on the stack; there is no animation.
    open func pushItem(_ item: NavigationItem, animated: Bool) { items = (items ?? []) + [item] }

    /// Pops the top item and returns it, or nil when the stack is empty.
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard var current = items, let top = current.popLast() else { return nil }
        items = current
        return top
    }

    /// Creates a bar from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown bar style, or an item
    ///   that is not a navigation item.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try NavigationBar.barProperties.decode(into: self, from: coder)
    }

    private static let barProperties = ArchivedProperties<NavigationBar>([
        .init("items") { bar, coder in
            bar.storedItems = try coder.decodeObjects(of: NavigationItem.self, forKey: "items") ?? []
        },
        .value("barStyle", BarStyle.self) { $0.barStyle = $1 },
        .value("isTranslucent", Bool.self) { $0.isTranslucent = $1 },
        .optional("barTintColor", Color.self) { $0.barTintColor = $1 },
        .value("prefersLargeTitles", Bool.self) { $0.prefersLargeTitles = $1 },
        .optional("shadowImage", Image.self) { $0.shadowImage = $1 },
        .optional("backgroundImage", Image.self) { $0.backgroundImage = $1 },
    ])

    /// Writes the view's properties, then the bar's that differ from their defaults (the items
    /// only when the bar keeps its own).
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        if managingController == nil, !storedItems.isEmpty { coder.encode(storedItems, forKey: "items") }
        coder.encode(barStyle, forKey: "barStyle", omittingDefault: .default)
        coder.encode(isTranslucent, forKey: "isTranslucent", omittingDefault: true)
        coder.encode(barTintColor, forKey: "barTintColor")
        coder.encode(prefersLargeTitles, forKey: "prefersLargeTitles", omittingDefault: false)
        coder.encode(shadowImage, forKey: "shadowImage")
        coder.encode(backgroundImage, forKey: "backgroundImage")
    }
}
