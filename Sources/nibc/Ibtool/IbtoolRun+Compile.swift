import Foundation
import NibKit

extension IbtoolRun {
    /// Where the compiled document goes: `--compile`'s path, or the document's name with `.nib`
    /// (a `.xib`) or `.storyboardc` (a storyboard) in `--compilation-directory`.
    func compileDestination(of document: String) -> String? {
        if let path = options.compile { return path }
        guard let folder = options.compilationDirectory else { return nil }
        let name = ((document as NSString).lastPathComponent as NSString).deletingPathExtension
        let isStoryboard = (document as NSString).pathExtension.lowercased() == "storyboard"
        return (folder as NSString).appendingPathComponent(name + (isStoryboard ? ".storyboardc" : ".nib"))
    }

    /// Compiles the document with `NibCompiler` and writes what it gives: one file atomically,
    /// or a bundle of files renamed into place whole. Nothing is written when it fails.
    func compile(_ data: Data, of document: String, to destination: String, into report: inout IbtoolReport) {
        let compiler = NibCompiler(
            options: .init(module: options.module, minimumDeploymentTarget: options.minimumDeploymentTarget))
        let output: NibCompiler.Output
        do {
            output = try compiler.compile(data, file: document)
        } catch {
            report.diagnostics += error.diagnostics
            return
        }
        report.diagnostics += output.diagnostics
        let parent = (destination as NSString).deletingLastPathComponent
        do {
            // Xcode names a compilation directory that may not exist yet.
            try FileManager.default.createDirectory(
                atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
        } catch {
            report.toolErrors.append("cannot write '\(destination)': \(error.localizedDescription)")
            return
        }
        if output.files.count == 1, let nib = output.files.first, nib.path.isEmpty,
            !FolderReplacement.isFolder(destination)
        {
            write(nib.data, to: destination, into: &report)
            return
        }
        do {
            let replacement = FolderReplacement(destination: URL(fileURLWithPath: destination))
            if output.files.count == 1, let nib = output.files.first, nib.path.isEmpty {
                // A .nib folder compiled for older systems gives way to the one file.
                try replacement.write(file: nib.data)
            } else {
                try replacement.write(output.files)
            }
        } catch {
            report.toolErrors.append("cannot write '\(destination)': \(error.localizedDescription)")
        }
    }
}
