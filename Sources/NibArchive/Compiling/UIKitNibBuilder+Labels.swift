import Foundation

extension UIKitNibBuilder {
    /// `NSTextAlignment` by name (iOS numbering: natural is 4).
    static let textAlignments = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    /// `NSLineBreakMode` by name.
    static let lineBreakModes = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
    ]
    /// `UIBaselineAdjustment` by name.
    static let baselineAdjustments = ["alignBaselines": 0, "alignCenters": 1, "none": 2]
    /// The colour children of a `<label>` and the keys UIKit archives them under.
    static let labelColorKeys = [
        "textColor": "UITextColor", "highlightedColor": "UIHighlightedColor", "shadowColor": "UIShadowColor",
    ]

    /// Compiles a `<label>`'s own children (its font, text, highlight and shadow colours, shadow
    /// offset; `<nil>` for a colour it leaves unset); false for a child no label has.
    mutating func labelChild(_ child: XMLElementNode, of label: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"] ?? "") {
        case ("fontDescription", "fontDescription"): graph.set(label, "UIFont", try font(child))
        case ("color", let key):
            guard let archived = Self.labelColorKeys[key] else { return false }
            graph.set(label, archived, try color(child))
        case ("nil", let key): return Self.labelColorKeys[key] != nil
        case ("size", "shadowOffset"):
            graph.set(
                label, "UIShadowOffset",
                .data(Self.doubles([try number(child, "width") ?? 0, try number(child, "height") ?? 0])))
        default: return false
        }
        return true
    }

    /// A `<label>`'s attributes as the keys `UILabel` archives (`Formats/nibarchive.md`,
    /// "UIKit labels and fonts"): each written only when it differs from what UIKit decodes
    /// when the key is absent, as ibtool leaves defaults out.
    ///
    /// - Throws: `NIB0801` for an attribute value with no archived form (an unknown alignment,
    ///   a line count that is no whole number, ...).
    mutating func labelAttributes(_ element: XMLElementNode, label: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let text = element["text"] { graph.set(label, "UIText", graph.string(text)) }
        if !graph.has(label, "UIShadowOffset") { graph.set(label, "UIShadowOffset", .data(Self.doubles([0, -1]))) }
        let named: [(attribute: String, key: String, table: [String: Int], absent: Int)] = [
            ("textAlignment", "UITextAlignment", Self.textAlignments, 0),
            ("lineBreakMode", "UILineBreakMode", Self.lineBreakModes, 4),
            ("baselineAdjustment", "UIBaselineAdjustment", Self.baselineAdjustments, 0),
        ]
        for (attribute, key, table, absent) in named {
            guard let name = element[attribute] else { continue }
            guard let value = table[name] else { throw invalid(element, attribute) }
            if value != absent { graph.set(label, key, NibObjectGraph.integer(value)) }
        }
        if let lines = element["numberOfLines"] {
            guard let value = Int(lines), value >= 0 else { throw invalid(element, "numberOfLines") }
            if value != 1 { graph.set(label, "UINumberOfLines", NibObjectGraph.integer(value)) }
        }
        if element.attribute("adjustsFontSizeToFit", is: "YES") {
            graph.set(label, "UIAdjustsFontSizeToFit", .bool(true))
        }
        if let scale = try number(element, "minimumScaleFactor") {
            graph.set(label, "UIMinimumScaleFactor", .float(Float(scale)))
        }
        if let size = try number(element, "minimumFontSize") {
            graph.set(label, "UIMinimumFontSize", .float(Float(size)))
        }
        if let width = try number(element, "preferredMaxLayoutWidth") {
            graph.set(label, "UIPreferredMaxLayoutWidth", .float(Float(width)))
        }
        if element.attribute("enabled", is: "NO") { graph.set(label, "UIEnabled", .bool(false)) }
        if element.attribute("highlighted", is: "YES") { graph.set(label, "UIHighlighted", .bool(true)) }
    }

    /// The refusal of attribute `name` of `element`, whose value has no archived form.
    func invalid(_ element: XMLElementNode, _ name: String) -> ArchiveReadError {
        error(
            .unsupportedElement,
            "<\(element.name)> has \(name)=\"\(element[name] ?? "")\", which has no known iOS archived form",
            at: element)
    }
}
