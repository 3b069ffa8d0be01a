import Foundation

extension AppKitNibBuilder {
    /// `<box>`: a separator (``separatorBox(_:superview:)``) or a titled primary box
    /// (``titledBox(_:superview:)``); other boxes are refused: ibtool places their content
    /// view by the title font, position and border, which the compiler knows only for these.
    mutating func box(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        if element.attribute("boxType", is: "separator") { return try separatorBox(element, superview: superview) }
        guard element["boxType"] == nil || element["boxType"] == "primary", element.has("title") else {
            throw error(
                .unsupportedElement,
                "a box other than a separator or a titled primary box has no known archived form yet",
                at: element)
        }
        return try titledBox(element, superview: superview)
    }

    /// A separator `<box>`: an `NSBox` of type 2 with ibtool's untitled title cell,
    /// `NSOffsets` `{5, 5}`, a groove border, the title at the top.
    private mutating func separatorBox(_ element: XMLElementNode, superview: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        for attribute in ["title", "titlePosition", "borderType", "transparent"] where element.has(attribute) {
            throw error(
                .unsupportedElement, "a separator's '\(attribute)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSBox")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: object) }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        try boxKeys(object, element, geometry, superview: superview, title: "Title", offsets: "{5, 5}", type: 2)
        return object
    }

    /// A titled primary `<box>` (title at the top in the small system font, the default
    /// border): its content view fills the box below the title (12 points, as ibtool tiles
    /// it), its subviews autoresized with it; `NSOffsets` `{0, 0}`. Its border and fill colours
    /// are not archived (a primary box draws neither).
    private mutating func titledBox(_ element: XMLElementNode, superview: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        for attribute in ["titlePosition", "borderType", "transparent", "cornerRadius", "borderWidth"]
        where element.has(attribute) {
            throw error(
                .unsupportedElement, "a titled box's '\(attribute)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSBox")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var content: NibObjectGraph.Ref?
        let frame = SourceFrame(element)
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "view" where child["key"] == "contentView":
                let view = try view(child, parent: object, superview: object)
                let old = SourceFrame(child)
                let new = SourceFrame(x: 0, y: 0, width: frame.width, height: frame.height - 12)
                setFrame(view, new)
                graph.replace(
                    view, "NSvFlags",
                    NibObjectGraph.integer(
                        ViewFlags.autoresizesSubviews | ViewFlags.widthSizable | ViewFlags.heightSizable))
                try autoresizeSubviews(of: child, by: (new.width - old.width, new.height - old.height))
                content = view
            case "color" where child["key"] == "borderColor" || child["key"] == "fillColor": continue
            case "font" where child["key"] == "titleFont":
                throw error(.unsupportedElement, "a box's title font has no known archived form yet", at: child)
            default: try otherChild(child, of: element, object: object)
            }
        }
        guard let content else {
            throw error(
                .unsupportedElement, "a titled box without a content view has no known archived form", at: element)
        }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", [content]))
        try boxKeys(
            object, element, geometry, superview: superview, title: element["title"] ?? "", offsets: "{0, 0}", type: 0)
        graph.set(object, "NSContentView", content)
        graph.set(object, "IBNSBoxIsUsingDocumentContentView", .bool(true))
        return object
    }

    /// The keys every box archives: the view's, its hugging, `NSOffsets`, the title cell (a
    /// text field cell in the small system font, label colour on text background), a groove
    /// border, the title at the top, opaque.
    private mutating func boxKeys(
        _ object: NibObjectGraph.Ref, _ element: XMLElementNode, _ geometry: ViewGeometry,
        superview: NibObjectGraph.Ref, title text: String, offsets: String, type: Int
    ) throws(ArchiveReadError) {
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        huggingPriority(object, element)
        graph.set(object, "NSOffsets", string(offsets))
        let title = graph.add("NSTextFieldCell")
        graph.set(title, "NSCellFlags", NibObjectGraph.integer(CellSettingFlags.textCell))
        graph.set(title, "NSCellFlags2", NibObjectGraph.integer(CellFlags2.centered))
        graph.set(title, "NSContents", string(text))
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
        graph.set(object, "NSBoxType", NibObjectGraph.integer(type))
        graph.set(object, "NSTitlePosition", NibObjectGraph.integer(2))
        graph.set(object, "NSTransparent", .bool(false))
        applyCustomClass(object, element, archivedClass: "NSBox")
    }

    /// `<splitView>`: an `NSSplitView` with its panes as subviews (each clipping to its bounds,
    /// `NSViewClipsToBoundsKeyName`), `NSIsVertical` and `NSDividerStyle`. Holding priorities
    /// other than 250 or an autosave name are refused: how ibtool archives them is not known yet.
    mutating func splitView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        for unsupported in ["autosaveName", "arrangesAllSubviews"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a split view's '\(unsupported)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSSplitView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var panes: [NibObjectGraph.Ref] = []
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "subviews":
                for item in child.children { panes.append(try subview(item, superview: object)) }
            case "holdingPriorities":
                for priority in child.children where priority.name != "real" || priority["value"] != "250" {
                    throw error(
                        .unsupportedElement, "a split view's holding priority has no known archived form yet",
                        at: priority)
                }
            default: try otherChild(child, of: element, object: object)
            }
        }
        for pane in panes { graph.set(pane, "NSViewClipsToBoundsKeyName", .bool(true)) }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", panes))
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        if element.attribute("vertical", is: "YES") { graph.set(object, "NSIsVertical", .bool(true)) }
        // AppKit's `NSSplitView.DividerStyle` values; Interface Builder leaves thick, the
        // default, unsaid.
        if let style = element["dividerStyle"] {
            guard let value = ["thick": 1, "thin": 2, "paneSplitter": 3][style] else {
                throw error(.unsupportedElement, "the divider style '\(style)' has no known archived form", at: element)
            }
            graph.set(object, "NSDividerStyle", NibObjectGraph.integer(value))
        }
        applyCustomClass(object, element, archivedClass: "NSSplitView")
        return object
    }
}
