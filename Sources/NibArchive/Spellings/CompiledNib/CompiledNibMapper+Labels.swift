import Foundation
import ViewCore

extension CompiledNibMapper {
    /// `NSTextAlignment`'s cases by raw value (iOS numbering).
    static let textAlignments = ["left", "center", "right", "justified", "natural"]
    /// `NSLineBreakMode`'s cases by raw value.
    static let lineBreakModes = [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle",
    ]
    /// `UIBaselineAdjustment`'s cases by raw value.
    static let baselineAdjustments = ["alignBaselines", "alignCenters", "none"]

    /// A UIKit text view's keys (`UILabel`'s, and the ones text fields share) as the Xcode
    /// reader's (`Formats/nibarchive.md`, "UIKit labels and fonts"): `UIFont` as `font`, the
    /// alignment, line break mode and baseline adjustment as their names, the highlight and
    /// shadow colours, the shadow offset when it is not UIKit's 0 × -1, and the font-shrinking
    /// keys. A `UILabel` without `UITextAlignment` is left-aligned: UIKit decodes the absent
    /// integer as 0, and ibtool leaves 0 out.
    func mapUIKitText(_ index: Int, into entries: inout CompiledNibEntries) {
        if let font = graph.reference(index, "UIFont"), let value = uiFont(font) {
            entries.set("font", .font(value))
            entries.consume("UIFont")
        }
        let isLabel = graph.className(index) == "UILabel" || graph.string(index, "UIOriginalClassName") == "UILabel"
        let named: [(archived: String, key: String, names: [String])] = [
            ("UITextAlignment", "textAlignment", Self.textAlignments),
            ("UILineBreakMode", "lineBreakMode", Self.lineBreakModes),
            ("UIBaselineAdjustment", "baselineAdjustment", Self.baselineAdjustments),
        ]
        for (archived, key, names) in named {
            guard let value = graph.value(index, archived)?.integer, names.indices.contains(value) else { continue }
            entries.set(key, .string(names[value]))
            entries.consume(archived)
        }
        if isLabel, graph.value(index, "UITextAlignment") == nil { entries.set("textAlignment", .string("left")) }
        for (archived, key) in [("UIHighlightedColor", "highlightedTextColor"), ("UIShadowColor", "shadowColor")] {
            if let color = uiColor(graph.reference(index, archived)) {
                entries.set(key, .color(color))
                entries.consume(archived)
            }
        }
        if isLabel, let offset = graph.doubles(index, "UIShadowOffset", count: 2) {
            if offset != [0, -1] { entries.set("shadowOffset", .size(CGSize(width: offset[0], height: offset[1]))) }
            entries.consume("UIShadowOffset")
        }
        for (archived, key) in [
            ("UIAdjustsFontSizeToFit", "adjustsFontSizeToFitWidth"), ("UIHighlighted", "isHighlighted"),
        ] {
            if let value = graph.bool(index, archived) {
                entries.set(key, .bool(value))
                entries.consume(archived)
            }
        }
        for (archived, key) in [
            ("UIMinimumScaleFactor", "minimumScaleFactor"), ("UIMinimumFontSize", "minimumFontSize"),
            ("UIPreferredMaxLayoutWidth", "preferredMaxLayoutWidth"),
        ] {
            if let value = graph.number(index, archived), value.isFinite {
                entries.set(key, .real(value))
                entries.consume(archived)
            }
        }
    }
}
