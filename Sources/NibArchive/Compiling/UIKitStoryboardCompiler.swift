import Foundation

/// Compiles an iOS storyboard to the files of a `.storyboardc` (`Formats/nibarchive.md`, "iOS
/// storyboards").
///
/// Each scene controller that can be instantiated on its own (the entry point, one with a
/// storyboard identifier, a segue's destination, or one no container holds) gets a nib named by
/// its identifier (`<UIKit class>-<id>` when it has none), holding the controller as a
/// `UIClassSwapper`; a navigation controller's root is archived inside it. A controller with a
/// view names the nib of that view, `<id>-view-<view id>`. Segues other than relationships are
/// templates the controller keeps; what performs one (a button, a bar button item) sends it
/// `perform:`, through an `UpstreamPlaceholder-N` when it lives in the view's nib. A storyboard
/// reference gets a nib holding its placeholder (`referenceNib(of:)`). `Info.plist` maps
/// identifiers to nibs, and references to what they reference, and names the entry point.
struct UIKitStoryboardCompiler {
    /// The source file's name, for diagnostics.
    let file: String?
    /// `--module`.
    let module: String?
    /// The document's named colours.
    let colors: [String: XMLElementNode]
    /// For the `runtime.nib`s of systems before iOS 11: what stands in for each safe-area guide.
    var safeAreaStandIns: [String: SafeAreaStandIn]?
    /// The scene controllers by id.
    private(set) var controllers: [String: XMLElementNode] = [:]
    /// The scene controllers' ids, in document order.
    private(set) var order: [String] = []
    /// The container of each controller a relationship segue reaches.
    private(set) var containers: [String: String] = [:]
    /// The ids of the controllers some segue template names.
    private(set) var destinations: Set<String> = []
    /// The scene objects other than its controller (gesture recognizers, custom objects, views
    /// outside its view) that go in its view's nib, by controller id.
    private(set) var sceneObjects: [String: [XMLElementNode]] = [:]
    /// The scene objects that go in its controller's nib instead: those only its navigation or
    /// tab bar item, or their bar button items, name (`splitSceneObjects(of:_:)`).
    private(set) var controllerNibSceneObjects: [String: [XMLElementNode]] = [:]
    /// The ids of the scenes' First Responder placeholders. Each nib has one First Responder,
    /// and an action sent to any of them goes up the responder chain alike.
    private(set) var firstResponderIDs: Set<String> = []
    /// The storyboard references (`<viewControllerPlaceholder>`) by id, in document order.
    private(set) var references: [(id: String, element: XMLElementNode)] = []
    /// The scene of each element, by id; First Responders left out (`UIKitNibBuilder.sceneOfID`).
    private(set) var sceneOfID: [String: String] = [:]
    /// Warnings met while compiling, in the order the nibs were built.
    private(set) var warnings: [ArchiveDiagnostic] = []
    /// The warnings already in `warnings`.
    private var warned: Set<ArchiveDiagnostic> = []

