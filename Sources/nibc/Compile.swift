import ArgumentParser
import Foundation
import NibKit

/// `nibc compile`: a `.xib` to the `.nib` `ibtool --compile` writes, or a `.storyboard` to its
/// `.storyboardc` folder, atomically.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile a .xib to a .nib or a .storyboard to a .storyboardc, as ibtool --compile does.",
        discussion: """
            The output is a NIBArchive in the object graph AppKit's NSNib or UIKit's UINib decodes, with the keys, \
            integer widths and defaults ibtool writes (Formats/nibarchive.md, "Writing"). It is \
            written atomically and never over the input; the same input gives the same bytes. \
            A storyboard becomes a .storyboardc folder (Info.plist, a nib per controller and per \
            controller view), put in place whole. What compiles is listed in Formats/nibarchive.md \
            ("Writing"): macOS windows, views and the common controls, menus and toolbars; iOS \
            and tvOS view, navigation, tab bar, table and collection view controllers, views, \
            the common controls, prototype cells, segues, colours and constraints. Any other element is \
            an error naming it and its line (NIB0801), never a nib that would load wrongly; what \
            nothing at run time could use (a connection to another scene's object, a prototype \
            cell with no reuse identifier) is left out with a warning at its line, as Xcode \
            builds such files. \
            With --minimum-deployment-target below 10.13, a macOS .xib becomes a .nib folder \
            holding keyedobjects.nib (the keyed archive older systems load) beside \
            keyedobjects-101300.nib, as Xcode writes it; below iOS 11, a nib that names a \
            safe-area guide becomes a .nib folder holding objects-11.0+.nib and runtime.nib, \
            where the controller's top and bottom layout guides (a .xib: the view's edges) \
            stand in for the guide.

            Examples:
              nibc compile Window.xib -o Window.nib
              nibc compile Window.xib -o Window.nib --module MyApp
              nibc compile LaunchScreen.storyboard -o LaunchScreen.storyboardc
              nibc compile Window.xib -o Window.nib --minimum-deployment-target 10.12
              nibc compile Main.storyboard -o Main.storyboardc --minimum-deployment-target 10.0
            """
    )

    @Argument(help: "The .xib or .storyboard to compile.", completion: .file(extensions: ["xib", "storyboard"]))
    var input: String

    @Option(name: .shortAndLong, help: "The .nib file or folder (or a storyboard's .storyboardc folder) to write.")
    var output: String

    @Option(help: "The module of classes whose customModuleProvider is target (ibtool's --module).")
    var module: String?

    @Option(
        help:
            "The lowest system version to load on, as 10.12 (macOS below 10.13: a .nib folder with the keyed archive too)."
    )
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
        do {
            if result.files.count == 1, let nib = result.files.first, nib.path.isEmpty {
                if FolderReplacement.isFolder(output) {
                    try FolderReplacement(destination: URL(fileURLWithPath: output)).write(file: nib.data)
                } else {
                    try AtomicFileWriter().write(nib.data, to: output, protecting: input)
                }
            } else if !result.files.isEmpty {
                // A storyboard's .storyboardc or a .nib folder: the whole folder appears at once,
                // or nothing.
                try FolderReplacement(destination: URL(fileURLWithPath: output)).write(result.files)
            } else {
                Output.error("compiling '\(input)' gave no nib")
                throw ExitCode(Status.failed)
            }
        } catch let error as AtomicFileWriter.Failure {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        } catch let error as ExitCode {
            throw error
        } catch {
            Output.error("cannot write '\(output)': \(error.localizedDescription)")
            throw ExitCode(Status.failed)
        }
    }

    /// Prints `diagnostics` on standard error, one a line, compiler style.
    static func report(_ diagnostics: [ArchiveDiagnostic]) {
        for diagnostic in diagnostics { Output.err(diagnostic.description + "\n") }
    }
}
