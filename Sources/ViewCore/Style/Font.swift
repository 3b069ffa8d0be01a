import Foundation

/// A font description as interface files carry it: the system font (with weight), a Dynamic
/// Type text style, or a font by name, at a point size. No glyphs are loaded.
///
/// ```swift
/// label.font = .systemFont(ofSize: 17, weight: .semibold)
/// title.font = .preferredFont(forTextStyle: .headline)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Which family the font comes from.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The system font, its bold or italic variant, a Dynamic Type text style, or a font by name.
        case system, boldSystem, italicSystem, textStyle, named
    }

    /// A font weight, with UIKit's numeric values.
    public struct Weight: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// The weight on UIKit's scale: -1 (thinnest) to 1 (heaviest), 0 for regular.
        public var rawValue: CGFloat
        /// Creates a weight with that value; it need not be one of the named weights.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// -0.8, UIKit's `ultraLight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6, UIKit's `thin`.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4, UIKit's `light`.
        public static let light = Weight(rawValue: -0.4)
        /// 0, UIKit's `regular`: the default weight.
        public static let regular = Weight(rawValue: 0)
        /// 0.23, UIKit's `medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3, UIKit's `semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4, UIKit's `bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56, UIKit's `heavy`.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62, UIKit's `black`.
        public static let black = Weight(rawValue: 0.62)
        /// The named weights, from thinnest to heaviest.
        public static let allCases: [Weight] = [ultraLight, thin, light, regular, medium, semibold, bold, heavy, black]
        /// The names interface files use (`"semibold"`), in the order of `allCases`.
        public static let names = [
            "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
        ]
        /// The weight's name, or nil for a weight between the named ones.
        public var name: String? { Weight.allCases.firstIndex(of: self).map { Weight.names[$0] } }
        /// The weight with that name.
        public init?(name: String) {
            guard let index = Weight.names.firstIndex(of: name) else { return nil }
            self = Weight.allCases[index]
        }
    }

    /// A Dynamic Type text style (`"body"`, `"headline"`, ...), UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name as UIKit and interface files spell it (`"body"`).
        public var rawValue: String
        /// Creates a text style with that name; unknown names are kept and size to 17 points.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `"body"`: body text, 17 points by default.
        public static let body = TextStyle(rawValue: "body")
        /// `"headline"`: headings, 17 points by default.
        public static let headline = TextStyle(rawValue: "headline")
        /// `"subheadline"`: subheadings, 15 points by default.
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// `"caption1"`: captions, 12 points by default.
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// `"footnote"`: footnotes, 13 points by default.
        public static let footnote = TextStyle(rawValue: "footnote")
        /// `"title1"`: first-level titles, 28 points by default.
        public static let title1 = TextStyle(rawValue: "title1")
        /// The default point sizes of the large (default) content size category.
        static let defaultSizes: [String: CGFloat] = [
            "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
            "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
    }

    /// Which family the font comes from; says which of `name` and `textStyle` apply.
    public var kind: Kind
    /// The font's name for `.named` fonts (`"Helvetica-Bold"`), else nil.
    public var name: String?
    /// The family for `.named` fonts when the file gives one.
    public var familyName: String?
    /// The text style for `.textStyle` fonts.
    public var textStyle: TextStyle?
    /// The font size, in points.
    public var pointSize: CGFloat
    /// The weight; `.regular` unless given, `.bold` for `boldSystemFont(ofSize:)`.
    public var weight: Weight

    /// Creates a font description from its parts; prefer the factory methods.
    public init(
        kind: Kind, pointSize: CGFloat, weight: Weight = .regular, name: String? = nil,
        familyName: String? = nil, textStyle: TextStyle? = nil
    ) {
        self.kind = kind
        self.pointSize = pointSize
        self.weight = weight
        self.name = name
        self.familyName = familyName
        self.textStyle = textStyle
    }

    /// A font by name, as `UIFont(name:size:)`.
    public init(name: String, size: CGFloat) {
        self.init(kind: .named, pointSize: size, name: name)
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(kind: .system, pointSize: size, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(kind: .boldSystem, pointSize: size, weight: .bold)
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(kind: .italicSystem, pointSize: size)
    }

    /// The font for a Dynamic Type text style at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(kind: .textStyle, pointSize: TextStyle.defaultSizes[style.rawValue] ?? 17, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }

    /// A debugging summary: the kind or name, the point size, and the weight when relevant.
    public var description: String {
        switch kind {
        case .named: return "\(name ?? "?") \(pointSize)"
        case .textStyle: return "textStyle:\(textStyle?.rawValue ?? "?") \(pointSize)"
        default: return "\(kind.rawValue) \(pointSize) \(weight.name ?? "\(weight.rawValue)")"
        }
    }
}
