import Foundation

extension UIKitNibBuilder {
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
        // Text Interface Builder writes as an element (long or multi-line): `labelAttributes`.
        case ("string", "text"): return true
        // `-[UILabel initWithCoder:]` reads `UIAttributedText` before `UIText`, which its
        // encoder writes too: the plain text (published decompilations of UIKitCore 26.1).
        case ("attributedString", "attributedText"):
            let (string, text) = try attributedString(child)
            graph.set(label, "UIAttributedText", string)
            if !text.isEmpty { graph.set(label, "UIText", graph.string(text)) }
        case ("size", "shadowOffset"):
            graph.set(
                label, "UIShadowOffset",
                .data(Self.doubles([try number(child, "width") ?? 0, try number(child, "height") ?? 0])))
        default: return false
        }
        return true
    }

    /// The text of a label or text view: its `text` attribute, or the `<string key="text">`
    /// Interface Builder writes instead for long or multi-line text.
    static func text(of element: XMLElementNode) -> String? {
        element["text"]
            ?? element.children.first { $0.name == "string" && $0["key"] == "text" }.flatMap(XcodeValues.string)
    }

    /// A `<label>`'s attributes as the keys `UILabel` archives (`Formats/nibarchive.md`,
    /// "UIKit labels and fonts"): each written only when it differs from what UIKit decodes
    /// when the key is absent, as ibtool leaves defaults out.
    ///
    /// - Throws: `NIB0801` for an attribute value with no archived form (an unknown alignment,
    ///   a line count that is no whole number, ...).
    mutating func labelAttributes(_ element: XMLElementNode, label: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let text = Self.text(of: element), !graph.has(label, "UIText") {
            graph.set(label, "UIText", graph.string(text))
        }
        if !graph.has(label, "UIShadowOffset") { graph.set(label, "UIShadowOffset", .data(Self.doubles([0, -1]))) }
        // The numbers are the reader's (`CompiledNibMapper`), by the model's names; only the
        // line break modes are spelled otherwise in Xcode's files.
        let named: [(attribute: String, key: String, numbered: [String], absent: Int)] = [
            ("textAlignment", "UITextAlignment", CompiledNibMapper.textAlignments, 0),
            ("lineBreakMode", "UILineBreakMode", CompiledNibMapper.lineBreakModes, 4),
            ("baselineAdjustment", "UIBaselineAdjustment", CompiledNibMapper.baselineAdjustments, 0),
        ]
        for (attribute, key, numbered, absent) in named {
            guard let name = element[attribute] else { continue }
            let modelName = attribute == "lineBreakMode" ? XcodeAttributeTable.lineBreakModes[name] : name
            guard let value = modelName.flatMap(numbered.firstIndex(of:)) else { throw invalid(element, attribute) }
            if value != absent { graph.set(label, key, NibObjectGraph.integer(value)) }
        }
        if let lines = element["numberOfLines"] {
            guard let value = Int(lines), value >= 0 else { throw invalid(element, "numberOfLines") }
            if value != 1 { graph.set(label, "UINumberOfLines", NibObjectGraph.integer(value)) }
        }
        if element.attribute("adjustsFontSizeToFit", is: "YES") {
            graph.set(label, "UIAdjustsFontSizeToFit", .bool(true))
        }
        // `-[UILabel initWithCoder:]` decodes it (published decompilations); xibdump maps it to
        // the attribute.
        if element.attribute("adjustsLetterSpacingToFitWidth", is: "YES") {
            graph.set(label, "UIAdjustsLetterSpacingToFit", .bool(true))
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
