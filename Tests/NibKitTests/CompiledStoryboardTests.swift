import Foundation
import NibArchive
import NibKit
import TestSupport
import Testing

/// `Storyboard` opens the `.storyboardc` bundle `ibtool --compile` makes: by URL and by name,
/// the initial controller from its `Info.plist` entry point, the others by the identifiers the
/// plist maps to nib names, segue templates as segues to those controllers.
@Suite struct CompiledStoryboardTests {
    /// A controller nib naming its view nib, as ibtool writes one per scene, with a show segue
    /// `segue` to the scene `destination` when given.
    static func controllerNib(viewNib: String, segue: (identifier: String, destination: String)? = nil) throws -> Data {
        var archive = KeyedArchiveBuilder()
        var values: [String: Any] = ["UINibName": archive.string(viewNib)]
        if let segue {
            let template = archive.add(
                "UIStoryboardShowSegueTemplate",
                [
                    "UIIdentifier": archive.string(segue.identifier),
                    "UIDestinationViewControllerIdentifier": archive.string(segue.destination),
                ])
            values["UIStoryboardSegueTemplates"] = archive.array([template])
        }
        let controller = archive.add("UIViewController", values)
        archive.top["UINibTopLevelObjectsKey"] = archive.array([controller])
        archive.top["UINibObjectsKey"] = archive.array([controller])
        return try archive.data()
    }

    /// A view nib: File's Owner (the controller), a view holding a label with `text`, and the
    /// owner's `view` outlet.
    static func viewNib(text: String) throws -> Data {
        var archive = KeyedArchiveBuilder()
        let owner = archive.add("UIProxyObject", ["UIProxiedObjectIdentifier": archive.string("IBFilesOwner")])
        let label = archive.add(
            "UILabel",
            [
                "UIBounds": archive.string("{{0, 0}, {200, 21}}"), "UICenter": archive.string("{120, 50.5}"),
                "UIText": archive.string(text),
            ])
        let view = archive.add(
            "UIView",
            [
                "UIBounds": archive.string("{{0, 0}, {320, 480}}"), "UICenter": archive.string("{160, 240}"),
                "UISubviews": archive.array([label]),
            ])
        let outlet = archive.add(
            "UIRuntimeOutletConnection", ["UISource": owner, "UIDestination": view, "UILabel": archive.string("view")])
        archive.top["UINibTopLevelObjectsKey"] = archive.array([owner, view])
        archive.top["UINibConnectionsKey"] = archive.array([outlet])
        return try archive.data()
    }

    /// Writes `Main.storyboardc` into `folder`: an initial scene saying "Welcome" (no identifier
    /// of its own) with a show segue "options" to a scene "Settings" saying "Options".
    static func writeStoryboard(in folder: URL) throws {
        let bundle = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let info: [String: Any] = [
            "UIStoryboardDesignatedEntryPointIdentifier": "UIViewController-abc",
            "UIStoryboardVersion": 1,
            "UIViewControllerIdentifiersToNibNames": [
                "UIViewController-abc": "UIViewController-abc", "Settings": "UIViewController-def",
            ],
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0)
            .write(to: bundle.appendingPathComponent("Info.plist"))
        for (scene, text) in [("abc", "Welcome"), ("def", "Options")] {
            try controllerNib(
                viewNib: "\(scene)-view-v\(scene)", segue: scene == "abc" ? ("options", "Settings") : nil
            )
            .write(to: bundle.appendingPathComponent("UIViewController-\(scene).nib"))
            try viewNib(text: text).write(to: bundle.appendingPathComponent("\(scene)-view-v\(scene).nib"))
        }
    }

