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
    mutating func searchBarChild(_ child: XMLElementNode, of bar: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"] ?? "") {
        case ("textInputTraits", _): try textInputTraits(child, of: bar)
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
    /// shows, `UISearchBarTranslucence` 2 when not translucent (a bar's opaque value, as a
    /// navigation bar's `UIBarTranslucence`), and `UIEnablesReturnKeyAutomatically` and
    /// `UISecureTextEntry` always, as the encoder writes them.
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
        if element.attribute("translucent", is: "NO") {
            graph.set(bar, "UISearchBarTranslucence", NibObjectGraph.integer(2))
        }
        for key in ["UIEnablesReturnKeyAutomatically", "UISecureTextEntry"] where !graph.has(bar, key) {
            graph.set(bar, key, .bool(false))
        }
    }
}
