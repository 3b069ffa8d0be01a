import Foundation

extension AppKitNibBuilder {
    /// A constraint's item, still an id: resolved once every object exists, since a constraint
    /// may name a layout guide declared after it.
    struct PendingItem {
        var constraint: NibObjectGraph.Ref
        var key: String
        var id: String
        var element: XMLElementNode
    }

    /// A view's `<viewLayoutGuide>`: archived as an `NSLayoutGuide` only when a constraint
    /// names it.
    struct DeclaredGuide {
        var owner: NibObjectGraph.Ref
        var key: String
        var element: XMLElementNode
    }

    /// The ids of the views of `document` that constraints lay out: those some `<constraint>`
    /// names (a constraint without a first item names the view that holds it), and a stack view
    /// with views and the views it arranges (`stackview_identifier`).
    static func constrainedIDs(in document: XMLElementNode) -> Set<String> {
        var found: Set<String> = []
        func visit(_ element: XMLElementNode) {
            for child in element.children {
                if child.name == "stackView" {
                    let arranged = child.children.filter { $0.name == "subviews" }.flatMap(\.children)
                    if !arranged.isEmpty, let id = child["id"] {
                        found.insert(id)
                        found.formUnion(arranged.compactMap { $0["id"] })
                    }
                }
                if child.name == "constraints" {
                    for constraint in child.children {
                        if let id = constraint["firstItem"] ?? element["id"] { found.insert(id) }
                        if let id = constraint["secondItem"] { found.insert(id) }
                    }
                }
                visit(child)
            }
        }
        visit(document)
        return found
    }

    /// A view's `<constraints>`: its `NSViewConstraints`, an `NSArray` of `NSLayoutConstraint`s
    /// in the order ibtool archives them, grouped by the subview each one constrains (its first
    /// item, or its second when the first is the view itself) in subview order, the view's own
    /// first; within a group in document order. Each is a listed object under the view, listed
    /// after the view's other children (``listConstraints()``), as Interface Builder's outline
    /// shows them: `test4` lists an image view's cell before its constraints.
    ///
    /// ibtool orders a group as the constraints were made in Interface Builder, which the
    /// document does not keep (it writes them sorted by id). `NibArchiveComparison` matches
    /// `NSViewConstraints` in any order, but the listing (`NSObjectsKeys`) keeps ibtool's, so
    /// a pair whose groups were made out of order differs there (`layout_guide`).
    mutating func viewConstraints(_ element: XMLElementNode, holder: XMLElementNode, object: NibObjectGraph.Ref)
        throws(ArchiveReadError)
    {
        let holderID = holder["id"] ?? ""
        let subviewIDs = holder.children.filter { $0.name == "subviews" }.flatMap(\.children).compactMap { $0["id"] }
        let rank = Dictionary(subviewIDs.enumerated().map { ($0.element, $0.offset) }) { first, _ in first }
        func group(_ constraint: XMLElementNode) -> Int {
            let first = constraint["firstItem"] ?? holderID
            let constrained = first == holderID ? constraint["secondItem"] ?? holderID : first
            return rank[constrained] ?? -1
        }
        let ordered = element.children.enumerated().sorted { lhs, rhs in
            let left = group(lhs.element)
            let right = group(rhs.element)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        var made: [NibObjectGraph.Ref] = []
        for (_, child) in ordered {
            guard child.name == "constraint" else {
                throw error(
                    .unsupportedElement, "<\(child.name)> in <constraints> has no known archived form yet", at: child)
            }
            let constraint = try self.constraint(child, holderID: holderID)
            unlistedConstraints.append((constraint, child, object))
            made.append(constraint)
        }
        graph.set(object, "NSViewConstraints", graph.collection("NSArray", made))
    }

    /// One `<constraint>`: items (resolved at the end), attributes, relation, multiplier, the
    /// constant in both spellings (`NSConstantV2`, `NSConstant`) or, for a system spacing
    /// (`symbolic="YES"`), `NSSymbolicConstant` `NSSpace` alone; priority. Defaults left out.
    private mutating func constraint(_ element: XMLElementNode, holderID: String) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        func refuse(_ what: String) -> ArchiveReadError {
            error(.unsupportedElement, "a constraint's \(what) has no known archived form", at: element)
        }
        guard let first = ArchivedConstraint.attributes[element["firstAttribute"] ?? ""] else {
            throw refuse("first attribute '\(element["firstAttribute"] ?? "")'")
        }
        for name in ["identifier", "placeholder"] where element.has(name) { throw refuse("'\(name)'") }
        let constraint = graph.add("NSLayoutConstraint")
        pendingItems.append(
            PendingItem(
                constraint: constraint, key: "NSFirstItem", id: element["firstItem"] ?? holderID, element: element))
        graph.set(constraint, "NSFirstAttributeV2", NibObjectGraph.integer(first))
        graph.set(constraint, "NSFirstAttribute", NibObjectGraph.integer(first))
        switch element["relation"] {
        case nil, "equal": break
        case "greaterThanOrEqual": graph.set(constraint, "NSRelation", NibObjectGraph.integer(1))
        case "lessThanOrEqual": graph.set(constraint, "NSRelation", NibObjectGraph.integer(-1))
        case let other?: throw refuse("relation '\(other)'")
        }
        if let text = element["multiplier"] {
            guard let multiplier = ArchivedConstraint.multiplier(text) else { throw refuse("multiplier '\(text)'") }
            if multiplier != 1 { graph.set(constraint, "NSMultiplier", .double(multiplier)) }
        }
        if let secondItem = element["secondItem"] {
            guard let second = ArchivedConstraint.attributes[element["secondAttribute"] ?? ""] else {
                throw refuse("second attribute '\(element["secondAttribute"] ?? "")'")
            }
            pendingItems.append(
                PendingItem(constraint: constraint, key: "NSSecondItem", id: secondItem, element: element))
            graph.set(constraint, "NSSecondAttributeV2", NibObjectGraph.integer(second))
            graph.set(constraint, "NSSecondAttribute", NibObjectGraph.integer(second))
        }
        if element.attribute("symbolic", is: "YES") {
            graph.set(constraint, "NSSymbolicConstant", string("NSSpace"))
        } else if let text = element["constant"] {
            guard let constant = Double(text) else { throw refuse("constant '\(text)'") }
            if constant != 0 {
                graph.set(constraint, "NSConstantV2", .double(constant))
                graph.set(constraint, "NSConstant", .double(constant))
            }
        }
        graph.set(constraint, "NSShouldBeArchived", .bool(true))
        if let text = element["priority"] {
            guard let priority = Int(text) else { throw refuse("priority '\(text)'") }
            if priority != 1000 { graph.set(constraint, "NSPriority", NibObjectGraph.integer(priority)) }
        }
        return constraint
    }

