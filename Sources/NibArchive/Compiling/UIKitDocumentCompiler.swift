import Foundation

/// Compiles an iOS document: a `.xib` to one nib, a `.storyboard` to the files of a
/// `.storyboardc` (`Formats/nibarchive.md`, "Writing").
///
/// A storyboard gives, per scene's view controller, a nib for the controller (named
/// `UIViewController-<id>`, or by its storyboard identifier) holding a `UIClassSwapper` that
/// names the nib of its view (`<id>-view-<view id>`), and an `Info.plist` mapping identifiers
/// to nib names with the initial controller. Checked equal to ibtool's output on the corpus's
/// launch screens; anything else refused with `NIB0801`.
struct UIKitDocumentCompiler {
    /// The source file's name, for diagnostics.
    let file: String?
    /// `--module`.
    let module: String?

    /// The output files of `document`.
    func compile(_ document: XMLElementNode) throws(ArchiveReadError) -> [NibCompiler.OutputFile] {
        let colors = UIKitNibBuilder.systemColors(of: document)
        guard let scenes = document.child("scenes") else {
            var builder = UIKitNibBuilder(file: file, module: module, systemColors: colors)
            for child in document.children {
                switch child.name {
                case "objects": try builder.objects(child)
                // The custom fonts Interface Builder renders with are the app's: design-time only.
                case "dependencies", "resources", "device", "designables", "inferredMetricsTieBreakers", "customFonts":
                    continue
                default: throw builder.unsupported(child)
                }
            }
            return [.init(path: "", data: NIBArchiveEncoder().encode(try builder.finish()))]
        }
        var nibs: [NibCompiler.OutputFile] = []
        var identifiers: [String: String] = [:]
        var entryPoint: String?
        for scene in scenes.children {
            guard let objects = scene.child("objects") else { continue }
            for object in objects.children {
                switch object.name {
                case "viewController":
                    let made = try controller(object, colors: colors)
                    nibs += made.files
                    identifiers[made.identifier] = made.identifier
                    if object["id"] == document["initialViewController"] { entryPoint = made.identifier }
                case "placeholder" where object["placeholderIdentifier"] == "IBFirstResponder": continue
                default:
                    throw UIKitNibBuilder(file: file, module: module, systemColors: colors).unsupported(object)
                }
            }
        }
        typealias Value = BinaryPropertyListWriter.Value
        var info: [String: Value] = [
            "UIViewControllerIdentifiersToNibNames": .sorted(identifiers), "UIStoryboardVersion": .integer(1),
        ]
        if let entryPoint { info["UIStoryboardDesignatedEntryPointIdentifier"] = .string(entryPoint) }
        let plist = BinaryPropertyListWriter.write(.sorted(info))
        return [.init(path: "Info.plist", data: plist)] + nibs.sorted { $0.path < $1.path }
    }

    /// A `<viewController>`'s two nibs and its identifier.
    private func controller(_ element: XMLElementNode, colors: [String: XMLElementNode]) throws(ArchiveReadError)
        -> (identifier: String, files: [NibCompiler.OutputFile])
    {
        let id = element["id"] ?? ""
        let identifier = element["storyboardIdentifier"] ?? "UIViewController-\(id)"
        var viewNib = UIKitNibBuilder(file: file, module: module, systemColors: colors)
        let owner = viewNib.proxy("IBFilesOwner")
        let firstResponder = viewNib.proxy("IBFirstResponder")
        viewNib.listed = [owner, firstResponder]
        viewNib.objectsByID[id] = owner
        var viewElement: XMLElementNode?
        for child in element.children {
            switch child.name {
            case "layoutGuides": viewNib.layoutGuides = Array(child.children)
            case "connections", "point", "size", "simulatedMetricsContainer", "extendedEdge": continue
            // What Interface Builder simulates around the controller's view: design-time only.
            case _ where child["key"]?.hasPrefix("simulated") == true: continue
            default:
                guard child["key"] == "view", viewElement == nil else { throw viewNib.unsupported(child) }
                viewElement = child
            }
        }
        guard let viewElement else { throw viewNib.unsupported(element) }
        let view = try viewNib.view(viewElement, superview: nil)
        viewNib.topLevel = [owner, firstResponder, view]
        viewNib.outlet("view", from: owner, to: view)
        try viewNib.connections(of: element, source: owner)
        let viewNibName = "\(id)-view-\(viewElement["id"] ?? "")"

        var controllerNib = UIKitNibBuilder(file: file, module: module, systemColors: colors)
        let controllerOwner = controllerNib.proxy("IBFilesOwner")
        let controllerResponder = controllerNib.proxy("IBFirstResponder")
        let storyboard = controllerNib.proxy("UIStoryboardPlaceholder")
        let controller = controllerNib.graph.add("UIClassSwapper")
        controllerNib.graph.set(
            controller, "UIExternalObjectsTableForViewLoading", controllerNib.graph.collection("NSDictionary", []))
        controllerNib.graph.set(controller, "UINibName", controllerNib.graph.string(viewNibName))
        let className = element["customClass"].map {
            UIKitNibBuilder.runtimeName($0, module: controllerNib.moduleName(element))
        }
        controllerNib.graph.set(controller, "UIClassName", controllerNib.graph.string(className ?? "UIViewController"))
        controllerNib.graph.set(controller, "UIOriginalClassName", controllerNib.graph.string("UIViewController"))
        controllerNib.topLevel = [controllerOwner, controllerResponder, storyboard, controller]
        controllerNib.listed = controllerNib.topLevel
        controllerNib.outlet("storyboard", from: controller, to: storyboard)
        controllerNib.outlet("sceneViewController", from: controllerOwner, to: controller)
        return (
            identifier,
            [
                .init(path: "\(identifier).nib", data: NIBArchiveEncoder().encode(try controllerNib.finish())),
                .init(path: "\(viewNibName).nib", data: NIBArchiveEncoder().encode(try viewNib.finish())),
            ]
        )
    }
}