    @Test func aCompiledStoryboardOpensByNameWithItsScenes() throws {
        try withTemporaryFolder("storyboardc") { folder in
            try Self.writeStoryboard(in: folder)
            let storyboard = try Storyboard(name: "Main", bundle: try #require(Bundle(path: folder.path)))
            #expect(storyboard.file?.hasSuffix("/Main.storyboardc") == true)
            #expect(storyboard.identifiers == ["Settings"])
            let start = try #require(try storyboard.instantiateInitialViewController())
            #expect((start.view.subviews.first as? Label)?.text == "Welcome")
            let settings = try storyboard.instantiateViewController(withIdentifier: "Settings")
            #expect((settings.view.subviews.first as? Label)?.text == "Options")
            #expect(settings !== start && settings.view !== start.view)
            #expect(throws: NibLoadingError.self) {
                try storyboard.instantiateViewController(withIdentifier: "Setings")
            }
            let segue = try start.performSegue(withIdentifier: "options", sender: nil)
            #expect(start.presentedViewController === segue.destination)
            #expect((segue.destination.view.subviews.first as? Label)?.text == "Options")
        }
    }

    @Test(.enabled(if: CompiledCorpus.isAvailable, CompiledCorpus.skipReason))
    func theCorpusLaunchScreensInstantiateAsTheirSources() throws {
        let ios = CompiledCorpus.folder.appendingPathComponent("ios")
        for app in try FileManager.default.contentsOfDirectory(atPath: ios.path).sorted() {
            let bundle = ios.appendingPathComponent(app).appendingPathComponent("LaunchScreen.storyboardc")
            let compiled = try Storyboard(contentsOf: bundle)
            let source = try Storyboard(contentsOf: bundle.appendingPathComponent("designable.storyboard"))
            let fromCompiled = try #require(try compiled.instantiateInitialViewController(), "\(app)")
            let fromSource = try #require(try source.instantiateInitialViewController(), "\(app)")
            #expect(type(of: fromCompiled) == type(of: fromSource), "\(app)")
            // Frames differ where they may: ibtool writes the view at the size the scene was
            // designed at (600×600 in the oldest template), the source reader at the device's.
            #expect(
                fromCompiled.view.subviews.map { "\(type(of: $0))" }.filter { !$0.contains("LayoutGuide") }
                    == fromSource.view.subviews.map { "\(type(of: $0))" }, "\(app)")
        }
    }
}

extension CompiledStoryboardTests {
    /// The macOS compiled storyboards of the corpus (`sb_*.out`, the folders `ibtool --compile`
    /// wrote for `sb_*.storyboard`) open through `Storyboard` as their sources do: the initial
    /// window controller the entry point names, its content controller (a relationship segue in
    /// both) as its child, with the view its view nib holds. ViewCore has no window controller
    /// and the corpus's controllers are custom classes: each stands in as a `ViewController`.
    @Test(.enabled(if: CompiledCorpus.isAvailable, CompiledCorpus.skipReason))
    func theCorpusMacOSStoryboardsInstantiateAsTheirSources() throws {
        let macos = CompiledCorpus.folder.appendingPathComponent("macos")
        let names = try FileManager.default.contentsOfDirectory(atPath: macos.path).filter { $0.hasSuffix(".out") }
        #expect(names.count >= 4)
        for name in names.sorted() {
            let sourceURL = macos.appendingPathComponent(name.dropLast(4) + ".storyboard")
            let registry = ClassRegistry()
            for object in try Storyboard(contentsOf: sourceURL).document.objects {
                registry.register(ViewController.self, as: object.className, module: object.module)
            }
            let compiled = try Storyboard(contentsOf: macos.appendingPathComponent(name), registry: registry)
            let source = try Storyboard(contentsOf: sourceURL, registry: registry)
            let fromCompiled = try #require(try compiled.instantiateInitialViewController(), "\(name)")
            let fromSource = try #require(try source.instantiateInitialViewController(), "\(name)")
            #expect(fromCompiled.children.count == 1, "\(name)")
            #expect(fromCompiled.children.count == fromSource.children.count, "\(name)")
            let subviews = { (controller: ViewController) in
                controller.children.flatMap { $0.view.subviews.map { "\(type(of: $0))" } }
            }
            #expect(subviews(fromCompiled) == subviews(fromSource), "\(name)")
            #expect(!subviews(fromCompiled).isEmpty, "\(name)")
        }
    }
}
