import Foundation

/// Reads a compiled storyboard, the `.storyboardc` bundle `ibtool --compile` writes, into one
/// `ArchiveDocument` shaped as the Xcode reader shapes the source storyboard: each controller
/// a top-level object, its view (from `<controller>-view-<view>.nib`) under `view`, the entry
/// point marked `isInitialViewController`.
///
/// The bundle's `Info.plist` (a binary property list, read with `PropertyListSerialization`)
/// names the entry point (`UIStoryboardDesignatedEntryPointIdentifier`,
/// `NSStoryboardDesignatedEntryPointIdentifier`) and maps identifiers to nib names
/// (`UIViewControllerIdentifiersToNibNames`, `NSViewControllerIdentifiersToNibNames`); an
/// identifier other than its nib's name is the author's, and becomes the controller's
/// `storyboardIdentifier`. Each
/// nib's ids start with its own prefix (`n0-`, `n1-`, …) so they stay unique; a view nib's File's
/// Owner is the controller naming it (`nibName`), and the placeholders UIKit uses to wire the
/// storyboard itself (`UIStoryboardPlaceholder`, the `storyboard` and `sceneViewController`
/// outlets) are left out. A controller's segue templates become `segues`, each naming its
/// destination controller by the identifier `Info.plist` maps to that controller's nib, held by
/// the object that performs it (`rebuildSegues`); a container's children become scenes joined to
/// it by relationship segues (`detachChildren(of:)`).
public struct CompiledStoryboardReader: Sendable {
    /// The limits to enforce on each nib.
    public var limits: ReaderLimits

