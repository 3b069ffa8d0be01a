import Foundation
import ViewCore

extension CompiledNibMapper {
    /// The top-level objects of a UIKit nib; its `UIProxyObject`s become placeholders.
    func uiKitTopLevel() -> [Int] {
        let topLevel = graph.objectItems(0, "UINibTopLevelObjectsKey")
        for index in topLevel where graph.className(index) == "UIProxyObject" {
            let identifier = graph.string(index, "UIProxiedObjectIdentifier") ?? ""
            let kind: ArchivePlaceholder.Kind =
                switch identifier {
                case "IBFilesOwner": .owner
                case "IBFirstResponder": .firstResponder
                default: .external(identifier)
                }
            let id = identifier.isEmpty ? "\(index)" : identifier
            placeholderIDs[index] = id
            placeholders.append(ArchivePlaceholder(id: id, kind: kind))
        }
        return topLevel
    }

    /// UIKit's archived keys as the Xcode reader's keys.
    func mapUIKit(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        entries.consume("UIClassName", "UIOriginalClassName")
        if graph.className(index) == "_UILayoutGuide" {
            // A controller's top or bottom layout guide: UIKit archives it as a hidden view; the
            // Xcode reader (and ViewCore) keep it as a layout guide of the controller's view.
            let identifier = graph.string(index, "_UILayoutGuideIdentifier")
            let names = ["_UIViewControllerTop": "topLayoutGuide", "_UIViewControllerBottom": "bottomLayoutGuide"]
            entries.set("identifier", .string(identifier.flatMap { names[$0] } ?? identifier ?? ""))
            entries.consumed.formUnion(graph.values(index).map(\.key))
            return
        }
        if let bounds = graph.doubles(index, "UIBounds", count: 4),
            let center = graph.doubles(index, "UICenter", count: 2)
        {
            entries.set(
                "frame",
                .rect(
                    CGRect(
                        x: center[0] - bounds[2] / 2, y: center[1] - bounds[3] / 2, width: bounds[2], height: bounds[3])
                ))
            entries.consume("UIBounds", "UICenter")
        }
        // A cell's content view is its own key, as the Xcode reader has it, not a subview; a
        // segmented control's segment views are its `segments`.
        let content = graph.reference(index, "UIContentView")
        let segments = graph.objectItems(index, "UISegments")
        let subviews = graph.objectItems(index, "UISubviews").filter { $0 != content && !segments.contains($0) }
        if graph.reference(index, "UISubviews") != nil {
            var views: [ArchiveValue] = []
            var guides: [ArchiveValue] = []
            for subview in subviews {
                if graph.className(subview) == "_UILayoutGuide" {
                    guides.append(try owned(subview))
                } else {
                    views.append(try owned(subview))
                }
            }
            if !views.isEmpty || (content == nil && segments.isEmpty) { entries.set("subviews", .array(views)) }
            if !guides.isEmpty { entries.set("layoutGuides", .array(guides)) }
            entries.consume("UISubviews")
        }
        if graph.reference(index, "UISegments") != nil {
            entries.set("segments", .array(segments.map(segment)))
            entries.consume("UISegments")
        }
        try mapConstraints(index, key: "UIViewAutolayoutConstraints", into: &entries)
        try mapLayoutGuides(index, into: &entries)
        for (archived, key) in [
            ("UIBackgroundColor", "backgroundColor"), ("UITextColor", "textColor"), ("UITintColor", "tintColor"),
        ] {
            if let color = uiColor(graph.reference(index, archived)) {
                entries.set(key, .color(color))
                entries.consume(archived)
            }
        }
        for (archived, key) in [
            ("UIHidden", "isHidden"), ("UIClipsToBounds", "clipsToBounds"), ("UIOpaque", "isOpaque"),
            ("UIMultipleTouchEnabled", "isMultipleTouchEnabled"), ("UIEnabled", "isEnabled"),
        ] {
            if let value = graph.bool(index, archived) {
                entries.set(key, .bool(value))
                entries.consume(archived)
            }
        }
        if let disabled = graph.bool(index, "UIUserInteractionDisabled") {
            entries.set("isUserInteractionEnabled", .bool(!disabled))
            entries.consume("UIUserInteractionDisabled")
        }
        if graph.bool(index, "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == true {
            entries.set("translatesAutoresizingMaskIntoConstraints", .bool(false))
            entries.consume("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints")
        }
        for (archived, key) in [("UITag", "tag"), ("UINumberOfLines", "numberOfLines")] {
            if let number = graph.number(index, archived) {
                entries.set(key, .integer(Int(number)))
                entries.consume(archived)
            }
        }
        if let alpha = graph.number(index, "UIAlpha") {
            entries.set("alpha", .real(alpha))
            entries.consume("UIAlpha")
        }
        if let mask = graph.value(index, "UIAutoresizingMask")?.integer {
            // 36 (right and bottom margins) is Interface Builder's default, which a .xib leaves out.
            if mask != 36 { entries.set("autoresizingMask", .string(Self.maskNames(mask, yAxisUp: false))) }
            entries.consume("UIAutoresizingMask")
        }
        if let mode = graph.value(index, "UIContentMode")?.integer, Self.contentModes.indices.contains(mode) {
            if mode != 0 { entries.set("contentMode", .string(Self.contentModes[mode])) }
            entries.consume("UIContentMode")
        }
        for (archived, key) in [("UIText", "text"), ("UITitle", "title"), ("UIPlaceholder", "placeholder")] {
            if let text = graph.string(index, archived) {
                entries.set(key, .string(text))
                entries.consume(archived)
                if let payload = graph.value(index, archived), case .object(let string) = payload,
                    let localizationKey = graph.string(string, "NSKey")
                {
                    entries.set("nib.\(key).localizationKey", .string(localizationKey))
                }
            }
        }
        if let restoration = graph.string(index, "UIRestorationIdentifier") {
            entries.set("restorationIdentifier", .string(restoration))
            entries.consume("UIRestorationIdentifier")
        }
        if let image = graph.reference(index, "UIImage"), let name = graph.string(image, "UIResourceName") {
            entries.set("image", .image(Image(named: name)))
            entries.consume("UIImage")
        }
        mapUIKitText(index, into: &entries)
        mapButtonStates(index, into: &entries)
        if let nibName = graph.string(index, "UINibName") {
            entries.set("nibName", .string(nibName))
            entries.consume("UINibName")
        }
        if let view = graph.reference(index, "UIView"), graph.className(index).hasSuffix("Controller") {
            entries.set("view", try owned(view))
            entries.consume("UIView")
        }
        try mapUIKitBars(index, into: &entries)
        try mapUIKitPrototypes(index, into: &entries)
        try mapUIKitStaticSections(index, into: &entries)
    }

