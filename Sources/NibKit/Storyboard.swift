import Foundation
import NibArchive
import ViewCore

/// A storyboard: scenes, each a view controller with its view, read once and instantiated on
/// demand, in the role of `UIStoryboard`.
///
/// ```swift
/// let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// let first = try storyboard.instantiateInitialViewController()
/// let settings = try storyboard.instantiateViewController(withIdentifier: "Settings")
/// try settings.performSegue(withIdentifier: "details", sender: nil)
/// ```
///
/// Each call builds a fresh controller from its scene: the scene's objects (the controller with
/// its view, and a fresh set of the scene's other top-level objects, such as gesture
/// recognizers and custom objects, which the controller keeps alive), the connections among
/// them and the placeholders they name; then what the scene's segues build with it
/// (`StoryboardSceneBuilder`): the controllers its relationship segues name (a navigation
/// controller's root, a tab bar controller's tabs, a split view controller's columns), each
/// built the same way, and the children its embed segues put in container views (when its view
/// loads). Its other segues are kept on the controller, which performs them
/// (`ViewController.performSegue(withIdentifier:sender:)`, or the object that triggers one: a
/// control, a bar button item, a gesture recognizer, a selected table or collection view cell);
/// this storyboard makes their destinations. A scene that is a storyboard reference loads the
/// storyboard it names from the same folder (or the main bundle) and instantiates the scene it
/// names there. A macOS storyboard's application scene (the app delegate, the main menu) is
/// made by `instantiateApplicationScene(application:options:)`, as `NSApplicationMain` makes it.
public final class Storyboard: Sendable {
    /// The whole document, every scene in it.
    public let document: ArchiveDocument
    /// The file's path, for messages.
    public let file: String?
    /// What the validator found that does not stop loading (unregistered classes, content kept
    /// verbatim).
    public let warnings: [ArchiveDiagnostic]
    let registry: ClassRegistry

    /// A storyboard from a file (`.storyboard`, or our XML or JSON converted from one), or from
    /// the `.storyboardc` bundle `ibtool --compile` makes of one (`CompiledStoryboardReader`),
    /// checked by the validator as `Nib(contentsOf:)` checks a nib.
    ///
    /// - Throws: `ArchiveReadError` for a file that cannot be read; `NibLoadingError` with
    ///   every semantic error the validator found.
    public convenience init(contentsOf url: URL, registry: ClassRegistry = .shared) throws {
        if CompiledNibFile.isStoryboardBundle(url.path) {
            let bundle = try CompiledNibFile.storyboardBundle(at: url.path)
            let document = try CompiledStoryboardReader().read(info: bundle.info, nibs: bundle.nibs, file: url.path)
            try self.init(validating: document, file: url.path, registry: registry)
            return
        }
        let data = try Data(contentsOf: url)
        let document = try ArchiveDocument(data: data, format: ArchiveFormat(path: url.path), file: url.path)
        try self.init(validating: document, file: url.path, registry: registry)
    }

    /// A storyboard from a document, checked by the validator as `Nib(validating:)` checks it.
    init(validating document: ArchiveDocument, file: String?, registry: ClassRegistry) throws {
        let nib = try Nib(validating: document, file: file, registry: registry)
        self.document = document
        self.file = file
        self.warnings = nib.warnings
        self.registry = registry
    }

    /// The storyboard named `name` in `bundle` (the main bundle when nil), as
    /// `UIStoryboard(name:bundle:)`: `name` with an extension a storyboard may have
    /// (`InterfaceFileExtensions.ordered(for: .storyboard)`: `.xml`, `.json`, `.storyboard`,
    /// `.storyboardc`) in
    /// the bundle's resources, else in the `.lproj` folder of one of its preferred
    /// localizations, else in `Base.lproj`; read and checked as `init(contentsOf:registry:)`.
    ///
    /// ```swift
    /// let storyboard = try Storyboard(name: "Main", bundle: .module)
    /// let first = try storyboard.instantiateInitialViewController()
    /// ```
    ///
    /// - Throws: `NibLoadingError` (`NIB0413`) naming the files and folders tried when there is
    ///   none; else as `init(contentsOf:registry:)`.
    public convenience init(name: String, bundle: Bundle?, registry: ClassRegistry = .shared) throws {
        let url = try InterfaceFileLookup(name: name, kind: .storyboard, bundle: bundle ?? .main).find()
        try self.init(contentsOf: url, registry: registry)
    }

    /// A storyboard from a document already read (not validated again).
    public init(document: ArchiveDocument, file: String? = nil, registry: ClassRegistry = .shared) {
        self.document = document
        self.file = file
        self.warnings = []
        self.registry = registry
    }

    /// The storyboard identifiers of the scenes' controllers, in file order.
    public var identifiers: [String] {
        document.objects.compactMap { object in
            if case .value(.string(let identifier))? = object["storyboardIdentifier"] { return identifier }
            return nil
        }
    }

    /// A fresh instance of the initial view controller; nil when the storyboard names none.
    ///
    /// - Throws: `NibLoadingError` when the scene cannot be instantiated.
    public func instantiateInitialViewController(options: Nib.Options = Nib.Options()) throws -> ViewController? {
        guard let scene = document.objects.first(where: { $0["isInitialViewController"] == .value(.bool(true)) }) else {
            return nil
        }
        return try instantiateScene(scene, options: options)
    }

