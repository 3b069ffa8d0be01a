import ArgumentParser
import Foundation
import NibKit

/// `nibc compile`: a macOS `.xib` to the `.nib` `ibtool --compile` writes, atomically.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile a macOS .xib to a compiled .nib (NIBArchive), as ibtool --compile does.",
        discussion: """
            The output is a NIBArchive in the object graph AppKit's NSNib decodes, with the keys, \
            integer widths and defaults ibtool writes (Formats/nibarchive.md, "Writing"). It is \
            written atomically and never over the input; the same input gives the same bytes. \
            This first cut compiles custom objects, placeholders, windows, views, custom views, \
            steppers, sliders, progress indicators, PDF views and connections; any other element is \
            an error naming it and its line (NIB0801), never a nib that would load wrongly. iOS documents and \
            storyboards are not compiled yet.

            Examples:
              nibc compile Window.xib -o Window.nib
              nibc compile Window.xib -o Window.nib --module MyApp
            """
    )

    @Argument(help: "The .xib to compile.", completion: .file(extensions: ["xib"]))
    var input: String

    @Option(name: .shortAndLong, help: "The .nib file to write.", completion: .file(extensions: ["nib"]))
    var output: String

    @Option(help: "The module of classes whose customModuleProvider is target (ibtool's --module).")
    var module: String?

    @Option(help: "The lowest system version to load on (accepted; every nib is written as current Xcode writes it).")
    var minimumDeploymentTarget: String?

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    func run() throws {
        if AtomicFileWriter.sameFile(output, input) {
            Output.error(AtomicFileWriter.Failure.wouldOverwriteInput(output).description)
            throw ExitCode(Status.failed)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: input))
        } catch {
            Output.error("cannot read '\(input)': \(error.localizedDescription)")
            throw ExitCode(Status.failed)
        }
        let compiler = NibCompiler(
            options: .init(module: module, minimumDeploymentTarget: minimumDeploymentTarget, limits: limits.limits))
        let result: NibCompiler.Output
        do {
            result = try compiler.compile(data, file: input)
        } catch {
            Self.report(error.diagnostics)
            throw ExitCode(Status.invalid)
        }
        Self.report(result.diagnostics)
        guard let nib = result.files.first(where: { $0.path.isEmpty }) else {
            Output.error("compiling '\(input)' gave no nib")
            throw ExitCode(Status.failed)
        }
        do {
            try AtomicFileWriter().write(nib.data, to: output, protecting: input)
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
    }

    /// Prints `diagnostics` on standard error, one a line, compiler style.
    static func report(_ diagnostics: [ArchiveDiagnostic]) {
        for diagnostic in diagnostics { Output.err(diagnostic.description + "\n") }
    }
}
