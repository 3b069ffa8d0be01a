import ArgumentParser
import Foundation
import NibKit

/// `nibc validate`: every problem of every file, compiler style, as JSON, SARIF or GitHub
/// annotations, under the rules the command line and `.nibc.json` set.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check interface files and folders and report every problem.",
        discussion: """
            Checks syntax (with libxml2's line and column), structure (the rules of the RELAX NG schema for XML, \
            the same rules for JSON) and semantics: duplicate ids, dangling references, unknown \
            classes, impossible connections, broken constraints, invalid values, duplicate \
            restoration paths, newer versions. Folders are searched recursively for .xml, .json, \
            .xib and .storyboard files, and compiled .nib files and .storyboardc bundles (a .nib \
            or .storyboardc folder is one input; NIBArchive and keyed-archive nibs); JSON files there that are no archive (no "version" or \
            "objects") are skipped with a note. A path of - reads standard input. Xcode files \
            are read too: what NibKit does not model is a note (NIB0512, NIB0513, and NIB0305 \
            for a class with no known base), summed up in one line a file unless --verbose, and \
            so is a layout NibKit leaves undetermined where Interface Builder does not (NIB0517) \
            (JSON and SARIF list every note), and Xcode 3's \
            legacy format is one error (NIB0113).

            Settings: the nearest .nibc.json in each file's folder or above it ({"strict": true, \
            "disable": ["NIB0511"], "exclude": ["Generated/*"], "knownClasses": {"CardView": "View"}}), \
            then the command line.

            Examples:
              nibc validate Main.xml
              nibc validate --strict --format json Interfaces/ > report.json
              nibc validate --format sarif --known-classes classes.txt UI > nibc.sarif
              nibc validate --write-baseline .nibc-baseline.json UI
              nibc validate --baseline .nibc-baseline.json UI   (new problems only)
              cat Main.xml | nibc validate -

            Exit status: 0 no errors (warnings allowed; with --strict warnings are errors), \
            1 some file has an error, 2 nibc could not do its job.
            """
    )

    @Option(
        help:
            "How to print diagnostics: text (compiler style), json, sarif (SARIF 2.1.0) or github (workflow commands).")
    var format: ReportFormat = .text

    @Flag(help: "Treat warnings (unknown classes, newer minor versions, empty folders) as errors.")
    var strict = false

    @Flag(
        help:
            "List each element, attribute, key and class of an Xcode file NibKit does not model (NIB0512, NIB0513, NIB0305 notes) and each layout it leaves undetermined where Interface Builder does not (NIB0517 notes); text output sums them up in one line a file otherwise."
    )
    var verbose = false

    @Option(help: "How many files to validate at once (default: the number of cores).")
    var jobs: Int?

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp("Skip files and folders matching a glob (repeatable).", valueName: "glob"))
    var excludes: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not report a code (repeatable).", valueName: "code"))
    var disabled: [String] = []

    @Option(
        name: .customLong("enable"),
        help: ArgumentHelp("Report a code a .nibc.json disables (repeatable).", valueName: "code"))
    var enabled: [String] = []

    @Option(
        help: ArgumentHelp("The app's classes, one a line: 'CardView: View'.", valueName: "file"), completion: .file())
    var knownClasses: String?

    @Option(
        help: ArgumentHelp("Report only problems this baseline does not list.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        help: ArgumentHelp("Write every problem found to a baseline file, and succeed.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "The most diagnostics to report for one file; a last one counts the rest (0: no limit).",
            valueName: "count"))
    var maxDiagnostics = ReaderLimits.default.maxReportedDiagnostics

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    @Option(help: .hidden)
    var stamp: String?

    @Argument(
        help: "Files and folders to validate; - for standard input.",
        completion: .file(extensions: ["xml", "json", "xib", "storyboard"]))
    var paths: [String]

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if maxDiagnostics < 0 { throw ValidationError("--max-diagnostics must be 0 (no limit) or more") }
        if paths.isEmpty { throw ValidationError("name at least one file or folder to validate") }
        for code in disabled + enabled where !DiagnosticsTable.isCode(code) {
            throw ValidationError("'\(code)' is no diagnostic code (NIB0xxx)")
        }
    }

    func run() throws {
        let plan: ValidationPlan
        do {
            plan = try ValidationPlan(self)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
        var emptyFolderFailed = false
        for folder in plan.emptyFolders {
            Output.err("nibc: \(folder.strict ? "error" : "warning"): '\(folder.path)' holds no interface files\n")
            emptyFolderFailed = emptyFolderFailed || folder.strict
        }
        var matcher: Baseline.Matcher?
        if let baseline {
            do {
                matcher = Baseline.Matcher(try Baseline.load(baseline))
            } catch {
                Output.error(error.description)
                throw ExitCode(Status.failed)
            }
        }
        let runner = ValidationRunner(
            files: plan.files, settings: plan.settings, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            showsProgress: Output.stderrIsTerminal && plan.files.count > 1)
        let renderer = DiagnosticRenderer()
        var reported: [ArchiveDiagnostic] = []
        var failingWarnings = 0
        var checked = 0
        func deliver(_ result: ValidationRunner.FileResult) {
            if let reason = result.skipped {
                Output.err("nibc: note: skipped '\(result.path)': \(reason)\n")
                return
            }
            checked += 1
            let new = matcher?.new(result.diagnostics) ?? result.diagnostics
            let diagnostics = result.settings?.limited(new) ?? new
            reported += diagnostics
            if result.strict { failingWarnings += diagnostics.count { $0.severity == .warning } }
            guard writeBaseline == nil else { return }
            // Text and annotations for people: what NibKit does not model in one line a file.
            let shown = verbose ? diagnostics : NotModelledSummary.summarized(diagnostics, file: result.path)
            switch format {
            case .text: Output.out(renderer.text(shown, source: result.source))
            case .github: Output.out(GitHubReport.text(shown))
            case .json, .sarif: break
            }
        }
        let results = runner.run { (file: ValidationRunner.FileResult) in
            for result in [file] + file.tables {
                deliver(result)
            }
        }
        // A path that cannot be read was said on standard error and fails the run (status 2),
        // but the report still covers every file that was read: a CI job uploading the SARIF
        // or JSON report loses nothing. A baseline, though, is not written from a partial run.
        let unreadable = results.contains { $0.unreadable || $0.tables.contains(where: \.unreadable) }
        if unreadable, writeBaseline != nil { throw ExitCode(Status.failed) }
        if let writeBaseline {
            let baseline = Baseline(accepting: reported)
            try write(baseline.data, to: writeBaseline, what: "baseline")
            Output.err("nibc: wrote \(Self.plural(baseline.problems.count, "problem")) to '\(writeBaseline)'\n")
            return
        }
        let errors = reported.count { $0.severity == .error }
        let warnings = reported.count { $0.severity == .warning }
        switch format {
        case .json: Output.out(renderer.json(reported, files: checked).text)
        case .sarif: Output.out(SARIFReport(toolVersion: Nibc.configuration.version).text(reported))
        case .text, .github:
            if !reported.isEmpty || checked > 1 {
                Output.err(
                    "\(Self.plural(checked, "file")) checked: \(Self.plural(errors, "error")), \(Self.plural(warnings, "warning"))\n"
                )
            }
        }
        if unreadable { throw ExitCode(Status.failed) }
        if errors > 0 || failingWarnings > 0 || emptyFolderFailed { throw ExitCode(Status.invalid) }
        // For build systems (the SwiftPM plugin): a file that exists once validation passed.
        if let stamp { try write(Data(), to: stamp, what: "stamp") }
    }

    private func write(_ data: Data, to path: String, what: String) throws(ExitCode) {
        do {
            try AtomicFileWriter().write(data, to: path)
        } catch {
            Output.error("cannot write the \(what): \(error.description)")
            throw ExitCode(Status.failed)
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
