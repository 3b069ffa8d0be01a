import ArgumentParser
import Foundation
import NibKit

/// `nibc convert`: one spelling to the other, losslessly and atomically.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert an archive between XML and JSON, without loss, or an Xcode .xib / .storyboard to either.",
        discussion: """
            The output format comes from --to, else from the output's extension (.xml, .json). \
            The output is written atomically (a temporary file in the same folder, then renamed), \
            never over the input, and no partial file is left when conversion fails. Classes are \
            not needed: files naming classes NibKit does not know convert unchanged. Nothing is \
            written that the readers would refuse: output larger than their size limit (JSON is \
            about 1.5 times its XML) or nested deeper than their depth limit is an error.

            An Xcode .xib or .storyboard converts to our XML or JSON (see Formats/xcode.md); \
            what NibKit does not model is kept verbatim under xcode.* keys.

            Examples:
              nibc convert Main.xml -o Main.json
              nibc convert Main.json -o - | less          (XML: the other spelling)
              cat Main.xml | nibc convert - -o Main.json
              nibc convert Main.storyboard -o Main.json
            """
    )

    @Argument(
        help: "The archive to convert (.xml, .json, .xib or .storyboard), or - for standard input.",
        completion: .file(extensions: ["xml", "json", "xib", "storyboard"]))
    var input: String

    @Option(
        name: .shortAndLong, help: "The file to write, or - for standard output.",
        completion: .file(extensions: ["xml", "json"]))
    var output: String

    @Option(
        help:
            "The output format: xml or json (default: from the output's extension; for -, the other spelling than the input's)."
    )
    var to: ArchiveFormat?

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    func run() throws {
        if output != "-", to == nil, ArchiveFormat(path: output) == nil {
            Output.error("cannot tell the output format from '\(output)'; use --to xml or --to json")
            throw ExitCode(Status.failed)
        }
        if output != "-", input != InputFile.standardInput, AtomicFileWriter.sameFile(output, input) {
            Output.error(AtomicFileWriter.Failure.wouldOverwriteInput(output).description)
            throw ExitCode(Status.failed)
        }
        let (document, inputFormat, _) = try InputFile.document(at: input, limits: limits.limits)
        // Standard output has no extension: without --to, write the other spelling.
        let format = to ?? ArchiveFormat(path: output) ?? (inputFormat == .json ? .xml : .json)
        let bytes = document.data(format: format)
        // What is written must read back under the same limits (by default, the readers' own).
        if let problem = Self.readBackProblem(of: document, written: bytes.count, as: format, limits: limits.limits) {
            Output.error("cannot convert '\(input)': \(problem)")
            throw ExitCode(Status.invalid)
        }
        if output == "-" {
            Output.out(bytes)
            return
        }
        do {
            try AtomicFileWriter().write(bytes, to: output, protecting: input == InputFile.standardInput ? nil : input)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
    }
}
