import Foundation
import FoundationXML

/// What an Xcode file holds, counted by a different parser (Foundation's `XMLDocument` with
/// XPath) than the reader's, to check the reader against: views with a frame (by id, with the
/// frame's size), installed constraints (outside `<variation>`, not `placeholder="YES"`),
/// outlets plus outlet collections, actions, and segues by id.
struct XcodeIndependentCount: Equatable {
    var viewSizes: [String: [Double]] = [:]
    var viewsWithoutID = 0
    var constraints = 0
    var outlets = 0
    var actions = 0
    var segueIDs: Set<String> = []

    init(data: Data) throws {
        let document = try XMLDocument(data: data, options: [])
        func nodes(_ path: String) throws -> [XMLElement] {
            try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }
        }
        let framed = try nodes(
            "//*[rect[@key='frame'] or (self::window and rect[@key='contentRect'])][not(ancestor::variation)]")
        for element in framed {
            let rect = element.elements(forName: "rect").first {
                ["frame", "contentRect"].contains($0.attribute(forName: "key")?.stringValue)
            }
            let size = ["width", "height"].map { Double(rect?.attribute(forName: $0)?.stringValue ?? "") ?? -1 }
            if let id = element.attribute(forName: "id")?.stringValue {
                viewSizes[id] = size
            } else {
                viewsWithoutID += 1
            }
        }
        constraints = try nodes("//constraint[not(ancestor::variation)][not(@placeholder='YES')]").count
        outlets = try nodes("//connections/outlet | //connections/outletCollection").count
        actions = try nodes("//connections/action").count
        segueIDs = Set(try nodes("//segue").compactMap { $0.attribute(forName: "id")?.stringValue })
    }
}
