import Foundation

/// Compiles a macOS storyboard to the files of a `.storyboardc`, as ibtool does
/// (`Formats/nibarchive.md`, "macOS storyboards"):
///
/// - the application scene gives `MainMenu.nib`: the application object holding the main menu
///   (`IBMainMenu`), with the scene's other objects;
/// - each window controller gives a nib named by its storyboard identifier, or
///   `NSWindowController-<id>`: the controller, its window and, as the window's
///   `contentViewController`, the view controller its content relationship leads to, which
///   loads its view from
/// - `<controller id>-view-<view id>.nib`, whose File's Owner is that controller;
/// - `Info.plist` maps identifiers to nib names, names the entry point and gives each window
///   controller's `uniqueIdentifierForStoryboardCompilation`.
///
/// ibtool makes those identifiers at random; NibKit derives them from the source's bytes and
/// the nib's name, so the same storyboard compiles to the same bytes. Checked against ibtool's
/// output on the corpus's macOS storyboards; any other controller or segue is refused with
/// `NIB0801` at its element.
struct AppKitStoryboardCompiler {
    /// The source file's name, for diagnostics.
    let file: String?
    /// `--module`.
    let module: String?
    /// A hash of the source, seeding the identifiers ibtool would make at random.
    let seed: UInt64

    /// The relationship of a window controller to its content view controller.
    static let contentRelationship = "window.shadowedContentViewController"

    /// One scene: its controller and its other objects (the first responder left out).
    private struct Scene {
        var controller: XMLElementNode
        var others: [XMLElementNode]
    }

