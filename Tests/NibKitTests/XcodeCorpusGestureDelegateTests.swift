import Foundation
import FoundationXML
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// DuckDuckGo's `TabViewController` as the corpus storyboard connects it: its outlets, the
/// action of its tap recognizer, and that recognizer's delegate.
final class CorpusTabController: ViewController, GestureRecognizerDelegate, ActionReceiver {
    static let actionTable: ActionTable = [
        "onBottomOfScreenTapped:": .method(CorpusTabController.onBottomOfScreenTapped)
    ]
    @Outlet var containerStackView: View?
    @Outlet var error: View?
    @Outlet var errorHeader: View?
    @Outlet var errorInfoImage: View?
    @Outlet var errorMessage: View?
    @Outlet var showBarsTapGestureRecogniser: TapGestureRecognizer?
    @Outlet var webViewContainer: View?
    var acceptsTaps = true
    var taps = 0

    func onBottomOfScreenTapped(_ sender: TapGestureRecognizer) { taps += 1 }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { acceptsTaps }
}

/// Every `delegate` outlet of a gesture recognizer in the corpus (found by XPath, not by the
/// reader) is a connection the loader makes: never skipped because of the recognizer. The one
/// the corpus has (DuckDuckGo's tab scene) connects the app's controller, which then decides
/// whether the recognizer's gesture begins.
@Suite(XcodeCorpus.required)
struct XcodeCorpusGestureDelegateTests {
    /// The files with a recognizer's `delegate` outlet, and how many each has.
    static func delegateOutlets() throws -> [(url: URL, count: Int)] {
        try XcodeCorpus.files().compactMap { url in
            let document = try XMLDocument(data: Data(contentsOf: url), options: [])
            let outlets = try document.nodes(
                forXPath: "//*[contains(name(), 'GestureRecognizer')]/connections/outlet[@property='delegate']")
            return outlets.isEmpty ? nil : (url, outlets.count)
        }
    }

    @Test func noRecognizersDelegateOutletIsSkippedForTheRecognizer() throws {
        let files = try Self.delegateOutlets()
        #expect(files.map(\.count).reduce(0, +) >= 1, "the corpus has a recognizer's delegate outlet")
        for (url, _) in files {
            let warnings = WarningRecorder()
            let options = Nib.Options(fallsBackToKnownBaseClass: true, warningHandler: { warnings.add($0) })
            if url.pathExtension == "storyboard" {
                let storyboard = try Storyboard(contentsOf: url)
                for scene in storyboard.document.objects where scene["sceneObjects"] != nil {
                    _ = try storyboard.instantiateSceneObjects(scene, options: options)
                }
            } else {
                _ = try Nib(contentsOf: url).instantiate(withOwner: nil, options: options)
            }
            let aboutRecognizers = warnings.all.filter { $0.message.contains("GestureRecognizer stands in") }
            #expect(aboutRecognizers.isEmpty, "\(url.lastPathComponent): \(aboutRecognizers)")
        }
    }

    @Test func duckDuckGosTabControllerIsItsRecognizersDelegate() throws {
        let url = XcodeCorpus.file(named: "duckduckgo__iOS__Tab.storyboard")
        let registry = ClassRegistry()
        registry.register(CorpusTabController.self, as: "TabViewController", module: "DuckDuckGo")
        let warnings = WarningRecorder()
        let storyboard = try Storyboard(contentsOf: url, registry: registry)
        // The scene alone: it embeds a scene of a storyboard the corpus lacks.
        let scene = try #require(storyboard.document.objects.first { $0.id == "Omk-JQ-4lU" })
        let (made, _) = try #require(
            try storyboard.instantiateSceneObjects(
                scene, options: Nib.Options(fallsBackToKnownBaseClass: true, warningHandler: { warnings.add($0) })))
        let controller = try #require(made as? CorpusTabController)
        controller.loadViewIfNeeded()
        let tap = try #require(controller.showBarsTapGestureRecogniser)
        #expect(tap.delegate === controller)
        #expect(!warnings.all.contains { $0.message.contains("'delegate'") }, "\(warnings.all)")
        #expect(tap.view != nil)
        #expect(tap.simulateRecognition())
        #expect(controller.taps == 1)
        controller.acceptsTaps = false
        #expect(!tap.simulateRecognition())
        #expect(controller.taps == 1)
    }
}
