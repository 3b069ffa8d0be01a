import Foundation

extension View {
    /// Checks the constraints and layout guides of the tree below the receiver (the receiver
    /// included):
    ///
    /// - every constraint a view holds names that view as its installing view, and appears once;
    /// - constraints only relate views of one tree: each item is the installing view or below it
    ///   (a guide counts as its owning view), so no constraint reaches into another tree or up
    ///   past the view holding it;
    /// - no item is missing (released, or a guide without an owning view);
    /// - attributes, multiplier and priority make a constraint UIKit would accept;
    /// - each guide in `layoutGuides` names the view as its owning view and is not a built-in one,
    ///   and each built-in guide belongs to its view.
    ///
    /// Tests call it, next to `_checkInvariants()` for the hierarchy.
    ///
    /// - Returns: a description of each violation; empty when everything is sound.
    /// - Complexity: O(n + c · d): n views, c constraints, d the depth of the tree.
    public func _checkConstraintInvariants() -> [String] {
        var problems: [String] = []
        func check(_ view: View) {
            var seen = Set<ObjectIdentifier>()
            for constraint in view.constraints {
                let name = "constraint \(constraint) on \(view.debugName)"
                if !seen.insert(ObjectIdentifier(constraint)).inserted { problems.append("\(name) is installed twice") }
                if constraint.container !== view {
                    problems.append("\(name) does not name that view as its installing view")
                }
                if let problem = constraint.attributeProblem {
                    problems.append("\(name) is invalid: \(problem.message)")
                }
                var items: [(String, AnyObject?)] = [("firstItem", constraint.firstItem)]
                if constraint.expectsSecondItem { items.append(("secondItem", constraint.secondItem)) }
                for (key, item) in items {
                    guard let item else {
                        problems.append("\(name): \(key) is missing")
                        continue
                    }
                    guard let itemView = LayoutConstraint.view(of: item) else {
                        problems.append("\(name): \(key) is a layout guide without an owning view")
                        continue
                    }
                    if !itemView.isDescendant(of: view) {
                        problems.append("\(name): \(key) \(itemView.debugName) is not \(view.debugName) or below it")
                    }
                }
            }
            for guide in view.ownLayoutGuides {
                if guide.owningView !== view {
                    problems.append("layout guide \(guide.debugName) of \(view.debugName) names another owning view")
                }
                if guide.builtIn != nil {
                    problems.append("built-in guide \(guide.debugName) is listed in layoutGuides")
                }
            }
            for kind in LayoutGuide.BuiltIn.allCases {
                if let guide = view.builtInGuides?[kind], guide.owningView !== view || guide.builtIn != kind {
                    problems.append("\(view.debugName).\(kind.propertyName) belongs to another view or kind")
                }
            }
            for subview in view.subviews { check(subview) }
        }
        check(self)
        return problems
    }
}
