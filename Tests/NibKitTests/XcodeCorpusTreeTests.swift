import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// The tree a corpus file loads to holds what a different parser counts in the file
/// (`XcodeIndependentCount`): each view by id (with its frame's size where the file gives one), and the installed
/// constraints; and its storyboard's segues are on the controllers.
@Suite(XcodeCorpus.required)
struct XcodeCorpusTreeTests {
    /// What loading `url` made: every object by id, over every scene of a storyboard.
    static func loadedObjects(_ url: URL) throws -> [String: AnyObject] {
        let options = Nib.Options(fallsBackToKnownBaseClass: true)
        var nibs: [Nib] = []
        if url.pathExtension == "storyboard" {
            let storyboard = try Storyboard(contentsOf: url)
            nibs = storyboard.document.objects.map { Nib(document: storyboard.sceneDocument($0), file: url.path) }
        } else {
            nibs = [try Nib(contentsOf: url)]
        }
        var objects: [String: AnyObject] = [:]
        for nib in nibs {
            var instantiation = NibInstantiation(nib: nib, owner: nil, options: options)
            _ = try instantiation.run()
            objects.merge(instantiation.unarchiver?.objectsByID ?? [:]) { first, _ in first }
        }
        return objects
    }

    /// The ids of the objects under an AppKit-only object (an `NS...` class no registry has:
    /// a table column, a toolbar item, a box's content), which the loader keeps verbatim.
    static func idsUnderAppKitOnlyObjects(_ document: ArchiveDocument) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ object: ArchiveObject, inside: Bool) {
            let hidden = inside || (object.className.hasPrefix("NS") && object.baseClassName == nil)
            if hidden { ids.insert(object.id) }
            // An AppKit window, tab or split controller loads as a ViewController, which reads
            // its `view`, not its `window` or `tabView`.
            let controller = object.baseClassName == "ViewController"
            for entry in object.entries {
                visit(entry.value, inside: hidden || (controller && entry.key != "view"))
            }
        }
        func visit(_ value: ArchiveValue, inside: Bool) {
            switch value {
            case .object(let object): visit(object, inside: inside)
            case .array(let items): for item in items { visit(item, inside: inside) }
            case .dictionary(let members): for member in members { visit(member.value, inside: inside) }
            default: break
            }
        }
        for object in document.objects { visit(object, inside: false) }
        return ids
    }

    @Test func loadedTreesHoldWhatAnotherParserCounts() throws {
        var lines = [
            "| file | views counted | loaded | constraints counted | installed |", "|---|---:|---:|---:|---:|",
        ]
        var failures: [String] = []
        for url in XcodeCorpus.files() {
            let data = try Data(contentsOf: url)
            let name = url.lastPathComponent
            let expected = try XcodeIndependentCount(data: data)
            let document = try ArchiveDocument(data: data, file: name)
            let objects = try Self.loadedObjects(url)
            let views = objects.compactMapValues { $0 as? View }
            let verbatim = Self.idsUnderAppKitOnlyObjects(document)
            var loaded = 0
            for (id, size) in expected.viewSizes.sorted(by: { $0.key < $1.key }) {
                guard let view = views[id] else {
                    if !verbatim.contains(id) { failures.append("\(name): view \(id) was not loaded") }
                    continue
                }
                loaded += 1
                if [Double(view.frame.width), Double(view.frame.height)] != size {
                    failures.append("\(name): view \(id) is \(view.frame.size), the file says \(size)")
                }
            }
            // Views the file gives no frame load as views too.
            for id in expected.framelessViewIDs.sorted() where views[id] == nil && !verbatim.contains(id) {
                failures.append("\(name): view \(id) (no frame in the file) was not loaded")
            }
            let installed = views.values.reduce(0) { $0 + $1.constraints.count }
            // Constraints of views kept verbatim are not installed; every other one is. (A view
            // kept verbatim that a constraint names is made, by that reference, and installs its
            // own.)
            let verbatimConstraints = try XcodeIndependentCount.constraints(
                in: data, heldByViewsIn: verbatim.subtracting(views.keys))
            if installed != expected.constraints - verbatimConstraints {
                failures.append(
                    "\(name): \(installed) constraints installed, the file has \(expected.constraints) "
                        + "(\(verbatimConstraints) in content kept verbatim)")
            }
            if name.hasSuffix(".storyboard") {
                let templates = document.objects.flatMap { StoryboardSceneBuilder.templates(in: [$0]) }
                let nested = data.split(separator: UInt8(ascii: "<")).count { $0.starts(with: Data("segue key=".utf8)) }
                if templates.count + nested != expected.segueIDs.count {
                    failures.append(
                        "\(name): \(templates.count) segues on the scenes, the file has \(expected.segueIDs.count)")
                }
            }
            lines.append(
                "| \(name) | \(expected.viewSizes.count) | \(loaded) | \(expected.constraints) | \(installed) |")
        }
        print(lines.joined(separator: "\n"))
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}
