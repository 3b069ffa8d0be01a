import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// A compiled iOS storyboard's segues work through `Storyboard` as a source storyboard's do
/// (`CompiledSegueStoryboard`, built as ibtool archives one): the navigation controller's root
/// from its relationship, the child its embed template puts in the container view, the show
/// segue its button triggers (`shouldPerformSegue`, a fresh destination, `prepare`, then
/// pushed), the presentation performed by identifier, the unwind back.
@Suite struct CompiledStoryboardSegueTests {
    static func storyboard(in folder: URL) throws -> Storyboard {
        Nib.register(SegueTriggerController.self, as: "RootClass")
        return try Storyboard(contentsOf: try CompiledSegueStoryboard.write(in: folder))
    }

    @Test func theRelationshipAndEmbedSeguesBuildTheScene() throws {
        try withTemporaryFolder("storyboardc-segues") { folder in
            let storyboard = try Self.storyboard(in: folder)
            let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
            let root = try #require(navigation.viewControllers.first as? SegueTriggerController)
            #expect(navigation.viewControllers.count == 1)
            // The embed segue runs when the root's view loads: prepared first, then its child's
            // view fills the container view.
            let container = try #require(root.view.subviews.last)
            #expect(root.prepared.map(\.identifier) == ["embedded"])
            let child = try #require(root.children.first)
            #expect((child.view.subviews.first as? Label)?.text == "Child")
            #expect(child.view.superview === container)
            #expect(Set(root.segueIdentifiers) == ["details", "modal"])
        }
    }

    @Test func theButtonPerformsItsShowSegueAsUIKitDoes() throws {
        try withTemporaryFolder("storyboardc-segues") { folder in
            let storyboard = try Self.storyboard(in: folder)
            let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
            let root = try #require(navigation.viewControllers.first as? SegueTriggerController)
            let button = try #require(root.view.subviews.first as? Button)
            root.blocked = ["details"]
            button.sendActions(for: .touchUpInside)
            #expect(navigation.viewControllers.count == 1)
            root.blocked = []
            button.sendActions(for: .touchUpInside)
            #expect(root.prepared.map(\.identifier) == ["embedded", "details"])
            #expect(root.prepared.last?.sender === button)
            #expect(navigation.viewControllers.count == 2)
            let details = try #require(navigation.viewControllers.last)
            #expect((details.view.subviews.first as? Label)?.text == "Details")
            // The unwind segue of the destination finds no controller with its action: a
            // located refusal, not a crash.
            #expect(throws: SegueError.self) { try details.performSegue(withIdentifier: "back", sender: nil) }
        }
    }

    @Test func aSegueNothingTriggersIsPerformedByIdentifier() throws {
        try withTemporaryFolder("storyboardc-segues") { folder in
            let storyboard = try Self.storyboard(in: folder)
            let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
            let root = try #require(navigation.viewControllers.first as? SegueTriggerController)
            let segue = try root.performSegue(withIdentifier: "modal", sender: nil)
            #expect(segue.kind == .presentation)
            #expect((segue.destination.view.subviews.first as? Label)?.text == "Modal")
            // Its view never loaded, so its embed segue has not run: only this one was prepared.
            #expect(root.prepared.map(\.identifier) == ["modal"])
            #expect(!root.isViewLoaded)
        }
    }

    @Test func aTemplateNamingAMissingDestinationIsALocatedError() throws {
        let nibs = CompiledSegueStoryboard.nibs(destination: "Detials")
        let error = try #require(throws: ArchiveReadError.self) {
            try CompiledStoryboardReader().read(
                info: try CompiledSegueStoryboard.info(), nibs: nibs, file: "Main.storyboardc")
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.code == .missingSegueDestination)
        #expect(diagnostic.file == "Main.storyboardc/UINavigationController-nav.nib")
        #expect(diagnostic.message.contains("'details'"))
        #expect(diagnostic.message.contains("did you mean 'Details'?"))
    }
}
