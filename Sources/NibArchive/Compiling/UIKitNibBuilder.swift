import Foundation

/// Builds the object graph `ibtool --compile` writes for one iOS nib: a `.xib`'s objects, or
/// one storyboard controller's view (`Formats/nibarchive.md`, "Writing").
///
/// The root `NSObject` holds `UINibTopLevelObjectsKey`, `UINibObjectsKey` (each object
/// followed by the constraints it holds, then its subviews), `UINibConnectionsKey` and four
/// empty lists sharing one `NSArray`. Placeholders are `UIProxyObject`s; a custom class is a
/// `UIClassSwapper`. An element with no known archived form stops the build with `NIB0801`,
/// naming it and its line.
struct UIKitNibBuilder {
    /// The source file's name, for diagnostics.
    let file: String?
    /// The module a `customModuleProvider="target"` class belongs to (`--module`).
    let module: String?
    /// The document's colours under `<resources>`: each `<systemColor>` by name, each
    /// `<namedColor>` (an asset catalog's) by `namedColorPrefix` and name.
    let systemColors: [String: XMLElementNode]
    /// The graph being built; object 0 is the root `NSObject`.
    var graph = NibObjectGraph()
    /// The top-level objects, in order.
    var topLevel: [NibObjectGraph.Ref] = []
    /// The objects `UINibObjectsKey` lists, in order.
    var listed: [NibObjectGraph.Ref] = []
    /// Objects by their id in the file.
    var objectsByID: [String: NibObjectGraph.Ref] = [:]
    /// Connections made so far (outlets and actions), in order.
    var connections: [NibObjectGraph.Ref] = []
    /// Connections and constraints whose object references are resolved once every object exists.
    var pendingReferences: [PendingReference] = []
    /// The layout guides of the controller whose view is built (`<viewControllerLayoutGuide>`).
    var layoutGuides: [XMLElementNode] = []
    /// For the `runtime.nib` of systems before iOS 11: what stands in for each safe-area guide,
    /// by the guide's id (no guide is archived). Nil for every other nib.
    var safeAreaStandIns: [String: SafeAreaStandIn]?
    /// What a `<segue>` of this nib is sent `perform:` to, by the segue's id: its template, or
    /// the `UpstreamPlaceholder-N` standing for it in a view's nib.
    var segueTriggers: [String: NibObjectGraph.Ref] = [:]
    /// In a prototype cell's nib, archived inside the nib of its table: the objects outside it
    /// that it names (by id; a segue's trigger as `segue:<id>`), each standing here as an
    /// `UpstreamPlaceholder-N`. Nil in any other nib, where such a name is an error.
    var externals: [(id: String, proxy: NibObjectGraph.Ref)]?
    /// The runtime attributes of this nib's objects (`UINibKeyValuePair`s), in document order.
    var keyValuePairs: [NibObjectGraph.Ref] = []
    /// The accessibility settings of this nib's views (`UIRuntimeAccessibilityConfiguration`s),
    /// in document order.
    var accessibilityConfigurations: [NibObjectGraph.Ref] = []
    /// The tables of this nib whose prototype cells name objects outside their nibs: what the
    /// table's `UITableViewCellPrototypeNibExternalObjects` maps, resolved at the end.
    var prototypeExternals: [PrototypeExternal] = []
    /// The id of the table a storyboard's table view controller has as its view: the only table
    /// that may have static sections. Nil in any other nib.
    var staticTableID: String?
    /// That table's static sections, once compiled (`staticSections(of:)`).
    var staticDataSource: NibObjectGraph.Ref?
    /// In a storyboard: the scene of each element, by id (First Responders left out: every
    /// nib has its own). Empty for a `.xib`.
    var sceneOfID: [String: String] = [:]
    /// In a storyboard controller's view nib: the ids of what it holds. Nil in any other nib.
    var viewNibIDs: Set<String>?
    /// Warnings met while building (`NIB0804`, `NIB0805`).
    var warnings: [ArchiveDiagnostic] = []

    /// An object outside a prototype's nib that the nib names.
    struct PrototypeExternal {
        /// The table or collection view, and the key of its dictionary of external objects.
        var owner: NibObjectGraph.Ref
        var dictionaryKey: String
        /// The prototype's key in that dictionary (its reuse identifier).
        var prototype: String
        var name: String
        var id: String
        var element: XMLElementNode
    }

