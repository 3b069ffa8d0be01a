import Foundation

/// A bar of bar button items, UIKit's `UIToolbar`. Nothing is drawn.
///
/// Archived keys: `items` (owned bar button items), `barStyle`, `isTranslucent`, `barTintColor`.
open class Toolbar: View {
    /// UIKit's bar height, 44 points; the width is left to constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 44) }

    /// The items, leading first; nil by default.
    open var items: [BarButtonItem]?
    /// The bar's look; `.default` by default.
    open var barStyle: BarStyle = .default
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// The colour of the bar's background; nil uses the system's.
    open var barTintColor: Color?

    /// Creates a toolbar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the items; there is no animation.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    /// Creates a toolbar from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown bar style, or an item
    ///   that is not a bar button item.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try Toolbar.toolbarProperties.decode(into: self, from: coder)
    }

    private static let toolbarProperties = ArchivedProperties<Toolbar>([
        .init("items") { bar, coder in bar.items = try coder.decodeObjects(of: BarButtonItem.self, forKey: "items") },
        .value("barStyle", BarStyle.self) { $0.barStyle = $1 },
        .value("isTranslucent", Bool.self) { $0.isTranslucent = $1 },
        .optional("barTintColor", Color.self) { $0.barTintColor = $1 },
    ])

    /// Writes the view's properties, then the toolbar's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        if let items { coder.encode(items, forKey: "items") }
        coder.encode(barStyle, forKey: "barStyle", omittingDefault: .default)
        coder.encode(isTranslucent, forKey: "isTranslucent", omittingDefault: true)
        coder.encode(barTintColor, forKey: "barTintColor")
    }
}
