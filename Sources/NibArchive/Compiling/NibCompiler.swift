import Foundation

/// Compiles Interface Builder documents to what `ibtool --compile` writes: a `.xib` to a
/// `NIBArchive` `.nib` (`Formats/nibarchive.md`, "Writing").
///
/// ```swift
/// let output = try NibCompiler(options: .init(module: "MyApp")).compile(data, file: "Window.xib")
/// try output.files[0].data.write(to: url)   // files[0].path is "" for a single nib
/// ```
///
/// It compiles macOS `.xib` files (`AppKitNibBuilder`: windows, views, the standard controls,
/// menus, scroll, table, outline and text views, formatters, constraints, connections, ...) and
/// macOS storyboards (`AppKitStoryboardCompiler`: the application scene, window controllers and
/// their content view controllers), in the object graph AppKit's `NSNib` decodes, with the keys,
/// integer widths and defaults ibtool writes; and iOS and tvOS `.xib` files and storyboards
/// holding view and navigation controllers, views, labels, buttons, image views, bar button
/// items, segues, colours, constraints, layout guides and connections (`UIKitDocumentCompiler`). Anything else is refused with a located error naming the element
/// (`NIB0801`), never compiled into a nib that would load wrongly. Output is deterministic: the
/// same input gives the same bytes. `Formats/nibarchive.md`, "Writing", lists what is written.
public struct NibCompiler: Sendable {
    /// What to compile for.
    public struct Options: Sendable, Equatable {
        /// The module of classes whose `customModuleProvider` is `target` (ibtool's `--module`).
        public var module: String?
        /// The lowest system version the output must load on (ibtool's
        /// `--minimum-deployment-target`, one to three dot-separated numbers): for macOS below
        /// 10.13 a `.xib` compiles to a `.nib` folder holding the keyed archive those systems
        /// load (`keyedobjects.nib`) beside the `NIBArchive` (`keyedobjects-101300.nib`), as
        /// Xcode writes it. nil, or a later version, gives one `NIBArchive`. Below iOS 11 a
        /// document with a safe-area guide compiles each nib that names one to a `.nib` folder:
        /// `objects-11.0+.nib`, and `runtime.nib` where the guide's stand-in takes its place
        /// (`SafeAreaStandIn`), as Xcode writes them.
        public var minimumDeploymentTarget: String?
        /// The limits the source is read under.
        public var limits: ReaderLimits

        /// Creates options.
        public init(module: String? = nil, minimumDeploymentTarget: String? = nil, limits: ReaderLimits = .default) {
            self.module = module
            self.minimumDeploymentTarget = minimumDeploymentTarget
            self.limits = limits
        }
    }

    /// One file of the output.
    public struct OutputFile: Sendable, Equatable {
        /// The path inside the output, `/`-separated; empty for the output itself (a `.nib` file).
        public var path: String
        /// The file's bytes.
        public var data: Data
    }

    /// What a compile produced.
    public struct Output: Sendable, Equatable {
        /// The files to write, in a stable order.
        public var files: [OutputFile]
        /// Warnings met while compiling (errors are thrown instead).
        public var diagnostics: [ArchiveDiagnostic]
    }

    /// The options compiled with.
    public var options: Options

    /// Creates a compiler.
    public init(options: Options = .init()) {
        self.options = options
    }

