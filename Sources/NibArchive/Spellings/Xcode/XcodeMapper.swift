/// Turns the element tree of an Xcode `<document>` into an `ArchiveDocument`: placeholders,
/// objects (one per element with an id, and per view element without one), connections.
/// `XcodeDocumentReader` is its public face. One mapper maps one document, on one thread.
final class XcodeMapper {
    let file: String?
    let limits: ReaderLimits
    /// Whether the document is an AppKit one (`com.apple.InterfaceBuilder3.Cocoa.*`).
    var macOS = false
    /// Whether the document is a WatchKit one (`targetRuntime="watchKit"`).
    var watchOS = false
    var style = XcodeStyleValues()
    var placeholders: [ArchivePlaceholder] = []
    var connections: [ArchiveConnection] = []
    var errors: [ArchiveDiagnostic] = []
    /// The built-in guides (`<viewLayoutGuide key="safeArea">`, a scroll view's
    /// `contentLayoutGuide` and `frameLayoutGuide`) by id, each to its view's id and the guide's
    /// kind: constraints naming one name the view and the kind instead, our spelling.
    var builtInGuides: [String: (view: String, kind: String)] = [:]

    /// The kind (`LayoutGuide.BuiltIn`) of each built-in guide by its key in Xcode's files.
    static let builtInGuideKinds = [
        "safeArea": "safeArea", "contentLayoutGuide": "contentLayout", "frameLayoutGuide": "frameLayout",
        "keyboard": "keyboard",
    ]
    var objectCount = 0
    /// The views Interface Builder marked `ambiguous="YES"` (see
    /// `ArchiveDocument.interfaceBuilderAmbiguity`).
    var ambiguity = InterfaceBuilderAmbiguity()

    /// Whether `placeholder="YES"` constraints are installed as the others are, as Interface
    /// Builder's canvas lays them out (they are removed when the file is built).
    var installsPlaceholderConstraints = false

    init(file: String?, limits: ReaderLimits, installsPlaceholderConstraints: Bool = false) {
        self.file = file
        self.limits = limits
        self.installsPlaceholderConstraints = installsPlaceholderConstraints
    }

    /// Maps the tree under `root`.
    ///
    /// - Throws: `ArchiveReadError`: `NIB0113` for the legacy `<archive>` format, `NIB0203` for
    ///   a root that is not `<document>`, `NIB0109` for too many objects, and the structure
    ///   errors found (`NIB0206` for values that cannot be read where one is required).
    func map(_ root: XMLElementNode) throws(ArchiveReadError) -> ArchiveDocument {
        if root.name == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true {
            throw ArchiveReadError(
                diagnostic(
                    .legacyXcodeArchive,
                    "this is an Xcode 3 interface file (the legacy <archive> format, version \(cut: root["version"] ?? "?")), "
                        + "which NibKit does not read; open it in a current Xcode and save it to upgrade it to the <document> format",
                    at: root.location))
        }
        guard root.name == "document" else {
            throw ArchiveReadError(
                diagnostic(
                    .unexpectedElement,
                    "<\(cut: root.name)> is not an Xcode interface document, whose root is <document>",
                    at: root.location))
        }
        let type = root["type"] ?? ""
        macOS = type.contains(".Cocoa.") || root["targetRuntime"]?.hasPrefix("MacOSX") == true
        watchOS = root["targetRuntime"] == "watchKit"
        readResources(root)
        findBuiltInGuides(root)
        var objects: [ArchiveObject] = []
        for child in root.children {
            switch child.name {
            case "objects":
                for node in child.children { mapTopLevel(node, into: &objects) }
            case "scenes":
                for scene in child.children where scene.name == "scene" {
                    for part in scene.children where part.name == "objects" { mapScene(part, into: &objects) }
                }
            default:
                break
            }
            if objectCount > limits.maxObjects {
                throw ArchiveReadError(
                    diagnostic(
                        .tooManyObjects,
                        "the document holds more objects than the limit of \(limits.maxObjects)"
                            + ReaderLimits.maxObjectsHint,
                        at: child.location))
            }
        }
        if let initial = root["initialViewController"] {
            markInitialViewController(initial, in: objects)
        }
        if !errors.isEmpty { throw ArchiveReadError(diagnostics: errors) }
        var document = ArchiveDocument(placeholders: placeholders, objects: objects, connections: connections)
        document.interfaceBuilderAmbiguity = ambiguity
        return document
    }

