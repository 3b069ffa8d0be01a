import Foundation
import NibArchive
import TestSupport
import Testing

/// A compiled iOS storyboard's segue templates, their triggers and its relationships read into
/// the shape the Xcode reader gives the source (`CompiledSegueStoryboard`): each segue held by
/// the object that performs it, the wiring (`viewController`, `perform:`, `containerView`
/// connections, the external objects tables) gone.
@Suite struct CompiledStoryboardSegueReaderTests {
    static func document() throws -> ArchiveDocument {
        try CompiledStoryboardReader().read(
            info: try CompiledSegueStoryboard.info(), nibs: CompiledSegueStoryboard.nibs(), file: "Main.storyboardc")
    }

    /// The segues `object` holds, each as (kind, identifier, destination).
    static func segues(of object: ArchiveObject?) -> [String] {
        guard case .array(let items)? = object?["segues"] else { return [] }
        return items.compactMap { item in
            guard case .object(let segue) = item, case .value(.string(let kind))? = segue["kind"],
                case .reference(let destination)? = segue["destination"]
            else { return nil }
            var identifier = ""
            if case .value(.string(let text))? = segue["identifier"] { identifier = text }
            return "\(kind) \(identifier) \(destination)"
        }
    }

    @Test func eachSegueIsHeldByWhatPerformsIt() throws {
        let document = try Self.document()
        let objects = document.objectIndex()
        let navigation = try #require(document.objects.first { $0.className == "NavigationController" })
        let root = try #require(document.objects.first { $0.className == "RootClass" })
        let details = try #require(document.objects.first { $0["storyboardIdentifier"] == .value(.string("Details")) })
        let modal = try #require(document.objects.first { $0["storyboardIdentifier"] == .value(.string("Modal")) })
        let child = try #require(document.objects.first { $0["storyboardIdentifier"] == .value(.string("Child")) })
        #expect(Self.segues(of: navigation) == ["relationship  \(root.id)"])
        #expect(navigation["isInitialViewController"] == .value(.bool(true)))
        let button = try #require(objects.values.first { $0.className == "Button" })
        #expect(Self.segues(of: button) == ["show details \(details.id)"])
        #expect(Self.segues(of: root) == ["presentation modal \(modal.id)"])
        guard
            case .array(let views)? = root["view"].flatMap({ value -> ArchiveValue? in
                if case .object(let view) = value { return view["subviews"] }
                return nil
            }), case .object(let container)? = views.last
        else {
            Issue.record("the root's view has no container view")
            return
        }
        #expect(Self.segues(of: container) == ["embed embedded \(child.id)"])
        let exit = try #require(document.objects.first { $0.className == "StoryboardExit" })
        #expect(Self.segues(of: details) == ["unwind back \(exit.id)"])
        // What only wired the templates is gone; the storyboard's own outlets too.
        #expect(document.connections.allSatisfy { !["perform:", "viewController", "containerView"].contains($0.name) })
        #expect(document.placeholders.allSatisfy { !$0.id.hasPrefix("UpstreamPlaceholder") })
        for object in [navigation, root] {
            guard case .dictionary(let kept)? = object["nib.keys"] else { continue }
            #expect(kept.allSatisfy { !$0.key.contains("SegueTemplates") && !$0.key.contains("ViewControllers") })
        }
    }

    @Test func aTemplateKeepsItsPresentationAndAction() throws {
        let document = try Self.document()
        var segues: [String: ArchiveObject] = [:]
        document.forEachObject { object in
            guard case .array(let items)? = object["segues"] else { return }
            for case .object(let segue) in items {
                if case .value(.string(let identifier))? = segue["identifier"] { segues[identifier] = segue }
            }
        }
        let modal = try #require(segues["modal"])
        #expect(modal["modalPresentationStyle"] == .value(.string("formSheet")))
        #expect(modal["animates"] == .value(.string("NO")))
        #expect(try #require(segues["details"])["animates"] == nil)
        #expect(try #require(segues["back"])["unwindAction"] == .value(.string("backToRoot:")))
    }

    @Test func aTemplateWithoutADestinationIsALocatedError() throws {
        var nibs = CompiledSegueStoryboard.nibs()
        var nib = NIBArchiveGraphBuilder()
        let owner = nib.proxy("IBFilesOwner")
        let template = nib.add("UIStoryboardShowSegueTemplate", ["UIIdentifier": nib.string("nowhere")])
        let controller = nib.add("UIViewController", ["UIStoryboardSegueTemplates": nib.array([template])])
        nibs["UIViewController-mod.nib"] = nib.data(topLevel: [owner, controller])
        let error = try #require(throws: ArchiveReadError.self) {
            try CompiledStoryboardReader().read(
                info: try CompiledSegueStoryboard.info(), nibs: nibs, file: "S.storyboardc")
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.code == .missingSegueDestination)
        #expect(diagnostic.file == "S.storyboardc/UIViewController-mod.nib")
        #expect(diagnostic.message.contains("names no destination"))
    }

    /// Two identifiers `Info.plist` maps to one nib: the scene gets the first in code-point
    /// order on every read, not the one a dictionary's per-process, per-instance hash order
    /// happens to give last (which made repeated reads disagree).
    @Test func twoIdentifiersForOneNibReadTheSameEveryTime() throws {
        let identifiers = [
            "UINavigationController-nav": "UINavigationController-nav", "Details": "UIViewController-det",
            "Modal": "UIViewController-mod", "Child": "UIViewController-chi", "Extra": "UIViewController-det",
            "Also": "UIViewController-det", "Zed": "UIViewController-det",
        ]
        let plist: [String: Any] = [
            "UIStoryboardDesignatedEntryPointIdentifier": "UINavigationController-nav",
            "UIViewControllerIdentifiersToNibNames": identifiers,
        ]
        let info = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        var seen: Set<String> = []
        for _ in 0..<24 {
            let document = try CompiledStoryboardReader().read(info: info, nibs: CompiledSegueStoryboard.nibs())
            seen.formUnion(Self.storyboardIdentifiers(document))
        }
        #expect(seen == ["Also", "Modal", "Child"])
    }

    static func storyboardIdentifiers(_ document: ArchiveDocument) -> [String] {
        document.objects.compactMap {
            if case .value(.string(let identifier))? = $0["storyboardIdentifier"] { return identifier }
            return nil
        }
    }
}