    /// A reference to an object by its id, set once every object exists.
    struct PendingReference {
        var object: NibObjectGraph.Ref
        var key: String
        var id: String
        var element: XMLElementNode
    }

    init(file: String?, module: String?, systemColors: [String: XMLElementNode]) {
        self.file = file
        self.module = module
        self.systemColors = systemColors
        _ = graph.add("NSObject")
    }

    /// A located error (`NIB08xx`) at `element`.
    func error(_ code: ArchiveDiagnostic.Code, _ message: String, at element: XMLElementNode) -> ArchiveReadError {
        ArchiveReadError(
            ArchiveDiagnostic(
                code: code, message: message, file: file, line: element.location.line,
                column: element.location.column))
    }

    /// The refusal of `element`, which has no known archived form yet.
    func unsupported(_ element: XMLElementNode) -> ArchiveReadError {
        if let reason = Self.withdrawn[element.name] {
            return error(.unsupportedElement, "<\(element.name)> \(reason)", at: element)
        }
        return error(
            .unsupportedElement, "<\(element.name)> has no known iOS archived form yet, so it cannot be compiled",
            at: element)
    }

    /// Elements UIKit no longer loads, and why.
    static let withdrawn = [
        // `-[UISearchDisplayController initWithCoder:]` (published decompilations of UIKitCore
        // 26.1) calls `UISearchDisplayControllerNoLongerSupported()` for such an app.
        "searchDisplayController":
            "is UIKit's UISearchDisplayController, which stops an app whose deployment target is iOS 13 or later as it loads: "
            + "use a UISearchController instead"
    ]

    /// The number in attribute `name` of `element`; nil when absent.
    ///
    /// - Throws: `NIB0801` when the attribute is not a finite number.
    func number(_ element: XMLElementNode, _ name: String) throws(ArchiveReadError) -> Double? {
        guard element.has(name) else { return nil }
        guard case .value(let value) = element.decimal(name) else {
            throw error(.unsupportedElement, "<\(element.name)> has '\(name)' that is not a finite number", at: element)
        }
        return value
    }

    /// The colours of `document`'s `<resources>` (see `systemColors`).
    static func systemColors(of document: XMLElementNode) -> [String: XMLElementNode] {
        var colors: [String: XMLElementNode] = [:]
        for resource in (document.child("resources").map { Array($0.children) } ?? []) {
            guard let name = resource["name"], let color = resource.child("color") else { continue }
            switch resource.name {
            case "systemColor": colors[name] = color
            // An asset catalog's colour, with the value Interface Builder last saw.
            case "namedColor": colors[Self.namedColorPrefix + name] = color
            default: continue
            }
        }
        return colors
    }

    /// The key of an object's comment for localizers (`<string key="userComments">`, or an
    /// attributed one): the strings export reads it; no nib holds it.
    static let commentKey = "userComments"

    /// What `systemColors(of:)` puts before the name of an asset catalog's colour.
    static let namedColorPrefix = "named:"

    /// A `UIProxyObject` standing for `identifier` (`IBFilesOwner`, `IBFirstResponder`, …).
    mutating func proxy(_ identifier: String) -> NibObjectGraph.Ref {
        let object = graph.add("UIProxyObject")
        graph.set(object, "UIProxiedObjectIdentifier", graph.string(identifier))
        return object
    }

    /// Compiles the `<objects>` of an iOS `.xib`: placeholders, top-level views, gesture
    /// recognizers and custom objects.
    mutating func objects(_ element: XMLElementNode) throws(ArchiveReadError) {
        for child in element.children {
            let made: NibObjectGraph.Ref
            if child.name == "placeholder" {
                guard let identifier = child["placeholderIdentifier"] else { throw unsupported(child) }
                made = proxy(identifier)
                if let id = child["id"] { objectsByID[id] = made }
                listed.append(made)
                try connections(of: child, source: made)
            } else {
                made = try topLevelObject(child)
            }
            topLevel.append(made)
        }
    }

    /// Whether an element named `name` can stand on its own at a nib's top level: a view, a
    /// gesture recognizer or a custom object.
    static func isTopLevelObject(_ name: String) -> Bool {
        name == "customObject" || gestureRecognizers[name] != nil || viewClasses[name] != nil
    }

