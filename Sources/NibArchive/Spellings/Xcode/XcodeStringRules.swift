/// Which properties of which Interface Builder objects `ibtool --export-strings-file` puts in a
/// `.strings` table, and under which key: the table `Formats/strings.md` documents, read from
/// real pairs of files and tables (`../shared/corpus/strings`).
///
/// Rules go by element name, the object's Interface Builder class, never its custom class.
/// What is not listed is left out, as ibtool leaves it out: user labels, attributed text, the
/// titles of pop-up button cells (their menu items carry them), images, numbers and identifiers.
enum XcodeStringRules {
    /// Where a property's text stands in the object's element.
    enum Source: Hashable {
        /// The element's attribute, or its `<string key="name">` child.
        case attribute(String)
        /// The attribute of the child element named `element` whose `key` is `key`
        /// (`<tableHeaderCell key="headerCell" title=...>` is `headerCell.title`).
        case keyedChild(element: String, key: String, attribute: String)
        /// The attribute of each `item` of the `container` child, numbered from 0
        /// (`<segments><segment title=...>` is `segmentTitles[0]`, `segmentTitles[1]`, ...).
        case list(container: String, item: String, attribute: String)
        /// A button's `<state key="normal" title=...>`: `normalTitle`, `highlightedTitle`, ...
        case stateTitles
    }

    /// One exported property: the name in the key, and where the text is.
    struct Property: Hashable {
        let name: String
        let source: Source

        init(_ name: String, _ source: Source? = nil) {
            self.name = name
            self.source = source ?? .attribute(name)
        }
    }

    /// UIKit (iOS, tvOS, Mac Catalyst) elements.
    static let uikit: [String: [Property]] = [
        "label": [Property("text")],
        "button": [
            Property("", .stateTitles),
            Property(
                "configuration.title",
                .keyedChild(element: "buttonConfiguration", key: "configuration", attribute: "title")),
            Property(
                "configuration.subtitle",
                .keyedChild(element: "buttonConfiguration", key: "configuration", attribute: "subtitle")),
        ],
        "textField": [Property("text"), Property("placeholder")],
        "textView": [Property("text")],
        "searchBar": [
            Property("text"), Property("placeholder"), Property("prompt"),
            Property("scopeButtonTitles", .list(container: "scopeButtonTitles", item: "string", attribute: "")),
        ],
        "segmentedControl": [
            Property("segmentTitles", .list(container: "segments", item: "segment", attribute: "title"))
        ],
        "navigationItem": [Property("title"), Property("prompt"), Property("backButtonTitle")],
        "barButtonItem": [Property("title")],
        "tabBarItem": [Property("title")],
        "tableViewSection": [Property("headerTitle"), Property("footerTitle")],
        "viewController": [Property("title")],
        "tableViewController": [Property("title")],
        "collectionViewController": [Property("title")],
        "navigationController": [Property("title")],
        "tabBarController": [Property("title")],
        "splitViewController": [Property("title")],
        "pageViewController": [Property("title")],
        "hostingController": [Property("title")],
    ]

    /// AppKit (macOS) elements.
    static let appKit: [String: [Property]] = [
        "textFieldCell": [Property("title"), Property("placeholderString")],
        "secureTextFieldCell": [Property("title"), Property("placeholderString")],
        "searchFieldCell": [Property("title"), Property("placeholderString")],
        "tokenFieldCell": [Property("title"), Property("placeholderString")],
        "comboBoxCell": [Property("title"), Property("placeholderString")],
        "buttonCell": [Property("title"), Property("alternateTitle")],
        "menuItem": [Property("title")],
        "menu": [Property("title")],
        "box": [Property("title")],
        "window": [Property("title")],
        "panel": [Property("title")],
        "tabViewItem": [Property("label")],
        "toolbarItem": [Property("label"), Property("paletteLabel")],
        "tableColumn": [
            Property("headerCell.title", .keyedChild(element: "tableHeaderCell", key: "headerCell", attribute: "title"))
        ],
        "segmentedCell": [
            Property("ibShadowedLabels", .list(container: "segments", item: "segment", attribute: "label")),
            Property("ibShadowedToolTips", .list(container: "segments", item: "segment", attribute: "toolTip")),
        ],
        "viewController": [Property("title")],
    ]

    /// The button states whose titles are exported, in the order of their keys.
    static let buttonStates = ["disabled", "highlighted", "normal", "selected"]

    /// Interface Builder's class for an element: `UILabel` for `label`, `NSTextFieldCell` for
    /// `textFieldCell`.
    static func className(of element: String, macOS: Bool) -> String {
        (macOS ? "NS" : "UI") + XcodeClassTable.capitalized(element)
    }
}
