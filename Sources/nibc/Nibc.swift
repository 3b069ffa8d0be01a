import ArgumentParser
import Foundation
import NibKit

/// `nibc`: validate, convert, inspect and explain NibKit interface archives. A thin layer over the
/// libraries (`ArchiveValidator`, the readers and writers, `ArchiveDump`); see
/// `Formats/diagnostics.md` for every diagnostic code.
///
/// Exit status: 0 when no file has an error, 1 when some file has an error, 2 when nibc could
/// not do its job (bad arguments, a path it cannot read or write).
@main
struct Nibc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibc",
        abstract: "Validate, convert and inspect NibKit interface archives.",
        discussion: """
            Exit status: 0 when no file has an error (warnings allowed), 1 when some file has an \
            error, 2 when nibc could not do its job (bad arguments, unreadable paths).
            Every diagnostic code is described in Formats/diagnostics.md.
            """,
        version: "0.1.0",
        subcommands: [
            Validate.self, Convert.self, Compile.self, Dump.self, Render.self, Explain.self, Strings.self,
            Ibtool.self,
        ]
    )

    /// Parses and runs a command, mapping every failure onto the exit statuses scripts rely on:
    /// `ExitCode`s thrown by a command pass through; argument errors are 2 (argument-parser
    /// alone would use 64).
    static func main() {
        // Installed as `ibtool` (a link to nibc), nibc is ibtool: build tools call it by that name.
        if let name = CommandLine.arguments.first, (name as NSString).lastPathComponent == "ibtool" {
            Foundation.exit(Ibtool.run(Array(CommandLine.arguments.dropFirst())))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if status == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty { Output.error(message) }
            Foundation.exit(Status.failed)
        }
    }
}

/// The exit statuses of the contract.
enum Status {
    /// No file has an error.
    static let ok: Int32 = 0
    /// Some file has an error.
    static let invalid: Int32 = 1
    /// nibc could not do its job.
    static let failed: Int32 = 2
}

/// How diagnostics and dumps are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension ArchiveFormat: ExpressibleByArgument {}
