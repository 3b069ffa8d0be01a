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
            Draws one top-level view (a view controller's view for a controller): the first, or \
            the one --scene names by its id or its controller's id. It is laid out as \
            nibc dump --layout --measure-text lays it out (the size the file stored or --size, \
            text measured with Pango in Inter for the system font and DejaVu for monospaced and \
            serif families), then drawn in UIKit's default iOS style, light or dark.

            In the SVG every view is a <g> whose id is the file's object id, with data-class \
            (its ViewCore class) and data-frame="x y w h" (its frame in the root view's \
            coordinates). The same file gives the same bytes. Each font substitution is \
            reported once on standard error.

            Examples:
              nibc render Main.storyboard -o Main.png
              nibc render --appearance dark --scale 3 Login.xib -o Login.png
              nibc render --scene BYZ-38-t0r --size 390x844 Main.storyboard -o Main.svg
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

    @Option(name: .shortAndLong, help: "The picture to write (.png or .svg), or - for standard output.")
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
        guard let root = pick(from: roots) else {
            if let scene {
                Output.error(
                    "\(InputFile.displayName(path)): no top-level view or view controller has the id '\(scene)'")
            } else {
                Output.error("\(InputFile.displayName(path)): the file has no view with a size to draw")
            }
            throw ExitCode(Status.invalid)
        }
        let renderer = ViewRenderer(scale: CGFloat(scale), appearance: appearance)
        let bytes: Data
        do {
            switch pictureFormat {
            case .png: bytes = try renderer.pngData(of: root.view)
            case .svg: bytes = Data(renderer.svg(of: root.view).utf8)
            }
        } catch {
            Output.error("cannot draw '\(InputFile.displayName(path))': \(error)")
            throw ExitCode(Status.invalid)
        }
        for substitution in FontSubstitutions.all { Output.err("note: \(substitution)\n") }
        if output == "-" { return Output.out(bytes) }
        do {
            try AtomicFileWriter().write(bytes, to: output, protecting: path == InputFile.standardInput ? nil : path)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
    }

    /// The root `--scene` names (by its id or its controller's), else the first.
    private func pick(from roots: [LayoutDump.Root]) -> LayoutDump.Root? {
        // Controllers whose view has no size (a navigation controller's) have nothing to show.
        guard let scene else { return roots.first { $0.view.frame.width >= 1 && $0.view.frame.height >= 1 } }
        return roots.first { root in
            root.view.unarchivedValues.archiveID == scene
                || (root.view.next as? ViewController)?.unarchivedValues.archiveID == scene
        }
    }
}

extension Appearance: ExpressibleByArgument {}
