import Foundation

extension UIKitNibBuilder {
    /// `UIButton.ButtonType` by the name a document gives it; no `buttonType` is `custom` (0).
    /// `roundedRect` is the name older files give the system button.
    static let buttonTypes = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4,
        "contactAdd": 5, "plain": 6, "close": 7,
    ]

    /// `UIControl.State` by the `key` of a `<state>` element.
    static let controlStates = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]

    /// `UIControl.ContentHorizontalAlignment` and `…VerticalAlignment` by name.
    static let contentAlignments: [(attribute: String, key: String, values: [String: Int])] = [
        (
            "contentHorizontalAlignment", "UIContentHorizontalAlignment",
            ["center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5]
        ),
        ("contentVerticalAlignment", "UIContentVerticalAlignment", ["center": 0, "top": 1, "bottom": 2, "fill": 3]),
    ]

    /// The `UIEdgeInsets` keys of a button by the `key` of its `<inset>` children.
    static let buttonInsetKeys = [
        "contentEdgeInsets": "UIContentEdgeInsets", "titleEdgeInsets": "UITitleEdgeInsets",
        "imageEdgeInsets": "UIImageEdgeInsets",
    ]

    /// Compiles a `<button>`'s own children: its font, its insets and its `<state>`s, which it
    /// gathers in `states` (by `UIControl.State` number) for ``buttonAttributes(_:button:states:)``;
    /// false for a child no button has.
    mutating func buttonChild(
        _ child: XMLElementNode, of button: NibObjectGraph.Ref, states: inout [Int: NibObjectGraph.Ref]
    )
        throws(ArchiveReadError) -> Bool
    {
        switch (child.name, child["key"] ?? "") {
        case ("fontDescription", "fontDescription"): graph.set(button, "UIFont", try font(child))
        case ("inset", let key):
            guard let archived = Self.buttonInsetKeys[key] else { return false }
            let insets = try edgeInsets(child)
            if insets != [0, 0, 0, 0] { graph.set(button, archived, .data(Self.doubles(insets))) }
        case ("state", let key):
            guard let state = Self.controlStates[key] else { throw invalid(child, "key") }
            let content = try buttonContent(child)
            if let content { states[state] = content }
        default: return false
        }
        return true
    }

    /// An `<inset>` as `UIEdgeInsets`' top, left, bottom and right, the order the nib coder
    /// archives the struct's doubles in.
    func edgeInsets(_ inset: XMLElementNode) throws(ArchiveReadError) -> [Double] {
        [
            try number(inset, "minY") ?? 0, try number(inset, "minX") ?? 0, try number(inset, "maxY") ?? 0,
            try number(inset, "maxX") ?? 0,
        ]
    }

    /// The `UIButtonContent` of one `<state>`: its title, images and colours; nil when it sets none.
    private mutating func buttonContent(_ state: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref? {
        let content = graph.add("UIButtonContent")
        var isEmpty = true
        func set(_ key: String, _ value: NibObjectGraph.Ref, in graph: inout NibObjectGraph) {
            graph.set(content, key, value)
            isEmpty = false
        }
        if let title = state["title"] { set("UITitle", graph.string(title), in: &graph) }
        if let image = state["image"] { set("UIImage", try imagePlaceholder(image, of: state), in: &graph) }
        if let image = state["backgroundImage"] {
            set("UIBackgroundImage", try imagePlaceholder(image, of: state), in: &graph)
        }
        for child in state.children {
            switch (child.name, child["key"] ?? "") {
            case ("color", "titleColor"): set("UITitleColor", try color(child), in: &graph)
            case ("color", "titleShadowColor"): set("UIShadowColor", try color(child), in: &graph)
            // `UIButtonContent`'s own key for it (published decompilations of UIKitCore 26.1).
            case ("attributedString", "attributedTitle"):
                set("UIAttributedTitle", try attributedString(child).object, in: &graph)
            // An SF Symbol at a scale or in a rendering mode (`imageReference(_:)`).
            case ("imageReference", "image") where !state.has("image"):
                set("UIImage", try imageReference(child), in: &graph)
            case ("imageReference", "backgroundImage") where !state.has("backgroundImage"):
                set("UIBackgroundImage", try imageReference(child), in: &graph)
            default: throw unsupported(child)
            }
        }
        // An unreferenced object is dropped when the graph is archived.
        return isEmpty ? nil : content
    }

    /// A `<button>`'s attributes and gathered states as the keys `UIButton` and `UIControl`
    /// archive (WinObjC's `UIButton.mm` and `UIControl.mm` `initWithCoder:`, xib2nib's
    /// `UIButton.cpp`), each left out when it equals what UIKit decodes when the key is absent.
    ///
    /// - Throws: `NIB0801` for an attribute value with no archived form.
    mutating func buttonAttributes(
        _ element: XMLElementNode, button: NibObjectGraph.Ref, states: [Int: NibObjectGraph.Ref]
    ) throws(ArchiveReadError) {
        if let name = element["buttonType"] {
            guard let type = Self.buttonTypes[name] else { throw invalid(element, "buttonType") }
            if type != 0 { graph.set(button, "UIButtonType", NibObjectGraph.integer(type)) }
        }
        try controlAttributes(element, control: button)
        if let name = element["lineBreakMode"] {
            guard let model = XcodeAttributeTable.lineBreakModes[name],
                let value = CompiledNibMapper.lineBreakModes.firstIndex(of: model)
            else { throw invalid(element, "lineBreakMode") }
            graph.set(button, "UILineBreakMode", NibObjectGraph.integer(value))
        }
        // UIKit decodes both as off when absent, and its encoder writes them only when on. A
        // custom button starts with both on (`-[UIButton initWithFrame:]`); whether Interface
        // Builder's other types keep them on is not known, so they are left off, as before.
        if graph.value(button, "UIButtonType") == nil {
            for (attribute, key) in [
                ("adjustsImageWhenHighlighted", "UIAdjustsImageWhenHighlighted"),
                ("adjustsImageWhenDisabled", "UIAdjustsImageWhenDisabled"),
            ] where !element.attribute(attribute, is: "NO") {
                graph.set(button, key, .bool(true))
            }
        }
        setFlags(
            [
                ("showsTouchWhenHighlighted", "YES", "UIShowsTouchWhenHighlighted", true),
                ("reversesTitleShadowWhenHighlighted", "YES", "UIReversesTitleShadowWhenHighlighted", true),
                // xibdump's decoder of real nibs maps this key to the attribute.
                (
                    "adjustsImageSizeForAccessibilityContentSizeCategory", "YES",
                    "UIAdjustsImageSizeForAccessibilityContentSizeCategory", true
                ),
            ], of: element, on: button)
        if !states.isEmpty {
            var pairs: [NibObjectGraph.Ref] = []
            for (state, content) in states.sorted(by: { $0.key < $1.key }) {
                let number = graph.add("NSNumber")
                graph.set(number, "NS.intval", NibObjectGraph.integer(state))
                pairs += [number, content]
            }
            graph.set(button, "UIButtonStatefulContent", graph.collection("NSMutableDictionary", pairs))
        }
    }
}
