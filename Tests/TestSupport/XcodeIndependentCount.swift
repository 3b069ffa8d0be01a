import Foundation
import FoundationXML

/// What an Xcode file holds, counted by a different parser (Foundation's `XMLDocument` with
/// XPath) than the reader's, to check the reader against: views (by id, with the frame's size
/// where the file gives one), installed constraints (outside `<variation>`, not
/// `placeholder="YES"`), outlets plus outlet collections, actions, and segues by id.
///
/// A view is an element outside `<variation>`s that has a frame (`<rect key="frame">`, a
/// window's `contentRect`; Xcode 8's `<frame key="frameInset">` gives its size too), an
/// `<autoresizingMask>` (which only views have), or stands in `<subviews>`. Counting frames alone misses real views: Xcode leaves out the frame of views
/// their container places (a navigation controller's bar and toolbar) and, in older files, of
/// views their constraints place (`fixedFrame` views, Xcode 8's constraint-only views); they are
/// views in the loaded tree and in `nibc dump`. WatchKit's interface objects have none of the
/// three: they are not views (WatchKit lays them out), and are not counted.
public struct XcodeIndependentCount: Equatable {
    /// The size (`[width, height]`) of each view with a frame, by id.
    public var viewSizes: [String: [Double]] = [:]
    /// The ids of the views the file gives no frame.
    public var framelessViewIDs: Set<String> = []
    /// Views without an id (framed or not).
    public var viewsWithoutID = 0

    /// Every view: with a frame, without one, and without an id.
    public var views: Int { viewSizes.count + framelessViewIDs.count + viewsWithoutID }
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
        let views = try nodes(
            "//*[rect[@key='frame'] or (self::window and rect[@key='contentRect']) or autoresizingMask "
                + "or parent::subviews][not(ancestor-or-self::variation)]")
        for element in views {
            // Xcode 8's `<frame key="frameInset">` holds a size unless measured from the far edges.
            let rect =
                element.elements(forName: "rect").first {
                    $0.attribute(forName: "key")?.stringValue == "frame"
                        || (element.name == "window" && $0.attribute(forName: "key")?.stringValue == "contentRect")
                }
                ?? element.elements(forName: "frame").first {
                    $0.attribute(forName: "key")?.stringValue == "frameInset" && $0.attribute(forName: "maxX") == nil
                        && $0.attribute(forName: "maxY") == nil && $0.attribute(forName: "width") != nil
                        && $0.attribute(forName: "height") != nil
                }
            guard let id = element.attribute(forName: "id")?.stringValue else {
                viewsWithoutID += 1
                continue
            }
            if let rect {
                viewSizes[id] = ["width", "height"].map { Double(rect.attribute(forName: $0)?.stringValue ?? "") ?? -1 }
            } else {
                framelessViewIDs.insert(id)
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