    /// UIKit's class for each controller element this compiler knows.
    static let controllerClasses = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "tabBarController": "UITabBarController",
        "collectionViewController": "UICollectionViewController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        // A SwiftUI hosting controller is the app's subclass, which the swapper names; its
        // generic UIKit class has no name to fall back on, so `UIViewController` stands in
        // (inferred: no compiled one is at hand).
        "hostingController": "UIViewController",
    ]

    /// The relationships each container element's children are reached by, in the order the
    /// container holds them (a split view's primary column before its secondary one).
    static let relationships = [
        "navigationController": ["rootViewController"], "tabBarController": ["viewControllers"],
        "splitViewController": ["masterViewController", "detailViewController"],
    ]

    init(file: String?, module: String?, colors: [String: XMLElementNode]) {
        self.file = file
        self.module = module
        self.colors = colors
    }

    /// A builder for one nib of this storyboard.
    func builder() -> UIKitNibBuilder {
        var builder = UIKitNibBuilder(file: file, module: module, systemColors: colors)
        builder.safeAreaStandIns = safeAreaStandIns
        builder.sceneOfID = sceneOfID
        return builder
    }

    /// The output files of `document`, whose `<scenes>` is `scenes`.
    mutating func compile(_ document: XMLElementNode, scenes: XMLElementNode) throws(ArchiveReadError)
        -> [NibCompiler.OutputFile]
    {
        try collect(scenes)
        try refuseReferenceCycles(entry: document["initialViewController"])
        var nibs: [NibCompiler.OutputFile] = []
        var identifiers: [String: String] = [:]
        let entry = document["initialViewController"]
        for id in order {
            guard let element = controllers[id] else { continue }
            if element.child(viewKey: "view") != nil { nibs.append(try viewNib(of: element)) }
            guard
                containers[id] == nil || id == entry || destinations.contains(id) || element.has("storyboardIdentifier")
            else { continue }
            let identifier = Self.identifier(of: element)
            identifiers[identifier] = identifier
            nibs.append(
                .init(path: "\(identifier).nib", data: NIBArchiveEncoder().encode(try controllerNib(of: element))))
        }
        var referenced: [String: BinaryPropertyListWriter.Value] = [:]
        for (_, element) in references {
            let identifier = Self.identifier(of: element)
            identifiers[identifier] = identifier
            referenced[identifier] = Self.externalReference(element)
            let archive = try referenceNib(of: element)
            nibs.append(.init(path: "\(identifier).nib", data: NIBArchiveEncoder().encode(archive)))
        }
        typealias Value = BinaryPropertyListWriter.Value
        var info: [String: Value] = [
            "UIViewControllerIdentifiersToNibNames": .sorted(identifiers), "UIStoryboardVersion": .integer(1),
        ]
        if !referenced.isEmpty {
            info["UIViewControllerIdentifiersToExternalStoryboardReferences"] = .sorted(referenced)
        }
        if let entry, let element = controllers[entry] ?? references.first(where: { $0.id == entry })?.element {
            info["UIStoryboardDesignatedEntryPointIdentifier"] = .string(Self.identifier(of: element))
        }
        let plist = BinaryPropertyListWriter.write(.sorted(info))
        return [.init(path: "Info.plist", data: plist)] + nibs.sorted { $0.path < $1.path }
    }

    /// The identifier a controller's nib is named and found by: its storyboard identifier, or
    /// its UIKit class and id.
    static func identifier(of element: XMLElementNode) -> String {
        element["storyboardIdentifier"]
            ?? "\(controllerClasses[element.name] ?? "UIViewController")-\(element["id"] ?? "")"
    }

    /// Reads the scenes: their controllers, the relationships between them and the segues'
    /// destinations; refuses any other scene object.
    private mutating func collect(_ scenes: XMLElementNode) throws(ArchiveReadError) {
        for scene in scenes.children {
            guard let objects = scene.child("objects") else { continue }
            let sceneID = scene["sceneID"] ?? "\(scene.location.line)"
            for object in objects.children where object.name != "placeholder" {
                for id in Self.ids(in: object) { sceneOfID[id] = sceneID }
            }
            var sceneControllers: [String] = []
            var others: [XMLElementNode] = []
            for object in objects.children {
                switch object.name {
                case _ where Self.controllerClasses[object.name] != nil:
                    guard let id = object["id"] else { throw builder().unsupported(object) }
                    controllers[id] = object
                    order.append(id)
                    sceneControllers.append(id)
                case "placeholder" where object["placeholderIdentifier"] == "IBFirstResponder":
                    if let id = object["id"] { firstResponderIDs.insert(id) }
                // An unwind segue's destination: the controller it returns to, found at run time.
                case "exit": continue
                case "viewControllerPlaceholder":
                    guard let id = object["id"] else { throw builder().unsupported(object) }
                    // Interface Builder gives a reference an empty navigation item when it is
                    // pushed. The placeholder's decoder reads none (the controller it stands for
                    // brings its own), so an empty one is left out; one that holds anything has
                    // nowhere to go.
                    for child in object.children where !Self.isEmptyNavigationItem(child) {
                        throw builder().unsupported(child)
                    }
                    references.append((id, object))
                case _ where UIKitNibBuilder.isTopLevelObject(object.name): others.append(object)
                default: throw builder().unsupported(object)
                }
            }
            // A scene's gesture recognizers, custom objects and the views outside its view (which
            // its controller reaches by outlets, and which mostly reach into the view) go in its
            // controller's view nib, beside the view: that nib is loaded with the view, as a
            // xib's top-level objects are. Those only the controller's nib names, and a
            // container's, go there (`splitSceneObjects(of:_:)`).
            if let first = others.first {
                guard sceneControllers.count == 1, let id = sceneControllers.first, let controller = controllers[id]
                else { throw builder().unsupported(first) }
                (sceneObjects[id], controllerNibSceneObjects[id]) = try splitSceneObjects(of: controller, others)
            }
        }
        for id in order {
            guard let element = controllers[id] else { continue }
            for segue in Self.segues(in: element, extras: sceneObjects[id] ?? []) {
                let kind = segue.element["kind"] ?? ""
                if kind == "relationship" {
                    guard Self.relationships[element.name]?.contains(segue.element["relationship"] ?? "") == true,
                        let child = segue.element["destination"], controllers[child] != nil
                    else { throw builder().unsupported(segue.element) }
                    containers[child] = id
                } else if kind != "unwind", let destination = segue.element["destination"] {
                    destinations.insert(destination)
                }
            }
        }
        // Each container archives its children inside its own nib: a cycle would never end,
        // and a chain longer than any interface has would only make the work deep.
        for id in order {
            var seen: Set<String> = [id]
            var current = id
            while let container = containers[current] {
                guard seen.insert(container).inserted, seen.count <= Self.maxContainerDepth else {
                    throw builder().error(
                        .unsupportedElement,
                        "the relationship segues through \(current) lead back to a controller or nest deeper than "
                            + "\(Self.maxContainerDepth) containers", at: controllers[id] ?? scenes)
                }
                current = container
            }
        }
    }

    /// How many containers deep a controller may be archived.
    static let maxContainerDepth = 32
}

