import ArgumentParser
import Foundation
import NibKit
import NibRendering

/// `nibc render`: draws an interface file's view as a PNG or SVG picture, laid out as
/// `nibc dump --layout --measure-text` lays it out.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw an archive's view as a PNG or SVG picture.",
        discussion: """
            Draws one top-level view (a view controller's view for a controller): the one \
            --scene names by its id or its controller's id, else a storyboard's initial scene \
            (through its containers to the first with a view), else the first. With a folder \
            (-o OUT/, or an existing folder), draws every top-level view or scene as \
            OUT/<storyboard id or object id>.<format>, and for a storyboard OUT/canvas.<format>: \
            the scenes where Interface Builder's canvas shows them, with the segues as arrows. \
            Each view is laid out as \
            nibc dump --layout --measure-text lays it out (the size the file stored or --size, \
            text measured with Pango in Inter for the system font and DejaVu for monospaced and \
            serif families), then drawn in UIKit's default iOS style, light or dark.

            In the SVG every view is a <g> whose id is the file's object id, with data-class \
            (its ViewCore class) and data-frame="x y w h" (its frame in the root view's \
            coordinates). The same file gives the same bytes. Each font substitution is \
            reported once on standard error.

            --highlight-problems outlines in red each view that nibc validate finds a warning \
            or error at (a constraint's at the views it relates), or that the layout drawn \
            leaves in conflict or ambiguous, and lists the codes in its SVG group \
            (data-problems="NIB0516 NIB0517").

            Examples:
              nibc render Main.storyboard -o Main.png
              nibc render --appearance dark --scale 3 Login.xib -o Login.png
              nibc render --scene BYZ-38-t0r --size 390x844 Main.storyboard -o Main.svg
              nibc render --format svg --highlight-problems Main.storyboard -o pictures/
            """
    )

    /// The picture formats.
    enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
        case png, svg
    }

    @Argument(
        help: "The archive to draw (.xml, .json, .xib or .storyboard), or - for standard input.",
        completion: .file(extensions: ["xml", "json", "xib", "storyboard"]))
    var path: String

    @Option(
        name: .shortAndLong,
        help: "The picture to write (.png or .svg), a folder (ending in /) for every scene, or - for standard output.")
    var output: String

    @Option(help: "png or svg (default: from the output's extension, else png).")
    var format: PictureFormat?

    @Option(help: "The id of the top-level view or view controller to draw (default: the first).")
    var scene: String?

    @Option(help: "The size to lay the view out at, as WxH (375x667); default: the size the file stored.")
    var size: String?

    @Option(help: "Pixels per point of a PNG (1 to 4).")
    var scale: Double = 2

    @Option(help: "light or dark: the appearance system colours take.")
    var appearance: Appearance = .light

    @Option(help: "For an Xcode file: draw it translated by <lang>.lproj/<name>.strings beside it (fr, pt-BR).")
    var localization: String?

    @Flag(help: "Outline in red the views with validation or layout problems; the SVG lists their codes.")
    var highlightProblems = false

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    func validate() throws {
        if let size, Dump.parseSize(size) == nil {
            throw ValidationError("--size takes WxH with positive numbers, such as 375x667; found '\(size)'")
        }
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw ValidationError("--scale takes a number from 1 to 4; found \(scale)")
        }
    }

    /// The format asked for, else the output's extension's.
    var pictureFormat: PictureFormat {
        format ?? (output.lowercased().hasSuffix(".svg") ? .svg : .png)
    }

    /// Whether the output is a folder: it ends in `/` or is an existing folder.
    var writesFolder: Bool {
        guard output != "-" else { return false }
        var isFolder: ObjCBool = false
        return output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// The renderer that draws `roots` of the file at `path`: AppKit's looks for a macOS file,
    /// the asset catalogs beside or above the file.
    static func renderer(
        scale: CGFloat, appearance: Appearance, roots: [LayoutDump.Root], design: XcodeDesignMetrics?, path: String
    ) -> ViewRenderer {
        var renderer = ViewRenderer(scale: scale, appearance: appearance)
        if let design, design.isAppKit {
            renderer.appKitLooks = appKitLooks(below: roots.map(\.view), boxes: design.appKitBoxes)
        }
        if path != InputFile.standardInput { renderer.assets = AssetCatalog.found(near: URL(fileURLWithPath: path)) }
        return renderer
    }

    func run() throws {
        let (document, _, design) = try InputFile.document(
            at: path, limits: limits.limits, designMetrics: true, localization: localization)
        let dump = LayoutDump(
            size: size.flatMap(Dump.parseSize), design: design, measuresText: true)
        let roots: [LayoutDump.Root]
        do {
            roots = try dump.layOut(document: document, path: path)
        } catch {
            Output.err("\(error)\n")
            throw ExitCode(Status.invalid)
        }
        var renderer = Self.renderer(
            scale: CGFloat(scale), appearance: appearance, roots: roots, design: design, path: path)
        if highlightProblems {
            renderer.problems =
                RenderProblems(document: document, roots: roots, path: path, limits: limits.limits).codes
        }
        if writesFolder {
            return try writeFolder(roots, document: document, canvas: design?.canvas, renderer: renderer)
        }
        guard let root = pick(from: roots, document: document, canvas: design?.canvas) else {
            if let scene {
                Output.error(
                    "\(InputFile.displayName(path)): no top-level view or view controller has the id '\(scene)'")
            } else {
                Output.error("\(InputFile.displayName(path)): the file has no view with a size to draw")
            }
            throw ExitCode(Status.invalid)
        }
        let bytes = try draw(pictureFormat) { format throws(RenderingError) in
            switch format {
            case .png: try renderer.pngData(of: root.view)
            case .svg: Data(renderer.svg(of: root.view).utf8)
            }
        }
        reportSubstitutions()
        if output == "-" { return Output.out(bytes) }
        try write(bytes, to: output)
    }

    /// Runs `body` for `format`, turning a failure into nibc's message and exit status.
    func draw(_ format: PictureFormat, _ body: (PictureFormat) throws(RenderingError) -> Data) throws -> Data {
        do {
            return try body(format)
        } catch {
            Output.error("cannot draw '\(InputFile.displayName(path))': \(error)")
            throw ExitCode(Status.invalid)
        }
    }

    /// Notes each font substitution once on standard error, and warns once about the images
    /// drawn as placeholders (`NIB0901`).
    func reportSubstitutions() {
        for substitution in FontSubstitutions.all { Output.err("note: \(substitution)\n") }
        let partial = MissingImages.partlyDrawn
        if !partial.isEmpty {
            Output.err(
                "note: drawn without what NibKit does not draw in them: \(partial.joined(separator: ", "))\n")
        }
        let missing = MissingImages.all
        guard !missing.isEmpty else { return }
        let named = missing.prefix(10).map { name in
            MissingImages.reason(for: name).map { "'\(name)' (\($0))" } ?? "'\(name)'"
        }.joined(separator: ", ")
        let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
        let count = missing.count == 1 ? "1 image is" : "\(missing.count) images are"
        let drawn = missing.count == 1 ? "a placeholder" : "placeholders"
        Output.err(
            "\(InputFile.displayName(path)): warning: \(count) not drawn (in no asset catalog beside or above the "
                + "file, or not decoded), drawn as \(drawn): \(named)\(more) [\(ArchiveDiagnostic.Code.imageNotFound)]\n"
        )
    }

    /// Writes `bytes` to `destination` atomically, never over the input.
    func write(_ bytes: Data, to destination: String) throws {
        do {
            try AtomicFileWriter().write(
                bytes, to: destination, protecting: path == InputFile.standardInput ? nil : path)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
    }

    /// The root `--scene` names (by its id or its controller's), else the storyboard's initial
    /// scene's, else the first with a size.
    private func pick(from roots: [LayoutDump.Root], document: ArchiveDocument, canvas: XcodeStoryboardCanvas?)
        -> LayoutDump.Root?
    {
        let controllers = Self.controllers(in: document)
        if let scene {
            return roots.first { root in
                root.view.unarchivedValues.archiveID == scene || Self.controllerID(of: root, controllers) == scene
            }
        }
        // Controllers whose view has no size (a navigation controller's) have nothing to show.
        let drawable = roots.filter { $0.view.frame.width >= 1 && $0.view.frame.height >= 1 }
        if let initial = document.objects.first(where: { $0["isInitialViewController"] == .value(.bool(true)) }) {
            // A container's scene shows its first relationship's (a navigation controller's root).
            var id = initial.id
            var seen: Set<String> = []
            while seen.insert(id).inserted {
                if let root = drawable.first(where: { Self.controllerID(of: $0, controllers) == id }) { return root }
                guard let next = canvas?.segues.first(where: { $0.sourceID == id && $0.kind == "relationship" }) else {
                    break
                }
                id = next.destinationID
            }
        }
        return drawable.first
    }

    /// The id of the controller whose view `root` is, if a controller owns it (`controllers`:
    /// the document's, by their view's id; the instantiated controllers are gone after layout).
    static func controllerID(of root: LayoutDump.Root, _ controllers: [String: String]) -> String? {
        root.view.unarchivedValues.archiveID.flatMap { controllers[$0] }
    }

    /// The ids of the document's top-level controllers, by the id of the view each holds.
    static func controllers(in document: ArchiveDocument) -> [String: String] {
        var found: [String: String] = [:]
        for object in document.objects {
            switch object["view"] {
            case .object(let view)?: found[view.id] = object.id
            case .reference(let id)?: found[id] = object.id
            default: break
            }
        }
        return found
    }
}

extension Appearance: ExpressibleByArgument {}