    /// The output files of `document`: `Info.plist` first, then the nibs by name.
    func compile(_ document: XMLElementNode) throws(ArchiveReadError) -> [NibCompiler.OutputFile] {
        var scenes: [Scene] = []
        var firstResponders: Set<String> = ["-1"]
        let sceneElements = document.child("scenes").map { Array($0.children) } ?? []
        for scene in sceneElements where scene.name == "scene" {
            guard let objects = scene.child("objects") else { continue }
            var controller: XMLElementNode?
            var others: [XMLElementNode] = []
            for object in objects.children {
                switch object["sceneMemberID"] {
                case "viewController": controller = object
                case "firstResponder": firstResponders.insert(object["id"] ?? "")
                default: others.append(object)
                }
            }
            guard let controller else {
                if let object = others.first { throw unsupported(object, "in a scene without a controller") }
                continue
            }
            scenes.append(Scene(controller: controller, others: others))
        }
        let controllers = Dictionary(scenes.map { ($0.controller["id"] ?? "", $0.controller) }) { first, _ in first }
        let contents = Set(scenes.compactMap { Self.contentID(of: $0.controller) })

        var nibs: [NibCompiler.OutputFile] = []
        var names: [String: String] = [:]
        var uuids: [String: String] = [:]
        var entryPoint: String?
        for scene in scenes {
            let controller = scene.controller
            let id = controller["id"] ?? ""
            switch controller.name {
            case "application":
                nibs.append(try mainMenu(scene, document: document, firstResponders: firstResponders))
                names["MainMenu"] = "MainMenu"
            case "windowController":
                guard scene.others.isEmpty else { throw unsupported(scene.others[0], "in a window controller's scene") }
                let name = controller["storyboardIdentifier"] ?? "NSWindowController-\(id)"
                let uuid = identifier(for: name)
                nibs += try windowController(
                    controller, name: name, uuid: uuid, controllers: controllers, document: document,
                    firstResponders: firstResponders)
                names[name] = name
                uuids[name] = uuid
                if id == document["initialViewController"] { entryPoint = name }
            case "viewController" where contents.contains(id):
                guard scene.others.isEmpty else { throw unsupported(scene.others[0], "in a view controller's scene") }
            default:
                throw unsupported(controller, "as a storyboard scene (only window controllers and their content)")
            }
        }
        // Interface Builder keeps identifiers apart; a document that does not would overwrite a nib.
        var paths: Set<String> = []
        for nib in nibs where !paths.insert(nib.path).inserted {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .unsupportedElement, message: "two controllers compile to the nib '\(nib.path)'", file: file,
                    line: 1, column: 1))
        }
        typealias Value = BinaryPropertyListWriter.Value
        var info: [String: Value] = [
            "NSStoryboardMainMenu": .string("MainMenu"), "NSViewControllerIdentifiersToNibNames": .sorted(names),
            "NSViewControllerIdentifiersToUUIDs": .sorted(uuids), "NSStoryboardVersion": .integer(1),
        ]
        if let entryPoint { info["NSStoryboardDesignatedEntryPointIdentifier"] = .string(entryPoint) }
        let plist = BinaryPropertyListWriter.write(.sorted(info))
        return [.init(path: "Info.plist", data: plist)] + nibs.sorted { $0.path < $1.path }
    }

    /// The id of the view controller `controller`'s content relationship leads to.
    private static func contentID(of controller: XMLElementNode) -> String? {
        controller.child("connections")?.children.first(where: isContent)?["destination"]
    }

    /// `MainMenu.nib`: the application object with its main menu, and the scene's other objects.
    private func mainMenu(_ scene: Scene, document: XMLElementNode, firstResponders: Set<String>)
        throws(ArchiveReadError) -> NibCompiler.OutputFile
    {
        let element = scene.controller
        for attribute in element.attributes where !["id", "sceneMemberID"].contains(attribute.name) {
            throw unsupported(element, "with '\(attribute.name)'")
        }
        var builder = self.builder(firstResponders)
        let objectData = builder.begin(document)
        _ = builder.storyboardOwner()
        let application = builder.graph.add("NSCustomObject")
        builder.list(application, element, parent: nil)
        builder.graph.set(application, "NSClassName", builder.string("NSApplication"))
        builder.applicationPlaceholder()
        for child in element.children {
            switch child.name {
            case "menu" where child["key"] == "mainMenu":
                let menu = try builder.menu(child, parent: nil)
                builder.listMenuItemsInReverse(menu)
                builder.graph.set(application, "IBMainMenu", menu)
            case "connections": try builder.connections(child, source: application, sourceID: element["id"] ?? "")
            case "point" where child["key"] == "canvasLocation": continue
            default: throw unsupported(child, "in <application>")
            }
        }
        for object in scene.others { try builder.object(object, parent: nil) }
        return .init(path: "MainMenu.nib", data: NIBArchiveEncoder().encode(try builder.end(objectData)))
    }

    /// A window controller's nib, named `name`, and its content view controller's view nib.
    private func windowController(
        _ element: XMLElementNode, name: String, uuid: String, controllers: [String: XMLElementNode],
        document: XMLElementNode, firstResponders: Set<String>
    ) throws(ArchiveReadError) -> [NibCompiler.OutputFile] {
        try checkAttributes(element, allowing: ["storyboardIdentifier"])
        var windowElement: XMLElementNode?
        for child in element.children {
            switch child.name {
            case "window" where child["key"] == "window" && windowElement == nil: windowElement = child
            case "connections":
                for connection in child.children where !Self.isContent(connection) {
                    throw unsupported(connection, "in a window controller's connections")
                }
            case "point" where child["key"] == "canvasLocation": continue
            default: throw unsupported(child, "in <windowController>")
            }
        }
        guard let windowElement else { throw unsupported(element, "without a window") }
        guard let contentID = Self.contentID(of: element), let content = controllers[contentID],
            content.name == "viewController"
        else { throw unsupported(element, "without a view controller as its content") }

        var builder = self.builder(firstResponders)
        let objectData = builder.begin(document)
        let owner = builder.storyboardOwner()
        let contentPlaceholder = builder.storyboardPlaceholder()
        let controller = builder.graph.add("NSWindowController")
        builder.list(controller, element, parent: nil)
        builder.swapInCustomClass(controller, of: element, original: "IBNSWindowController")
        let window = try builder.window(windowElement, parent: controller)
        let contentRect = windowElement.children.first { $0.name == "rect" && $0["key"] == "contentRect" }
        let size = contentRect.map(AppKitNibBuilder.rect) ?? (x: 0, y: 0, width: 0, height: 0)
        let contentView = builder.emptyContentView(of: window, size: (size.width, size.height))

        let viewNib = try self.viewNib(content, document: document, firstResponders: firstResponders)
        let contentController = builder.graph.add("NSViewController")
        builder.listed.append((contentController, window))
        builder.swapInCustomClass(contentController, of: content, original: "NSViewController")
        builder.graph.set(contentController, "NSNibName", builder.string(viewNib.name))
        let upstream = viewNib.upstream ? [builder.string(Self.upstreamIdentifier), contentController] : []
        builder.graph.set(
            contentController, "NSExternalObjectsTableForViewLoading",
            builder.graph.collection("NSMutableDictionary", upstream))
        builder.graph.set(contentController, "showSeguePresentationStyle", NibObjectGraph.integer(0))
        builder.graph.set(
            contentController, "uniqueIdentifierForStoryboardCompilation",
            builder.string(identifier(for: viewNib.name)))
        builder.moveListed([contentView, contentController], after: window)

        builder.graph.set(controller, "IBWindowTemplate", window)
        builder.graph.set(controller, "IBWindowTemplateContentViewController", contentController)
        if let storyboardIdentifier = element["storyboardIdentifier"] {
            builder.graph.set(controller, "explicitStoryboardIdentifier", builder.string(storyboardIdentifier))
        }
        builder.graph.set(controller, "showSeguePresentationStyle", NibObjectGraph.integer(0))
        builder.graph.set(controller, "uniqueIdentifierForStoryboardCompilation", builder.string(uuid))
        builder.applicationPlaceholder()
        let controllerPlaceholder = builder.storyboardPlaceholder()

        builder.outlet("sceneController", from: owner, to: controller, at: element)
        builder.outlet("storyboard", from: controller, to: controllerPlaceholder, at: element)
        builder.outlet("window", from: controller, to: window, at: element)
        builder.outlet("storyboard", from: contentController, to: contentPlaceholder, at: content)
        // Storyboards of Xcode 8 and older leave the window's delegate implicit
        // (`Base.lproj/sb_localized`, tools 10117).
        let delegates = windowElement.child("connections")?.children.contains { $0["property"] == "delegate" } ?? false
        if builder.isXcode8Document, !delegates {
            builder.outlet("delegate", from: window, to: controller, at: windowElement)
        }
        builder.runtimeAttribute("contentViewController", of: window, to: contentController)
        let nib = NibCompiler.OutputFile(
            path: "\(name).nib", data: NIBArchiveEncoder().encode(try builder.end(objectData)))
        return [nib, viewNib.file]
    }

    /// Whether `connection` is a window controller's content relationship.
    private static func isContent(_ connection: XMLElementNode) -> Bool {
        connection.name == "segue" && connection["kind"] == "relationship"
            && connection["relationship"] == contentRelationship
    }

    /// A view controller's view nib, `<controller id>-view-<view id>`: its File's Owner stands
    /// for the controller, whose `view` outlet leads to the view; the controller's other
    /// connections, and those to it, go through an upstream placeholder (`upstream` says
    /// whether there is one).
    private func viewNib(_ element: XMLElementNode, document: XMLElementNode, firstResponders: Set<String>)
        throws(ArchiveReadError) -> (name: String, file: NibCompiler.OutputFile, upstream: Bool)
    {
        try checkAttributes(element, allowing: [])
        var viewElement: XMLElementNode?
        var connections: XMLElementNode?
        for child in element.children {
            switch child.name {
            case "view" where child["key"] == "view" && viewElement == nil: viewElement = child
            case "connections": connections = child
            case "point" where child["key"] == "canvasLocation": continue
            default: throw unsupported(child, "in <viewController>")
            }
        }
        guard let viewElement else { throw unsupported(element, "without a view") }
        let id = element["id"] ?? ""
        var builder = self.builder(firstResponders)
        let objectData = builder.begin(document)
        let owner = builder.storyboardOwner()
        let view = try builder.view(viewElement, parent: nil, superview: nil)
        builder.applicationPlaceholder()
        builder.outlet("view", from: owner, to: view, at: viewElement)
        // The controller's own connections, and those made to it, go through a placeholder the
        // window controller's nib fills with the controller (`sb_toolbar_colors_tv`).
        let connected = connections != nil || Self.refers(to: id, within: viewElement)
        if connected {
            let upstream = builder.placeholder(Self.upstreamIdentifier)
            builder.objectsByID[id] = upstream
            if let connections { try builder.connections(connections, source: upstream, sourceID: id) }
        }
        let name = "\(id)-view-\(viewElement["id"] ?? "")"
        let data = NIBArchiveEncoder().encode(try builder.end(objectData))
        return (name, .init(path: "\(name).nib", data: data), connected)
    }

    /// The external object standing for a view controller in its view's nib.
    static let upstreamIdentifier = "UpstreamPlaceholder-1"

    /// Whether an outlet or action inside `element` names the object `id`.
    private static func refers(to id: String, within element: XMLElementNode) -> Bool {
        element.children.contains { child in
            if child.name == "outlet" || child.name == "action" {
                return child["destination"] == id || child["target"] == id
            }
            return refers(to: id, within: child)
        }
    }

    /// A builder for one nib of the storyboard.
    private func builder(_ firstResponders: Set<String>) -> AppKitNibBuilder {
        var builder = AppKitNibBuilder(file: file, module: module)
        builder.firstResponderIDs = firstResponders
        builder.isStoryboard = true
        return builder
    }

    /// Refuses a controller attribute this compiler does not know the archived form of.
    private func checkAttributes(_ element: XMLElementNode, allowing extra: Set<String>) throws(ArchiveReadError) {
        let known: Set<String> = [
            "id", "sceneMemberID", "customClass", "customModule", "customModuleProvider", "userLabel",
        ]
        for attribute in element.attributes where !known.contains(attribute.name) && !extra.contains(attribute.name) {
            throw unsupported(element, "with '\(attribute.name)'")
        }
    }

    /// `NIB0801` for `element`, which has no known archived form `context`.
    private func unsupported(_ element: XMLElementNode, _ context: String) -> ArchiveReadError {
        AppKitNibBuilder(file: file, module: module).error(
            .unsupportedElement, "<\(element.name)> \(context) has no known archived form yet", at: element)
    }

    /// The identifier ibtool would make at random for the nib `name`, as a UUID string: derived
    /// from the source's hash and the name, so it is the same on every compile of the same
    /// source and differs between nibs and storyboards. Marked as a version 8 (custom) UUID.
    func identifier(for name: String) -> String {
        var high = Self.fnv1a(Array(name.utf8), basis: seed)
        var low = Self.fnv1a(Array(name.utf8).reversed(), basis: seed ^ 0x9E37_79B9_7F4A_7C15)
        high = (high & ~0xF000) | 0x8000
        low = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        let hex = String(format: "%016llX%016llX", high, low)
        let characters = Array(hex)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }
        return groups.joined(separator: "-")
    }

    /// The 64-bit FNV-1a hash of `bytes`, starting from `basis`.
    static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes, basis: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01B3
        }
        return hash
    }
}
