import Foundation
import ViewCore

/// Reads Xcode's colours and fonts. Colours come in a dozen encodings (see `color(_:)`); system
/// and asset-catalog colours take their components from the document's `<resources>`, passed in
/// as `resources` (name -> the `<color>` element there).
struct XcodeStyleValues {
    /// `<resources>`' `<systemColor name=...>` and `<namedColor name=...>`, each to its `<color>`.
    var resources: [String: XMLElementNode] = [:]

    /// The colours Xcode names with `cocoaTouchSystemColor` (before iOS 13), with UIKit's values.
    static let cocoaTouchColors: [String: Color] = [
        "darkTextColor": Color(white: 0, alpha: 1), "lightTextColor": Color(white: 1, alpha: 0.6),
        "whiteColor": Color(white: 1, alpha: 1), "blackColor": Color(white: 0, alpha: 1),
        "clearColor": Color(white: 0, alpha: 0),
        "groupTableViewBackgroundColor": Color(red: 0.937, green: 0.937, blue: 0.957, alpha: 1),
        "tableCellGroupedBackgroundColor": Color(white: 1, alpha: 1),
        "scrollViewTexturedBackgroundColor": Color(red: 0.435, green: 0.443, blue: 0.475, alpha: 1),
        "viewFlipsideBackgroundColor": Color(red: 0.122, green: 0.129, blue: 0.141, alpha: 1),
    ]

    /// A `<color>` element as a colour:
    /// - components: `red green blue alpha` or `white alpha`, in `colorSpace` `calibratedRGB`,
    ///   `deviceRGB`, `calibratedWhite`, `deviceWhite`, or `custom` with `customColorSpace`
    ///   (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, ...);
    /// - `systemColor="systemBlueColor"`: UIKit's `systemBlue`, components from `<resources>`;
    /// - `name="Brand"` without a catalog: an asset-catalog colour, fallback from `<resources>`;
    /// - `catalog="System" name="controlColor"` (macOS): a system colour, no components known;
    /// - `cocoaTouchSystemColor="darkTextColor"`: a pre-iOS 13 system colour.
    func color(_ node: XMLElementNode) -> Color? {
        if let system = node["systemColor"] {
            let fallback = resources[system].flatMap(components) ?? Color(white: 0, alpha: 1)
            return Color(systemName: Self.uikitName(system), fallback: fallback)
        }
        if let name = node["cocoaTouchSystemColor"] {
            return Color(
                systemName: Self.uikitName(name), fallback: Self.cocoaTouchColors[name] ?? Color(white: 0, alpha: 1))
        }
        if let name = node["name"] {
            if node["catalog"] != nil {
                return Color(systemName: name, fallback: components(node) ?? Color(white: 0, alpha: 1))
            }
            return Color(named: name, fallback: resources[name].flatMap(components) ?? components(node) ?? .clear)
        }
        return components(node)
    }

    /// The colour the components of `node` describe; nil without them.
    func components(_ node: XMLElementNode) -> Color? {
        let space = node["customColorSpace"] ?? node["colorSpace"] ?? "sRGB"
        let alpha = XcodeValues.number(node, "alpha") ?? 1
        if let white = XcodeValues.number(node, "white") {
            var color = Color(white: white, alpha: alpha)
            if let named = Self.spaces[space], named != .gray { color.colorSpace = named }
            return color
        }
        guard let red = XcodeValues.number(node, "red"), let green = XcodeValues.number(node, "green"),
            let blue = XcodeValues.number(node, "blue")
        else { return nil }
        return Color(
            red: red, green: green, blue: blue, alpha: alpha,
            colorSpace: Self.spaces[space] ?? Color.Space(rawValue: space))
    }

    private static let spaces: [String: Color.Space] = [
        "sRGB": .sRGB, "displayP3": .displayP3, "extendedSRGB": .extendedSRGB, "genericGamma22GrayColorSpace": .gray,
        "calibratedWhite": .gray, "deviceWhite": .gray, "extendedGray": .gray,
    ]

