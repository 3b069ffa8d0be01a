import ArgumentParser
import Foundation
import NibKit

/// `nibc dump`: the object tree, for people or scripts.
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print an archive's object tree.",
        discussion: """
            Text: one object a line, indented by ownership, with its class, id, frame and the \
            values the file sets (archives leave defaults out), then placeholders, connections \
            and a summary. JSON: {"objects": [{"class", "id", "frame", "children", ...}], \
            "connections": [...], "summary": {"views", "constraints", "outlets", "actions"}}.

            For an Xcode file, ids are the file's, and the summary counts what its base \
            configuration installs: views (those the file gives no frame too, such as a \
            navigation controller's bar; WatchKit's interface objects are not views), \
            constraints outside size-class variations and not placeholder="YES", outlets with \
            outlet collections, and actions.

            Examples:
              nibc dump Main.xml
              nibc dump Main.storyboard
              nibc dump --format json Main.json | jq '.summary'
              nibc dump --layout --size 375x667 Main.xml

            With --layout the archive is instantiated and each top-level view (a view \
            controller's view) is laid out from its constraints at the size the file stored, \
            or --size; each view prints with its solved frame, then any unsatisfiable \
            constraints and undetermined views, and the required constraints the file's own \
            stored frames break (stale: Interface Builder saved those views misplaced; only \
            constraints between views, on edges, centres and sizes, of views without alignment \
            insets). A view Interface Builder marked ambiguous that the layout leaves free too \
            keeps the frame the file stored in what is free, as Interface Builder shows it. \
            --text-sizes-from-file gives the views that show \
            text (labels, buttons, text fields, segmented controls, date pickers) the size the \
            file stored as their content size (no fonts are measured); otherwise text is \
            measured with Pango in the fonts nibc render draws with, so the frames printed are \
            the frames nibc render draws (--estimate-text: ViewCore's estimate, as an app that \
            links no NibRendering lays out). \
            An Xcode file is laid out under the screen and bars Interface Builder simulated \
            (its device's status bar and home indicator, navigation and tab bars from the \
            segues; as Interface Builder from Xcode 16.3 on, a phone's housing and home indicator \
            twice), with the control sizes of the file's Xcode (iOS 26's switch and search bar \
            from Xcode 26); --safe-area replaces the insets. A macOS file is laid out as \
            AppKit lays it out: controls by their bezels for the file's Xcode, grid, split and \
            stack views arranged, table cell views and tab view items in place, and the views \
            of toolbar, touch bar and menu items each as a root of its own.
            """
    )

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    @Argument(
        help: "The archive to dump (.xml, .json, .xib or .storyboard), or - for standard input.",
        completion: .file(extensions: ["xml", "json", "xib", "storyboard"]))
    var path: String

    @Option(help: "For an Xcode file: show it translated by <lang>.lproj/<name>.strings beside it (fr, pt-BR).")
    var localization: String?

    @Flag(
        help:
            "For a compiled nib: print its NIBArchive tables as stored (classes, keys, typed values, object references)."
    )
    var raw = false

    @Flag(help: "Instantiate the archive and print the frames its constraints solve to.")
    var layout = false

    @Option(help: "With --layout: the size to lay each top-level view out at, as WxH (375x667).")
    var size: String?

    @Flag(help: "With --layout: text views take the size the file stored as their content size.")
    var textSizesFromFile = false

    @Flag(help: "With --layout: measure text with Pango in the fonts nibc render draws with (the default).")
    var measureText = false

    @Flag(help: "With --layout: size text by ViewCore's estimate instead of measuring it with Pango.")
    var estimateText = false

    @Option(help: "With --layout: the screen's safe-area insets as top,left,bottom,right (20,0,0,0 for a status bar).")
    var safeArea: String?

    func validate() throws {
        if raw, layout || format == .json { throw ValidationError("--raw prints text and takes no --layout") }
        if measureText, estimateText { throw ValidationError("--measure-text and --estimate-text exclude each other") }
        if size != nil || textSizesFromFile || safeArea != nil || measureText || estimateText, !layout {
            throw ValidationError(
                "--size, --safe-area, --measure-text, --estimate-text and --text-sizes-from-file need --layout")
        }
        if let safeArea, Dump.parseInsets(safeArea) == nil {
            throw ValidationError(
                "--safe-area takes four numbers, top,left,bottom,right (47,0,34,0); found '\(safeArea)'")
        }
        if let size, Dump.parseSize(size) == nil {
            throw ValidationError("--size takes WxH with positive numbers, such as 375x667; found '\(size)'")
        }
    }

    static func parseInsets(_ text: String) -> EdgeInsets? {
        let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        else { return nil }
        return CGSize(width: width, height: height)
    }

    func run() throws {
        if raw { return try dumpRaw() }
        // An Xcode file is laid out under the screen and bars Interface Builder simulated.
        let (document, _, design) = try InputFile.document(
            at: path, limits: limits.limits, designMetrics: layout, localization: localization)
        if layout {
            var dump = LayoutDump(
                size: size.flatMap(Dump.parseSize), textSizesFromFile: textSizesFromFile,
                safeArea: safeArea.flatMap(Dump.parseInsets), design: design)
            // As nibc render lays out, unless the file's sizes or the estimate are asked for.
            dump.measuresText = measureText || (!estimateText && !textSizesFromFile)
            dump.laysOutItemViews = true
            do {
                let roots = try dump.layOut(document: document, path: path)
                Output.out(format == .json ? dump.json(roots) : dump.text(roots))
            } catch {
                Output.err("\(error)\n")
                throw ExitCode(Status.invalid)
            }
            return
        }
        let dump = ArchiveDump(registry: .nibc())
        Output.out(format == .json ? dump.json(document).text : dump.text(document))
    }
}
