import Foundation

extension AppKitNibBuilder {
    /// `NScvFlags` bits of an `NSClipView`.
    enum ClipFlags {
        static let copiesOnScrollOff = 0x2
        static let drawsBackground = 0x4
    }

    /// What a clip view's compilation gives its scroll view.
    struct CompiledClipView {
        var object: NibObjectGraph.Ref
        /// The document view's width once resized with the clip view.
        var documentWidth: Double
        /// The document, when it is a table or outline view.
        var table: CompiledTable?
    }

    /// A scroll view's `<clipView>` at `origin` (both coordinates) and `size`, as ibtool tiles
    /// it: its autoresizing mask is not archived (the scroll view places it), its document view
    /// (a plain or custom view) is resized with it by the document's own mask; its background
    /// colour is the source's or the control background colour. A table document
    /// (``tableView(_:clip:space:)``) is placed below its header, `headerHeight` high: the
    /// clip view's bounds start that far above it.
    ///
    /// `parent` is the scroll view, or the window of a window's content clip view
    /// (`isWindowContent`), which keeps its own mask and has no superview.
    mutating func clipView(
        _ element: XMLElementNode, parent: NibObjectGraph.Ref, origin: Double, size: (Double, Double),
        headerHeight: Double? = nil, verticalScrollerShows: Bool = false, isWindowContent: Bool = false
    ) throws(ArchiveReadError) -> CompiledClipView {
        let object = graph.add("NSClipView")
        list(object, element, parent: parent)
        var geometry = ViewGeometry()
        var document: (object: NibObjectGraph.Ref, width: Double)?
        var table: CompiledTable?
        var background: NibObjectGraph.Ref?
        var sourceBackground: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "subviews":
                for item in child.children {
                    if document == nil, item.name == "textView" {
                        let textView = try self.textView(item, clip: object, size: size)
                        document = (textView, size.0)
                        graph.set(object, "NSCursor", textCursor())
                        continue
                    }
                    if document == nil, item.name == "tableView" || item.name == "outlineView" {
                        let space = TableSpace(
                            clipWidth: size.0, clipHeight: size.1, headerHeight: headerHeight,
                            verticalScrollerShows: verticalScrollerShows)
                        let compiled = try tableView(item, clip: object, space: space)
                        (document, table) = ((compiled.object, compiled.width), compiled)
                        continue
                    }
                    guard document == nil, item.name == "view" || item.name == "customView" else {
                        throw error(
                            .unsupportedElement,
                            "a scroll view's document <\(item.name)> has no known archived form yet", at: item)
                    }
                    let frame = SourceFrame(element)
                    let view = try view(item, parent: object, superview: object)
                    let resized = try autoresize(view, item, by: (size.0 - frame.width, size.1 - frame.height))
                    document = (view, resized.width)
                }
            case "color" where child["key"] == "backgroundColor":
                background = try color(child)
                sourceBackground = child
            default: try otherChild(child, of: element, object: object)
            }
        }
        guard let document else {
            throw error(
                .unsupportedElement, "a clip view without a document view has no known archived form", at: element)
        }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", [document.object]))
        if !isWindowContent {
            geometry.flags = 0
            geometry.sawMask = true
        }
        (geometry.frameKey, geometry.frame) = Self.frame(x: origin, y: origin, width: size.0, height: size.1)
        commonViewKeys(
            object, element, geometry, superview: isWindowContent ? nil : parent, topLevel: isWindowContent)
        if let headerHeight {
            graph.set(object, "NSBounds", string(Self.rectText((0, -headerHeight, size.0, size.1))))
        }
        graph.set(object, "NSNextKeyView", document.object)
        graph.set(object, "NSDocView", document.object)
        // An Xcode 8 document's clip view of a text view drew no background unless told to, and
        // the white it stored stood for the control background (`test13_clip_flags`; a window's
        // content clip view keeps both, `test6_whitecolor`). Another grey is kept as stored: no
        // pair shows how ibtool upgrades it.
        let upgradesText = isXcode8Document && !isWindowContent && graph.className(document.object) == "NSTextView"
        if let background, !(upgradesText && sourceBackground.map(Self.isStoredWhite) == true) {
            graph.set(object, "NSBGColor", background)
        } else {
            graph.set(object, "NSBGColor", try systemColor("controlBackgroundColor", at: element))
        }
        var flags = 0
        let drawsByDefault = !upgradesText
        if element.attribute("drawsBackground", is: "YES") || (drawsByDefault && !element.has("drawsBackground")) {
            flags |= ClipFlags.drawsBackground
        }
        if element.attribute("copiesOnScroll", is: "NO") { flags |= ClipFlags.copiesOnScrollOff }
        if flags != 0 { graph.set(object, "NScvFlags", NibObjectGraph.integer(flags)) }
        graph.set(object, "NSAutomaticallyAdjustsContentInsets", .bool(true))
        applyCustomClass(object, element, archivedClass: "NSClipView")
        return CompiledClipView(object: object, documentWidth: document.width, table: table)
    }

    /// Whether `color` is the opaque calibrated white Xcode 8 stored for default backgrounds.
    private static func isStoredWhite(_ color: XMLElementNode) -> Bool {
        color["colorSpace"] == "calibratedWhite" && color["white"].flatMap(Double.init) == 1
            && (color["alpha"].flatMap(Double.init) ?? 1) == 1
    }

    /// The cursor a clip view shows over a text document.
    private mutating func textCursor() -> NibObjectGraph.Ref {
        let cursor = graph.add("NSCursor")
        graph.set(cursor, "NSHotSpot", string("{1, -1}"))
        graph.set(cursor, "NSCursorType", NibObjectGraph.integer(0))
        return cursor
    }

    /// A scroll view's `<scroller>`: an `NSScroller` whose target is the scroll view, with the
    /// control keys AppKit's scrollers always archive, `NSsFlags` (horizontal, small) and its
    /// value. A scroller of a borderless scroll view that autohides them has a layer (ibtool
    /// gives one, as measured), as has one that wants it. `tiled` is the frame the scroll view
    /// gives it when it re-tiles it, and `hides` hides it (nothing to scroll, when the scroll
    /// view hides its scrollers).
    mutating func scroller(
        _ element: XMLElementNode, scrollView: NibObjectGraph.Ref, isHorizontal: Bool, layered: Bool,
        tiled: String? = nil, hides: Bool = false
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        for unsupported in ["knobProportion", "enabled", "customClass", "controlTint"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a scroller's '\(unsupported)' has no known archived form yet", at: element)
        }
        let sizes = ["regular": 0, "small": 1]
        guard let size = sizes[element["controlSize"] ?? "regular"] else {
            throw error(
                .unsupportedElement,
                "a scroller of control size '\(element["controlSize"] ?? "")' has no known archived form yet",
                at: element)
        }
        let object = graph.add("NSScroller")
        list(object, element, parent: scrollView)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: object) }
        if let tiled { (geometry.frameKey, geometry.frame) = ("NSFrame", tiled) }
        if hides { geometry.flags |= ViewFlags.hidden }
        commonViewKeys(object, element, geometry, superview: scrollView, topLevel: false)
        if layered, !element.attribute("wantsLayer", is: "YES") {
            graph.set(object, "NSViewIsLayerTreeHost", .bool(true))
        }
        graph.set(object, "NSControlAction", string("_doScroller:"))
        graph.set(object, "NSControlTarget", scrollView)
        // A small scroller says so in `NSsFlags`; its control size is archived as regular.
        neutralControlKeys(object, sendActionMask: 4)
        let flags = (isHorizontal ? 1 : 0) | (size == 1 ? 0x100 : 0)
        if flags != 0 { graph.set(object, "NSsFlags", NibObjectGraph.integer(flags)) }
        graph.set(object, "NSTarget", scrollView)
        graph.set(object, "NSAction", string("_doScroller:"))
        if let value = element["doubleValue"].flatMap(Double.init), value != 0 {
            graph.set(object, "NSCurValue", .double(value))
        }
        return object
    }
}
