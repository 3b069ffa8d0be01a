import Foundation
import NibArchive
import TestSupport
import Testing

/// Compiled storyboards (`.storyboardc`) and `.nib` folders: the bundle reads as one document
/// shaped as the source storyboard is, and a folder's archive is the one the newest system loads.
@Suite struct CompiledStoryboardReaderTests {
    /// The classes of a view tree, depth first, each with its depth.
    static func tree(_ node: ArchiveObject, depth: Int = 0) -> [String] {
        var lines = ["\(depth) \(node.className)"]
        if case .array(let items)? = node["subviews"] {
            for case .object(let child) in items { lines += tree(child, depth: depth + 1) }
        }
        return lines
    }

    static func view(of controller: ArchiveObject?) -> ArchiveObject? {
        if case .object(let view)? = controller?["view"] { return view }
        return nil
    }

    @Test(
        .enabled(
            if: CompiledCorpus.isAvailable,
            CompiledCorpus.skipReason))
    func iOSLaunchScreensReadAsTheirSourceStoryboards() throws {
        let ios = CompiledCorpus.folder.appendingPathComponent("ios")
        let apps = try FileManager.default.contentsOfDirectory(atPath: ios.path).sorted()
        #expect(apps.count == 4)
        for app in apps {
            let bundle = ios.appendingPathComponent(app).appendingPathComponent("LaunchScreen.storyboardc")
            #expect(CompiledNibFile.isStoryboardBundle(bundle.path))
            let contents = try CompiledNibFile.storyboardBundle(at: bundle.path)
            let compiled = try CompiledStoryboardReader().read(info: contents.info, nibs: contents.nibs, file: app)
            let source = try XcodeDocumentReader().read(
                Data(contentsOf: bundle.appendingPathComponent("designable.storyboard")), file: app)
            let controller = compiled.objects.first { $0.className == "ViewController" }
            #expect(controller?["isInitialViewController"] == .value(.bool(true)), "\(app)")
            let sourceController = source.objects.first { $0.className == "ViewController" }
            let compiledView = try #require(Self.view(of: controller), "\(app)")
            let sourceView = try #require(Self.view(of: sourceController), "\(app)")
            // Compiling turns the controller's top and bottom layout guides into subviews of
            // the view (`_UILayoutGuide`); the source keeps them as layout guides.
            #expect(Self.tree(compiledView).filter { !$0.hasSuffix("LayoutGuide") } == Self.tree(sourceView), "\(app)")
            #expect(!compiled.connections.contains { $0.name == "sceneViewController" || $0.name == "storyboard" })
        }
    }

    @Test func aNibFolderPicksTheArchiveTheNewestSystemLoads() {
        #expect(CompiledNibFile.choose(from: ["runtime.nib", "objects-11.0+.nib"]) == "objects-11.0+.nib")
        #expect(
            CompiledNibFile.choose(from: ["objects-8.0+.nib", "objects-13.0+.nib", "runtime.nib"])
                == "objects-13.0+.nib")
        #expect(
            CompiledNibFile.choose(from: ["keyedobjects.nib", "keyedobjects-101300.nib"]) == "keyedobjects-101300.nib")
        #expect(CompiledNibFile.choose(from: ["keyedobjects.nib", "info.nib"]) == "keyedobjects.nib")
        #expect(CompiledNibFile.choose(from: ["Info.plist"]) == nil)
    }

    @Test func aNibFolderReadsAsItsNewestArchive() throws {
        try withTemporaryFolder { folder in
            let nib = folder.appendingPathComponent("View.nib")
            try FileManager.default.createDirectory(at: nib, withIntermediateDirectories: true)
            var builder = NIBArchiveBytesBuilder()
            builder.classes = [("NSObject", []), ("NSArray", []), ("UIView", [])]
            builder.keys = ["UINibTopLevelObjectsKey", "UINibEncoderEmptyKey", "UITag"]
            builder.values = [
                NIBArchiveBytesBuilder.reference(key: 0, to: 1), NIBArchiveBytesBuilder.reference(key: 1, to: 2),
                .init(key: 2, type: 0, payload: [7]),
            ]
            builder.objects = [(0, 0, 1), (1, 1, 1), (2, 2, 1)]
            try Data(builder.build().bytes).write(to: nib.appendingPathComponent("runtime.nib"))
            #expect(CompiledNibFile.archivePath(nib.path) == nib.appendingPathComponent("runtime.nib").path)
            let path = URL(fileURLWithPath: CompiledNibFile.archivePath(nib.path))
            let document = try ArchiveDocument(data: Data(contentsOf: path))
            #expect(document.objects.map(\.className) == ["View"])
            #expect(document.objects.first?["tag"] == .value(.integer(7)))
        }
    }
}
