import Foundation

extension UIKitNibBuilder {
    /// `UIBarButtonItem.SystemItem` by the name a document gives it.
    static let barButtonSystemItems = [
        "done": 0, "cancel": 1, "edit": 2, "save": 3, "add": 4, "flexibleSpace": 5, "fixedSpace": 6, "compose": 7,
        "reply": 8, "action": 9, "organize": 10, "bookmarks": 11, "search": 12, "refresh": 13, "stop": 14,
        "camera": 15, "trash": 16, "play": 17, "pause": 18, "rewind": 19, "fastForward": 20, "undo": 21, "redo": 22,
        "pageCurl": 23, "close": 24,
    ]

    /// `UIBarButtonItem.Style` by name. Interface Builder's default, which a document leaves
    /// out, is `bordered` (1): it writes `style="plain"` when an item is plain.
    static let barButtonStyles = ["plain": 0, "bordered": 1, "done": 2]

    /// `UINavigationItem.LargeTitleDisplayMode` by name.
    static let largeTitleDisplayModes = ["automatic": 0, "always": 1, "never": 2]

    /// A `<navigationItem>` as the `UINavigationItem` UIKit decodes (`UITitle`, `UIPrompt`,
    /// `UIBackButtonTitle`, `UILeftBarButtonItems` / `UIRightBarButtonItems` (a single item
    /// archived as a list of one, which UIKit reads alike), `UIBackBarButtonItem`,
    /// `UITitleView`, `UILargeTitleDisplayMode`), listed with its items, and its runtime
    /// attributes.
    ///
    /// - Throws: `NIB0801` for a child or value with no known archived form.
    mutating func navigationItem(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let item = newObject("UINavigationItem", for: element)
        for (attribute, key) in [
            ("title", "UITitle"), ("prompt", "UIPrompt"), ("backButtonTitle", "UIBackButtonTitle"),
        ] {
            if let text = element[attribute] { graph.set(item, key, graph.string(text)) }
        }
        if let mode = element["largeTitleDisplayMode"] {
            guard let value = Self.largeTitleDisplayModes[mode] else { throw invalid(element, "largeTitleDisplayMode") }
            if value != 0 { graph.set(item, "UILargeTitleDisplayMode", NibObjectGraph.integer(value)) }
        }
        for child in element.children {
            switch (child.name, child["key"] ?? "") {
            case ("barButtonItem", "leftBarButtonItem"):
                graph.set(item, "UILeftBarButtonItems", graph.collection("NSArray", [try barButtonItem(child)]))
            case ("barButtonItem", "rightBarButtonItem"):
                graph.set(item, "UIRightBarButtonItems", graph.collection("NSArray", [try barButtonItem(child)]))
            case ("barButtonItem", "backBarButtonItem"):
                graph.set(item, "UIBackBarButtonItem", try barButtonItem(child))
            case ("leftBarButtonItems", _), ("rightBarButtonItems", _):
                let key = child.name == "leftBarButtonItems" ? "UILeftBarButtonItems" : "UIRightBarButtonItems"
                graph.set(item, key, try barButtonItems(child))
            case (_, "titleView"): graph.set(item, "UITitleView", try view(child, superview: nil))
            case ("userDefinedRuntimeAttributes", _): try runtimeAttributes(child, of: item)
            // A title Interface Builder shows for a controller whose item has none.
            case ("nil", "title"): continue
            default: throw unsupported(child)
            }
        }
        try connections(of: element, source: item)
        return item
    }

    /// A list of `<barButtonItem>`s (a navigation item's, a toolbar's, a controller's toolbar
    /// items) as the `NSArray` of their items.
    ///
    /// - Throws: `NIB0801` for an entry that is no bar button item, and what the items hold.
    mutating func barButtonItems(_ list: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        var items: [NibObjectGraph.Ref] = []
        for entry in list.children {
            guard entry.name == "barButtonItem" else { throw unsupported(entry) }
            items.append(try barButtonItem(entry))
        }
        return graph.collection("NSArray", items)
    }

