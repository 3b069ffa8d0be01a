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
/// ```
///
/// Each call builds a fresh controller from its scene alone: the scene's objects, the
/// connections among them and the placeholders they name. Segues are kept on their source as
/// `StoryboardSegue` objects (see `Formats/xcode.md`) but not performed: NibKit has no
/// presentation machinery yet.
public final class Storyboard: Sendable {
    /// The whole document, every scene in it.
    public let document: ArchiveDocument
    /// The file's path, for messages.
    public let file: String?
    /// What the validator found that does not stop loading (unregistered classes, content kept
    /// verbatim).
    public let warnings: [ArchiveDiagnostic]
    private let registry: ClassRegistry

    /// A storyboard from a file (`.storyboard`, or our XML or JSON converted from one), checked
    /// by the validator as `Nib(contentsOf:)` checks a nib.
    ///
    /// - Throws: `ArchiveReadError` for a file that cannot be read; `NibLoadingError` with
    ///   every semantic error the validator found.
    public init(contentsOf url: URL, registry: ClassRegistry = .shared) throws {
        let data = try Data(contentsOf: url)
        let document = try ArchiveDocument(data: data, format: ArchiveFormat(path: url.path), file: url.path)
        let nib = try Nib(validating: document, file: url.path, registry: registry)
        self.document = document
        self.file = url.path
        self.warnings = nib.warnings
        self.registry = registry
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
        return try instantiate(scene, options: options)
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
        guard let controller = try instantiate(scene, options: options) else {
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

    /// Instantiates the scene whose top-level object is `scene`.
    private func instantiate(_ scene: ArchiveObject, options: Nib.Options) throws -> ViewController? {
        let nib = Nib(document: sceneDocument(scene), file: file, registry: registry)
        return try nib.instantiate(withOwner: nil, options: options).first as? ViewController
    }

    /// The part of the document one scene needs: its object, the connections whose ends both
    /// lie in it (or on a placeholder), and the placeholders those name.
    private func sceneDocument(_ scene: ArchiveObject) -> ArchiveDocument {
        var ids: Set<String> = []
        ArchiveDocument(objects: [scene]).forEachObject { ids.insert($0.id) }
        let placeholderIDs = Set(document.placeholders.map(\.id))
        let connections = document.connections.filter { connection in
            (ids.contains(connection.source) || placeholderIDs.contains(connection.source))
                && (ids.contains(connection.destination) || placeholderIDs.contains(connection.destination))
                && (ids.contains(connection.source) || ids.contains(connection.destination))
        }
        let named = Set(connections.flatMap { [$0.source, $0.destination] })
        return ArchiveDocument(
            version: document.version, placeholders: document.placeholders.filter { named.contains($0.id) },
            objects: [scene], connections: connections)
    }
}

extension NibLoadingError.Code {
    /// A storyboard has no scene with the storyboard identifier asked for.
    public static let unknownStoryboardIdentifier = "NIB0410"
}
