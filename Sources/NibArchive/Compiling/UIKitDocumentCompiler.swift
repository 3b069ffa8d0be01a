import Foundation

/// Compiles an iOS document: a `.xib` to one nib, a `.storyboard` to the files of a
/// `.storyboardc` (`Formats/nibarchive.md`, "Writing").
///
/// A `.xib`'s objects go through one `UIKitNibBuilder`; a storyboard's scenes through
/// `UIKitStoryboardCompiler`. Checked equal to ibtool's output on the corpus's launch screens;
/// what has no known archived form is refused with `NIB0801`.
struct UIKitDocumentCompiler {
    /// The source file's name, for diagnostics.
    let file: String?
    /// `--module`.
    let module: String?
    /// For the `runtime.nib` of systems before iOS 11: what stands in for each safe-area guide
    /// (`SafeAreaStandIn.standIns(in:)`); nil for the nibs of iOS 11 and later.
    var safeAreaStandIns: [String: SafeAreaStandIn]? = nil

    /// The output files of `document`, and the warnings met.
    func compile(_ document: XMLElementNode) throws(ArchiveReadError) -> NibCompiler.Output {
        let colors = UIKitNibBuilder.systemColors(of: document)
        guard let scenes = document.child("scenes") else {
            var builder = UIKitNibBuilder(file: file, module: module, systemColors: colors)
            builder.safeAreaStandIns = safeAreaStandIns
            for child in document.children {
                switch child.name {
                case "objects": try builder.objects(child)
                // The custom fonts Interface Builder renders with are the app's: design-time only.
                case "dependencies", "resources", "device", "designables", "inferredMetricsTieBreakers", "customFonts":
                    continue
                default: throw builder.unsupported(child)
                }
            }
            let archive = try builder.finish()
            return .init(
                files: [.init(path: "", data: NIBArchiveEncoder().encode(archive))], diagnostics: builder.warnings)
        }
        var storyboard = UIKitStoryboardCompiler(file: file, module: module, colors: colors)
        storyboard.safeAreaStandIns = safeAreaStandIns
        let files = try storyboard.compile(document, scenes: scenes)
        return .init(files: files, diagnostics: storyboard.warnings)
    }
}
