import Foundation

extension AppKitNibBuilder {
    /// `NSvFlags` bits (`NSView`'s archived flags).
    enum ViewFlags {
        static let autoresizesSubviews = 0x100
        static let hidden = Int(bitPattern: 0xFFFF_FFFF_8000_0000)
        static let minXMargin = 0x01
        static let widthSizable = 0x02
        static let maxXMargin = 0x04
        static let minYMargin = 0x08
        static let heightSizable = 0x10
        static let maxYMargin = 0x20
    }

    /// What every view element holds besides its own children: frame and autoresizing mask.
    struct ViewGeometry {
        var flags = 0
        var sawMask = false
        var frameKey = "NSFrameSize"
        var frame = "{0, 0}"

        /// Reads `child` if it is the frame or the autoresizing mask; false otherwise.
        mutating func read(_ child: XMLElementNode) -> Bool {
            switch child.name {
            case "rect" where child["key"] == "frame":
                (frameKey, frame) = AppKitNibBuilder.frame(child)
            case "autoresizingMask":
                sawMask = true
                flags |= AppKitNibBuilder.autoresizingFlags(child)
            default:
                return false
            }
            return true
        }
    }

    /// `<view>`, `<customView>` and `<tableCellView>`: an `NSView` (or `NSCustomView`, swapped to
    /// its class, or `NSTableCellView`) with its frame, flags and subviews. `superview` is nil for
    /// a window's content view, a top-level view and a table's cell view prototype.
    mutating func view(_ element: XMLElementNode, parent: NibObjectGraph.Ref?, superview: NibObjectGraph.Ref?)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        let isCustom = element.name == "customView"
        let archivedClass = isCustom ? "NSCustomView" : element.name == "tableCellView" ? "NSTableCellView" : "NSView"
        let object = graph.add(archivedClass)
        list(object, element, parent: parent)
        if isCustom { graph.set(object, "NSClassName", string("NSView")) }
        var geometry = ViewGeometry()
        let subviews = try viewChildren(element, object: object, geometry: &geometry)
        if !subviews.isEmpty {
            // A custom view archives its subviews back to front.
            graph.set(
                object, "NSSubviews", graph.collection("NSMutableArray", isCustom ? subviews.reversed() : subviews))
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: parent == nil)
        huggingPriority(object, element)
        applyCustomClass(object, element, archivedClass: archivedClass)
        return object
    }

    /// The children of a plain view's element: its frame and mask read into `geometry`, its
    /// `<subviews>` compiled under `object` (returned in order), any other child as every
    /// object's (``otherChild(_:of:object:)``).
    mutating func viewChildren(
        _ element: XMLElementNode, object: NibObjectGraph.Ref, geometry: inout ViewGeometry
    ) throws(ArchiveReadError) -> [NibObjectGraph.Ref] {
        var subviews: [NibObjectGraph.Ref] = []
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "subviews":
                for item in child.children { subviews.append(try subview(item, superview: object)) }
            default: try otherChild(child, of: element, object: object)
            }
        }
        return subviews
    }

    /// One element of a `<subviews>`.
    mutating func subview(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        switch element.name {
        case "view", "customView": return try view(element, parent: superview, superview: superview)
        case "stepper": return try stepper(element, superview: superview)
        case "progressIndicator": return try progressIndicator(element, superview: superview)
        case "slider": return try slider(element, superview: superview)
        case "pdfView": return try pdfView(element, superview: superview)
        case "matrix": return try matrix(element, superview: superview)
        case "visualEffectView": return try visualEffectView(element, superview: superview)
        case "imageView": return try imageView(element, superview: superview)
        case "colorWell": return try colorWell(element, superview: superview)
        case "datePicker": return try datePicker(element, superview: superview)
        case "button": return try button(element, superview: superview)
        case "popUpButton": return try popUpButton(element, superview: superview)
        case "tabView": return try tabView(element, superview: superview)
        case "box": return try box(element, superview: superview)
        case "stackView": return try stackView(element, superview: superview)
        case "splitView": return try splitView(element, superview: superview)
        case "scrollView": return try scrollView(element, superview: superview)
        case "textField", "secureTextField", "searchField": return try textField(element, superview: superview)
        default:
            throw error(
                .unsupportedElement, "<\(element.name)> has no known archived form yet, so it cannot be compiled",
                at: element)
        }
    }

    /// A child every object element may have besides its own: connections, and where
    /// Interface Builder drew it; anything else is `NIB0801`.
    mutating func otherChild(_ child: XMLElementNode, of element: XMLElementNode, object: NibObjectGraph.Ref)
        throws(ArchiveReadError)
    {
        switch child.name {
        case "connections": try connections(child, source: object, sourceID: element["id"] ?? "")
        case "constraints": try viewConstraints(child, holder: element, object: object)
        case "viewLayoutGuide" where child["id"] != nil:
            declaredGuides[child["id"] ?? ""] = DeclaredGuide(owner: object, key: child["key"] ?? "", element: child)
        case "accessibility": try accessibility(child, on: object)
        case "string" where child["key"] == "toolTip":
            // ibtool writes no tool tip for a base64 string (seen in `tooltip_both`).
            if !child.attribute("base64-UTF8", is: "YES") { toolTip(child.text, on: object) }
        // Where Interface Builder drew the object: nothing to archive.
        case "point" where child["key"] == "canvasLocation": return
        default:
            throw error(
                .unsupportedElement,
                "<\(child.name)> in <\(element.name)> has no known archived form yet, so it cannot be compiled",
                at: child)
        }
    }

    /// The keys every view archives: responder chain, frame, flags, and those ibtool always
    /// writes (`NSViewWantsBestResolutionOpenGLSurface`, the guides, `IBNSClipsToBounds`).
    mutating func commonViewKeys(
        _ object: NibObjectGraph.Ref, _ element: XMLElementNode, _ geometry: ViewGeometry,
        superview: NibObjectGraph.Ref?, topLevel: Bool
    ) {
        listConstraints()
        if let superview {
            graph.set(object, "NSSuperview", superview)
            graph.set(object, "NSNextResponder", superview)
        } else {
            graph.set(object, "NSNextResponder", .null)
        }
        graph.set(object, "NSNibTouchBar", .null)
        if let text = element["toolTip"] { toolTip(text, on: object) }
        if let tag = element["tag"], let value = Int(tag) { graph.set(object, "NSTag", NibObjectGraph.integer(value)) }
        var flags = geometry.flags
        if !element.attribute("autoresizesSubviews", is: "NO") { flags |= ViewFlags.autoresizesSubviews }
        if element.attribute("hidden", is: "YES") { flags |= ViewFlags.hidden }
        if !geometry.sawMask {
            flags |=
                usesAutolayout
                ? ViewFlags.maxXMargin | ViewFlags.minYMargin : ViewFlags.minYMargin | ViewFlags.maxYMargin
        }
        // A view with no flag set has none archived (a PDF view that does not autoresize).
        if flags != 0 { graph.set(object, "NSvFlags", NibObjectGraph.integer(flags)) }
        graph.set(object, geometry.frameKey, string(geometry.frame))
        graph.set(object, "NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        autolayoutGuideKeys(object, element)
        graph.set(
            object, "IBNSClipsToBounds", NibObjectGraph.integer(element.attribute("clipsToBounds", is: "YES") ? 1 : 0))
        if element.attribute("wantsLayer", is: "YES") { graph.set(object, "NSViewIsLayerTreeHost", .bool(true)) }
        // A view that no constraint names keeps translating its mask, but for a top-level one.
        let constrained = (superview == nil && topLevel) || constrainedIDs.contains(element["id"] ?? "")
        if element.attribute("translatesAutoresizingMaskIntoConstraints", is: "NO"), constrained,
            !element.attribute("fixedFrame", is: "YES")
        {
            graph.set(object, "NSDoNotTranslateAutoresizingMask", .bool(true))
        }
        let horizontalResistance = element["horizontalCompressionResistancePriority"]
        let verticalResistance = element["verticalCompressionResistancePriority"]
        if horizontalResistance != nil || verticalResistance != nil {
            graph.set(
                object, "NSAntiCompressionPriority",
                string("{\(horizontalResistance ?? "750"), \(verticalResistance ?? "750")}"))
        }
    }

    /// `NSHuggingPriority` as `{horizontal, vertical}`, unless it is the class's default: 250
    /// horizontally, `defaultVertical` vertically (750 for controls a line of text high).
    mutating func huggingPriority(
        _ object: NibObjectGraph.Ref, _ element: XMLElementNode, defaultVertical: String = "250"
    ) {
        let horizontal = element["horizontalHuggingPriority"] ?? "250"
        let vertical = element["verticalHuggingPriority"] ?? "250"
        if horizontal != "250" || vertical != defaultVertical {
            graph.set(object, "NSHuggingPriority", string("{\(horizontal), \(vertical)}"))
        }
    }

    /// A tool tip: an `NSIBHelpConnector` to the view (`NSFile` `NSToolTipHelpKey`, `NSMarker`
    /// the text), after the other connections.
    mutating func toolTip(_ text: String, on object: NibObjectGraph.Ref) {
        let connector = graph.add("NSIBHelpConnector")
        graph.set(connector, "NSDestination", object)
        graph.set(connector, "NSFile", string("NSToolTipHelpKey"))
        graph.set(connector, "NSMarker", string(text))
        helpConnectors.append(connector)
    }

    /// `<accessibility>`: one `NSNibAXAttributeConnector` per overridden attribute (the
    /// attribute's name an `NSMutableString`, its value a string); an attribute without a
    /// known name is `NIB0801`.
    mutating func accessibility(_ element: XMLElementNode, on object: NibObjectGraph.Ref) throws(ArchiveReadError) {
        let names = ["description": "AXDescription", "help": "AXHelp"]
        for attribute in element.attributes {
            guard let name = names[attribute.name] else {
                throw error(
                    .unsupportedElement,
                    "the accessibility attribute '\(attribute.name)' has no known archived form yet",
                    at: element)
            }
            let connector = graph.add("NSNibAXAttributeConnector")
            graph.set(connector, "AXDestinationArchiveKey", object)
            let type = graph.add("NSMutableString")
            graph.set(type, "NS.bytes", .data(Data(name.utf8)))
            graph.set(connector, "AXAttributeTypeArchiveKey", type)
            graph.set(connector, "AXAttributeValueArchiveKey", string(attribute.value))
            accessibilityConnectors.append(connector)
        }
    }

    /// The autoresizing bits of an `<autoresizingMask>`.
    static func autoresizingFlags(_ element: XMLElementNode) -> Int {
        let bits: [(String, Int)] = [
            ("flexibleMinX", ViewFlags.minXMargin), ("widthSizable", ViewFlags.widthSizable),
            ("flexibleMaxX", ViewFlags.maxXMargin), ("flexibleMinY", ViewFlags.minYMargin),
            ("heightSizable", ViewFlags.heightSizable), ("flexibleMaxY", ViewFlags.maxYMargin),
        ]
        return bits.reduce(0) { $0 | (element.attribute($1.0, is: "YES") ? $1.1 : 0) }
    }

    /// A frame as AppKit archives it: `NSFrameSize` `{w, h}` at the origin, else `NSFrame`
    /// `{{x, y}, {w, h}}`; widths and heights are whole points, an origin keeps a fraction.
    static func frame(_ rect: XMLElementNode) -> (key: String, text: String) {
        let x = Double(rect["x"] ?? "") ?? 0
        let y = Double(rect["y"] ?? "") ?? 0
        let width = (Double(rect["width"] ?? "") ?? 0).rounded(.towardZero)
        let height = (Double(rect["height"] ?? "") ?? 0).rounded(.towardZero)
        return frame(x: x, y: y, width: width, height: height)
    }

    /// A frame of these numbers as AppKit archives it: `NSFrameSize` at the origin, else
    /// `NSFrame`.
    static func frame(x: Double, y: Double, width: Double, height: Double) -> (key: String, text: String) {
        if x == 0, y == 0 { return ("NSFrameSize", sizeText(width, height)) }
        return ("NSFrame", rectText((x, y, width, height)))
    }

    /// A size as ibtool prints it: `{w, h}`.
    static func sizeText(_ width: Double, _ height: Double) -> String {
        "{\(coordinate(width)), \(coordinate(height))}"
    }

    /// A coordinate as ibtool prints it: whole numbers without a fraction.
    static func coordinate(_ value: Double) -> String {
        if value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
