import Foundation

/// UIKit's system colours in the light and dark appearance (iOS 15 and later, base elevation,
/// default contrast), and AppKit's named colours, by their names without the `Color` suffix.
enum SystemColors {
    /// The light and dark values of one system colour.
    struct Pair: Sendable {
        let light: RGBA
        let dark: RGBA
    }

    /// The colour named `name` (`"systemBlue"`, `"systemBlueColor"`, `"labelColor"`), if UIKit
    /// or AppKit has it.
    static func named(_ name: String) -> Pair? {
        let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return table[key]
    }

    private static func pair(_ light: RGBA, _ dark: RGBA) -> Pair { Pair(light: light, dark: dark) }

    private static let table: [String: Pair] = [
        "systemBlue": pair(RGBA(0, 122, 255), RGBA(10, 132, 255)),
        "systemRed": pair(RGBA(255, 59, 48), RGBA(255, 69, 58)),
        "systemGreen": pair(RGBA(52, 199, 89), RGBA(48, 209, 88)),
        "systemOrange": pair(RGBA(255, 149, 0), RGBA(255, 159, 10)),
        "systemYellow": pair(RGBA(255, 204, 0), RGBA(255, 214, 10)),
        "systemPink": pair(RGBA(255, 45, 85), RGBA(255, 55, 95)),
        "systemPurple": pair(RGBA(175, 82, 222), RGBA(191, 90, 242)),
        "systemTeal": pair(RGBA(48, 176, 199), RGBA(64, 200, 224)),
        "systemIndigo": pair(RGBA(88, 86, 214), RGBA(94, 92, 230)),
        "systemBrown": pair(RGBA(162, 132, 94), RGBA(172, 142, 104)),
        "systemMint": pair(RGBA(0, 199, 190), RGBA(99, 230, 226)),
        "systemCyan": pair(RGBA(50, 173, 230), RGBA(100, 210, 255)),
        "systemGray": pair(RGBA(142, 142, 147), RGBA(142, 142, 147)),
        "systemGray2": pair(RGBA(174, 174, 178), RGBA(99, 99, 102)),
        "systemGray3": pair(RGBA(199, 199, 204), RGBA(72, 72, 74)),
        "systemGray4": pair(RGBA(209, 209, 214), RGBA(58, 58, 60)),
        "systemGray5": pair(RGBA(229, 229, 234), RGBA(44, 44, 46)),
        "systemGray6": pair(RGBA(242, 242, 247), RGBA(28, 28, 30)),
        "label": pair(RGBA(0, 0, 0), RGBA(255, 255, 255)),
        "secondaryLabel": pair(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6)),
        "tertiaryLabel": pair(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)),
        "quaternaryLabel": pair(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)),
        "placeholderText": pair(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)),
        "link": pair(RGBA(0, 122, 255), RGBA(9, 132, 255)),
        "separator": pair(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6)),
        "opaqueSeparator": pair(RGBA(198, 198, 200), RGBA(56, 56, 58)),
        "systemBackground": pair(RGBA(255, 255, 255), RGBA(0, 0, 0)),
        "secondarySystemBackground": pair(RGBA(242, 242, 247), RGBA(28, 28, 30)),
        "tertiarySystemBackground": pair(RGBA(255, 255, 255), RGBA(44, 44, 46)),
        "systemGroupedBackground": pair(RGBA(242, 242, 247), RGBA(0, 0, 0)),
        "groupTableViewBackground": pair(RGBA(242, 242, 247), RGBA(0, 0, 0)),
        "secondarySystemGroupedBackground": pair(RGBA(255, 255, 255), RGBA(28, 28, 30)),
        "tableCellGroupedBackground": pair(RGBA(255, 255, 255), RGBA(28, 28, 30)),
        "tertiarySystemGroupedBackground": pair(RGBA(242, 242, 247), RGBA(44, 44, 46)),
        "systemFill": pair(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36)),
        "secondarySystemFill": pair(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)),
        "tertiarySystemFill": pair(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24)),
        "quaternarySystemFill": pair(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)),
        "lightText": pair(RGBA(255, 255, 255, 0.6), RGBA(255, 255, 255, 0.6)),
        "darkText": pair(RGBA(0, 0, 0), RGBA(0, 0, 0)),
        "white": pair(RGBA(255, 255, 255), RGBA(255, 255, 255)),
        "black": pair(RGBA(0, 0, 0), RGBA(0, 0, 0)),
        "clear": pair(RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0)),
        // AppKit's named colours (macOS 14), which a `.xib` names with `catalog="System"` and
        // no components: unknown, they drew as the reader's opaque black fallback.
        "control": pair(RGBA(255, 255, 255), RGBA(255, 255, 255, 0.25)),
        "controlBackground": pair(RGBA(255, 255, 255), RGBA(30, 30, 30)),
        "controlText": pair(RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255, 0.85)),
        "disabledControlText": pair(RGBA(0, 0, 0, 0.25), RGBA(255, 255, 255, 0.25)),
        "controlAccent": pair(RGBA(0, 122, 255), RGBA(10, 132, 255)),
        "controlShadow": pair(RGBA(128, 128, 128), RGBA(0, 0, 0)),
        "controlAlternatingRow": pair(RGBA(244, 245, 245), RGBA(255, 255, 255, 0.05)),
        "text": pair(RGBA(0, 0, 0), RGBA(255, 255, 255)),
        "textBackground": pair(RGBA(255, 255, 255), RGBA(30, 30, 30)),
        "header": pair(RGBA(255, 255, 255), RGBA(30, 30, 30)),
        "headerText": pair(RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255)),
        "grid": pair(RGBA(230, 230, 230), RGBA(26, 26, 26)),
        "knob": pair(RGBA(255, 255, 255), RGBA(255, 255, 255, 0.5)),
        "windowBackground": pair(RGBA(236, 236, 236), RGBA(50, 50, 50)),
        "windowFrame": pair(RGBA(204, 204, 204), RGBA(85, 85, 85)),
        "windowFrameText": pair(RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255, 0.85)),
        // A source list's background (private, yet Interface Builder writes it), drawn as the
        // sidebar's opaque grey without its vibrancy.
        "_sourceListBackground": pair(RGBA(232, 232, 232), RGBA(40, 40, 40)),
    ]
}
