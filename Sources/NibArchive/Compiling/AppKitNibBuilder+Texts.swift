import Foundation

extension AppKitNibBuilder {
    /// The text `property` of `element`: its attribute, or its `<string key="property">` child
    /// (Interface Builder writes a text with a tab or a control character that way, in base64
    /// when it says so).
    static func text(_ element: XMLElementNode, _ property: String) -> String? {
        if let text = element[property] { return text }
        return element.children.first { $0.name == "string" && $0["key"] == property }.flatMap(XcodeValues.string)
    }

    /// The `property` text of `element` (its `title` by default) as the nib holds it: in a
    /// base localization (a file in `Base.lproj`), an `NSLocalizableString` keyed
    /// `<id>.<property>` that the app's `.strings` files translate, with the text as its
    /// development value (`Base.lproj/sb_localized`); elsewhere a plain string. An empty text
    /// stays plain: there is nothing to translate.
    mutating func localizable(_ element: XMLElementNode, _ property: String = "title") -> NibObjectGraph.Ref {
        let text = Self.text(element, property) ?? ""
        guard isBaseLocalization, !text.isEmpty, let id = element["id"] else { return string(text) }
        let object = graph.add("NSLocalizableString")
        graph.set(object, "NS.bytes", .data(Data(text.utf8)))
        graph.set(object, "NSKey", string("\(id).\(property)"))
        graph.set(object, "NSDev", graph.string(text))
        return object
    }
}
