import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// Every modern-format file of the Xcode corpus loads and instantiates with no error: a `.xib`
/// through `Nib` (and again converted to our JSON, as the same classes), a `.storyboard`
/// through `Storyboard`, every scene of it (the initial one, each by its storyboard identifier,
/// and the others by their controller's id) with every segue it can perform. The apps' own
/// classes fall back to the element's class, as `Options.fallsBackToKnownBaseClass` promises.
@Suite(XcodeCorpus.required)
struct XcodeCorpusLoadingTests {
    static let options = Nib.Options(
        fallsBackToKnownBaseClass: true,
        warningHandler: { warning in
            if ProcessInfo.processInfo.environment["NIBKIT_PRINT_WARNINGS"] != nil { print(warning) }
        })

    /// Counts the segues the test performs, across files.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add(_ n: Int) { lock.withLock { count += n } }
        var total: Int { lock.withLock { count } }
    }

    static let performed = Tally()

    /// The first problem loading `url` meets, or nil when every part of it instantiates.
    static func problem(loading url: URL) -> String? {
        do {
            if url.pathExtension == "storyboard" {
                return try withTemporaryFolder("corpus") { folder in
                    try storyboardProblem(try staged(url, in: folder))
                }
            } else {
                let nib = try Nib(contentsOf: url)
                let objects = try nib.instantiate(withOwner: nil, options: options)
                guard objects.count == nib.document.objects.count else {
                    return "\(objects.count) top-level objects for \(nib.document.objects.count) in the file"
                }
                // Converted to our JSON, the file keeps each object's base class, so it loads
                // as the same classes.
                let converted = try Nib(data: nib.document.data(format: .json), format: .json)
                let again = try converted.instantiate(withOwner: nil, options: options)
                guard again.map({ "\(type(of: $0))" }) == objects.map({ "\(type(of: $0))" }) else {
                    return "converted to JSON it loads other classes: \(again.map { type(of: $0) })"
                }
            }
            return nil
        } catch let error as NibLoadingError {
            return error.problems.prefix(3).map(\.description).joined(separator: "; ")
        } catch {
            return "\(error)"
        }
    }

    /// The first problem instantiating the storyboard at `url` (every scene, every segue), or nil.
    static func storyboardProblem(_ url: URL) throws -> String? {
        let storyboard = try Storyboard(contentsOf: url)
        if storyboard.document.objects.contains(where: { $0["isInitialViewController"] != nil }) {
            guard try storyboard.instantiateInitialViewController(options: options) != nil else {
                return "the initial scene is not a view controller"
            }
        }
        for identifier in storyboard.identifiers {
            _ = try storyboard.instantiateViewController(withIdentifier: identifier, options: options)
        }
        for scene in storyboard.document.objects {
            do {
                guard let controller = try storyboard.instantiateScene(scene, options: options) else { continue }
                performed.add(try performEverySegue(of: controller))
            } catch let error as NibLoadingError where isIncompleteReference(error) {
                continue
            }
        }
        return nil
    }

    /// `url` copied into `folder` with a small storyboard for each storyboard its references
    /// name (the corpus has only the file): one scene per referenced identifier, and an initial
    /// one. Loading those shows references are followed to the same folder.
    static func staged(_ url: URL, in folder: URL) throws -> URL {
        let document = try ArchiveDocument(data: Data(contentsOf: url), file: url.path)
        var identifiers: [String: Set<String>] = [:]
        for object in document.objects where object.className == "StoryboardReference" {
            guard case .value(.string(let name))? = object["storyboardName"] else { continue }
            if case .value(.string(let identifier))? = object["referencedIdentifier"] {
                identifiers[name, default: []].insert(identifier)
            } else {
                identifiers[name, default: []].formUnion([])  // the initial scene only
            }
        }
        let copy = folder.appendingPathComponent(url.lastPathComponent)
        try FileManager.default.copyItem(at: url, to: copy)
        for (name, ids) in identifiers where name + ".storyboard" != url.lastPathComponent {
            let scenes = (["Initial"] + ids.sorted()).enumerated().map { index, identifier in
                """
                <scene sceneID="s\(index)"><objects><viewController storyboardIdentifier="\(identifier)" id="c\(index)">\
                <view key="view" id="v\(index)"><rect key="frame" x="0" y="0" width="320" height="480"/></view>\
                </viewController></objects></scene>
                """
            }
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="c0"><scenes>\(scenes.joined())</scenes></document>
            """.write(to: folder.appendingPathComponent(name + ".storyboard"), atomically: true, encoding: .utf8)
        }
        return copy
    }

    /// A reference that names neither a storyboard nor a scene, which Xcode itself flags (R.swift's
    /// `toUnknown`): reported, as it should be.
    static func isIncompleteReference(_ error: NibLoadingError) -> Bool {
        error.problems.allSatisfy {
            $0.code == "NIB0412" && $0.message.contains("names neither a storyboard nor a scene")
        }
    }

    /// Performs each segue of `controller`, as `performSegue` or its control would (unwind segues aside): its
    /// destination must be built and shown, or, for a reference Xcode itself flags as
    /// incomplete, reported (`NIB0412`). Returns how many were performed.
    @discardableResult
    static func performEverySegue(of controller: ViewController) throws -> Int {
        var count = 0
        for template in controller.segueTemplates where template.kind != .unwind {
            do {
                let segue = try controller.perform(template, sender: nil)
                // Pushed, shown in a column or presented: somewhere a user would see it.
                guard segue.destination.parent != nil || segue.destination.presentingViewController != nil else {
                    throw SegueError(reason: .notFromStoryboard, identifier: template.identifier, controllerClass: "?")
                }
                controller.dismiss(animated: false)
                segue.destination.removeFromParent()
                count += 1
            } catch let error as NibLoadingError where isIncompleteReference(error) {
                continue
            }
        }
        return count
    }

    @Test func everyFileLoadsAndInstantiates() {
        let files = XcodeCorpus.files()
        var failures: [String] = []
        for url in files {
            if let problem = Self.problem(loading: url) { failures.append("\(url.lastPathComponent): \(problem)") }
        }
        print(
            "Xcode corpus: \(files.count - failures.count) of \(files.count) files load and instantiate; "
                + "\(Self.performed.total) segues performed")
        #expect(failures.isEmpty, "\(failures.count) files do not load:\n\(failures.joined(separator: "\n"))")
    }
}
