import Foundation
import FoundationXML
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// Every segue of the corpus storyboards whose source is a button, a bar button item, a table
/// view cell, a collection view cell or a gesture recognizer of a scene (found by XPath, not by
/// the reader) fires when its source is tapped, selected or recognizes its gesture: the
/// source's scene, built alone, presents the destination (an unwind segue, nothing).
@Suite(XcodeCorpus.required)
struct XcodeCorpusSegueTriggerTests {
    struct TriggeredSegue {
        var source: String
        var element: String
        var kind: String
        /// The storyboard a reference destination names, when it is not beside the file.
        var missingStoryboard: String?
    }

    /// The segues the sources above hold.
    static func triggeredSegues(in url: URL) throws -> [TriggeredSegue] {
        let document = try XMLDocument(data: Data(contentsOf: url), options: [])
        let segues = try document.nodes(
            forXPath: "//*[self::button or self::barButtonItem or self::tableViewCell or self::collectionViewCell "
                + "or contains(name(), 'GestureRecognizer')]/connections/segue")
        return try segues.compactMap { node in
            guard let segue = node as? XMLElement, let source = segue.parent?.parent as? XMLElement,
                let id = source.attribute(forName: "id")?.stringValue, let name = source.name
            else { return nil }
            let destination = segue.attribute(forName: "destination")?.stringValue ?? ""
            let reference = try document.nodes(forXPath: "//viewControllerPlaceholder[@id='\(destination)']").first
            let storyboardName = (reference as? XMLElement)?.attribute(forName: "storyboardName")?.stringValue
            let beside = storyboardName.map {
                FileManager.default.fileExists(
                    atPath: url.deletingLastPathComponent().appendingPathComponent($0 + ".storyboard").path)
            }
            return TriggeredSegue(
                source: id, element: name, kind: segue.attribute(forName: "kind")?.stringValue ?? "",
                missingStoryboard: beside == false ? storyboardName : nil)
        }
    }

    /// Taps, selects or recognizes a gesture on `source` as the user would.
    static func trigger(_ source: AnyObject?) -> Bool {
        switch source {
        case let button as Button: button.simulateTap()
        case let item as BarButtonItem: item.simulateTap()
        case let cell as TableViewCell: cell.simulateSelection()
        case let cell as CollectionViewCell: cell.simulateSelection()
        case let recognizer as GestureRecognizer: recognizer.simulateRecognition()
        default: false
        }
    }

    @Test func tappingOrSelectingTheSourcePerformsTheSegue() throws {
        let options = Nib.Options(fallsBackToKnownBaseClass: true)
        var performed = 0
        var total = 0
        var failures: [String] = []
        for url in XcodeCorpus.files() where url.pathExtension == "storyboard" {
            let segues = try Self.triggeredSegues(in: url)
            total += segues.count
            guard !segues.isEmpty else { continue }
            let storyboard = try Storyboard(contentsOf: url)
            let builder = StoryboardSceneBuilder(storyboard: storyboard, options: options)
            for segue in segues {
                let name = "\(url.lastPathComponent): \(segue.element) \(segue.source) (\(segue.kind))"
                var ids: [String: ArchiveObject] = [:]
                guard
                    let scene = storyboard.document.objects.first(where: { object in
                        ids = [:]
                        ArchiveDocument(objects: storyboard.sceneObjects(object)).forEachObject { ids[$0.id] = $0 }
                        return ids[segue.source] != nil
                    }),
                    let (controller, unarchiver) = try builder.buildScene(scene, building: [])
                else {
                    failures.append("\(name): no scene holds the source")
                    continue
                }
                guard Self.trigger(unarchiver?.object(withID: segue.source)) else {
                    failures.append("\(name): the source was not made, or did not take the tap")
                    continue
                }
                // A destination in a storyboard the corpus does not have is reported, not shown;
                // an unwind segue returns to a scene that presented this one, and shows nothing.
                let presents = segue.missingStoryboard == nil && segue.kind != "unwind"
                if (controller.presentedViewController != nil) != presents {
                    failures.append(
                        "\(name): \(controller.presentedViewController == nil ? "nothing was" : "something was") presented"
                    )
                } else if presents {
                    performed += 1
                }
            }
        }
        print("\(performed) of \(total) segues performed by tapping or selecting their source")
        #expect(total >= 50)
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}
