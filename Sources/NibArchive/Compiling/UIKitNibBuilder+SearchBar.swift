import Foundation

extension UIKitNibBuilder {
    /// `UISearchBar.Style` by the name a document gives (`searchBarStyle`).
    static let searchBarStyles = ["default": 0, "prominent": 1, "minimal": 2]

    /// The `UISearchBar` keys, by attribute, that it archives as `true` when a document sets
    /// them (`-[UISearchBar encodeWithCoder:]`).
    static let searchBarFlags: [Flag] = [
        ("showsCancelButton", "YES", "UIShowsCancelButton", true),
        ("showsBookmarkButton", "YES", "UIShowsBookmarkButton", true),
        ("showsScopeBar", "YES", "UIShowsScopeBar", true),
        ("showsSearchResultsButton", "YES", "UIShowSearchResultsButton", true),
        ("searchResultsButtonSelected", "YES", "UISearchResultsButtonSelected", true),
    ]

    /// Compiles a `<searchBar>`'s own children: its text input traits and scope button titles;
    /// false for a child no search bar has (its bar tint is a colour of its class's,
    /// `classColorKeys`).
    ///
    /// - Throws: `NIB0801` for a scope title that is no string.
    mutating func searchBarChild(_ child: XMLElementNode, of bar: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"] ?? "") {
        // Read with the bar's attributes (`searchBarTraits`).
        case ("textInputTraits", _): break
        case ("scopeButtonTitles", ""):
            var titles: [NibObjectGraph.Ref] = []
            for item in child.children {
                guard item.name == "string", let text = XcodeValues.string(item) else { throw unsupported(item) }
                titles.append(graph.string(text))
            }
            graph.set(bar, "UIScopeButtonTitles", graph.collection("NSArray", titles))
        default: return false
        }
        return true
    }

    /// A `<searchBar>`'s attributes as `-[UISearchBar encodeWithCoder:]` writes them (published
    /// decompilations of UIKitCore, which decode the same keys): `UIText`, `UIPlaceholder`,
    /// `UIPrompt`, `UISearchBarStyle` and `UIBarStyle` when not the default, the buttons it
    /// shows, `UIBackgroundImage` and `UIScopeBarBackgroundImage`, `UISearchBarTranslucence` 2
    /// when not translucent (a bar's opaque value, as a
    /// navigation bar's `UIBarTranslucence`), and its text input traits (`searchBarTraits`).
    ///
    /// - Throws: `NIB0801` for a style with no archived form.
    mutating func searchBarAttributes(_ element: XMLElementNode, bar: NibObjectGraph.Ref) throws(ArchiveReadError) {
        for (attribute, key) in [("text", "UIText"), ("placeholder", "UIPlaceholder"), ("prompt", "UIPrompt")] {
            if let text = element[attribute] { graph.set(bar, key, graph.string(text)) }
        }
        try setNumbered(
            [("searchBarStyle", "UISearchBarStyle", Self.searchBarStyles), ("barStyle", "UIBarStyle", Self.barStyles)],
            of: element, on: bar)
        setFlags(Self.searchBarFlags, of: element, on: bar)
        for (attribute, key) in [
            ("backgroundImage", "UIBackgroundImage"), ("scopeBarBackgroundImage", "UIScopeBarBackgroundImage"),
        ] {
            if let name = element[attribute] { graph.set(bar, key, try imagePlaceholder(name, of: element)) }
        }
        if element.attribute("translucent", is: "NO") {
            graph.set(bar, "UISearchBarTranslucence", NibObjectGraph.integer(2))
        }
        try searchBarTraits(element.children.first { $0.name == "textInputTraits" }, bar: bar)
    }

    /// A search bar's `<textInputTraits>` over the traits `-[UISearchBar _commonInit]` gives it
    /// (the search return key, no autocorrection, the return key enabled automatically), which
    /// a document leaves out as it leaves out any default: each number when not 0,
    /// `UIEnablesReturnKeyAutomatically` and `UISecureTextEntry` always, `UITextContentType`,
    /// as the encoder writes them.
    ///
    /// - Throws: `NIB0801` for a value or trait with no known archived form.
    private mutating func searchBarTraits(_ traits: XMLElementNode?, bar: NibObjectGraph.Ref) throws(ArchiveReadError) {
        let known = Set(Self.textInputTraitValues.map(\.attribute)).union([
            "key", "secureTextEntry", "enablesReturnKeyAutomatically", "textContentType",
        ])
        if let traits {
            for attribute in traits.attributes.map(\.name) where !known.contains(attribute) {
                throw invalid(traits, attribute)
            }
        }
        let defaults = ["UIReturnKeyType": 6, "UIAutocorrectionType": 1]
        for (attribute, key, values) in Self.textInputTraitValues {
            var value = defaults[key] ?? 0
            if let traits, let name = traits[attribute] {
                guard let named = values[name] else { throw invalid(traits, attribute) }
                value = named
            }
            if value != 0 { graph.set(bar, key, NibObjectGraph.integer(value)) }
        }
        graph.set(bar, "UIEnablesReturnKeyAutomatically", .bool(traits?["enablesReturnKeyAutomatically"] != "NO"))
        graph.set(bar, "UISecureTextEntry", .bool(traits?["secureTextEntry"] == "YES"))
        if let type = traits?["textContentType"] { graph.set(bar, "UITextContentType", graph.string(type)) }
    }
}
