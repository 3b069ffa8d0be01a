import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// Every modern-format file of the Xcode corpus loads and instantiates with no error: a `.xib`
/// through `Nib`, a `.storyboard` through `Storyboard`, every scene of it (the initial one, each
/// by its storyboard identifier, and the others by their controller's id). The apps' own classes
/// fall back to the element's class, as `Options.fallsBackToKnownBaseClass` promises.
@Suite(.enabled(if: XcodeCorpus.isAvailable, "the Xcode corpus folder is absent"))
struct XcodeCorpusLoadingTests {
    static let options = Nib.Options(
        fallsBackToKnownBaseClass: true,
        warningHandler: { warning in
            if ProcessInfo.processInfo.environment["NIBKIT_PRINT_WARNINGS"] != nil { print(warning) }
        })

    /// The first problem loading `url` meets, or nil when every part of it instantiates.
    static func problem(loading url: URL) -> String? {
        do {
            if url.pathExtension == "storyboard" {
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
                    _ = try storyboard.instantiateScene(scene, options: options)
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

    @Test func everyFileLoadsAndInstantiates() {
        let files = XcodeCorpus.files()
        var failures: [String] = []
        for url in files {
            if let problem = Self.problem(loading: url) { failures.append("\(url.lastPathComponent): \(problem)") }
        }
        print("Xcode corpus: \(files.count - failures.count) of \(files.count) files load and instantiate")
        #expect(failures.isEmpty, "\(failures.count) files do not load:\n\(failures.joined(separator: "\n"))")
    }
}
