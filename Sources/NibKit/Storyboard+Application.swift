import NibArchive
import ViewCore

extension Storyboard {
    /// The class of AppKit's application object, which a macOS storyboard's application scene
    /// (`<application>`) names, as its class or as the base of its custom class.
    static let applicationClassName = "NSApplication"

    /// The object of AppKit's application scene, or nil (an iOS storyboard has none).
    var applicationScene: ArchiveObject? {
        document.objects.first {
            $0.className == Self.applicationClassName || $0.baseClassName == Self.applicationClassName
        }
    }

    /// Makes the objects of a macOS storyboard's application scene as `NSApplicationMain` does at
    /// launch: the app delegate and the scene's other objects, connected to each other and to
    /// `application`, whose outlets the file connects (its `delegate`, menus).
    ///
    /// The scene's `<application>` is not made: on macOS it is the running application,
    /// `NSApp`, made before the storyboard is read, and there is no `NSApplication` on Linux. It
    /// stands for `application` instead, as AppKit's `Application` placeholder does in a
    /// `MainMenu.xib` (`Nib.Options.externalObjects["Application"]`): pass your own object
    /// with `@Outlet var delegate` to get the app delegate the file names. Without one, its
    /// connections are skipped with a warning (`NIB0411`). The objects the application holds
    /// (its main menu) are made beside the others, as a `MainMenu.xib`'s top-level menu is: an
    /// AppKit menu is a class NibKit does not have, so it loads only with
    /// `fallsBackToKnownBaseClass`, as a stand-in.
    ///
    /// ```swift
    /// final class App { @Outlet var delegate: AppDelegate? }
    /// let app = App()
    /// let objects = try storyboard.instantiateApplicationScene(application: app)
    /// app.delegate?.applicationDidFinishLaunching()
    /// ```
    ///
    /// - Returns: the objects made, in file order (the application's own first), sent
    ///   `awakeFromNib()` once all are connected; nil when the storyboard has no application
    ///   scene. Keep them: nothing else holds them (on macOS the application does).
    /// - Throws: `NibLoadingError` when an object's class is not registered (without
    ///   `fallsBackToKnownBaseClass`) or a connection cannot be made.
    public func instantiateApplicationScene(application: AnyObject? = nil, options: Nib.Options = Nib.Options())
        throws -> [AnyObject]?
    {
        guard let scene = applicationScene else { return nil }
        var options = options
        if let application { options.externalObjects[NibInstantiation.applicationIdentifier] = application }
        let nib = Nib(document: applicationSceneDocument(scene), file: file, registry: registry)
        var instantiation = NibInstantiation(nib: nib, owner: nil, options: options)
        return try instantiation.run()
    }

    /// The application scene as a document of its own: the application an external placeholder,
    /// the objects it holds under its keys top-level objects ahead of the scene's others, and
    /// the connections whose ends lie among them (or on a placeholder), at least one end not a
    /// placeholder.
    func applicationSceneDocument(_ scene: ArchiveObject) -> ArchiveDocument {
        var held: [ArchiveObject] = []
        for entry in scene.entries where entry.key != Self.sceneObjectsKey {
            switch entry.value {
            case .object(let object): held.append(object)
            case .array(let items):
                for case .object(let object) in items { held.append(object) }
            default: break
            }
        }
        let objects = held + sceneObjects(scene).dropFirst()
        let connections = self.connections(among: objects, alsoAmong: scene.id)
        let named = Set(connections.flatMap { [$0.source, $0.destination] })
        let application = ArchivePlaceholder(
            id: scene.id, kind: .external(NibInstantiation.applicationIdentifier), className: scene.className,
            location: scene.location)
        return ArchiveDocument(
            version: document.version,
            placeholders: document.placeholders.filter { named.contains($0.id) }
                + (named.contains(scene.id) ? [application] : []),
            objects: objects, connections: connections)
    }
}
