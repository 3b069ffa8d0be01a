import Foundation

/// A colour: RGBA components in a named colour space, optionally standing for a system colour or
/// a named (asset-catalog) colour whose components are the fallback used when the name is unknown.
///
/// Interface files use all three forms, so all three round-trip unchanged through the archive.
///
/// ```swift
/// view.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
/// label.textColor = .label
/// button.tintColor = Color(named: "Brand", fallback: .systemBlue)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour space the components are expressed in.
    public struct Space: RawRepresentable, Hashable, Sendable {
        /// The space's name as archives spell it (`"sRGB"`).
        public var rawValue: String
        /// Creates a space with that name; names other than the static ones are kept unchanged.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// sRGB, the default.
        public static let sRGB = Space(rawValue: "sRGB")
        /// Display P3, the wide-gamut space of recent screens.
        public static let displayP3 = Space(rawValue: "displayP3")
        /// Extended-range sRGB (components may leave 0...1).
        public static let extendedSRGB = Space(rawValue: "extendedSRGB")
        /// Grey levels: `red`, `green` and `blue` are equal and hold the white level.
        public static let gray = Space(rawValue: "gray")
    }

    /// The red component, 0 to 1 (beyond in `.extendedSRGB`); the white level in `.gray`.
    public var red: CGFloat
    /// The green component, 0 to 1 (beyond in `.extendedSRGB`); the white level in `.gray`.
    public var green: CGFloat
    /// The blue component, 0 to 1 (beyond in `.extendedSRGB`); the white level in `.gray`.
    public var blue: CGFloat
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat
    /// The colour space the components are in; `.sRGB` unless given.
    public var colorSpace: Space
    /// The system or asset name, in one box: most colours have neither, and two optional
    /// strings made every colour (and every view, which holds several) 24 bytes larger.
    private var names: ColorNames?

    /// The system colour this value stands for (`"systemBlue"`), resolved to the components.
    public var systemName: String? {
        get { names?.system }
        set { names = ColorNames.make(system: newValue, asset: names?.asset) }
    }
    /// The asset-catalog name this value stands for; the components are its fallback.
    public var assetName: String? {
        get { names?.asset }
        set { names = ColorNames.make(system: names?.system, asset: newValue) }
    }

    /// Creates an sRGB (or other space) colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: Space = .sRGB) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        self.colorSpace = colorSpace
    }

    /// Creates a grey colour.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha, colorSpace: .gray)
    }

    /// A named asset-catalog colour, with the components to use where the catalog is absent
    /// (there is none on Linux, so `fallback` is what is drawn).
    public init(named name: String, fallback: Color = .clear) {
        self = fallback
        self.systemName = nil
        self.assetName = name
    }

    /// A system colour by name (`"systemBlue"`, `"label"`), with its light-appearance components.
    public init(systemName name: String, fallback: Color) {
        self = fallback
        self.assetName = nil
        self.systemName = name
    }

    /// The white level of a grey colour (the mean of the components otherwise).
    public var white: CGFloat { colorSpace == .gray ? red : (red + green + blue) / 3 }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    /// A debugging summary: the space and components, prefixed by the system or asset name if any.
    public var description: String {
        let base = "\(colorSpace.rawValue)(\(red), \(green), \(blue), \(alpha))"
        if let systemName { return "system:\(systemName) \(base)" }
        if let assetName { return "named:\(assetName) \(base)" }
        return base
    }
}

extension Color {
    private static func system(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> Color {
        Color(systemName: name, fallback: Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
    }

    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black, in the grey space.
    public static let black = Color(white: 0, alpha: 1)
    /// Opaque white, in the grey space.
    public static let white = Color(white: 1, alpha: 1)
    /// Opaque 50% grey, in the grey space.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// Opaque pure red, sRGB (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque pure green, sRGB (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque pure blue, sRGB (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    /// The system tint, RGB (0, 122, 255): what `View.tintColor` returns when nothing sets one.
    public static let systemBlue = system("systemBlue", 0, 122, 255)
    /// UIKit's `systemRed`, light appearance: RGB (255, 59, 48).
    public static let systemRed = system("systemRed", 255, 59, 48)
    /// UIKit's `systemGreen`, light appearance: RGB (52, 199, 89).
    public static let systemGreen = system("systemGreen", 52, 199, 89)
    /// UIKit's `systemGray`, light appearance: RGB (142, 142, 147).
    public static let systemGray = system("systemGray", 142, 142, 147)
    /// The light-appearance text colour.
    public static let label = system("label", 0, 0, 0)
    /// UIKit's `secondaryLabel`, light appearance: RGB (60, 60, 67) at 60% alpha.
    public static let secondaryLabel = system("secondaryLabel", 60, 60, 67, 0.6)
    /// UIKit's `systemBackground`, light appearance: white.
    public static let systemBackground = system("systemBackground", 255, 255, 255)

    /// The known system colours by name, for readers that meet a name without components.
    public static let systemColors: [String: Color] = Dictionary(
        uniqueKeysWithValues: [systemBlue, systemRed, systemGreen, systemGray, label, secondaryLabel, systemBackground]
            .compactMap { color in color.systemName.map { ($0, color) } })

    /// A dimmed version, as UIKit shows a tint colour while `tintAdjustmentMode` is `.dimmed`:
    /// desaturated to grey at the same alpha.
    public var dimmed: Color {
        let level = 0.299 * red + 0.587 * green + 0.114 * blue
        return Color(white: level, alpha: alpha)
    }
}

/// A colour's system and asset names, shared by its copies and never changed: a colour that
/// gets a new name gets a new box. Compared and hashed by the names.
private final class ColorNames: Hashable, Sendable {
    let system: String?
    let asset: String?

    private init(system: String?, asset: String?) {
        self.system = system
        self.asset = asset
    }

    /// A box for the names, or nil when there is neither.
    static func make(system: String?, asset: String?) -> ColorNames? {
        system == nil && asset == nil ? nil : ColorNames(system: system, asset: asset)
    }

    static func == (lhs: ColorNames, rhs: ColorNames) -> Bool {
        lhs === rhs || (lhs.system == rhs.system && lhs.asset == rhs.asset)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(system)
        hasher.combine(asset)
    }
}
