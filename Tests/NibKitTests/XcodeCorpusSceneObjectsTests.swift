import Foundation
import FoundationXML
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// Every corpus storyboard's scene-level objects (the children of a scene's `<objects>` other
/// than its controller, its placeholders and its exit), found by XPath and not by the reader,
/// are made when their scene is built (an AppKit application scene's by
/// `instantiateApplicationScene`), and every view's `gestureRecognizers` connection attaches the
/// recognizer to it.
@Suite(XcodeCorpus.required)
struct XcodeCorpusSceneObjectsTests {
    /// One scene as another parser reads it: its controller's id, the ids of its other objects,
    /// and the (view, recognizer) pairs its views' `gestureRecognizers` connections name.
    struct CountedScene {
        var controller: String
        var element: String
        var others: [String]
        var attachments: [(view: String, recognizer: String)]
    }

    static func countedScenes(in url: URL) throws -> [CountedScene] {
        let document = try XMLDocument(data: Data(contentsOf: url), options: [])
        return try document.nodes(forXPath: "//scene/objects").compactMap { node in
            guard let objects = node as? XMLElement else { return nil }
            let children = (objects.children ?? []).compactMap { $0 as? XMLElement }.filter { child in
                child.name != "placeholder" && child.name != "exit"
                    && !["firstResponder", "exit"].contains(child.attribute(forName: "sceneMemberID")?.stringValue)
            }
            // WatchKit's controllers say no sceneMemberID: the scene's first object is its controller.
            guard
                let controller = children.first(where: {
                    $0.attribute(forName: "sceneMemberID")?.stringValue == "viewController"
                }) ?? children.first,
                let controllerID = controller.attribute(forName: "id")?.stringValue
            else { return nil }
            let others = children.filter { $0 !== controller }.compactMap { $0.attribute(forName: "id")?.stringValue }
            let attachments = try objects.nodes(
                forXPath: ".//connections/outletCollection[@property='gestureRecognizers']"
            ).compactMap { node -> (view: String, recognizer: String)? in
                guard let connection = node as? XMLElement,
                    let view = (connection.parent?.parent as? XMLElement)?.attribute(forName: "id")?.stringValue,
                    let recognizer = connection.attribute(forName: "destination")?.stringValue
                else { return nil }
                return (view, recognizer)
            }
            return CountedScene(
                controller: controllerID, element: controller.name ?? "", others: others, attachments: attachments)
        }
    }

    @Test func everySceneObjectIsMadeWithItsController() throws {
        let options = Nib.Options(fallsBackToKnownBaseClass: true)
        var counted = 0
        var made = 0
        var applicationScenes: [String] = []
        var attached = 0
        var failures: [String] = []
        for url in XcodeCorpus.files() where url.pathExtension == "storyboard" {
            let storyboard = try Storyboard(contentsOf: url)
            for scene in try Self.countedScenes(in: url) where !scene.others.isEmpty || !scene.attachments.isEmpty {
                let name = "\(url.lastPathComponent): scene of \(scene.controller)"
                counted += scene.others.count
                guard let object = storyboard.document.objects.first(where: { $0.id == scene.controller }) else {
                    failures.append("\(name): the reader made no top-level object for the controller")
                    continue
                }
                // The scene alone: what its segues build (an embedded scene of a storyboard the
                // corpus lacks) is another test's concern.
                guard let (_, unarchiver) = try storyboard.instantiateSceneObjects(object, options: options),
                    let unarchiver
                else {
                    // AppKit's application scene: its `application` is no view controller; it
                    // is made as NSApplicationMain makes it, the application passed in.
                    applicationScenes.append("\(name) (\(scene.element))")
                    let objects = try storyboard.instantiateApplicationScene(options: options) ?? []
                    let ids = Set(objects.compactMap { ($0 as? any Archivable)?.unarchivedValues.archiveID })
                    for id in scene.others {
                        if ids.contains(id) {
                            made += 1
                        } else {
                            failures.append("\(name): \(id) was not made")
                        }
                    }
                    continue
                }
                for id in scene.others {
                    if unarchiver.object(withID: id) != nil {
                        made += 1
                    } else {
                        failures.append("\(name): \(id) was not made")
                    }
                }
                for (viewID, recognizerID) in scene.attachments {
                    guard let view = unarchiver.object(withID: viewID) as? View,
                        let recognizer = unarchiver.object(withID: recognizerID) as? GestureRecognizer
                    else {
                        failures.append("\(name): \(viewID) or \(recognizerID) is no view or recognizer")
                        continue
                    }
                    if recognizer.view === view && view.gestureRecognizers.contains(where: { $0 === recognizer }) {
                        attached += 1
                    } else {
                        failures.append("\(name): \(recognizerID) is not attached to \(viewID)")
                    }
                }
            }
        }
        print(
            "Xcode corpus: \(made) of \(counted) scene-level objects made with their controller; \(attached) "
                + "recognizers attached; application scenes: \(applicationScenes.joined(separator: ", "))"
        )
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
        #expect(made == counted)
        #expect(counted >= 30)
        #expect(attached >= 7)
        // Only AppKit's application scenes are not view controller scenes; the corpus has four.
        #expect(applicationScenes.allSatisfy { $0.hasSuffix("(application)") })
        #expect(applicationScenes.count >= 4)
    }
}