    /// A `<barButtonItem>` as the `UIBarButtonItem` UIKit decodes (WinObjC's
    /// `UIBarButtonItem.mm`, xib2nib's `UIBarButtonItem.cpp`): `UIEnabled` always (UIKit
    /// decodes an absent one as false), `UITitle`, `UIImage`, `UIStyle` (not for a custom view),
    /// `UISystemItem` with `UIIsSystemItem`, `UIWidth`, `UITag`, `UITintColor`, `UICustomView`;
    /// its actions and segues are sent to their targets without an event mask.
    mutating func barButtonItem(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let item = newObject("UIBarButtonItem", for: element)
        try barItemKeys(element, item: item)
        if let name = element["systemItem"] {
            guard let value = Self.barButtonSystemItems[name] else { throw invalid(element, "systemItem") }
            graph.set(item, "UISystemItem", NibObjectGraph.integer(value))
            graph.set(item, "UIIsSystemItem", .bool(true))
        }
        if let width = try number(element, "width") { graph.set(item, "UIWidth", .float(Float(width))) }
        var customView: NibObjectGraph.Ref?
        for child in element.children {
            switch (child.name, child["key"] ?? "") {
            case ("connections", _): continue
            case ("color", "tintColor"): graph.set(item, "UITintColor", try color(child))
            case (_, "customView"): customView = try view(child, superview: nil)
            case ("userDefinedRuntimeAttributes", _): try runtimeAttributes(child, of: item)
            // An SF Symbol at a scale or in a rendering mode (`imageReference(_:)`).
            case ("imageReference", "image") where !element.has("image"):
                graph.set(item, "UIImage", try imageReference(child))
            default: throw unsupported(child)
            }
        }
        if let customView {
            graph.set(item, "UICustomView", customView)
        } else {
            let name = element["style"] ?? "bordered"
            guard let style = Self.barButtonStyles[name] else { throw invalid(element, "style") }
            if style != 0 { graph.set(item, "UIStyle", NibObjectGraph.integer(style)) }
        }
        try connections(of: element, source: item)
        return item
    }