    // MARK: Document parts

    private func readResources(_ root: XMLElementNode) {
        for resources in root.children where resources.name == "resources" {
            for item in resources.children where item.name == "systemColor" || item.name == "namedColor" {
                if let name = item["name"], let color = item.child("color") { style.resources[name] = color }
            }
        }
    }

    /// Records every built-in `<viewLayoutGuide key=... id=...>` with the id of the view it is in
    /// (the nearest element with an id above it). Strings only for the guides: making every
    /// element's id string took one load of the reference .xib from 1.811G to 1.827G
    /// instructions, one of the corpus from 1.029G to 1.034G (callgrind,
    /// `SWIFT_DETERMINISTIC_HASHING=1`).
    ///
    /// One pass over the tree's elements in document order, with the ancestors that have an id
    /// on a stack, and element names compared by their index in the tree's names, not by
    /// recursion over `children` with string compares: one load of the reference .xib, 1.502G ->
    /// 1.479G instructions; the corpus, 796.7M -> 790.5M (callgrind).
    private func findBuiltInGuides(_ root: XMLElementNode) {
        let tree = root.tree
        // `<keyboardLayoutGuide key="keyboard">` too (Xcode 13 on).
        let guideNames = Set(
            ["viewLayoutGuide", "keyboardLayoutGuide"].compactMap { tree.names.firstIndex(of: $0) }.map(UInt32.init))
        guard !guideNames.isEmpty else { return }
        var owners: [XMLElementNode] = []
        for index in root.index..<Int(tree.elements[root.index].end) {
            while let owner = owners.last, Int(tree.elements[owner.index].end) <= index { owners.removeLast() }
            let node = XMLElementNode(tree: tree, index: index)
            if guideNames.contains(tree.elements[index].name),
                let kind = node["key"].flatMap({ Self.builtInGuideKinds[$0] }),
                let id = node["id"], let owner = owners.last?["id"]
            {
                builtInGuides[id] = (owner, kind)
            }
            if node.has("id") { owners.append(node) }
        }
    }

    /// A top-level element of `<objects>`: a placeholder, or an object.
    private func mapTopLevel(_ node: XMLElementNode, into objects: inout [ArchiveObject]) {
        if let kind = placeholderKind(node), let id = node["id"] {
            placeholders.append(
                ArchivePlaceholder(id: id, kind: kind, className: node["customClass"], location: node.location))
            var ignored = XcodeObjectBuilder()
            for child in node.children where child.name == "connections" {
                mapConnections(child, source: id, into: &ignored)
            }
            return
        }
        guard isObject(node) else { return }
        objects.append(mapObject(node, parent: nil))
    }

    /// A storyboard scene's `<objects>`: its controller (the element with
    /// `sceneMemberID="viewController"`, else the first object: WatchKit writes none), its
    /// placeholders, its exit, and the other objects UIKit makes with the controller (gesture
    /// recognizers, custom objects, views, AppKit menus). Those stay top-level objects; the
    /// controller names them, in file order, under `sceneObjects`, so a scene stays one unit in
    /// our formats too and `Storyboard` makes them with each instance of it.
    private func mapScene(_ part: XMLElementNode, into objects: inout [ArchiveObject]) {
        var members: [(node: XMLElementNode, object: ArchiveObject)] = []
        for node in part.children {
            let count = objects.count
            mapTopLevel(node, into: &objects)
            if objects.count > count, let object = objects.last { members.append((node, object)) }
        }
        let isExit = { (node: XMLElementNode) in node.name == "exit" || node["sceneMemberID"] == "exit" }
        guard
            let controller = members.first(where: { $0.node["sceneMemberID"] == "viewController" })?.object
                ?? members.first(where: { !isExit($0.node) })?.object
        else { return }
        let others = members.filter { $0.object !== controller && !isExit($0.node) }.map(\.object)
        guard !others.isEmpty else { return }
        let value = ArchiveValue.array(others.map { .reference($0.id) })
        // In the place of a `sceneObjects` the file set on the controller, if any: an object
        // never holds a key twice.
        if let index = controller.index(ofKey: Self.sceneObjectsKey) {
            controller.entries[index].value = value
        } else {
            controller.entries.append(ArchiveEntry(key: Self.sceneObjectsKey, value: value, location: part.location))
        }
    }

