import Foundation

extension UIKitStoryboardCompiler {
    /// The objects of a scene (`others`: custom objects, gesture recognizers, views outside the
    /// view), split between its view's nib and its controller's. The controller's holds those a
    /// connection of that nib names (its navigation or tab bar item, their bar button items, its
    /// toolbar items): it is loaded with the controller, so what they name is there before
    /// anything reads it (a tab bar item's `animation` outlet, in Ramotion's animated tab bar,
    /// is read as the tab bar controller loads, before any child's view). An object the view's
    /// nib names too, or that names something the view's nib holds, would have to be in both
    /// nibs: refused.
    ///
    /// A container's scene (a navigation controller's, with no view of its own) has no view's
    /// nib: all its objects go in the controller's (inferred; artsy's settings storyboard leaves
    /// a label there, named by nothing).
    ///
    /// - Returns: The objects of each nib, in document order.
    /// - Throws: `NIB0801` for an object both nibs name, or one reaching into the view's nib.
    func splitSceneObjects(of controller: XMLElementNode, _ others: [XMLElementNode]) throws(ArchiveReadError)
        -> (viewNib: [XMLElementNode], controllerNib: [XMLElementNode])
    {
        guard let view = controller.child(viewKey: "view") else { return ([], others) }
        let named = Self.destinations(inControllerNibOf: controller)
        let moves = others.map { !Self.ids(in: $0).isDisjoint(with: named) }
        let moving = zip(others, moves).filter(\.1).map(\.0)
        let staying = zip(others, moves).filter { !$0.1 }.map(\.0)
        guard !moving.isEmpty else { return (others, []) }
        // The controller's own outlets to them are made in its nib too (`viewConnections`).
        let viewSide = Self.destinations(in: [view] + staying)
        let viewIDs = ([view] + staying).reduce(into: Set<String>()) { $0.formUnion(Self.ids(in: $1)) }
        for object in moving {
            let ids = Self.ids(in: object)
            if !ids.isDisjoint(with: viewSide) || !Self.destinations(in: [object]).isDisjoint(with: viewIDs) {
                throw builder().error(
                    .unsupportedElement,
                    "<\(object.name)> is named from the controller's nib and reaches its view's nib too: "
                        + "one object cannot be in both", at: object)
            }
        }
        return (staying, moving)
    }

    /// What the outlets and actions of a controller's own nib name: those of everything it holds
    /// but its view, its refresh control and its own `<connections>` (made in the view's nib
    /// when they name the view).
    static func destinations(inControllerNibOf controller: XMLElementNode) -> Set<String> {
        destinations(
            in: controller.children.filter {
                $0.name != "connections" && $0["key"] != "view" && $0["key"] != "refreshControl"
            })
    }

    /// What the outlets, outlet collections and actions in `elements` name.
    static func destinations(in elements: [XMLElementNode]) -> Set<String> {
        var found: Set<String> = []
        func visit(_ node: XMLElementNode) {
            if ["outlet", "outletCollection", "action"].contains(node.name), let destination = node["destination"] {
                found.insert(destination)
            }
            for child in node.children { visit(child) }
        }
        for element in elements { visit(element) }
        return found
    }
}
