import Foundation

/// An item shown on a bar, UIKit's `UIBarItem`: the title, image, tag and enabled state that
/// bar button items and tab bar items share. Not a view: a bar draws its items.
///
/// Archived keys: `title`, `image`, `landscapeImagePhone`, `largeContentSizeImage`, `imageInsets`,
/// `tag`, `isEnabled`, `accessibilityLabel`, `accessibilityIdentifier`.
open class BarItem: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// The title shown on the item; nil by default.
    open var title: String?
    /// The image shown on the item; nil by default.
    open var image: Image?
    /// The image used in landscape on phones; nil uses `image`.
    open var landscapeImagePhone: Image?
    /// The image shown by the large content viewer; nil uses `image`.
    open var largeContentSizeImage: Image?
    /// Insets of the image; zero by default.
    open var imageInsets: EdgeInsets = .zero
    /// A number the app identifies the item by; 0 by default.
    open var tag = 0
    /// Whether the item responds to taps; true by default.
    open var isEnabled = true
    /// The label read by assistive technologies.
    open var accessibilityLabel: String?
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String?

    /// Creates an item with no title or image.
    public init() {}

    /// Creates an item from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try BarItem.barItemProperties.decode(into: self, from: coder)
    }

    private static let barItemProperties = ArchivedProperties<BarItem>([
        .optional("title", String.self) { $0.title = $1 },
        .optional("image", Image.self) { $0.image = $1 },
        .optional("landscapeImagePhone", Image.self) { $0.landscapeImagePhone = $1 },
        .optional("largeContentSizeImage", Image.self) { $0.largeContentSizeImage = $1 },
        .value("imageInsets", EdgeInsets.self) { $0.imageInsets = $1 },
        .value("tag", Int.self) { $0.tag = $1 },
        .value("isEnabled", Bool.self) { $0.isEnabled = $1 },
        .optional("accessibilityLabel", String.self) { $0.accessibilityLabel = $1 },
        .optional("accessibilityIdentifier", String.self) { $0.accessibilityIdentifier = $1 },
    ])

    /// Writes the properties that differ from their defaults.
    open func encode(with coder: Coder) {
        coder.encode(title, forKey: "title")
        coder.encode(image, forKey: "image")
        coder.encode(landscapeImagePhone, forKey: "landscapeImagePhone")
        coder.encode(largeContentSizeImage, forKey: "largeContentSizeImage")
        coder.encode(imageInsets, forKey: "imageInsets", omittingDefault: .zero)
        coder.encode(tag, forKey: "tag", omittingDefault: 0)
        coder.encode(isEnabled, forKey: "isEnabled", omittingDefault: true)
        coder.encode(accessibilityLabel, forKey: "accessibilityLabel")
        coder.encode(accessibilityIdentifier, forKey: "accessibilityIdentifier")
    }
}
