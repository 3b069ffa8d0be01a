import Foundation
import PackagePlugin

/// Validates a target's interface files with `nibc validate` during `swift build`, so a broken
/// archive fails the build with compiler-style diagnostics (`file:line:column: error: ...`),
/// shown like the compiler's.
///
/// Add it to a target that holds `.xml` or `.json` archives (`.xib` and `.storyboard` files are
/// passed on too):
///
/// ```swift
/// .executableTarget(name: "App", dependencies: ["NibKit"], resources: [.copy("Main.xml")],
///                   plugins: [.plugin(name: "NibcPlugin", package: "NibKit")])
/// ```
///
/// nibc checks the target's folder, so JSON files that are not archives are skipped and a
/// `.nibc.json` there or above applies. The build runs it again when an interface file changes.
@main
struct NibcPlugin: BuildToolPlugin {
    /// The extensions of the interface files the command depends on.
    static let extensions: Set<String> = ["xml", "json", "xib", "storyboard"]

    /// One command: `nibc validate --stamp <work>/NibcValidated.swift <target folder>`. The stamp
    /// is an empty Swift file, compiled into the target: an output that is not Swift would be
    /// copied into the target's resources.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension.lowercased()) }
        guard !files.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appending(path: "NibcValidated.swift")
        return [
            .buildCommand(
                displayName: "Validating the interface files of \(target.name) with nibc",
                executable: try context.tool(named: "nibc").url,
                arguments: [
                    "validate", "--stamp", stamp.path(percentEncoded: false),
                    target.directoryURL.path(percentEncoded: false),
                ],
                inputFiles: files,
                outputFiles: [stamp]
            )
        ]
    }
}