    /// `UITabBarItem.SystemItem` by name.
    static let tabBarSystemItems = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]

    /// A `<tabBarItem>` as the `UITabBarItem` UIKit decodes (WinObjC's `UITabBarItem.mm`,
    /// xib2nib's `UITabBarItem.cpp`): `UIEnabled` always, `UITitle`, `UIImage`, `UITag`,
    /// `UISystemItem`, `UIBadgeValue`, `UISelectedTemplateImage` (its selected image),
    /// `UITitlePositionAdjustment` when not zero; its runtime attributes.
    ///
    /// - Throws: `NIB0801` for an image from a catalog other than the system's, or any other
    ///   child: no known archived form.
    mutating func tabBarItem(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let item = newObject("UITabBarItem", for: element)
        try barItemKeys(element, item: item)
        // `-[UITabBarItem encodeWithCoder:]` (published decompilations of UIKitCore 26.1).
        if let badge = element["badgeValue"] { graph.set(item, "UIBadgeValue", graph.string(badge)) }
        if let selected = element["selectedImage"] {
            graph.set(item, "UISelectedTemplateImage", try imagePlaceholder(selected, of: element))
        }
        if let name = element["systemItem"] {
            guard let value = Self.tabBarSystemItems[name] else { throw invalid(element, "systemItem") }
            graph.set(item, "UISystemItem", NibObjectGraph.integer(value))
        }
        for child in element.children where child.name != "connections" {
            switch (child.name, child["key"] ?? "") {
            case ("userDefinedRuntimeAttributes", _): try runtimeAttributes(child, of: item)
            // An SF Symbol at a scale or in a rendering mode (`imageReference(_:)`).
            case ("imageReference", "image") where !element.has("image"):
                graph.set(item, "UIImage", try imageReference(child))
            case ("imageReference", "selectedImage") where !element.has("selectedImage"):
                graph.set(item, "UISelectedTemplateImage", try imageReference(child))
            case ("offsetWrapper", "titlePositionAdjustment"):
                // A `UIOffset`, decoded as the other geometry is: a byte 7, then horizontal and
                // vertical as doubles; the encoder leaves out a zero offset.
                let offset = [try number(child, "horizontal") ?? 0, try number(child, "vertical") ?? 0]
                if offset != [0, 0] { graph.set(item, "UITitlePositionAdjustment", .data(Self.doubles(offset))) }
            default: throw unsupported(child)
            }
        }
        try connections(of: element, source: item)
        return item
    }

    /// `UIBarStyle` by the name a document gives (`barStyle`); `blackOpaque` is the deprecated
    /// name of black, the same value (`UIBarStyleBlackOpaque = 1` in UIKit's headers).
    static let barStyles = ["default": 0, "black": 1, "blackOpaque": 1]

    /// A `<navigationBar>`'s, `<tabBar>`'s or `<toolbar>`'s own attributes: `UIBarStyle`
    /// (`black` 1), `UIBarTranslucence` (opaque 2), and a navigation bar's large titles as
    /// `UIBarPrefersLargeTitles` (`-[UINavigationBar initWithCoder:]` in published
    /// decompilations decodes it, and xibdump maps it to `largeTitles`); Interface Builder's
    /// defaults are left out.
    ///
    /// - Throws: `NIB0801` for a value with no archived form, and for a bar's own shadow and
    ///   back indicator images, whose archived forms are not verified.
    mutating func barAttributes(_ element: XMLElementNode, bar: NibObjectGraph.Ref) throws(ArchiveReadError) {
        try setNumbered([("barStyle", "UIBarStyle", Self.barStyles)], of: element, on: bar)
        if element.attribute("translucent", is: "NO") { graph.set(bar, "UIBarTranslucence", NibObjectGraph.integer(2)) }
        if element.attribute("largeTitles", is: "YES") || element.attribute("prefersLargeTitles", is: "YES") {
            graph.set(bar, "UIBarPrefersLargeTitles", .bool(true))
        }
        for attribute in ["shadowImage", "backIndicatorImage", "backIndicatorTransitionMaskImage"]
        where element.has(attribute) {
            throw invalid(element, attribute)
        }
    }

    /// A navigation bar's keys for its title attributes, by the document's key: the ones
    /// `-[UINavigationBar initWithCoder:]` reads (published decompilations of UIKitCore 26.1;
    /// xibdump maps them to the same elements).
    static let titleTextAttributeKeys = [
        "titleTextAttributes": "UITitleTextAttributes", "largeTitleTextAttributes": "UIBarLargeTitleTextAttributes",
    ]

    /// A navigation bar's `<textAttributes>`: an `NSDictionary` of text attributes under their
    /// attributed-string names, `NSColor` for the text colour, `NSFont` for the font, and
    /// `NSShadow` for the text shadow's colour and offset: the shadow UIKit's setter makes of the
    /// old `TextShadowColor` and `TextShadowOffset` keys
    /// (`-[NSDictionary _ui_attributesForDictionaryContainingUIStringDrawingKeys]`, published
    /// decompilations of UIKitCore), archived as `-[NSShadow encodeWithCoder:]` writes it
    /// (UIFoundation's): `NSShadowHoriz`, `NSShadowVert` negated, each when not 0, and
    /// `NSShadowColor`. That ibtool archives the shadow so is xibdump's reading of real nibs.
    ///
    /// - Throws: `NIB0801` for another attribute or key.
    mutating func titleTextAttributes(_ element: XMLElementNode, of bar: NibObjectGraph.Ref) throws(ArchiveReadError) {
        guard let key = Self.titleTextAttributeKeys[element["key"] ?? ""] else { throw unsupported(element) }
        var pairs: [NibObjectGraph.Ref] = []
        var shadowColor: NibObjectGraph.Ref?
        var shadowOffset: [Double]?
        for child in element.children {
            switch (child.name, child["key"] ?? "") {
            case ("color", "textColor"): pairs += [graph.string("NSColor"), try color(child)]
            case ("fontDescription", "fontDescription"): pairs += [graph.string("NSFont"), try font(child)]
            case ("color", "textShadowColor"): shadowColor = try color(child)
            case ("offsetWrapper", "textShadowOffset"):
                shadowOffset = [try number(child, "horizontal") ?? 0, try number(child, "vertical") ?? 0]
            default: throw unsupported(child)
            }
        }
        if shadowColor != nil || shadowOffset != nil {
            let shadow = graph.add("NSShadow")
            let offset = shadowOffset ?? [0, 0]
            if offset[0] != 0 { graph.set(shadow, "NSShadowHoriz", .double(offset[0])) }
            if offset[1] != 0 { graph.set(shadow, "NSShadowVert", .double(-offset[1])) }
            if let shadowColor { graph.set(shadow, "NSShadowColor", shadowColor) }
            pairs += [graph.string("NSShadow"), shadow]
        }
        graph.set(bar, key, graph.collection("NSDictionary", pairs))
    }
}
