import Foundation
import FoundationXML
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// Every `customObject` of the corpus that is no placeholder (found by XPath, not by the reader)
/// becomes a `CustomObject`, or an app class whose base is `CustomObject`; loaded with
/// `fallsBackToKnownBaseClass`, every one of a xib's is a `CustomObject`, never a `View`.
@Suite(XcodeCorpus.required)
struct XcodeCorpusCustomObjectTests {
    @Test func everyCustomObjectIsACustomObject() throws {
        var counted = 0
        var loaded = 0
        for url in XcodeCorpus.files() {
            let name = url.lastPathComponent
            let xml = try XMLDocument(data: Data(contentsOf: url), options: [])
            let ids = try xml.nodes(
                forXPath: "//customObject[@id and not(starts-with(@id, '-')) and not(@sceneMemberID)]/@id"
            ).compactMap(\.stringValue)
            guard !ids.isEmpty else { continue }
            counted += ids.count
            let document = try ArchiveDocument(data: Data(contentsOf: url), file: name)
            var objects: [String: ArchiveObject] = [:]
            document.forEachObject { objects[$0.id] = $0 }
            for id in ids {
                let object = objects[id]
                #expect(
                    object?.className == "CustomObject" || object?.baseClassName == "CustomObject",
                    "\(name): \(id) is \(object?.className ?? "missing")")
            }
            guard url.pathExtension == "xib" else { continue }
            let made = try Nib(contentsOf: url).instantiate(
                withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
            for object in made {
                guard let archived = object as? any Archivable, ids.contains(archived.unarchivedValues.archiveID ?? "")
                else { continue }
                // An AppKit model class on a plain Object (Hammerspoon's `NSFontManager`) loads
                // as `AppKitObject`, which keeps what the file says of it.
                #expect(object is CustomObject || object is AppKitObject, "\(name): \(type(of: object))")
                loaded += 1
            }
        }
        print("Xcode corpus: \(counted) custom objects, \(loaded) of them top-level in xibs loaded as CustomObject")
        #expect(counted >= 22)
        #expect(loaded >= 13)
    }
}
