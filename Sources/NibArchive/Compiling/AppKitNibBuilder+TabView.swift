import Foundation

extension AppKitNibBuilder {
    /// `NSTvFlags` by the `.xib`'s tab view `type`.
    static let tabViewTypes = [
        "topTabsBezelBorder": 0, "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3,
        "noTabsBezelBorder": 4, "noTabsLineBorder": 5, "noTabsNoBorder": 6,
    ]

    /// `<tabView>`: `NSTvFlags` (its type), its font, `NSAllowTruncatedLabels`,
    /// `NSDrawsBackground`, its items (`NSTabViewItems`) and the selected one
    /// (`NSSelectedTabViewItem`: the first, as Interface Builder opens the document), whose
    /// view is the tab view's only subview. ibtool computes the key view loop through the
    /// selected item's view (``keyViewLoop(from:through:element:)``, `nkv_simple`); the other items'
    /// views stand alone.
    mutating func tabView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSTabView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var font: NibObjectGraph.Ref?
        var items: [(item: NibObjectGraph.Ref, view: NibObjectGraph.Ref, element: XMLElementNode)] = []
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "font" where child["key"] == "font": font = try self.font(child)
            case "tabViewItems":
                for item in child.children {
                    items.append(try tabViewItem(item, tabView: object, selected: items.isEmpty))
                }
            default: try otherChild(child, of: element, object: object)
            }
        }
        guard let type = Self.tabViewTypes[element["type"] ?? "topTabsBezelBorder"] else {
            throw error(
                .unsupportedElement, "the tab view type '\(element["type"] ?? "")' has no known archived form",
                at: element)
        }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", items.first.map { [$0.view] } ?? []))
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        if let selected = items.first {
            keyViewLoop(from: object, through: selected.view, element: selected.element)
        }
        graph.set(object, "NSTabViewItems", graph.collection("NSMutableArray", items.map(\.item)))
        if let selected = items.first { graph.set(object, "NSSelectedTabViewItem", selected.item) }
        // A tab view with no <font> has a new NSTabView's, the system font at 11.
        if let font { graph.set(object, "NSFont", font) } else { graph.set(object, "NSFont", defaultTabViewFont()) }
        graph.set(object, "NSTvFlags", NibObjectGraph.integer(type))
        graph.set(object, "NSAllowTruncatedLabels", .bool(!element.attribute("allowsTruncatedLabels", is: "NO")))
        if !element.attribute("drawsBackground", is: "NO") { graph.set(object, "NSDrawsBackground", .bool(true)) }
        applyCustomClass(object, element, archivedClass: "NSTabView")
        return object
    }

    /// A `<tabViewItem>` and its view (the tab view's subview when it is `selected`):
    /// `NSIdentifier`, `NSView`, `NSLabel`, `NSColor` (`controlColor` unless the source gives
    /// one) and `NSTabView`.
    private mutating func tabViewItem(_ element: XMLElementNode, tabView: NibObjectGraph.Ref, selected: Bool)
        throws(ArchiveReadError) -> (item: NibObjectGraph.Ref, view: NibObjectGraph.Ref, element: XMLElementNode)
    {
        guard element.name == "tabViewItem" else {
            throw error(
                .unsupportedElement, "<\(element.name)> in <tabViewItems> has no known archived form", at: element)
        }
        for unsupported in ["toolTip", "image"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a tab view item's '\(unsupported)' has no known archived form yet", at: element)
        }
        let item = graph.add("NSTabViewItem")
        list(item, element, parent: tabView)
        var view: (object: NibObjectGraph.Ref, element: XMLElementNode)?
        var color: NibObjectGraph.Ref?
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("view", "view"?):
                view = (try self.view(child, parent: item, superview: selected ? tabView : nil), child)
            case ("color", "color"?): color = try self.color(child)
            default: try otherChild(child, of: element, object: item)
            }
        }
        guard let view else {
            throw error(.unsupportedElement, "a tab view item without a view has no known archived form", at: element)
        }
        if let identifier = element["identifier"] { graph.set(item, "NSIdentifier", string(identifier)) }
        graph.set(item, "NSView", view.object)
        graph.set(item, "NSLabel", string(element["label"] ?? ""))
        if let color {
            graph.set(item, "NSColor", color)
        } else {
            graph.set(item, "NSColor", try systemColor("controlColor", at: element))
        }
        graph.set(item, "NSTabView", tabView)
        return (item, view.object, view.element)
    }

    /// The key view loop AppKit computes through `view` (`nkv_simple`): `owner`, then every view
    /// under `view` depth first, siblings from the top down and then left to right (AppKit's
    /// coordinates: the greater top edge first), each one's `NSNextKeyView` the next, the last
    /// one's `owner`.
    mutating func keyViewLoop(from owner: NibObjectGraph.Ref, through view: NibObjectGraph.Ref, element: XMLElementNode)
    {
        var order: [NibObjectGraph.Ref] = []
        func visit(_ object: NibObjectGraph.Ref, _ element: XMLElementNode) {
            order.append(object)
            let subviews = element.children.first { $0.name == "subviews" }.map { Array($0.children) } ?? []
            let placed = subviews.compactMap { child -> (NibObjectGraph.Ref, XMLElementNode, SourceFrame)? in
                guard let id = child["id"], let object = objectsByID[id] else { return nil }
                return (object, child, SourceFrame(child))
            }
            let sorted = placed.sorted { a, b in
                let (topA, topB) = (a.2.y + a.2.height, b.2.y + b.2.height)
                return topA != topB ? topA > topB : a.2.x < b.2.x
            }
            for (object, child, _) in sorted { visit(object, child) }
        }
        visit(view, element)
        // The loop replaces any next key view a view was given (a scroll view's clip view).
        for (index, object) in order.enumerated() {
            let next = index + 1 < order.count ? order[index + 1] : owner
            graph.replace(object, "NSNextKeyView", .object(next.index))
        }
        graph.replace(owner, "NSNextKeyView", .object(view.index))
    }

    private mutating func defaultTabViewFont() -> NibObjectGraph.Ref {
        let object = graph.add("NSFont")
        graph.set(object, "NSName", string(".AppleSystemUIFont"))
        graph.set(object, "NSSize", .double(11))
        graph.set(object, "NSfFlags", NibObjectGraph.integer(3100))
        return object
    }
}