    /// The key under which a storyboard scene's controller names the scene's other top-level objects.
    static let sceneObjectsKey = "sceneObjects"

    /// An object element inside another object: the object it maps to, or, for a placeholder
    /// element (which belongs at the top of `<objects>`), a reference to that placeholder,
    /// declared where it stands. `PlaceholderOwnershipCheck` then reports the owner holding it,
    /// where the loader would otherwise make an object of the file own the caller's.
    func nestedValue(_ node: XMLElementNode, parent: XcodeParentGeometry?) -> ArchiveValue {
        guard let kind = placeholderKind(node), let id = node["id"] else {
            return .object(mapObject(node, parent: parent))
        }
        placeholders.append(
            ArchivePlaceholder(id: id, kind: kind, className: node["customClass"], location: node.location))
        return .reference(id)
    }

    /// What a placeholder stands for: iOS `<placeholder>` (`IBFilesOwner` -1, `IBFirstResponder`
    /// -2, others external), and macOS `<customObject>` -2 File's Owner, -1 First Responder,
    /// -3 Application, and storyboards' per-scene first responders.
    private func placeholderKind(_ node: XMLElementNode) -> ArchivePlaceholder.Kind? {
        if node.name == "placeholder" {
            switch node["placeholderIdentifier"] {
            case "IBFilesOwner": return .owner
            case "IBFirstResponder": return .firstResponder
            case let other: return .external(other ?? node["id"] ?? "")
            }
        }
        guard node.name == "customObject" else { return nil }
        if node["sceneMemberID"] == "firstResponder" { return .firstResponder }
        switch node["id"] {
        case "-2": return .owner
        case "-1": return .firstResponder
        case "-3": return .external("Application")
        default: return nil
        }
    }

    private func markInitialViewController(_ id: String, in objects: [ArchiveObject]) {
        guard let object = objects.first(where: { $0.id == id }) else { return }
        if let index = object.index(ofKey: "isInitialViewController") {
            object.entries[index].value = .value(.bool(true))
            return
        }
        object.entries.insert(
            ArchiveEntry(key: "isInitialViewController", value: .value(.bool(true)), location: object.location),
            at: 0)
    }

    // MARK: Helpers

    /// Whether `node` becomes an object: it has an id, or it is a view element (older files
    /// leave some content views without one).
    func isObject(_ node: XMLElementNode) -> Bool {
        node["id"] != nil || XcodeClassTable.isViewElement(node.name, macOS: macOS)
    }

    /// The id of `node`, or a new one for an object the file gave none (`xcode-LINE-COLUMN`).
    func id(of node: XMLElementNode) -> String {
        if let id = node["id"] { return id }
        return "xcode-\(node.location.line)-\(node.location.column)"
    }

    func diagnostic(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) -> ArchiveDiagnostic
    {
        ArchiveDiagnostic(code: code, message: message, file: file, line: location.line, column: location.column)
    }

    /// Records a structure error; reading goes on to find the others, up to the limit.
    func report(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        if errors.count < limits.maxDiagnostics { errors.append(diagnostic(code, message, at: location)) }
    }
}

extension ArchiveDiagnostic.Code {
    /// An Xcode 3 interface file (root `<archive type="com.apple.InterfaceBuilder...">`), which
    /// NibKit does not read: open it in a current Xcode and save it.
    public static let legacyXcodeArchive = Self(rawValue: "NIB0113")
}
