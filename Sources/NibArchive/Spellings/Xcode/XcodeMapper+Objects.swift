import Foundation
import ViewCore

/// The geometry of the view an object sits in, for AppKit frames: AppKit measures `y` from the
/// bottom of an unflipped superview, ours from the top.
struct XcodeParentGeometry {
    var height: Double
    var flipped: Bool
}

extension XcodeMapper {
    /// Design-time-only elements: accepted and dropped.
    static let designTimeElements: Set<String> = [
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedToolbarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer",
        "designable", "designables", "inferredMetricsTieBreakers", "userGuides",
    ]

    /// Whether AppKit measures the frames of `node`'s subviews from its top: a flipped class
    /// (`XcodeClassTable.flippedAppKitViews`), a view the file marks flipped, a window; a clip
    /// view as its document view is ("the flippedness of the document view",
    /// `NSClipView.isFlipped`): iina's custom document views, pinned to their clip view's top,
    /// are stored that far from its bottom.
    static func isFlippedAppKitView(_ node: XMLElementNode) -> Bool {
        if node.name == "clipView",
            let document = node.children.first(where: { $0.name == "subviews" })?.children.first
        {
            return isFlippedAppKitView(document)
        }
        return XcodeClassTable.flippedAppKitViews.contains(node.name) || node.attribute("flipped", is: "YES")
            || node.name == "window"
    }

    /// Maps an object element: its class (`customClass` / `customModule` over the element's
    /// class), its id as written, its attributes, then its child elements.
    func mapObject(_ node: XMLElementNode, parent: XcodeParentGeometry?) -> ArchiveObject {
        objectCount += 1
        // WatchKit's interface objects are not views (see `XcodeClassTable.watchKitClass(of:)`).
        let watchKitClass = watchOS ? XcodeClassTable.watchKitClass(of: node.name) : nil
        let baseClass = watchKitClass ?? XcodeClassTable.className(of: node.name, macOS: macOS)
        let object = ArchiveObject(
            className: node["customClass"] ?? baseClass, module: node["customModule"], id: id(of: node),
            location: node.location)
        if let watchKitClass {
            object.baseClassName = object.className == watchKitClass ? nil : watchKitClass
        } else {
            object.baseClassName = XcodeClassTable.baseClass(of: object.className, element: node.name, macOS: macOS)
        }
        var builder = XcodeObjectBuilder()
        mapAttributes(of: node, into: &builder)
        if node.attribute("ambiguous", is: "YES"), !node.attribute("verifyAmbiguity", is: "off") {
            ambiguity.ambiguousViewIDs.insert(object.id)
            if node.attribute("verifyAmbiguity", is: "ignoreSizes") { ambiguity.sizesIgnoredViewIDs.insert(object.id) }
        }
        // A view Interface Builder keeps at a fixed frame (it has no constraints) is built to
        // translate its autoresizing mask, whatever `translatesAutoresizingMaskIntoConstraints`
        // the file still carries from before; on macOS as on iOS (the file's frame is in its
        // superview's coordinates either way, so the mask holds it there at the stored size).
        if node.attribute("fixedFrame", is: "YES") {
            builder.set("translatesAutoresizingMaskIntoConstraints", .value(.bool(true)), at: node.location)
        }
        let frame = node.children.first {
            $0.name == "rect" && ($0.attribute("key", is: "frame") || $0.attribute("key", is: "contentRect"))
        }
        .flatMap(XcodeValues.rect)
        // A window's content view is not placed in its content rect: AppKit sizes it to fill
        // the content area, origin (0, 0) ("resized to fit precisely within the content area",
        // NSWindow.contentView), and ibtool archives it at (0, 0) with its own size. So its
        // stored origin is kept, not measured from the top of a `contentRect` that may be
        // shorter or taller than the view (transmission's MainMenu.xib: 269 against 348).
        // A grid cell has no frame: its content view's is in its grid view's coordinates.
        let inner =
            node.name == "gridCell"
            ? parent
            : frame.map {
                XcodeParentGeometry(height: $0.height, flipped: Self.isFlippedAppKitView(node))
            }
        var controllerGuides: [ArchiveValue] = []
        for child in node.children {
            if child.name == "layoutGuides", child.children.allSatisfy({ $0.name == "viewControllerLayoutGuide" }) {
                controllerGuides += child.children.map { .object(legacyGuide($0)) }
                continue
            }
            mapChild(child, of: node, id: object.id, parent: parent, inner: inner, into: &builder)
        }
        // An NSTabView with no `<font>` keeps the font AppKit gives a new one, the system font
        // at 11 points, which `ibtool --compile` archives (the corpus pair `nkv_simple`).
        if macOS, node.name == "tabView", !node.children.contains(where: { $0.name == "font" }) {
            builder.set("font", .value(.font(Font(kind: .system, pointSize: 11))), at: node.location)
        }
        object.entries = builder.finish()
        if !controllerGuides.isEmpty { addControllerGuides(controllerGuides, to: object, location: node.location) }
        return object
    }

