import Foundation

/// A button on a navigation bar or toolbar, UIKit's `UIBarButtonItem`: a title or image with a
/// style, one of the system items, a custom view, or a space.
///
/// UIKit cannot tell which system item an item was made with; NibKit keeps it (`systemItem`) so
/// that an archive written back names it again.
///
/// Actions use the mechanism of `Control` and `GestureRecognizer` (see `ActionReceiver`): a named
/// action of the target's `actionTable` (what a nib connects), or a closure; each receives the
/// item as its sender. There are no touches: `simulateTap()` sends them as a tap would.
///
/// Archived keys (besides `BarItem`'s): `style`, `systemItem`, `width`, `tintColor`,
/// `customView` (an owned view), `possibleTitles` (an array of strings), `isSelected`.
open class BarButtonItem: BarItem {
    /// How a titled item is drawn, UIKit's `UIBarButtonItem.Style`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// A plain item; `bordered` is the pre-iOS 7 name Interface Builder still writes; `done`
        /// is drawn bold.
        case plain, bordered, done
    }

    /// The items the system provides, UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: String, ArchivableEnum, Sendable {
        /// UIKit's system items of the same names.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        /// UIKit's system items of the same names.
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// UIKit's system items of the same names.
        case pageCurl, close
    }

    /// How the item is drawn; `.plain` by default.
    open var style: Style = .plain
    /// The system item the item was made as, or nil.
    public internal(set) var systemItem: SystemItem?
    /// The width of a fixed space (or of the item); 0 lets the bar decide.
    open var width: CGFloat = 0
    /// The colour of the item; nil uses the bar's.
    open var tintColor: Color?
    /// A view shown in place of the title and image; nil by default.
    open var customView: View?
    /// Titles the item may show, so the bar reserves room for the longest; nil by default.
    open var possibleTitles: Set<String>?
    /// Whether the item is drawn selected; false by default.
    open var isSelected = false

    var targetActions = TargetActionList()

    /// The target of the last named action added (held weakly), or nil; not archived.
    public var target: AnyObject? { targetActions.namedConnections.last?.target }
    /// The name of the last named action added, or nil; not archived.
    public var action: String? { targetActions.namedConnections.last?.name }

    /// Creates a plain item with no title.
    public override init() { super.init() }

    /// Creates an item showing `title` in `style`, as `UIBarButtonItem(title:style:target:action:)`.
    public convenience init(title: String?, style: Style = .plain) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates an item showing `image` in `style`.
    public convenience init(image: Image?, style: Style = .plain) {
        self.init()
        self.image = image
        self.style = style
    }

    /// Creates one of the system's items, as `UIBarButtonItem(barButtonSystemItem:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init()
        self.systemItem = systemItem
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// A flexible space, as `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space of `width` points, as `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    // MARK: Targets and actions

    /// Adds the action `action` of `target`'s `actionTable`; the nib loader's entry point.
    /// Adding the same target and name twice keeps one.
    ///
    /// - Throws: `ActionError` when `target` is not an `ActionReceiver`, has no action of that
    ///   name, or the action's sender type cannot take this item.
    public func addTarget(_ target: AnyObject, action: String) throws(ActionError) {
        let method = try ActionTable.resolve(action, on: target, sender: self)
        targetActions.add(.method(target: .init(target), name: action, method), for: .allEvents)
    }

    /// Adds a closure action, as UIKit's `primaryAction`.
    public func addAction(_ action: Action) {
        targetActions.add(.closure(action), for: .allEvents)
    }

    /// The named action connections with live targets, in registration order.
    public var namedActionConnections: [(target: AnyObject, name: String)] {
        targetActions.namedConnections.map { ($0.target, $0.name) }
    }

    /// Sends the actions as a tap would, in registration order.
    ///
    /// - Returns: false, sending nothing, when the item is disabled.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        targetActions.send(for: .allEvents, sender: self, event: nil)
        return true
    }

    /// Creates an item from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown style or system item,
    ///   or a custom view that is not a view.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try BarButtonItem.itemProperties.decode(into: self, from: coder)
    }

    private static let itemProperties = ArchivedProperties<BarButtonItem>([
        .value("style", Style.self) { $0.style = $1 },
        .optional("systemItem", SystemItem.self) { $0.systemItem = $1 },
        .value("width", CGFloat.self) { $0.width = $1 },
        .optional("tintColor", Color.self) { $0.tintColor = $1 },
        .init("customView") { item, coder in
            item.customView = try coder.decodeObject(of: View.self, forKey: "customView")
        },
        .init("possibleTitles") { item, coder in
            item.possibleTitles = try coder.decodeArray(of: String.self, forKey: "possibleTitles").map(Set.init)
        },
        .value("isSelected", Bool.self) { $0.isSelected = $1 },
    ])

    /// Writes `BarItem`'s properties, then the item's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(style, forKey: "style", omittingDefault: .plain)
        coder.encode(systemItem, forKey: "systemItem")
        coder.encode(width, forKey: "width", omittingDefault: 0)
        coder.encode(tintColor, forKey: "tintColor")
        coder.encode(customView, forKey: "customView")
        if let possibleTitles { coder.encode(possibleTitles.sorted(), forKey: "possibleTitles") }
        coder.encode(isSelected, forKey: "isSelected", omittingDefault: false)
    }
}