    /// A top-level object of a nib (`isTopLevelObject`): a xib's, or one a storyboard scene
    /// holds beside its controller.
    ///
    /// - Throws: `NIB0801` for an element or child with no known archived form.
    mutating func topLevelObject(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        switch element.name {
        case "customObject": try customObject(element)
        case _ where Self.gestureRecognizers[element.name] != nil: try gestureRecognizer(element)
        default: try view(element, superview: nil)
        }
    }

    /// The `<connections>` of `element`: outlets (`UIRuntimeOutletConnection`) and actions
    /// (`UIRuntimeEventConnection`), their destinations resolved at the end.
    mutating func connections(of element: XMLElementNode, source: NibObjectGraph.Ref) throws(ArchiveReadError) {
        guard let list = element.child("connections") else { return }
        try connections(Array(list.children), of: element, source: source)
    }

    /// The connections `list` of `element`, made from `source`: outlets, outlet collections,
    /// actions, and the
    /// `perform:` a control (on touch-up-inside) or a bar button item sends a segue's template,
    /// and the container view an embed's template is handed.
    mutating func connections(_ list: [XMLElementNode], of element: XMLElementNode, source: NibObjectGraph.Ref)
        throws(ArchiveReadError)
    {
        for child in list {
            switch child.name {
            case "outlet":
                let connection = graph.add("UIRuntimeOutletConnection")
                graph.set(connection, "UILabel", graph.string(child["property"] ?? ""))
                graph.set(connection, "UISource", source)
                pendingReferences.append(
                    .init(object: connection, key: "UIDestination", id: child["destination"] ?? "", element: child))
                connections.append(connection)
            case "outletCollection":
                // One connection per member, each adding to the collection (xib2nib's
                // `UIRuntimeOutletCollectionConnection.cpp`).
                let connection = graph.add("UIRuntimeOutletCollectionConnection")
                graph.set(connection, "UILabel", graph.string(child["property"] ?? ""))
                graph.set(connection, "UISource", source)
                pendingReferences.append(
                    .init(object: connection, key: "UIDestination", id: child["destination"] ?? "", element: child))
                graph.set(
                    connection, "runtimeCollectionClassName", graph.string(child["collectionClass"] ?? "NSArray"))
                graph.set(connection, "addsContentToExistingCollection", .bool(true))
                connections.append(connection)
            case "action":
                // A bar button item or a gesture recognizer has targets and actions but no
                // control events.
                let mask = Self.eventMasks[child["eventType"] ?? ""]
                guard mask != nil || element.name == "barButtonItem" || Self.gestureRecognizers[element.name] != nil
                else { throw unsupported(child) }
                let connection = graph.add("UIRuntimeEventConnection")
                graph.set(connection, "UILabel", graph.string(child["selector"] ?? ""))
                graph.set(connection, "UISource", source)
                pendingReferences.append(
                    .init(object: connection, key: "UIDestination", id: child["destination"] ?? "", element: child))
                if let mask { graph.set(connection, "UIEventMask", NibObjectGraph.integer(mask)) }
                connections.append(connection)
            case "segue" where element.name == "containerView":
                // The embed's template, an `UpstreamPlaceholder-N` here, gets the container view
                // by its `containerView` outlet as the view's nib loads, before UIKit performs it.
                let id = child["id"] ?? ""
                guard child["kind"] == "embed", let target = segueTriggers[id] else { throw unsupported(child) }
                outlet("containerView", from: target, to: source)
            // A popover a cell performs: its anchor would be the one template's for every cell.
            case "segue"
            where (element.name == "tableViewCell" || element.name == "collectionViewCell")
                && child["kind"] == "popoverPresentation":
                throw error(
                    .unsupportedElement,
                    "a popover segue performed by a cell has no known archived form: every cell would share one anchor",
                    at: child)
            case "segue" where element.name == "tableViewCell" || element.name == "collectionViewCell":
                // A cell performs its segue when selected, or (a table's) when its accessory is
                // tapped. A collection view cell's template is its `_selectionSegueTemplate`,
                // which key-value coding reaches by the same key (published decompilations).
                let accessory = child["trigger"] == "accessoryAction"
                if accessory, element.name == "collectionViewCell" { throw invalid(child, "trigger") }
                let trigger = accessory ? "accessoryActionSegueTemplate" : "selectionSegueTemplate"
                let id = child["id"] ?? ""
                guard let target = segueTriggers[id] ?? (externals != nil ? external("segue:" + id) : nil) else {
                    throw unsupported(child)
                }
                outlet(trigger, from: source, to: target)
            case "segue":
                // A button performs it on touch up inside; a bar button item and a gesture
                // recognizer, as they send their actions, without control events.
                let isButton = element.name == "button"
                let id = child["id"] ?? ""
                guard isButton || element.name == "barButtonItem" || Self.gestureRecognizers[element.name] != nil,
                    let target = segueTriggers[id] ?? (externals != nil ? external("segue:" + id) : nil)
                else {
                    throw unsupported(child)
                }
                let connection = graph.add("UIRuntimeEventConnection")
                graph.set(connection, "UILabel", graph.string("perform:"))
                graph.set(connection, "UISource", source)
                graph.set(connection, "UIDestination", target)
                if isButton, let mask = Self.eventMasks["touchUpInside"] {
                    graph.set(connection, "UIEventMask", NibObjectGraph.integer(mask))
                }
                connections.append(connection)
                if child["kind"] == "popoverPresentation" { try popoverAnchorOutlet(child, template: target) }
            default:
                throw unsupported(child)
            }
        }
    }