extension XMLElementNode {
    /// The child with attribute `key` equal to `viewKey`.
    func child(viewKey: String) -> XMLElementNode? {
        children.first { $0["key"] == viewKey }
    }
}

extension UIKitStoryboardCompiler {
    /// Where the object that performs a segue lives, which decides how it reaches the template.
    enum SeguePlace {
        /// On the controller itself: a manual segue, performed by code.
        case controller
        /// In the controller's view: through an `UpstreamPlaceholder-N` of the view's nib.
        case view
        /// In the controller's nib (a bar button item): straight to the template.
        case controllerNib
    }

    /// The segues of a controller element and of everything it holds, in document order, then
    /// those its scene's other objects (`extras`, which live in its view's nib) perform, each
    /// with the element whose `<connections>` holds it.
    static func segues(in controller: XMLElementNode, extras: [XMLElementNode] = []) -> [(
        element: XMLElementNode, owner: XMLElementNode, place: SeguePlace
    )] {
        var found: [(element: XMLElementNode, owner: XMLElementNode, place: SeguePlace)] = []
        func visit(_ element: XMLElementNode, place: SeguePlace) {
            for child in element.children {
                // A prototype with no reuse identifier is left out (`prototypeCells(of:named:)`),
                // and its segues with it.
                let isPrototype =
                    element.name == "prototypes" || (element.name == "cells" && child.name == "collectionViewCell")
                if isPrototype, child["reuseIdentifier"]?.isEmpty ?? true { continue }
                if child.name == "connections" {
                    for segue in child.children where segue.name == "segue" {
                        found.append((segue, element, place))
                    }
                } else {
                    let inner: SeguePlace =
                        switch (place, child["key"]) {
                        case (.controller, "view"), (.controller, "refreshControl"): .view
                        case (.controller, _): .controllerNib
                        default: place
                        }
                    visit(child, place: inner)
                }
            }
        }
        visit(controller, place: .controller)
        for extra in extras { visit(extra, place: .view) }
        return found
    }

