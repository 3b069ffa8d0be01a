import Foundation
import FoundationXML

/// What an Xcode file holds, counted by a different parser (Foundation's `XMLDocument` with
/// XPath) than the reader's, to check the reader against: views with a frame (by id, with the
/// frame's size), installed constraints (outside `<variation>`, not `placeholder="YES"`),
/// outlets plus outlet collections, actions, and segues by id.
public struct XcodeIndependentCount: Equatable {
    /// The size (`[width, height]`) of each view with a frame, by id.
    public var viewSizes: [String: [Double]] = [:]
    /// Views with a frame but no id.
    public var viewsWithoutID = 0
    /// Constraints outside `<variation>`s, not `placeholder="YES"`.
    public var constraints = 0
    /// Outlets plus outlet collections.
    public var outlets = 0
    /// Actions.
    public var actions = 0
    /// The ids of the segues.
    public var segueIDs: Set<String> = []

    /// Counts the Xcode file `data`.
    public init(data: Data) throws {
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

    /// The constraints (as `constraints` counts them) that the views whose ids are in `ids` hold.
    public static func constraints(in data: Data, heldByViewsIn ids: Set<String>) throws -> Int {
        let document = try XMLDocument(data: data, options: [])
        let holders = try document.nodes(forXPath: "//*[@id][constraints][not(ancestor::variation)]")
        return holders.compactMap { $0 as? XMLElement }.reduce(0) { count, holder in
            guard let id = holder.attribute(forName: "id")?.stringValue, ids.contains(id) else { return count }
            let installed = holder.elements(forName: "constraints").flatMap { $0.elements(forName: "constraint") }
                .filter { $0.attribute(forName: "placeholder")?.stringValue != "YES" }
            return count + installed.count
        }
    }
}
