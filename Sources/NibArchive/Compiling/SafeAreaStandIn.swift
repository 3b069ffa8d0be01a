import Foundation

/// What stands in for a safe-area guide in the `runtime.nib` Xcode writes beside
/// `objects-11.0+.nib` for systems before iOS 11, which have no safe area
/// (`Formats/nibarchive.md`, "Deployment targets").
///
/// Those systems lay a storyboard controller's view out below its top layout guide and above
/// its bottom one, and any other view (every view of a `.xib`) to its edges: Interface Builder
/// documents it so, and developers found it so on iOS 10 (a `.xib`'s safe area there is the
/// view's bounds). So a constraint naming the guide of a controller's view names the
/// controller's `topLayoutGuide.bottom` for its top, `bottomLayoutGuide.top` for its bottom,
/// and the view for the rest; one naming another view's guide names that view.
struct SafeAreaStandIn: Equatable {
    /// The id of the view whose guide it is.
    let view: String
    /// The ids of the top and bottom layout guides of the controller the view belongs to (a
    /// storyboard controller's view); nil for any other view.
    let topGuide: String?
    let bottomGuide: String?

    /// The item and attribute a constraint names instead of the guide's `attribute`; nil for
    /// the guide's vertical centre and height between two layout guides, which no single
    /// constraint can name.
    func substitute(_ attribute: String) -> (id: String, attribute: String)? {
        guard let topGuide, let bottomGuide else { return (view, attribute) }
        switch attribute {
        case "top": return (topGuide, "bottom")
        case "bottom": return (bottomGuide, "top")
        case "centerY", "height": return nil
        default: return (view, attribute)
        }
    }

    /// The stand-in for each safe-area guide of `document`, by the guide's id. A storyboard
    /// controller's view uses the controller's `<viewControllerLayoutGuide>`s when it has them,
    /// else guides the compiler makes for it, named `<guide id>~top` and `<guide id>~bottom`
    /// (no id of Interface Builder's has a `~`).
    static func standIns(in document: XMLElementNode) -> [String: SafeAreaStandIn] {
        let isStoryboard = document.child("scenes") != nil
        var found: [String: SafeAreaStandIn] = [:]
        func visit(_ element: XMLElementNode, parent: XMLElementNode?) {
            for child in element.children {
                guard child.name == "viewLayoutGuide", child["key"] == "safeArea", let id = child["id"] else {
                    visit(child, parent: element)
                    continue
                }
                guard let view = element["id"] else { continue }
                if isStoryboard, element["key"] == "view", let controller = parent,
                    controller.name.hasSuffix("Controller")
                {
                    let guides = controller.child("layoutGuides").map { Array($0.children) } ?? []
                    let top = guides.first { $0["type"] == "top" }?["id"] ?? "\(id)~top"
                    let bottom = guides.first { $0["type"] == "bottom" }?["id"] ?? "\(id)~bottom"
                    found[id] = SafeAreaStandIn(view: view, topGuide: top, bottomGuide: bottom)
                } else {
                    found[id] = SafeAreaStandIn(view: view, topGuide: nil, bottomGuide: nil)
                }
            }
        }
        visit(document, parent: nil)
        return found
    }
}
