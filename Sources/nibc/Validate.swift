import ArgumentParser
import Foundation
import NibKit

/// `nibc validate`: every problem of every file, compiler style or as JSON.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check interface files and folders and report every problem.",
        discussion: """
            Checks syntax (with libxml2's line and column), structure (the RELAX NG schema for XML, \
            the same rules for JSON) and semantics: duplicate ids, dangling references, unknown \
            classes, impossible connections, broken constraints, invalid values, duplicate \
            restoration paths, newer versions. Folders are searched recursively for .xml, .json, \
            .xib and .storyboard files. Xcode files are read too: what NibKit does not model is \
            reported as a warning (NIB0512), and Xcode 3's legacy format as one error (NIB0113).

            Examples:
              nibc validate Main.xml
              nibc validate --strict --format json Interfaces/ > report.json
              nibc validate --jobs 1 a.xml b.json

            Exit status: 0 no errors (warnings allowed; with --strict warnings are errors), \
            1 some file has an error, 2 nibc could not do its job.
            """
    )

    @Option(help: "How to print diagnostics: text (compiler style, with the source line) or json.")
    var format: OutputFormat = .text

    @Flag(help: "Treat warnings (unknown classes, newer minor versions) as errors.")
    var strict = false

    @Option(help: "How many files to validate at once (default: the number of cores).")
    var jobs: Int?

    @Argument(help: "Files and folders to validate.")
    var paths: [String]

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if paths.isEmpty { throw ValidationError("name at least one file or folder to validate") }
    }

    func run() throws {
        let files: [String]
        do {
            files = try ArchiveFileFinder().files(in: paths)
        } catch {
            Output.error("cannot read '\(error.path)': \(error.reason)")
            throw ExitCode(Status.failed)
        }
        let validator = ArchiveValidator(registry: .shared, strict: strict)
        let runner = ValidationRunner(files: files, validator: validator, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                      showsProgress: Output.stderrIsTerminal && files.count > 1)
        let renderer = DiagnosticRenderer()
        let results = runner.run { result in
            if format == .text { Output.out(renderer.text(result.diagnostics, source: result.source)) }
        }
        let diagnostics = results.flatMap(\.diagnostics)
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        if format == .json {
            Output.out(renderer.json(diagnostics, files: files.count).text)
        } else if !diagnostics.isEmpty || files.count > 1 {
            Output.err("\(Self.plural(files.count, "file")) checked: \(Self.plural(errors, "error")), \(Self.plural(warnings, "warning"))\n")
        }
        if results.contains(where: \.unreadable) { throw ExitCode(Status.failed) }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(Status.invalid) }
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