    /// A navigation controller's bar, a controller's navigation item, and the item's bar button
    /// items and views, as the Xcode reader keys them: the left and right items as lists, as the
    /// reader keeps a single `leftBarButtonItem` too.
    func mapUIKitBars(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        for (archived, key) in [
            ("UINavigationBar", "navigationBar"), ("UINavigationItem", "navigationItem"),
            ("UIBackBarButtonItem", "backBarButtonItem"), ("UITitleView", "titleView"), ("UICustomView", "customView"),
            ("UITableHeaderView", "tableHeaderView"), ("UITableFooterView", "tableFooterView"), ("UITabBar", "tabBar"),
            ("UITabBarItem", "tabBarItem"),
        ] {
            guard let object = graph.reference(index, archived) else { continue }
            entries.set(key, try owned(object))
            entries.consume(archived)
        }
        for (archived, key) in [
            ("UILeftBarButtonItems", "leftBarButtonItems"), ("UIRightBarButtonItems", "rightBarButtonItems"),
        ] where graph.reference(index, archived) != nil {
            var items: [ArchiveValue] = []
            for item in graph.objectItems(index, archived) { items.append(try owned(item)) }
            entries.set(key, .array(items))
            entries.consume(archived)
        }
    }

    /// A `UIColor` object's components (`UIRed`…, `UIWhite`), or its system colour name.
    func uiColor(_ index: Int?) -> Color? {
        guard let index else { return nil }
        let alpha = graph.number(index, "UIAlpha") ?? 1
        let components: Color?
        if let red = graph.number(index, "UIRed"), let green = graph.number(index, "UIGreen"),
            let blue = graph.number(index, "UIBlue")
        {
            components = Color(red: red, green: green, blue: blue, alpha: alpha)
        } else if let white = graph.number(index, "UIWhite") {
            components = Color(white: white, alpha: alpha)
        } else {
            components = nil
        }
        if let system = graph.string(index, "UISystemColorName") {
            return Color(systemName: system, fallback: components ?? Color(white: 0, alpha: 1))
        }
        return components
    }