    /// Lists the constraints made since the last call, under the views that hold them: called
    /// once a view's other children are listed.
    mutating func listConstraints() {
        for (constraint, element, holder) in unlistedConstraints { list(constraint, element, parent: holder) }
        unlistedConstraints.removeAll()
    }

    /// Sets every constraint's items, making the `NSLayoutGuide` of each view guide a constraint
    /// names (`NSViewLayoutGuides` of its view). An id the document does not hold is `NIB0802`.
    mutating func resolveConstraintItems() throws(ArchiveReadError) {
        var guidesByOwner: [(owner: NibObjectGraph.Ref, guides: [NibObjectGraph.Ref])] = []
        for item in pendingItems {
            if objectsByID[item.id] == nil, let declared = declaredGuides[item.id] {
                guard declared.key == "safeArea" else {
                    throw error(
                        .unsupportedElement,
                        "a constraint to the '\(declared.key)' layout guide has no known archived form yet",
                        at: item.element)
                }
                let guide = graph.add("NSLayoutGuide")
                graph.set(guide, "NSLayoutGuideIdentifier", string("NSViewSafeAreaLayoutGuide"))
                graph.set(guide, "NSShouldBeArchived", .bool(true))
                graph.set(guide, "NSLayoutGuideNegativeSize", .bool(true))
                graph.set(guide, "NSLayoutGuideLockedToOwningView", .bool(true))
                graph.set(guide, "NSLayoutGuideSystemConstraints", graph.collection("NSMutableArray", []))
                objectsByID[item.id] = guide
                if let index = guidesByOwner.firstIndex(where: { $0.owner == declared.owner }) {
                    guidesByOwner[index].guides.append(guide)
                } else {
                    guidesByOwner.append((declared.owner, [guide]))
                }
            }
            guard let target = objectsByID[item.id] else {
                throw error(
                    .unknownConnectionTarget, "the constraint names item \(item.id), which the document does not hold",
                    at: item.element)
            }
            graph.set(item.constraint, item.key, target)
        }
        for (owner, guides) in guidesByOwner {
            graph.set(owner, "NSViewLayoutGuides", graph.collection("NSArray", guides))
        }
    }

    /// `IBNSSafeAreaLayoutGuide` or `IBNSLayoutMarginsGuide` of a view that declares the guide
    /// (`<viewLayoutGuide key="safeArea">`, `"layoutMargins"`): an `IBNSViewAutolayoutGuide` of
    /// system type 2 or 1; nil for any other view.
    mutating func autolayoutGuideKeys(_ object: NibObjectGraph.Ref, _ element: XMLElementNode) {
        for (key, guideKey, type) in [
            ("IBNSSafeAreaLayoutGuide", "safeArea", 2), ("IBNSLayoutMarginsGuide", "layoutMargins", 1),
        ] {
            if element.children.contains(where: { $0.name == "viewLayoutGuide" && $0["key"] == guideKey }) {
                let guide = graph.add("IBNSViewAutolayoutGuide")
                graph.set(guide, "IBNSLayoutGuideSystemType", NibObjectGraph.integer(type))
                graph.set(object, key, guide)
            } else {
                graph.set(object, key, .null)
            }
        }
    }
}