    /// Hands a popover `segue` performed in a controller's view its anchor, when the anchor lives
    /// in the view's nib too (`viewNibIDs`): an `anchorBarButtonItem` or `anchorView` outlet from
    /// the template's placeholder, set as the nib loads, before anything can perform it. An
    /// anchor in the controller's nib is the template's own key there
    /// (`UIKitStoryboardCompiler.setPopoverKeys`).
    ///
    /// - Throws: `NIB0801` in a prototype cell's nib, whose every cell would set the one
    ///   template's anchor.
    mutating func popoverAnchorOutlet(_ segue: XMLElementNode, template: NibObjectGraph.Ref) throws(ArchiveReadError) {
        guard graph.className(template) == "UIProxyObject" else { return }
        if externals != nil {
            throw error(
                .unsupportedElement,
                "a popover segue performed in a prototype cell has no known archived form: every cell would share "
                    + "one anchor", at: segue)
        }
        guard let inView = viewNibIDs else { return }
        for (attribute, label) in [
            ("popoverAnchorBarButtonItem", "anchorBarButtonItem"), ("popoverAnchorView", "anchorView"),
        ] {
            guard let anchor = segue[attribute], inView.contains(anchor) else { continue }
            let outlet = graph.add("UIRuntimeOutletConnection")
            graph.set(outlet, "UILabel", graph.string(label))
            graph.set(outlet, "UISource", template)
            pendingReferences.append(.init(object: outlet, key: "UIDestination", id: anchor, element: segue))
            connections.append(outlet)
        }
    }

    /// The `UpstreamPlaceholder-N` standing in a prototype cell's nib for the outside object `id`.
    mutating func external(_ id: String) -> NibObjectGraph.Ref {
        if let known = externals?.first(where: { $0.id == id }) { return known.proxy }
        let made = proxy("UpstreamPlaceholder-\((externals?.count ?? 0) + 1)")
        listed.append(made)
        externals?.append((id, made))
        return made
    }

    /// A new object of `className` for `element`: found by the element's id, listed, and a
    /// `UIClassSwapper` over `className` when the element names a custom class.
    mutating func newObject(_ className: String, for element: XMLElementNode) -> NibObjectGraph.Ref {
        let object = graph.add(className)
        if let id = element["id"] { objectsByID[id] = object }
        listed.append(object)
        if let customClass = element["customClass"] {
            graph.set(object, "UIClassName", graph.string(Self.runtimeName(customClass, module: moduleName(element))))
            graph.set(object, "UIOriginalClassName", graph.string(className))
            graph.setClassName(object, "UIClassSwapper")
        }
        return object
    }

    /// The keys every `UIBarItem` archives: `UIEnabled` always (an absent one decodes as false),
    /// `UITitle`, `UIImage`, `UITag` when not 0.
    ///
    /// - Throws: `NIB0801` for an image from a catalog other than the system's.
    mutating func barItemKeys(_ element: XMLElementNode, item: NibObjectGraph.Ref) throws(ArchiveReadError) {
        graph.set(item, "UIEnabled", .bool(!element.attribute("enabled", is: "NO")))
        if let title = element["title"] { graph.set(item, "UITitle", graph.string(title)) }
        if let image = element["image"] { graph.set(item, "UIImage", try imagePlaceholder(image, of: element)) }
        if let tag = element["tag"], let value = Int(tag), value != 0 {
            graph.set(item, "UITag", NibObjectGraph.integer(value))
        }
    }

