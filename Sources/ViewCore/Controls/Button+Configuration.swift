import Foundation

extension Button {
    /// The look and content of a button made with a configuration, UIKit's
    /// `UIButton.Configuration`, kept as a value: NibKit archives it but draws nothing.
    ///
    /// It is archived under the button's `configuration` key as a dictionary of the members that
    /// differ from the style's defaults (`style`, `title`, `subtitle`, `image`,
    /// `baseForegroundColor`, `baseBackgroundColor`, `imagePlacement`, `imagePadding`,
    /// `titlePadding`, `contentInsets`, `cornerStyle`, `buttonSize`, `titleAlignment`,
    /// `showsActivityIndicator`). Entries it does not know are kept in `otherValues` and
    /// written back.
    public struct Configuration: Hashable, Sendable, CodingValueConvertible {
        /// The base look, UIKit's configuration constructors (`.plain()`, `.filled()`...).
        public enum Style: String, ArchivableEnum, Sendable {
            /// UIKit's `plain()`, `tinted()`, `gray()`, `filled()`, `borderless()`, `bordered()`,
            /// `borderedTinted()` and `borderedProminent()`.
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// Where the image is placed relative to the title, UIKit's `NSDirectionalRectEdge`.
        public enum ImagePlacement: String, ArchivableEnum, Sendable {
            /// Before, after, above or below the title.
            case leading, trailing, top, bottom
        }

        /// The shape of the background's corners, UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: String, ArchivableEnum, Sendable {
            /// Following the button size, the background's own radius, fully round, or fixed sizes.
            case dynamic, fixed, capsule, large, medium, small
        }

        /// The size of the button, UIKit's `UIButton.Configuration.Size`.
        public enum Size: String, ArchivableEnum, Sendable {
            /// From smallest to largest.
            case mini, small, medium, large
        }

        /// How title and subtitle are aligned, UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: String, ArchivableEnum, Sendable {
            /// Let the system decide, or align to the leading edge, center or trailing edge.
            case automatic, leading, center, trailing
        }

        /// The base look.
        public var style: Style
        /// The title; nil by default.
        public var title: String?
        /// A second line under the title; nil by default.
        public var subtitle: String?
        /// The image; nil by default.
        public var image: Image?
        /// The colour of title and image; nil uses the style's.
        public var baseForegroundColor: Color?
        /// The colour of the background; nil uses the style's.
        public var baseBackgroundColor: Color?
        /// Where the image is; `.leading` by default.
        public var imagePlacement: ImagePlacement = .leading
        /// The gap between image and title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The gap between title and subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// Insets around the content; nil uses the style's.
        public var contentInsets: DirectionalEdgeInsets?
        /// The shape of the corners; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size; `.medium` by default.
        public var buttonSize: Size = .medium
        /// How title and subtitle are aligned; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator replaces the image; false by default.
        public var showsActivityIndicator = false
        /// Archived entries this type does not model, written back unchanged.
        public var otherValues: [String: CodingValue] = [:]

        /// A configuration of `style` with its defaults.
        public init(style: Style) { self.style = style }

        /// UIKit's `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// UIKit's `UIButton.Configuration.filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's `UIButton.Configuration.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// UIKit's `UIButton.Configuration.gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }

        /// The configuration as a dictionary of the members that differ from their defaults.
        public var codingValue: CodingValue {
            var entries = otherValues
            entries["style"] = style.codingValue
            if let title { entries["title"] = .string(title) }
            if let subtitle { entries["subtitle"] = .string(subtitle) }
            if let image { entries["image"] = image.codingValue }
            if let baseForegroundColor { entries["baseForegroundColor"] = baseForegroundColor.codingValue }
            if let baseBackgroundColor { entries["baseBackgroundColor"] = baseBackgroundColor.codingValue }
            if imagePlacement != .leading { entries["imagePlacement"] = imagePlacement.codingValue }
            if imagePadding != 0 { entries["imagePadding"] = imagePadding.codingValue }
            if titlePadding != 0 { entries["titlePadding"] = titlePadding.codingValue }
            if let contentInsets { entries["contentInsets"] = contentInsets.codingValue }
            if cornerStyle != .dynamic { entries["cornerStyle"] = cornerStyle.codingValue }
            if buttonSize != .medium { entries["buttonSize"] = buttonSize.codingValue }
            if titleAlignment != .automatic { entries["titleAlignment"] = titleAlignment.codingValue }
            if showsActivityIndicator { entries["showsActivityIndicator"] = .bool(true) }
            return .dictionary(entries)
        }

        /// Reads a dictionary; nil when it is not one or a known member has the wrong type or
        /// an unknown name. A missing `style` is `.plain`.
        public init?(codingValue value: __shared CodingValue) {
            guard case .dictionary(var entries) = value else { return nil }
            func take<T: CodingValueConvertible>(_ key: String, _ type: T.Type) -> T?? {
                guard let entry = entries.removeValue(forKey: key) else { return .some(nil) }
                guard let decoded = T(codingValue: entry) else { return nil }
                return .some(decoded)
            }
            guard let style = take("style", Style.self), let title = take("title", String.self),
                let subtitle = take("subtitle", String.self), let image = take("image", Image.self),
                let foreground = take("baseForegroundColor", Color.self),
                let background = take("baseBackgroundColor", Color.self),
                let placement = take("imagePlacement", ImagePlacement.self),
                let imagePadding = take("imagePadding", CGFloat.self),
                let titlePadding = take("titlePadding", CGFloat.self),
                let insets = take("contentInsets", DirectionalEdgeInsets.self),
                let corners = take("cornerStyle", CornerStyle.self), let size = take("buttonSize", Size.self),
                let alignment = take("titleAlignment", TitleAlignment.self),
                let indicator = take("showsActivityIndicator", Bool.self)
            else { return nil }
            self.style = style ?? .plain
            self.title = title
            self.subtitle = subtitle
            self.image = image
            baseForegroundColor = foreground
            baseBackgroundColor = background
            imagePlacement = placement ?? .leading
            self.imagePadding = imagePadding ?? 0
            self.titlePadding = titlePadding ?? 0
            contentInsets = insets
            cornerStyle = corners ?? .dynamic
            buttonSize = size ?? .medium
            titleAlignment = alignment ?? .automatic
            showsActivityIndicator = indicator ?? false
            otherValues = entries
        }

        /// `"button configuration (dictionary)"`, for error messages.
        public static var codingTypeName: String { "button configuration (dictionary)" }
    }
}