    /// The ids of `element` and every element it holds.
    static func ids(in element: XMLElementNode) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ node: XMLElementNode) {
            if let id = node["id"] { ids.insert(id) }
            for child in node.children { visit(child) }
        }
        visit(element)
        return ids
    }

    /// The nib of a controller's view: File's Owner (the controller, whose `view` outlet it
    /// sets), First Responder, `UpstreamPlaceholder-1` standing for the controller when the nib
    /// names it, an `UpstreamPlaceholder-N` for each segue something in the view performs, and
    /// the view; the controller's outlets and actions that name the view or something in it.
    mutating func viewNib(of element: XMLElementNode) throws(ArchiveReadError) -> NibCompiler.OutputFile {
        let id = element["id"] ?? ""
        var nib = builder()
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        for id in firstResponderIDs { nib.objectsByID[id] = firstResponder }
        nib.listed = [owner, firstResponder]
        var placeholders: [NibObjectGraph.Ref] = []
        nib.layoutGuides = element.child("layoutGuides").map { Array($0.children) } ?? []
        guard let viewElement = element.child(viewKey: "view") else { throw nib.unsupported(element) }
        let extras = sceneObjects[id] ?? []
        let own = Self.viewConnections(of: element, view: viewElement, extras: extras)
        // The controller's own connections into its view, and those made to it from the view,
        // go through a placeholder its external objects table fills with it, as on macOS.
        var controllerProxy = owner
        if Self.viewNibNamesController(element, view: viewElement, extras: extras) {
            controllerProxy = nib.proxy(Self.upstreamName(1))
            placeholders.append(controllerProxy)
        }
        nib.objectsByID[id] = controllerProxy
        for segue in Self.segues(in: element, extras: extras) where segue.place == .view {
            let placeholder = nib.proxy(Self.upstreamName(placeholders.count + 1))
            nib.segueTriggers[segue.element["id"] ?? ""] = placeholder
            placeholders.append(placeholder)
        }
        nib.listed += placeholders
        if element.name == "tableViewController" { nib.staticTableID = viewElement["id"] }
        nib.viewNibIDs = viewNibIDs(of: element)
        let view = try nib.view(viewElement, superview: nil)
        // `UITableViewController` archives no refresh control: its accessors forward to its
        // table, whose `-[UIScrollView initWithCoder:]` reads `UIRefreshControl` (published
        // decompilations of UIKitCore 26.1).
        let refreshes = Self.refreshControls(of: element)
        if refreshes.count > 1 { throw nib.unsupported(refreshes[1]) }
        if let refresh = refreshes.first {
            nib.graph.set(view, "UIRefreshControl", try nib.view(refresh, superview: nil))
        }
        var others: [NibObjectGraph.Ref] = []
        for extra in extras { others.append(try nib.topLevelObject(extra)) }
        nib.topLevel = [owner, firstResponder] + placeholders + [view] + others
        nib.outlet("view", from: owner, to: view)
        nib.staticDataSourceOutlet(from: owner)
        try nib.connections(own, of: element, source: controllerProxy)
        let name = "\(id)-view-\(viewElement["id"] ?? "")"
        let archive = try nib.finish()
        note(nib.warnings)
        return .init(path: "\(name).nib", data: NIBArchiveEncoder().encode(archive))
    }

    /// The name of the `number`th external object of a view's nib.
    static func upstreamName(_ number: Int) -> String { "UpstreamPlaceholder-\(number)" }

    /// The controller's outlets and actions that name its view, something in it, one of the
    /// scene's other objects (`extras`), or itself: they go in the view's nib.
    static func viewConnections(of element: XMLElementNode, view: XMLElementNode, extras: [XMLElementNode])
        -> [XMLElementNode]
    {
        let inView = viewNibIDs(of: element, view: view, extras: extras).union([element["id"] ?? ""])
        return element.child("connections")?.children.filter {
            $0.name != "segue" && inView.contains($0["destination"] ?? "")
        } ?? []
    }

    /// Whether a controller's view nib names the controller: through the controller's own
    /// outlets and actions into the view, or an outlet or action in the view to it.
    static func viewNibNamesController(_ element: XMLElementNode, view: XMLElementNode, extras: [XMLElementNode])
        -> Bool
    {
        let id = element["id"] ?? ""
        func refers(_ node: XMLElementNode) -> Bool {
            node.children.contains { child in
                (child.name == "outlet" || child.name == "action") ? child["destination"] == id : refers(child)
            }
        }
        return !viewConnections(of: element, view: view, extras: extras).isEmpty
            || viewNibElements(of: element, view: view, extras: extras).contains(where: refers)
    }

    /// What of a controller's scene its view's nib holds: the view, the scene's other objects
    /// (`extras`), and a table view controller's refresh control, which is its table's.
    static func viewNibElements(of element: XMLElementNode, view: XMLElementNode, extras: [XMLElementNode])
        -> [XMLElementNode]
    {
        [view] + extras + refreshControls(of: element).prefix(1)
    }

    /// Adds `found` to the warnings, each once: a controller archived in two nibs (inside its
    /// container's and in its own) meets the same problems twice.
    mutating func note(_ found: [ArchiveDiagnostic]) {
        for warning in found where warned.insert(warning).inserted { warnings.append(warning) }
    }

    /// The ids of everything a controller's view nib holds (`viewNibElements`); empty for a
    /// controller with no view.
    func viewNibIDs(of element: XMLElementNode) -> Set<String> {
        guard let view = element.child(viewKey: "view") else { return [] }
        return Self.viewNibIDs(of: element, view: view, extras: sceneObjects[element["id"] ?? ""] ?? [])
    }

    /// The ids of everything in `viewNibElements(of:view:extras:)`.
    static func viewNibIDs(of element: XMLElementNode, view: XMLElementNode, extras: [XMLElementNode]) -> Set<String> {
        viewNibElements(of: element, view: view, extras: extras).reduce(into: []) { $0.formUnion(ids(in: $1)) }
    }

    /// A table view controller's `<refreshControl>` children (Interface Builder writes one).
    static func refreshControls(of element: XMLElementNode) -> [XMLElementNode] {
        guard element.name == "tableViewController" else { return [] }
        return element.children.filter { $0.name == "refreshControl" && $0["key"] == "refreshControl" }
    }

    /// The nib of a controller: File's Owner (the storyboard's scene loader, whose
    /// `sceneViewController` outlet names the controller), First Responder, the storyboard
    /// placeholder and the controller, with everything archived inside it.
    mutating func controllerNib(of element: XMLElementNode) throws(ArchiveReadError) -> NIBArchive {
        var nib = builder()
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        for id in firstResponderIDs { nib.objectsByID[id] = firstResponder }
        let storyboard = nib.proxy("UIStoryboardPlaceholder")
        nib.listed = [owner, firstResponder, storyboard]
        let controller = try archive(element, into: &nib, storyboard: storyboard)
        // The scene objects `archive` added for it and its children (`splitSceneObjects(of:_:)`).
        nib.topLevel = [owner, firstResponder, storyboard, controller] + nib.topLevel
        nib.outlet("sceneViewController", from: owner, to: controller)
        let archive = try nib.finish()
        note(nib.warnings)
        return archive
    }
}
