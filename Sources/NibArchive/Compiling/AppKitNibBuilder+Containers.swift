import Foundation

extension AppKitNibBuilder {
    /// `NSTvFlags` by the `.xib`'s tab view `type`.
    static let tabViewTypes = [
        "topTabsBezelBorder": 0, "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3,
        "noTabsBezelBorder": 4, "noTabsLineBorder": 5, "noTabsNoBorder": 6,
    ]

    /// `<tabView>` without items: `NSTvFlags` (its type), its font, `NSAllowTruncatedLabels`,
    /// an empty `NSSubviews` and `NSTabViewItems`. A tab view with items is refused: ibtool lays
    /// the selected item's view out and computes the key view loop through it, which the
    /// compiler does not do yet.
    mutating func tabView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSTabView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var font: NibObjectGraph.Ref?
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "font" where child["key"] == "font": font = try self.font(child)
            case "tabViewItems" where child.children.isEmpty: continue
            default: try otherChild(child, of: element, object: object)
            }
        }
        guard let type = Self.tabViewTypes[element["type"] ?? "topTabsBezelBorder"] else {
            throw error(
                .unsupportedElement, "the tab view type '\(element["type"] ?? "")' has no known archived form",
                at: element)
        }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSTabViewItems", graph.collection("NSMutableArray", []))
        // A tab view with no <font> has a new NSTabView's, the system font at 11.
        if let font { graph.set(object, "NSFont", font) } else { graph.set(object, "NSFont", defaultTabViewFont()) }
        graph.set(object, "NSTvFlags", NibObjectGraph.integer(type))
        graph.set(object, "NSAllowTruncatedLabels", .bool(!element.attribute("allowsTruncatedLabels", is: "NO")))
        applyCustomClass(object, element, archivedClass: "NSTabView")
        return object
    }

    private mutating func defaultTabViewFont() -> NibObjectGraph.Ref {
        let object = graph.add("NSFont")
        graph.set(object, "NSName", string(".AppleSystemUIFont"))
        graph.set(object, "NSSize", .double(11))
        graph.set(object, "NSfFlags", NibObjectGraph.integer(3100))
        return object
    }

    /// A separator `<box>`: an `NSBox` of type 2 with ibtool's untitled title cell (a text
    /// field cell reading `Title` in the small system font, label colour on text background),
    /// `NSOffsets` `{5, 5}`, a groove border, the title at the top. Other boxes are refused:
    /// ibtool places their content view by the title font and border, which the compiler does
    /// not do yet.
    mutating func box(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        guard element.attribute("boxType", is: "separator") else {
            throw error(.unsupportedElement, "a box other than a separator has no known archived form yet", at: element)
        }
        for attribute in ["title", "titlePosition", "borderType", "transparent"] where element.has(attribute) {
            throw error(
                .unsupportedElement, "a separator's '\(attribute)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSBox")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: object) }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        let horizontal = element["horizontalHuggingPriority"] ?? "250"
        let vertical = element["verticalHuggingPriority"] ?? "250"
        if horizontal != "250" || vertical != "250" {
            graph.set(object, "NSHuggingPriority", string("{\(horizontal), \(vertical)}"))
        }
        graph.set(object, "NSOffsets", string("{5, 5}"))
        let title = graph.add("NSTextFieldCell")
        graph.set(title, "NSCellFlags", NibObjectGraph.integer(CellSettingFlags.textCell))
        graph.set(title, "NSCellFlags2", NibObjectGraph.integer(CellFlags2.centered))
        graph.set(title, "NSContents", string("Title"))
        let font = graph.add("NSFont")
        graph.set(font, "NSName", string(".AppleSystemUIFont"))
        graph.set(font, "NSSize", .double(11))
        graph.set(font, "NSfFlags", NibObjectGraph.integer(3100))
        graph.set(title, "NSSupport", font)
        graph.set(title, "NSControlView", .null)
        graph.set(title, "NSBackgroundColor", try systemColor("textBackgroundColor", at: element))
        graph.set(title, "NSTextColor", try systemColor("labelColor", at: element))
        graph.set(object, "NSTitleCell", title)
        graph.set(object, "NSBorderType", NibObjectGraph.integer(3))
        graph.set(object, "NSBoxType", NibObjectGraph.integer(2))
        graph.set(object, "NSTitlePosition", NibObjectGraph.integer(2))
        graph.set(object, "NSTransparent", .bool(false))
        applyCustomClass(object, element, archivedClass: "NSBox")
        return object
    }
}
