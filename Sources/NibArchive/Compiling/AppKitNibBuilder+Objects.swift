import Foundation

extension AppKitNibBuilder {
    /// `<customObject>`: File's Owner (`-2`, `NSRoot`), First Responder (`-1`, never archived:
    /// a connection to it has no destination), Application (`-3`), or an object the nib makes.
    mutating func customObject(_ element: XMLElementNode, parent: NibObjectGraph.Ref?) throws(ArchiveReadError) {
        let id = element["id"] ?? ""
        if id == "-1" { return }
        let object = graph.add("NSCustomObject")
        let customClass = element["customClass"]
        if id.hasPrefix("-") {
            // Placeholders keep NSCustomObject; File's Owner names its class (NSObject when none), Application is
            // always NSApplication, and both say the class Interface Builder showed.
            if id == "-2" {
                let name = customClass.map { swiftName($0, module: moduleName(element)) } ?? "NSObject"
                graph.set(object, "NSClassName", string(name))
                objectsByID[id] = object
            } else {
                graph.set(object, "NSClassName", string("NSApplication"))
                list(object, element, parent: parent)
            }
            if let customClass { classReference(object, customClass, element) }
        } else {
            list(object, element, parent: parent)
            if customClass == nil { graph.set(object, "NSClassName", string("NSObject")) }
            applyCustomClass(object, element, archivedClass: "NSCustomObject")
        }
        try children(of: element, object: object)
    }

    /// The module of the element's custom class: `customModule`, or `--module` when the class
    /// belongs to the target being built.
    func moduleName(_ element: XMLElementNode) -> String? {
        if element.attribute("customModuleProvider", is: "target"), let module { return module }
        return element["customModule"]
    }

    /// `name` as the runtime knows it: a Swift class in `module` by its mangled name
    /// (`_TtC6MyApp8Delegate`), an Objective-C class as written.
    func swiftName(_ name: String, module: String?) -> String {
        guard let module, !module.isEmpty else { return name }
        return "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }

    /// `IBClassReference`: the class as Interface Builder names it, with its module.
    mutating func classReference(_ object: NibObjectGraph.Ref, _ customClass: String, _ element: XMLElementNode) {
        let reference = graph.add("IBClassReference")
        graph.set(reference, "IBClassName", graph.string(customClass))
        let module = moduleName(element)
        graph.set(reference, "IBModuleName", module.map { .object(graph.string($0).index) } ?? .null)
        let provider = element["customModuleProvider"]
        graph.set(reference, "IBModuleProvider", provider.map { .object(graph.string($0).index) } ?? .null)
        graph.set(object, "IBClassReference", reference)
    }

    /// The class an object of `archivedClass` swaps to when it has a custom class: an
    /// `NSClassSwapper` naming both (with `NSInitializeWithInit` for objects made with `init`),
    /// as ibtool writes one when custom objects are created directly or the class is a view's.
    mutating func applyCustomClass(_ object: NibObjectGraph.Ref, _ element: XMLElementNode, archivedClass: String) {
        var customClass = element["customClass"]
        if customClass == nil, instantiatesDirectly, archivedClass == "NSCustomView" { customClass = "NSView" }
        guard let customClass else { return }
        let module = moduleName(element)
        let swaps =
            (instantiatesDirectly && !(archivedClass == "NSWindowTemplate" && module == nil)
                && !(archivedClass == "NSCustomObject" && module == nil && customClass == "NSFontManager"))
            || Self.alwaysSwapped.contains(archivedClass)
        guard swaps else {
            classReference(object, customClass, element)
            graph.replace(object, "NSClassName", .object(string(swiftName(customClass, module: module)).index))
            return
        }
        graph.replace(object, "NSClassName", .object(string(swiftName(customClass, module: module)).index))
        if !Self.initializedByCoder.contains(archivedClass) {
            graph.set(object, "NSInitializeWithInit", .bool(true))
        }
        let original = Self.originalClassNames[archivedClass] ?? archivedClass
        graph.set(object, "NSOriginalClassName", string(original))
        graph.setClassName(object, "NSClassSwapper")
    }

    /// Classes whose custom subclass is always swapped in, whatever the instantiation method.
    static let alwaysSwapped: Set<String> = [
        "NSView", "NSOutlineView", "NSButton", "NSTextField", "NSTextView", "NSProgressIndicator", "NSTableView",
        "NSTableHeaderView", "NSPopUpButtonCell", "NSScrollView", "NSLevelIndicatorCell", "NSImageView",
        "NSTableCellView", "NSCustomFormatter", "NSNumberFormatter", "NSSplitView", "NSTextFieldCell",
        "NSSearchFieldCell", "NSToolbarItem", "NSClipView",
    ]

    /// Classes a swapped object of which is decoded with `initWithCoder:` (no `NSInitializeWithInit`).
    static let initializedByCoder: Set<String> = [
        "NSView", "NSCustomView", "NSButton", "NSTextField", "NSOutlineView", "NSScrollView", "NSClipView",
        "NSColorWell", "NSStackView", "NSTextView", "NSProgressIndicator", "NSTableView", "NSTableHeaderView",
        "NSPopUpButtonCell", "NSLevelIndicatorCell", "NSSegmentedControl", "NSSegmentedCell", "NSImageView",
        "NSTableCellView", "NSCustomFormatter", "NSNumberFormatter", "NSSplitView", "NSWindowController",
        "NSTextFieldCell", "NSSearchFieldCell", "NSToolbarItem",
    ]

    /// The class a swapper names as the original, where it is not the archived class.
    static let originalClassNames = [
        "NSCustomObject": "NSObject", "NSCustomView": "NSView", "NSCustomFormatter": "IBCustomFormatter",
        "NSWindowController": "IBNSWindowController",
    ]

    /// The children of an object's element: connections and where it was drawn.
    mutating func children(of element: XMLElementNode, object: NibObjectGraph.Ref) throws(ArchiveReadError) {
        for child in element.children { try otherChild(child, of: element, object: object) }
    }

    /// `<connections>`: outlets (`NSNibOutletConnector`), actions (`NSNibControlConnector`)
    /// and bindings (`NSNibBindingConnector`), their destinations resolved when every object
    /// exists.
    mutating func connections(_ element: XMLElementNode, source: NibObjectGraph.Ref, sourceID: String)
        throws(ArchiveReadError)
    {
        for child in element.children {
            switch child.name {
            case "outlet":
                let connector = graph.add("NSNibOutletConnector")
                let label = child["property"] ?? ""
                graph.set(connector, "NSSource", source)
                graph.set(connector, "NSLabel", string(label))
                graph.set(connector, "NSChildControllerCreationSelectorName", .null)
                pendingConnections.append(
                    .init(
                        connector: connector, destination: child["destination"] ?? "", isOutlet: true, label: label,
                        sourceID: sourceID, location: child.location))
            case "action":
                let connector = graph.add("NSNibControlConnector")
                let label = child["selector"] ?? ""
                graph.set(connector, "NSLabel", string(label))
                graph.set(connector, "NSSource", source)
                pendingConnections.append(
                    .init(
                        connector: connector, destination: child["target"] ?? "", isOutlet: false, label: label,
                        sourceID: sourceID, location: child.location))
            case "binding": try binding(child, source: source, sourceID: sourceID)
            default:
                throw error(
                    .unsupportedElement, "the connection <\(child.name)> has no known archived form yet", at: child)
            }
        }
    }
}