    /// A fresh instance of the view controller whose `storyboardIdentifier` is `identifier`.
    ///
    /// - Throws: `NibLoadingError` (`NIB0410`) when no scene has that identifier (with the
    ///   closest one as a suggestion), or when the scene cannot be instantiated.
    public func instantiateViewController(withIdentifier identifier: String, options: Nib.Options = Nib.Options())
        throws
        -> ViewController
    {
        guard let scene = document.objects.first(where: { $0["storyboardIdentifier"] == .value(.string(identifier)) })
        else {
            throw NibLoadingError(problems: [
                NibLoadingError.Problem(
                    code: NibLoadingError.Code.unknownStoryboardIdentifier,
                    message: "no scene has the storyboard identifier \(quoted: identifier)"
                        + (NameSuggestion.closest(to: identifier, in: identifiers).map {
                            "; did you mean \(quoted: $0)?"
                        }
                            ?? ""),
                    file: file, location: .unknown)
            ])
        }
        guard let controller = try instantiateScene(scene, options: options) else {
            throw NibLoadingError(problems: [
                NibLoadingError.Problem(
                    code: NibLoadingError.Code.unknownStoryboardIdentifier,
                    message: "the scene \(quoted: identifier) is a \(scene.className), not a view controller",
                    file: file,
                    location: scene.location)
            ])
        }
        return controller
    }

    /// Instantiates the scene whose top-level object is `scene`, with what its segues build;
    /// nil when that object is not a view controller.
    func instantiateScene(_ scene: ArchiveObject, options: Nib.Options) throws -> ViewController? {
        try StoryboardSceneBuilder(storyboard: self, options: options).build(scene, building: [])
    }

    /// A fresh instance of the scene whose object has the id `id`; nil when there is none or
    /// it is not a view controller.
    func instantiateScene(withID id: String, options: Nib.Options) throws -> ViewController? {
        guard let scene = document.objects.first(where: { $0.id == id }) else { return nil }
        return try instantiateScene(scene, options: options)
    }

    /// The scene's controller with its view and the scene's other objects, connected, before its
    /// segues build anything; and the unarchiver that made them, which finds each by id.
    func instantiateSceneObjects(_ scene: ArchiveObject, options: Nib.Options) throws -> (
        controller: ViewController, unarchiver: KeyedUnarchiver?
    )? {
        let nib = Nib(document: sceneDocument(scene), file: file, registry: registry)
        var instantiation = NibInstantiation(nib: nib, owner: nil, options: options)
        let objects = try instantiation.run()
        guard let controller = objects.first as? ViewController else { return nil }
        controller.storyboardSceneObjects = Array(objects.dropFirst())
        return (controller, instantiation.unarchiver)
    }

    /// The key under which a scene's controller names the scene's other top-level objects
    /// (Formats/xcode.md, storyboards).
    static let sceneObjectsKey = "sceneObjects"

    /// The scene whose controller is `scene`: that object, then the other top-level objects it
    /// names under `sceneObjects` (gesture recognizers, custom objects, views), in file order.
    /// A name that is no other top-level object of the document is passed over: the validator
    /// reports a dangling reference, and a nested object belongs to its owner.
    ///
    /// - Complexity: O(n) in the number of top-level objects.
    func sceneObjects(_ scene: ArchiveObject) -> [ArchiveObject] {
        guard case .array(let items)? = scene[Self.sceneObjectsKey] else { return [scene] }
        var named: Set<String> = []
        for case .reference(let id) in items where id != scene.id { named.insert(id) }
        return [scene] + document.objects.filter { $0 !== scene && named.contains($0.id) }
    }

    /// The part of the document one scene needs: its objects (`sceneObjects(_:)`), the
    /// connections whose ends both lie in them (or on a placeholder), and the placeholders those
    /// name.
    func sceneDocument(_ scene: ArchiveObject) -> ArchiveDocument {
        let objects = sceneObjects(scene)
        let connections = self.connections(among: objects)
        let named = Set(connections.flatMap { [$0.source, $0.destination] })
        return ArchiveDocument(
            version: document.version, placeholders: document.placeholders.filter { named.contains($0.id) },
            objects: objects, connections: connections)
    }

    /// The document's connections whose ends both lie among `objects` (and what they hold) or on
    /// a placeholder, at least one end not a placeholder; the object whose id is `extra` counts
    /// as one of them.
    func connections(among objects: [ArchiveObject], alsoAmong extra: String? = nil) -> [ArchiveConnection] {
        var ids: Set<String> = []
        ArchiveDocument(objects: objects).forEachObject { ids.insert($0.id) }
        if let extra { ids.insert(extra) }
        let placeholderIDs = Set(document.placeholders.map(\.id))
        return document.connections.filter { connection in
            (ids.contains(connection.source) || placeholderIDs.contains(connection.source))
                && (ids.contains(connection.destination) || placeholderIDs.contains(connection.destination))
                && (ids.contains(connection.source) || ids.contains(connection.destination))
        }
    }
}

extension NibLoadingError.Code {
    /// A storyboard has no scene with the storyboard identifier asked for.
    public static let unknownStoryboardIdentifier = "NIB0410"
    /// A storyboard reference names a storyboard that cannot be found or read, or a scene it
    /// does not have.
    public static let missingStoryboardReference = "NIB0412"
}
