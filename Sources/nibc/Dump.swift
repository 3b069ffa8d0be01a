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
            configuration installs: constraints outside size-class variations and not \
            placeholder="YES", outlets with outlet collections, and actions.

            Examples:
              nibc dump Main.xml
              nibc dump Main.storyboard
              nibc dump --format json Main.json | jq '.summary'
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

    func run() throws {
        let document = try InputFile.document(at: path, limits: limits.limits).document
        let dump = ArchiveDump(registry: .nibc())
        Output.out(format == .json ? dump.json(document).text : dump.text(document))
    }
}