    /// Compiles the `.xib` or `.storyboard` in `data`.
    ///
    /// - Parameters:
    ///   - data: The source file's bytes.
    ///   - file: The source file's name or path, for diagnostics; a path through a `Base.lproj`
    ///     folder compiles as a base localization (localizable titles), as ibtool does.
    /// - Returns: For a `.xib`, one file at path `""`, the `.nib`, or the files of the `.nib`
    ///   folder (macOS below 10.13: `keyedobjects-101300.nib` then `keyedobjects.nib`; iOS
    ///   below 11 with safe-area guides: `objects-11.0+.nib` then `runtime.nib`); for a
    ///   storyboard, the files of the `.storyboardc` (`Info.plist` first, then the nibs by
    ///   name, a nib folder's files under its name).
    /// - Throws: `ArchiveReadError`: `NIB0803` for a minimum deployment target that is no
    ///   version; the reader's errors (`NIB01xx`, `NIB02xx`); `NIB0801` for an element or
    ///   document with no known archived form, naming it at its line and column; `NIB0802` for
    ///   a connection naming an object the document does not hold.
    /// - Complexity: O(n) in the size of the source.
    public func compile(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> Output {
        let target = try DeploymentTarget.parse(options.minimumDeploymentTarget, file: file)
        let root = try XMLElementTree.parse(data, file: file, limits: options.limits)
        // tvOS documents archive the same UIKit classes as iOS ones.
        let runtime = root["targetRuntime"] ?? ""
        if root.name == "document", runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") {
            let compiler = UIKitDocumentCompiler(file: file, module: options.module)
            let output = try compiler.compile(root)
            guard let target, target < Self.firstSafeAreaIOS, Self.safeAreaGuide(in: root) != nil else {
                return output
            }
            // Before iOS 11 Xcode writes a folder: the nib as is for iOS 11 and later, and a
            // `runtime.nib` in which the safe-area guides' stand-ins take their place.
            var legacy = compiler
            legacy.safeAreaStandIns = SafeAreaStandIn.standIns(in: root)
            let legacyFiles = try legacy.compile(root).files
            return Output(files: Self.versioned(output.files, runtime: legacyFiles), diagnostics: output.diagnostics)
        }
        if root.name == "document", root.child("scenes") != nil, root["targetRuntime"]?.hasPrefix("MacOSX") == true {
            let seed = AppKitStoryboardCompiler.fnv1a(data)
            let files = try AppKitStoryboardCompiler(file: file, module: options.module, seed: seed).compile(root)
            return Output(files: files, diagnostics: [])
        }
        var builder = AppKitNibBuilder(file: file, module: options.module)
        let archive = try builder.build(root)
        let nib = NIBArchiveEncoder().encode(archive)
        guard let target, target < Self.firstNIBArchiveMacOS else {
            return Output(files: [OutputFile(path: "", data: nib)], diagnostics: [])
        }
        // Systems before 10.13 read only the keyed archive; later ones take the versioned file.
        let keyed = KeyedNibArchiveEncoder().encode(archive)
        return Output(
            files: [
                OutputFile(path: "keyedobjects-101300.nib", data: nib),
                OutputFile(path: "keyedobjects.nib", data: keyed),
            ],
            diagnostics: [])
    }

    /// The first macOS that loads a `NIBArchive` nib (the `101300` of `keyedobjects-101300.nib`).
    static let firstNIBArchiveMacOS = DeploymentTarget(10, 13)
    /// The first iOS with safe areas (the `11.0` of `objects-11.0+.nib`).
    static let firstSafeAreaIOS = DeploymentTarget(11)

    /// The output for systems before iOS 11: each nib that differs in `runtime` becomes a
    /// folder of two, `objects-11.0+.nib` (from `files`) then `runtime.nib`; the other files
    /// stay as they are. The two lists hold the same paths, in the same order.
    static func versioned(_ files: [OutputFile], runtime: [OutputFile]) -> [OutputFile] {
        let legacy = Dictionary(runtime.map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
        return files.flatMap { file -> [OutputFile] in
            guard let old = legacy[file.path], old != file.data else { return [file] }
            let folder = file.path.isEmpty ? "" : file.path + "/"
            return [
                OutputFile(path: folder + "objects-11.0+.nib", data: file.data),
                OutputFile(path: folder + "runtime.nib", data: old),
            ]
        }
    }

    /// The first safe-area guide (`<viewLayoutGuide key="safeArea">`) of `element` or what it holds.
    static func safeAreaGuide(in element: XMLElementNode) -> XMLElementNode? {
        if element.name == "viewLayoutGuide", element["key"] == "safeArea" { return element }
        for child in element.children {
            if let found = safeAreaGuide(in: child) { return found }
        }
        return nil
    }
}