    /// Creates a reader enforcing `limits`.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Reads a bundle's `Info.plist` and nibs (by file name, `X.nib`).
    ///
    /// - Throws: `ArchiveReadError`: `NIB0203` when `Info.plist` is no dictionary, `NIB0150` for
    ///   a segue template whose destination no nib holds, and each nib's errors
    ///   (`CompiledNibReader`), naming the nib.
    /// - Complexity: O(n) in the size of the nibs.
    public func read(info: Data, nibs: [String: Data], file: String? = nil) throws(ArchiveReadError) -> ArchiveDocument
    {
        let plist = try? PropertyListSerialization.propertyList(from: info, options: [], format: nil)
        guard let plist = plist as? [String: Any] else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .unexpectedElement, message: "the bundle's Info.plist is not a property list dictionary",
                    file: file.map { $0 + "/Info.plist" }, line: 1, column: 1))
        }
        let entryPoint =
            (plist["UIStoryboardDesignatedEntryPointIdentifier"] ?? plist["NSStoryboardDesignatedEntryPointIdentifier"])
            as? String
        let identifiers =
            (plist["UIViewControllerIdentifiersToNibNames"] ?? plist["NSViewControllerIdentifiersToNibNames"])
            as? [String: String] ?? [:]
        let entryNib = entryPoint.flatMap { identifiers[$0] }
        // ibtool names a scene without a storyboard identifier after its class and id, and
        // gives that name to its nib; an identifier the author chose differs from its nib's name.
        // Two identifiers naming one nib (a plist made by hand): the first in code-point order,
        // not whichever the dictionary's hash order, which differs run to run, gives last.
        var chosenIdentifiers: [String: String] = [:]
        for (identifier, nibName) in identifiers.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        where identifier != nibName && chosenIdentifiers[nibName] == nil {
            chosenIdentifiers[nibName] = identifier
        }
        let reader = CompiledNibReader(limits: limits)
        let viewNibNames = Set(nibs.keys.filter { $0.contains("-view-") })
        var documents: [String: ArchiveDocument] = [:]
        for (number, name) in nibs.keys.sorted().enumerated() {
            guard let data = nibs[name] else { continue }
            documents[name] = try reader.read(data, file: file.map { $0 + "/" + name } ?? name, idPrefix: "n\(number)-")
        }
        let references = plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: Any] ?? [:]
        for document in documents.values { Self.nameReferences(in: document, references) }
        var merged = ArchiveDocument()
        let storyboardPlaceholders: Set<String> = [
            "UIStoryboardPlaceholder", "NSStoryboardPlaceholder", "IBFilesOwner",
        ]
        var attachedViews: Set<String> = []
        // The controller each nib holds, by nib name, for the segues' destinations.
        var controllerIDs: [String: String] = [:]
        var controllers: [(object: ArchiveObject, nib: String)] = []
        // Objects a view nib's external objects table owned, which segue templates name.
        var loose: [String: ArchiveObject] = [:]
        // A controller a container archives inside its nib can have a nib of its own as well (a
        // storyboard identifier, a segue's destination): one scene, read once, from its container.
        let (sceneKeys, embedded) = Self.sceneKeys(documents.filter { !viewNibNames.contains($0.key) })
        var skipped: [(nibName: String, key: String)] = []
        for name in documents.keys.sorted() where !viewNibNames.contains(name) {
            guard let document = documents[name] else { continue }
            let nibName = String(name.dropLast(4))
            if let key = document.objects.first(where: Self.isController).flatMap({ sceneKeys[ObjectIdentifier($0)] }),
                embedded.contains(key)
            {
                skipped.append((nibName, key))
                continue
            }
            // A container's children (a window's content controller, a navigation controller's
            // root, tabs) are scenes of their own, as in the source, each after its container.
            var objects: [ArchiveObject] = []
            func visit(_ object: ArchiveObject) {
                objects.append(object)
                for child in detachChildren(of: object) { visit(child) }
            }
            for object in document.objects { visit(object) }
            for object in objects {
                if Self.isController(object) {
                    controllers.append((object, name))
                    if controllerIDs[nibName] == nil { controllerIDs[nibName] = object.id }
                }
                if nibName == entryNib, controllerIDs[nibName] == object.id {
                    object.entries.append(ArchiveEntry(key: "isInitialViewController", value: .value(.bool(true))))
                }
                if let identifier = chosenIdentifiers[nibName], Self.isController(object),
                    controllerIDs[nibName] == object.id,
                    object["storyboardIdentifier"] == nil
                {
                    object.entries.append(ArchiveEntry(key: "storyboardIdentifier", value: .value(.string(identifier))))
                }
                merged.objects.append(object)
                guard let viewNib = Self.nibName(of: object).map({ $0 + ".nib" }), let views = documents[viewNib] else {
                    continue
                }
                attachedViews.insert(viewNib)
                attach(views, to: object, into: &merged, loose: &loose)
            }
            // A controller nib's File's Owner is the storyboard's scene loader (its outlet
            // `sceneController`), not an object of the storyboard.
            let owners = document.placeholders.filter { $0.kind == .owner }.map(\.id)
            add(document, into: &merged, skipping: storyboardPlaceholders.union(owners))
        }
        // A nib read from its container names the container's copy of its controller.
        if !skipped.isEmpty {
            var byKey: [String: ArchiveObject] = [:]
            for (object, _) in controllers {
                if let key = sceneKeys[ObjectIdentifier(object)], byKey[key] == nil { byKey[key] = object }
            }
            for (nibName, key) in skipped {
                guard let object = byKey[key] else { continue }
                controllerIDs[nibName] = object.id
                if nibName == entryNib {
                    object.entries.append(ArchiveEntry(key: "isInitialViewController", value: .value(.bool(true))))
                }
                if let identifier = chosenIdentifiers[nibName], object["storyboardIdentifier"] == nil {
                    object.entries.append(ArchiveEntry(key: "storyboardIdentifier", value: .value(.string(identifier))))
                }
            }
        }
        let destinations = identifiers.compactMapValues { controllerIDs[$0] }
        try rebuildSegues(
            in: &merged, controllers: controllers, destinations: destinations, loose: loose, file: file)
        // View nibs no controller names: their objects stand alone.
        for name in viewNibNames.sorted() where !attachedViews.contains(name) {
            guard let document = documents[name] else { continue }
            merged.objects += document.objects
            add(document, into: &merged, skipping: [])
        }
        return merged
    }

    /// The `nibName` of a controller.
    static func nibName(of object: ArchiveObject) -> String? {
        if case .value(.string(let name))? = object["nibName"] { return name }
        return nil
    }

    /// Puts the view nib's top-level view under the controller's `view`, its other objects
    /// beside the controller, and its connections with File's Owner replaced by the controller.
    private func attach(
        _ views: ArchiveDocument, to controller: ArchiveObject, into merged: inout ArchiveDocument,
        loose: inout [String: ArchiveObject]
    ) {
        let owners = Set(views.placeholders.filter { $0.kind == .owner }.map(\.id))
        // The view nib's external objects that stand for objects of the controller's nib (an
        // outlet from the scene's controller into its view: `UpstreamPlaceholder-1`), by the
        // controller's `NSExternalObjectsTableForViewLoading`.
        var upstream: [String: String] = [:]
        for (name, id, owned) in externalObjectsTable(of: controller) {
            if let owned { loose[owned.id] = owned }
            for placeholder in views.placeholders where placeholder.kind == .external(name) {
                upstream[placeholder.id] = id
            }
        }
        var rest: [ArchiveObject] = []
        for object in views.objects {
            if controller["view"] == nil, object["frame"] != nil || object["subviews"] != nil {
                controller.entries.append(ArchiveEntry(key: "view", value: .object(object)))
            } else {
                rest.append(object)
            }
        }
        merged.objects += rest
        var document = views
        // The owner's `view` outlet says what the controller's `view` holds now; made as an
        // outlet it would load the view with the scene, before the storyboard's steps for
        // view loading (embed segues) are in place.
        let viewID: String? = if case .object(let view)? = controller["view"] { view.id } else { nil }
        let wired = views.connections.filter {
            !($0.kind == .outlet && $0.name == "view" && owners.contains($0.source) && $0.destination == viewID)
        }
        document.connections = wired.map { connection in
            var connection = connection
            if owners.contains(connection.source) { connection.source = controller.id }
            if owners.contains(connection.destination) { connection.destination = controller.id }
            connection.source = upstream[connection.source] ?? connection.source
            connection.destination = upstream[connection.destination] ?? connection.destination
            return connection
        }
        document.placeholders.removeAll { owners.contains($0.id) || upstream[$0.id] != nil }
        add(document, into: &merged, skipping: [])
    }

    /// The names and object ids of a controller's `NSExternalObjectsTableForViewLoading` or
    /// `UIExternalObjectsTableForViewLoading` (kept in `nib.keys`), which its view nib's external
    /// objects of those names (`UpstreamPlaceholder-1`, …) stand for, with each object the table
    /// itself held (a segue template the archive wrote there first); the table is taken out of
    /// the kept keys.
    func externalObjectsTable(of controller: ArchiveObject) -> [(name: String, id: String, owned: ArchiveObject?)] {
        guard
            case .dictionary(let table)? = takeKept("NSExternalObjectsTableForViewLoading", from: controller)
                ?? takeKept("UIExternalObjectsTableForViewLoading", from: controller)
        else { return [] }
        return table.compactMap { entry in
            switch entry.value {
            case .reference(let id): (entry.key, id, nil)
            case .object(let object): (entry.key, object.id, object)
            default: nil
            }
        }
    }

    /// Adds a nib's placeholders (once per id, less `skipping`) and its connections (less those
    /// naming a skipped placeholder).
    private func add(_ document: ArchiveDocument, into merged: inout ArchiveDocument, skipping: Set<String>) {
        for placeholder in document.placeholders
        where !skipping.contains(placeholder.id) && !merged.placeholders.contains(where: { $0.id == placeholder.id }) {
            merged.placeholders.append(placeholder)
        }
        merged.connections += document.connections.filter {
            !skipping.contains($0.source) && !skipping.contains($0.destination)
        }
    }

    /// What tells one scene's controller from another's in the nibs of a bundle: the nib of its
    /// view (`<id>-view-<view id>`), else the storyboard identifier it keeps, else, for a
    /// container with neither (a navigation controller), its first child's key under `in:`: a
    /// controller has one container, so its container is known by it. Nil for none of these.
    /// Read before `detachChildren(of:)` takes the children out.
    static func sceneKey(_ controller: ArchiveObject) -> String? {
        if let key = nibName(of: controller).map({ "view:" + $0 })
            ?? keptString(controller, "UIStoryboardIdentifier").map({ "id:" + $0 })
        {
            return key
        }
        for key in childControllerKeys {
            guard case .array(let items)? = kept(controller, key) else { continue }
            for case .object(let child) in items where isController(child) {
                return sceneKey(child).map { "in:" + $0 }
            }
        }
        return nil
    }

    /// The scene key of every controller of `documents`, read before `detachChildren(of:)` takes
    /// containers' children out, and the keys of those a container archives inside its nib
    /// (below a nib's top-level objects).
    static func sceneKeys(_ documents: [String: ArchiveDocument]) -> (
        all: [ObjectIdentifier: String], embedded: Set<String>
    ) {
        var all: [ObjectIdentifier: String] = [:]
        var embedded: Set<String> = []
        for document in documents.values {
            let topLevel = Set(document.objects.map { ObjectIdentifier($0) })
            document.forEachObject { object in
                guard isController(object), let key = sceneKey(object) else { return }
                all[ObjectIdentifier(object)] = key
                if !topLevel.contains(ObjectIdentifier(object)) { embedded.insert(key) }
            }
        }
        return (all, embedded)
    }
}