    /// The attributes of `node` that map onto keys; the rest are kept verbatim, the
    /// design-time ones dropped.
    func mapAttributes(
        of node: XMLElementNode, into builder: inout XcodeObjectBuilder,
        table: ((String) -> XcodeAttributeTable.Rule?)? = nil
    ) {
        // Remembering each (element name, attribute name) lookup by the names' indexes in the
        // tree, not hashing the name per attribute, took one load of the reference .xib from
        // 1.479G to 1.452G instructions but one of the corpus from 790.5M to 798.1M: not kept.
        let lookups = XcodeAttributeTable.lookups(of: node.name)
        // `catalog="system"` says `image` names an SF Symbol (`UIImage(systemName:)`).
        let systemImage = node.attribute("catalog", is: "system") && node.has("image")
        // Values as bytes: a string only for the values kept as text, and none for a dropped
        // attribute or a number or `YES` / `NO`.
        for (name, value) in node.attributeValues {
            let rule: XcodeAttributeTable.Rule?
            if let table {
                guard !XcodeAttributeTable.designTime.contains(name) else { continue }
                rule = table(name)
            } else {
                switch lookups[name] {
                case .dropped: continue
                case .rule(let found): rule = found
                case nil: rule = nil
                }
            }
            if systemImage, name == "catalog" { continue }
            if let rule, let plain = XcodeAttributeTable.value(value, as: rule.kind) {
                builder.set(rule.key, .value(plain), at: node.location)
                continue
            }
            let text = value.string
            // A modelled integer past 64 bits is an error, as in our XML: kept verbatim, it
            // would read as content NibKit does not model.
            if let rule, case .integer = rule.kind, case .nonFinite = value.integer {
                invalid(node, "attribute '\(cut: name)' is not an integer in 64 bits: '\(cut: text)'")
                continue
            }
            if systemImage, name == "image", let rule, case .image = rule.kind {
                builder.set(rule.key, .value(.image(Image(systemName: text))), at: node.location)
            } else if let rule, case .reference = rule.kind {
                builder.set(rule.key, .reference(text), at: node.location)
            } else if let rule, let value = XcodeAttributeTable.value(text, as: rule.kind) {
                builder.set(rule.key, .value(value), at: node.location)
            } else {
                builder.keepAttribute(name, text, at: node.location)
            }
        }
    }

    /// A legacy `<viewControllerLayoutGuide type="top|bottom">`: a layout guide named
    /// `topLayoutGuide` / `bottomLayoutGuide`, which the controller's view holds.
    private func legacyGuide(_ node: XMLElementNode) -> ArchiveObject {
        objectCount += 1
        let name = (node["type"] ?? "top") + "LayoutGuide"
        return ArchiveObject(
            className: "LayoutGuide", id: id(of: node),
            entries: [ArchiveEntry(key: "identifier", value: .value(.string(name)), location: node.location)],
            location: node.location)
    }

    /// Puts a controller's legacy guides in its view's `layoutGuides`, where the constraints
    /// naming them can reach them; on the controller when it has no view.
    private func addControllerGuides(_ guides: [ArchiveValue], to controller: ArchiveObject, location: SourceLocation) {
        var holder = controller
        if case .object(let view)? = controller["view"] { holder = view }
        if let index = holder.index(ofKey: "layoutGuides") {
            // Another value the file set under the key gives way: an object never holds a key twice.
            if case .array(let items) = holder.entries[index].value {
                holder.entries[index].value = .array(items + guides)
            } else {
                holder.entries[index].value = .array(guides)
            }
        } else {
            let entry = ArchiveEntry(key: "layoutGuides", value: .array(guides), location: location)
            if let constraints = holder.index(ofKey: "constraints") {
                holder.entries.insert(entry, at: constraints)
            } else {
                holder.entries.append(entry)
            }
        }
    }

    /// `frame` in our coordinates: on macOS, measured from the top of an unflipped superview.
    func frame(_ rect: CGRect, parent: XcodeParentGeometry?) -> CGRect {
        guard macOS, let parent, !parent.flipped else { return rect }
        return CGRect(x: rect.minX, y: parent.height - rect.minY - rect.height, width: rect.width, height: rect.height)
    }

    /// The width of an `NSScrollView`'s border by its `borderType`: AppKit draws a line or a
    /// bezel one point wide and a groove two (`NSScrollView.frameSize(forContentSize:…)` adds
    /// twice this); Interface Builder writes no `borderType` for its default, the bezel.
    static func scrollViewBorderWidth(_ scrollView: XMLElementNode) -> Double {
        switch scrollView["borderType"] {
        case "none": 0
        case "groove": 2
        default: 1
        }
    }

    /// Puts a scroll view's table header view where AppKit tiles it: the `.xib` stores the
    /// header's frame in its own clip view, which `NSScrollView.tile` places inside the border,
    /// so in the scroll view the header lies one border width in from its top-left corner (as
    /// the compiled nib's header clip view does).
    func placeHeaderView(_ header: ArchiveObject, in scrollView: XMLElementNode, inner: XcodeParentGeometry?) {
        let border = Self.scrollViewBorderWidth(scrollView)
        guard border > 0, let position = header.index(ofKey: "frame"),
            case .value(.rect(let frame)) = header.entries[position].value
        else { return }
        // The stored y grows up in an unflipped scroll view and was turned to grow down.
        let down = inner?.flipped ?? true
        header.entries[position].value = .value(
            .rect(frame.offsetBy(dx: border, dy: down ? border : -border)))
    }
}