    /// An outlet `label` from `source` to `destination`.
    mutating func outlet(_ label: String, from source: NibObjectGraph.Ref, to destination: NibObjectGraph.Ref) {
        let connection = graph.add("UIRuntimeOutletConnection")
        graph.set(connection, "UILabel", graph.string(label))
        graph.set(connection, "UISource", source)
        graph.set(connection, "UIDestination", destination)
        connections.append(connection)
    }

    /// `UIControl.Event` bits by the name a document gives an action's event. (Typed: inferring
    /// the type of this literal of shifts took the type checker 25 s in every build.)
    static let eventMasks: [String: Int] = [
        "touchDown": 1, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13,
        "editingDidBegin": 1 << 16, "editingChanged": 1 << 17, "editingDidEnd": 1 << 18,
        "editingDidEndOnExit": 1 << 19,
    ]

    /// Resolves the pending references and writes the root: the graph as a `NIBArchive`.
    mutating func finish() throws(ArchiveReadError) -> NIBArchive {
        var crossing: Set<NibObjectGraph.Ref> = []
        for pending in pendingReferences {
            if objectsByID[pending.id] == nil, let warning = crossSceneWarning(pending) {
                warnings.append(warning)
                crossing.insert(pending.object)
                continue
            }
            guard let target = objectsByID[pending.id] ?? (externals != nil ? external(pending.id) : nil) else {
                throw error(
                    .unknownConnectionTarget,
                    "'\(pending.key)' names object \(pending.id), which the document does not hold", at: pending.element
                )
            }
            graph.set(pending.object, pending.key, target)
        }
        if !crossing.isEmpty {
            connections.removeAll { crossing.contains($0) }
        }
        try resolvePrototypeExternals()
        topLevel += externals?.map(\.proxy) ?? []
        let root = NibObjectGraph.Ref(index: 0)
        graph.set(root, "UINibTopLevelObjectsKey", graph.collection("NSArray", topLevel))
        graph.set(root, "UINibObjectsKey", graph.collection("NSArray", listed))
        graph.set(root, "UINibConnectionsKey", graph.collection("NSArray", connections))
        let empty = graph.collection("NSArray", [])
        for key in ["UINibVisibleWindowsKey", "UINibTraitStorageListsKey"] { graph.set(root, key, empty) }
        graph.set(
            root, "UINibAccessibilityConfigurationsKey",
            accessibilityConfigurations.isEmpty ? empty : graph.collection("NSArray", accessibilityConfigurations))
        graph.set(
            root, "UINibKeyValuePairsKey", keyValuePairs.isEmpty ? empty : graph.collection("NSArray", keyValuePairs))
        // A connection left out was made before it was known to cross scenes.
        if !crossing.isEmpty { graph.compact() }
        return graph.archive()
    }

    /// The warning for a connection of a storyboard that names an object of another scene, or
    /// nil. Each scene loads from nibs of its own, so no run-time object could be the
    /// connection's end: it is left out, with this warning (`NIB0804`).
    func crossSceneWarning(_ pending: PendingReference) -> ArchiveDiagnostic? {
        guard pending.key == "UIDestination", let here = sceneOfID[pending.element["id"] ?? ""],
            let there = sceneOfID[pending.id], here != there
        else { return nil }
        let name = pending.element["property"] ?? pending.element["selector"] ?? ""
        return ArchiveDiagnostic(
            code: .crossSceneConnection,
            message: "the \(pending.element.name) '\(name)' names object \(pending.id) of another scene, which loads "
                + "from a nib of its own: no object could be its end at run time, so it is left out",
            file: file, line: pending.element.location.line, column: pending.element.location.column,
            severity: .warning, objectID: pending.element["id"])
    }

    /// The module of the element's custom class: `customModule`, or `--module` when the class
    /// belongs to the target being built.
    func moduleName(_ element: XMLElementNode) -> String? {
        if element.attribute("customModuleProvider", is: "target"), let module { return module }
        return element["customModule"]
    }

    /// `name` as the runtime knows it: a Swift class in `module` by its mangled name, an
    /// Objective-C class as written.
    static func runtimeName(_ name: String, module: String?) -> String {
        guard let module, !module.isEmpty else { return name }
        return "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}