    /// `systemBlueColor` -> `systemBlue`, `darkTextColor` -> `darkText`: UIKit's Swift names.
    static func uikitName(_ name: String) -> String {
        name.hasSuffix("Color") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// A `<fontDescription>` (iOS) or `<font>` (macOS) element as a font; nil when it cannot be read.
    func font(_ node: XMLElementNode) -> Font? {
        // `size` only without `pointSize`, as `node["pointSize"] ?? node["size"]` read it.
        let size = node.has("pointSize") ? XcodeValues.number(node, "pointSize") : XcodeValues.number(node, "size")
        if let style = node["style"] {
            let name = Self.textStyleName(style)
            return Font(
                kind: .textStyle, pointSize: size ?? Self.textStyleSizes[name] ?? 17,
                textStyle: Font.TextStyle(rawValue: name))
        }
        if let name = node["name"] {
            return Font(kind: .named, pointSize: size ?? 13, name: name, familyName: node["family"])
        }
        if let type = node["type"] {
            let kind: Font.Kind
            switch type {
            case "system": kind = .system
            case "boldSystem": kind = .boldSystem
            case "italicSystem": kind = .italicSystem
            default: return nil
            }
            let weight = node["weight"].map { Font.Weight(name: $0) }
            guard let pointSize = size, weight != .some(nil) else { return nil }
            return Font(kind: kind, pointSize: pointSize, weight: (weight ?? .regular) ?? .regular)
        }
        if let meta = node["metaFont"] {
            return Self.metaFont(meta, size: size)
        }
        // The system font at the appearance's size, 13 points (as `ibtool --compile` archives it).
        if node.attribute("usesAppearanceFont", is: "YES") { return Font(kind: .system, pointSize: size ?? 13) }
        return nil
    }

    /// AppKit's meta fonts (`system`, `smallSystem`, `systemBold`, `message`, ...) as system fonts.
    /// A meta font with no size has the size AppKit gives it, as `ibtool --compile` archives it
    /// (the corpus's `metafonts_extra`): the title bar's is the bold system font, the user
    /// font Helvetica 12.
    private static func metaFont(_ meta: String, size: Double?) -> Font? {
        let sizes: [String: Double] = [
            "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9, "label": 10,
            "toolTip": 11, "palette": 11, "controlContent": 12, "cellTitle": 12, "menuBar": 14, "user": 12,
        ]
        let pointSize = size ?? sizes[meta] ?? 13
        switch meta {
        case "user": return Font(kind: .named, pointSize: pointSize, name: "Helvetica")
        case "systemBold", "smallSystemBold", "miniSystemBold", "titleBar":
            return Font(kind: .boldSystem, pointSize: pointSize)
        case "systemLight": return Font(kind: .system, pointSize: pointSize, weight: .light)
        case "systemMedium": return Font(kind: .system, pointSize: pointSize, weight: .medium)
        case "systemSemibold": return Font(kind: .system, pointSize: pointSize, weight: .semibold)
        case "system", "smallSystem", "miniSystem", "message", "menu", "label", "toolTip", "cellTitle",
            "controlContent",
            "palette", "menuBar", "paletteTitle":
            return Font(kind: .system, pointSize: pointSize)
        default: return nil
        }
    }

    /// `UICTFontTextStyleTitle1` -> `title1`, `UICTFontTextStyleHeadline` -> `headline`,
    /// `UICTFontTextStyleSubhead` -> `subheadline`: the model's names, which are UIKit's.
    /// Core Text's names that differ from UIKit's (`UIFontTextStyleSubheadline` is
    /// `UICTFontTextStyleSubhead`, `UIFontTextStyleLargeTitle` `UICTFontTextStyleTitle0`).
    static func textStyleName(_ style: String) -> String {
        let prefix = "UICTFontTextStyle"
        guard style.hasPrefix(prefix), style.count > prefix.count else { return style }
        let rest = style.dropFirst(prefix.count)
        let name = rest.prefix(1).lowercased() + rest.dropFirst()
        return ["subhead": "subheadline", "title0": "largeTitle"][name] ?? name
    }

    /// Each text style's point size at the default content size, by the model's name.
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
}
