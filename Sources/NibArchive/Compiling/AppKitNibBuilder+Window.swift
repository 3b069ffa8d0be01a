import Foundation

extension AppKitNibBuilder {
    /// `NSWTFlags` bits (`NSWindowTemplate`'s archived flags).
    enum WindowFlags {
        static let deferred = 0x2000_0000
        static let notReleasedWhenClosed = 0x4000_0000
        static let hidesOnDeactivate = 0x8000_0000
        static let allowsToolTipsWhenApplicationIsInactive = 0x2000
        static let autorecalculatesKeyViewLoop = 0x800
        static let strutMask = 0x78_0000
    }

    /// `<window>`: an `NSWindowTemplate` with its content view, style, flags and rects. The
    /// window rect is placed as ibtool places it: centred on the screen rect on each axis the
    /// `initialPositionMask` pins to no edge.
    @discardableResult
    mutating func window(_ element: XMLElementNode, parent: NibObjectGraph.Ref?) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSWindowTemplate")
        list(object, element, parent: parent)
        var flags = WindowFlags.strutMask
        var content = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        var screen = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        var struts: [String: Bool] = [:]
        var contentView: NibObjectGraph.Ref?
        var toolbar: NibObjectGraph.Ref?
        var maxSize = "{10000000000000, 10000000000000}"
        var sizeLimits: [XMLElementNode] = []
        var styleMask = 0
        for child in element.children {
            switch child.name {
            case "windowStyleMask":
                let bits: [(String, Int)] = [
                    ("titled", 1), ("closable", 2), ("miniaturizable", 4), ("resizable", 8), ("utility", 16),
                    ("nonactivatingPanel", 128), ("fullSizeContentView", 1 << 15),
                ]
                styleMask = bits.reduce(0) { $0 | (child.attribute($1.0, is: "YES") ? $1.1 : 0) }
                graph.set(object, "NSWindowStyleMask", NibObjectGraph.integer(styleMask))
            case "windowPositionMask":
                for side in ["left", "right", "bottom", "top"] {
                    struts[side] = child.attribute("\(side)Strut", is: "YES")
                }
                flags = (flags & ~WindowFlags.strutMask) | Self.strutFlags(struts)
            case "rect" where child["key"] == "contentRect":
                content = Self.rect(child)
            case "rect" where child["key"] == "screenRect":
                screen = Self.rect(child)
            case "size" where child["key"] == "maxSize":
                maxSize = "{\(child["width"] ?? "0"), \(child["height"] ?? "0")}"
            case "size" where child["key"] == "minSize":
                // ibtool writes no minimum size for a window.
                continue
            case "value" where child["type"] == "size" && (child["key"] == "minSize" || child["key"] == "maxSize"):
                sizeLimits.append(child)
            case "windowCollectionBehavior":
                let bits: [(String, Int)] = [
                    ("canJoinAllSpaces", 1), ("transient", 8), ("ignoresCycle", 64), ("fullScreenPrimary", 128),
                ]
                let behavior = bits.reduce(0) { $0 | (child.attribute($1.0, is: "YES") ? $1.1 : 0) }
                if behavior != 0 {
                    graph.set(object, "NSWindowCollectionBehavior", NibObjectGraph.integer(behavior))
                }
            case "toolbar" where child["key"] == "toolbar":
                toolbar = try self.toolbar(child, window: object)
            case "view" where child["key"] == "contentView":
                contentView = try view(child, parent: object, superview: nil)
            case "clipView" where child["key"] == "contentView":
                // A clip view as the content view fills the content rect (`test6_whitecolor`).
                let size = (content.width.rounded(.towardZero), content.height.rounded(.towardZero))
                contentView =
                    try clipView(child, parent: object, origin: SourceFrame(child).x, size: size, isWindowContent: true)
                    .object
            default: try otherChild(child, of: element, object: object)
            }
        }
        for limit in sizeLimits {
            let isMinimum = limit["key"] == "minSize"
            let frameSize = "{\(limit["width"] ?? "0"), \(Self.frameHeight(limit["height"], styleMask: styleMask))}"
            let contentSize = "{\(limit["width"] ?? "0"), \(limit["height"] ?? "0")}"
            if isMinimum {
                graph.set(object, "NSMinSize", string(frameSize))
                graph.set(object, "NSWindowContentMinSize", string(contentSize))
            } else {
                maxSize = frameSize
                graph.set(object, "NSWindowContentMaxSize", string(contentSize))
            }
        }
        graph.set(object, "NSWindowBacking", NibObjectGraph.integer(2))
        if !element.attribute("deferred", is: "NO") { flags |= WindowFlags.deferred }
        if !element.attribute("allowsToolTipsWhenApplicationIsInactive", is: "NO") {
            flags |= WindowFlags.allowsToolTipsWhenApplicationIsInactive
        }
        if !element.attribute("autorecalculatesKeyViewLoop", is: "NO") {
            flags |= WindowFlags.autorecalculatesKeyViewLoop
        }
        if element.attribute("releasedWhenClosed", is: "NO") { flags |= WindowFlags.notReleasedWhenClosed }
        if element.attribute("hidesOnDeactivate", is: "YES") { flags |= WindowFlags.hidesOnDeactivate }
        // The flags are a signed 32-bit field: the top bit makes them negative.
        graph.set(object, "NSWTFlags", NibObjectGraph.flags32(flags))
        graph.set(object, "NSWindowTitle", localizable(element))
        graph.set(object, "NSWindowSubtitle", string(""))
        if instantiatesDirectly, element["customClass"] != nil, moduleName(element) != nil {
            // ibtool swaps such a window's class in; how it archives the swapper is not known.
            throw error(
                .unsupportedElement,
                "a window with a Swift custom class created directly has no known archived form yet", at: element)
        }
        let windowClass = element["customClass"].map { swiftName($0, module: moduleName(element)) } ?? "NSWindow"
        if let customClass = element["customClass"] { classReference(object, customClass, element) }
        graph.set(object, "NSWindowClass", string(windowClass))
        // A window's toolbar is archived as its `NSViewClass`.
        graph.set(object, "NSViewClass", toolbar.map { .object($0.index) } ?? .null)
        graph.set(
            object, "NSUserInterfaceItemIdentifier",
            element["identifier"].map { .object(string($0).index) } ?? .null)
        graph.set(object, "NSWindowView", contentView.map { .object($0.index) } ?? .null)
        let placed = Self.place(content, on: screen, struts: struts)
        graph.set(object, "NSWindowRect", string(Self.rectText(placed)))
        graph.set(object, "NSScreenRect", string(Self.rectText(screen)))
        // ibtool writes no maximum size for a window with a toolbar (`toolbar_default_refs`).
        if toolbar == nil { graph.set(object, "NSMaxSize", string(maxSize)) }
        graph.set(object, "NSWindowIsRestorable", .bool(!element.attribute("restorable", is: "NO")))
        graph.set(object, "NSMinFullScreenContentSize", string("{0, 0}"))
        graph.set(object, "NSMaxFullScreenContentSize", string("{0, 0}"))
        if element.attribute("titlebarAppearsTransparent", is: "YES") {
            graph.set(object, "NSTitlebarAppearsTransparent", .bool(true))
        }
        if element.attribute("titleVisibility", is: "hidden") {
            graph.set(object, "NSWindowTitleVisibility", NibObjectGraph.integer(1))
        }
        if let style = element["toolbarStyle"] {
            let styles = [
                "automatic": 0, "expanded": 1, "preference": 2, "unified": 3, "unifiedCompact": 4, "compact": 4,
            ]
            guard let value = styles[style] else {
                throw error(.unsupportedElement, "the toolbar style '\(style)' has no known archived form", at: element)
            }
            graph.set(object, "NSWindowToolbarStyle", NibObjectGraph.integer(value))
        }
        if let mode = element["tabbingMode"] {
            let modes = ["automatic": 0, "preferred": 1, "disallowed": 2]
            guard let value = modes[mode] else {
                throw error(
                    .unsupportedElement, "the window tabbing mode '\(mode)' has no known archived form", at: element)
            }
            graph.set(object, "NSWindowTabbingMode", NibObjectGraph.integer(value))
        }
        if let name = element["frameAutosaveName"] { graph.set(object, "NSFrameAutosaveName", string(name)) }
        if !element.attribute("visibleAtLaunch", is: "NO") { visibleWindows.append(object) }
        return object
    }

    /// A size limit's height as the window frame's: the content height plus the title bar
    /// (32 points, 24 for a utility window, none with a full-size content view or no title).
    static func frameHeight(_ height: String?, styleMask: Int) -> String {
        let content = (Double(height ?? "") ?? 0).rounded(.towardZero)
        let titleBar: Double = styleMask & (1 << 15) != 0 ? 0 : styleMask & 16 != 0 ? 24 : styleMask & 1 != 0 ? 32 : 0
        // Through `coordinate`, which prints any Double (a huge or non-finite height from a
        // hostile file) without converting it to an Int.
        return coordinate(content + titleBar)
    }

    /// The `NSWTFlags` bits of an initial position mask's struts.
    static func strutFlags(_ struts: [String: Bool]) -> Int {
        let left = struts["left"] == true
        let right = struts["right"] == true
        let bottom = struts["bottom"] == true
        let top = struts["top"] == true
        switch (left, right, bottom, top) {
        case (true, true, true, true): return 0x78_0000
        case (_, _, true, true): return 0x38_0000 | 0x58_0000
        case (true, _, true, _): return 0
        case (_, true, true, _): return 0x5_0000
        case (true, _, _, true): return 0x28_0000
        case (_, true, _, true): return 0x30_0000
        case (true, _, _, _): return 0x68_0000
        case (_, true, _, _): return 0x70_0000
        case (_, _, true, _): return 0x58_0000
        case (_, _, _, true): return 0x38_0000
        default: return 0x78_0000
        }
    }

    /// A `<rect>`'s origin as written and its size in whole points.
    static func rect(_ element: XMLElementNode) -> (x: Double, y: Double, width: Double, height: Double) {
        (
            (Double(element["x"] ?? "") ?? 0).rounded(.towardZero),
            (Double(element["y"] ?? "") ?? 0).rounded(.towardZero),
            (Double(element["width"] ?? "") ?? 0).rounded(.towardZero),
            (Double(element["height"] ?? "") ?? 0).rounded(.towardZero)
        )
    }

    /// Where ibtool puts the window: at its content rect's origin on an axis whose position is
    /// pinned to an edge, else centred on the screen rect.
    static func place(
        _ content: (x: Double, y: Double, width: Double, height: Double),
        on screen: (x: Double, y: Double, width: Double, height: Double), struts: [String: Bool]
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        if screen == (0, 0, 0, 0), !struts.isEmpty { return content }
        let pinnedX = struts["left"] == true || struts["right"] == true
        let pinnedY = struts["bottom"] == true || struts["top"] == true
        return (
            pinnedX ? content.x : screen.width / 2 - content.width / 2,
            pinnedY ? content.y : screen.height / 2 - content.height / 2, content.width, content.height
        )
    }

    /// `{{x, y}, {w, h}}`.
    static func rectText(_ rect: (x: Double, y: Double, width: Double, height: Double)) -> String {
        "{{\(coordinate(rect.x)), \(coordinate(rect.y))}, {\(coordinate(rect.width)), \(coordinate(rect.height))}}"
    }
}
