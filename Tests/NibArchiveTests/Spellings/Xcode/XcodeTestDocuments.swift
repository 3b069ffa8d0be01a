import Foundation
import NibArchive

/// Small hand-written Xcode documents for the reader's rule tests.
enum XcodeTestDocuments {
    /// `objects` inside an iOS xib (or a macOS one), with `resources` after them.
    static func xib(_ objects: String, macOS: Bool = false, resources: String = "") -> String {
        let type = macOS ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = macOS ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)" useAutolayout="YES">
                <objects>
            \(objects)
                </objects>
                <resources>\(resources)</resources>
            </document>
            """
    }

    /// Reads `text` with the Xcode reader.
    static func read(_ text: String) throws -> ArchiveDocument {
        try XcodeDocumentReader().read(Data(text.utf8), file: "Test.xib")
    }

    /// Reads `objects` as an iOS (or macOS) xib and returns its only top-level object.
    static func object(_ objects: String, macOS: Bool = false, resources: String = "") throws -> ArchiveObject {
        let document = try read(xib(objects, macOS: macOS, resources: resources))
        guard let object = document.objects.first else { throw ReadProblem.noObject }
        return object
    }

    enum ReadProblem: Error { case noObject }
}

extension ArchiveValue {
    /// The object this value owns; nil for other values.
    var object: ArchiveObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The items of an array value; empty for other values.
    var items: [ArchiveValue] {
        if case .array(let items) = self { return items }
        return []
    }
}

extension XcodeTestDocuments {
    /// The keys some object of `document`, at any depth, holds more than once, as
    /// `"id.key"`; none in a document the reader made.
    static func keysHeldTwice(in document: ArchiveDocument) -> [String] {
        var found: [String] = []
        document.forEachObject { object in
            var seen: Set<String> = []
            for entry in object.entries where !seen.insert(entry.key).inserted {
                found.append(object.id + "." + entry.key)
            }
        }
        return found
    }
}