    /// `UIView.ContentMode`'s cases by raw value.
    static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// An autoresizing mask's bits as our names; AppKit's y axis points up, so there `minY` (8)
    /// is the bottom margin and `maxY` (32) the top one.
    static func maskNames(_ mask: Int, yAxisUp: Bool) -> String {
        let names = [
            (1, "flexibleLeftMargin"), (2, "flexibleWidth"), (4, "flexibleRightMargin"),
            (yAxisUp ? 32 : 8, "flexibleTopMargin"), (16, "flexibleHeight"), (yAxisUp ? 8 : 32, "flexibleBottomMargin"),
        ]
        return names.filter { mask & $0.0 != 0 }.map(\.1).joined(separator: " ")
    }

    /// `UINibConnectionsKey`: outlets, outlet collections and actions (but a static table's
    /// data source, which its `staticSections` stand for).
    func uiKitConnections() throws(ArchiveReadError) {
        for connection in graph.objectItems(0, "UINibConnectionsKey")
        where !staticDataSourceOutlets.contains(connection) {
            guard let source = graph.reference(connection, "UISource"),
                let destination = graph.reference(connection, "UIDestination"),
                let name = graph.string(connection, "UILabel")
            else { continue }
            switch graph.className(connection) {
            case "UIRuntimeOutletConnection":
                connections.append(.init(kind: .outlet, source: id(source), destination: id(destination), name: name))
            case "UIRuntimeOutletCollectionConnection":
                connections.append(
                    .init(kind: .outletCollection, source: id(source), destination: id(destination), name: name))
            case "UIRuntimeEventConnection":
                let mask = graph.value(connection, "UIEventMask")?.integer ?? 0
                let event = Self.controlEvents.first { mask & $0.bit != 0 }?.name
                connections.append(
                    .init(kind: .action, source: id(source), destination: id(destination), name: name, event: event))
            default: continue
            }
        }
    }

    /// `UIControl.Event`'s bits and names.
    static let controlEvents: [(bit: Int, name: String)] = [
        (1 << 0, "touchDown"), (1 << 1, "touchDownRepeat"), (1 << 2, "touchDragInside"), (1 << 3, "touchDragOutside"),
        (1 << 4, "touchDragEnter"), (1 << 5, "touchDragExit"), (1 << 6, "touchUpInside"), (1 << 7, "touchUpOutside"),
        (1 << 8, "touchCancel"), (1 << 12, "valueChanged"), (1 << 13, "primaryActionTriggered"),
        (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"), (1 << 18, "editingDidEnd"),
        (1 << 19, "editingDidEndOnExit"),
    ]

    /// A `UISegment` as the Xcode reader has a `<segment>`: its title or image, and its own width.
    func segment(_ index: Int) -> ArchiveValue {
        var entries: [(key: String, value: ArchiveValue)] = []
        if let title = graph.string(index, "UISegmentInfo") {
            entries.append(("title", .value(.string(title))))
        } else if let image = graph.reference(index, "UISegmentInfo"), let name = graph.string(image, "UIResourceName")
        {
            entries.append(("image", .value(.image(Image(named: name)))))
        }
        if let width = graph.number(index, "UISegmentWidth") { entries.append(("width", .value(.real(width)))) }
        return .dictionary(entries)
    }
}
