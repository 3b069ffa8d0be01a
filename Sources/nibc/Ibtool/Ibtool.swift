import ArgumentParser
import Foundation
import NibKit

/// `nibc ibtool`: Apple's `ibtool` command line, for build tools that call ibtool (Xcode-style
/// build systems, Makefiles, nixpkgs, Theos). Installed as `ibtool` (a link to `nibc`), nibc
/// runs this directly.
struct Ibtool: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apple's ibtool command line: compile, check and export interface files.",
        discussion: """
            Takes ibtool's options unchanged: ibtool [options] document. nibc runs this command \
            itself when it is called as ibtool, so a link is all a build needs:
              ln -s "$(command -v nibc)" /usr/local/bin/ibtool

            Options: --compile PATH, --compilation-directory DIR, --errors, --warnings, --notices, \
            --output-format human-readable-text|xml1|binary1, --minimum-deployment-target VERSION, \
            --target-device DEVICE, --module NAME, --export-strings-file PATH, \
            --output-partial-info-plist PATH, --link DIR BUNDLE..., --flatten YES, --auto-activate-custom-fonts \
            (accepted, changes nothing), --version. Any other option is refused by name.

            Examples:
              nibc ibtool --errors --warnings --output-format human-readable-text --compile View.nib View.xib
              nibc ibtool --export-strings-file Main.strings Main.storyboard

            Exit status: 0 when the document has no error, 1 otherwise.
            Formats/ibtool.md describes each option and the output.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "ibtool's options and the document.")
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(Self.run(arguments))
    }

    /// Runs an ibtool command line and returns the exit status; everything is printed on
    /// standard output, as ibtool does.
    static func run(_ arguments: [String]) -> Int32 {
        let options: IbtoolArguments
        do {
            options = try IbtoolArguments.parse(arguments)
        } catch {
            // The options did not read, so the format is ibtool's default unless it was named.
            let format: IbtoolArguments.OutputFormat =
                arguments.contains("human-readable-text") ? .humanReadableText : .xml1
            let report = IbtoolReport(toolErrors: [error.message])
            Output.out(report.data(format: format, errors: false, warnings: false, notices: false))
            return Status.invalid
        }
        if options.help {
            Output.out(helpMessage())
            return Status.ok
        }
        if options.version {
            Output.out(versionData(options.outputFormat))
            return Status.ok
        }
        let report = IbtoolRun(options: options).run()
        Output.out(
            report.data(
                format: options.outputFormat, errors: options.errors || report.failed, warnings: options.warnings,
                notices: options.notices))
        return report.failed ? Status.invalid : Status.ok
    }

    /// `com.apple.ibtool.version`, as ibtool prints it, with nibc's version.
    static func versionData(_ format: IbtoolArguments.OutputFormat) -> Data {
        let version = Nibc.configuration.version
        if format == .humanReadableText {
            return Data(
                "/* com.apple.ibtool.version */\nbundle-version: \(version)\nshort-bundle-version: \(version)\n".utf8)
        }
        let root = ["com.apple.ibtool.version": ["bundle-version": version, "short-bundle-version": version]]
        return format.propertyList(root)
    }
}
