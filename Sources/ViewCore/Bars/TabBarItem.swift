import Foundation

/// An item of a tab bar, UIKit's `UITabBarItem`: a title and image (or one of the system items),
/// an image for the selected state and a badge.
///
/// As for `BarButtonItem`, NibKit keeps the system item an item was made as (`systemItem`).
///
/// Archived keys (besides `BarItem`'s): `systemItem`, `selectedImage`, `badgeValue`,
/// `badgeColor`, `titlePositionAdjustment` (a size: UIKit's `UIOffset` horizontal and vertical).
open class TabBarItem: BarItem {
    /// The items the system provides, UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: String, ArchivableEnum, Sendable {
        /// UIKit's system items of the same names.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        /// UIKit's system items of the same names.
        case mostRecent, mostViewed
    }

    /// The system item the item was made as, or nil.
    public internal(set) var systemItem: SystemItem?
    /// The image shown while the item is selected; nil uses `image`.
    open var selectedImage: Image?
    /// The text of the badge; nil shows no badge.
    open var badgeValue: String?
    /// The badge's background colour; nil uses the system's red.
    open var badgeColor: Color?
    /// How far the title is moved from its place (UIKit's `UIOffset` as a size); zero by default.
    open var titlePositionAdjustment: CGSize = .zero

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item with `title`, `image` and `selectedImage`, as
    /// `UITabBarItem(title:image:selectedImage:)`.
    public convenience init(title: String?, image: Image?, selectedImage: Image? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item with `title`, `image` and `tag`, as `UITabBarItem(title:image:tag:)`.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title, image: image)
        self.tag = tag
    }

    /// Creates one of the system's items, as `UITabBarItem(tabBarSystemItem:tag:)`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// Creates an item from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown system item.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try TabBarItem.itemProperties.decode(into: self, from: coder)
    }

    private static let itemProperties = ArchivedProperties<TabBarItem>([
        .optional("systemItem", SystemItem.self) { $0.systemItem = $1 },
        .optional("selectedImage", Image.self) { $0.selectedImage = $1 },
        .optional("badgeValue", String.self) { $0.badgeValue = $1 },
        .optional("badgeColor", Color.self) { $0.badgeColor = $1 },
        .value("titlePositionAdjustment", CGSize.self) { $0.titlePositionAdjustment = $1 },
    ])

    /// Writes `BarItem`'s properties, then the item's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(systemItem, forKey: "systemItem")
        coder.encode(selectedImage, forKey: "selectedImage")
        coder.encode(badgeValue, forKey: "badgeValue")
        coder.encode(badgeColor, forKey: "badgeColor")
        coder.encode(titlePositionAdjustment, forKey: "titlePositionAdjustment", omittingDefault: .zero)
    }
}
