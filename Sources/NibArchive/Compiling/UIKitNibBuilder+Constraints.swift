import Foundation

extension UIKitNibBuilder {
    /// The `<constraint>`s `holder` holds, as `NSLayoutConstraint`s in the order ibtool archives
    /// them: grouped by first item in the order of the holder's subviews (the holder and other
    /// items first), in document order within a group.
    mutating func constraints(_ elements: [XMLElementNode], holder: XMLElementNode, subviewIDs: [String])
        throws(ArchiveReadError) -> [NibObjectGraph.Ref]
    {
        let holderID = holder["id"] ?? ""
        let rank = Dictionary(subviewIDs.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let ordered = elements.enumerated().sorted { lhs, rhs in
            let left = rank[lhs.element["firstItem"] ?? holderID] ?? -1
            let right = rank[rhs.element["firstItem"] ?? holderID] ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        var made: [NibObjectGraph.Ref] = []
        for (_, element) in ordered {
            guard element.name == "constraint" else { throw unsupported(element) }
            made.append(try constraint(element, holderID: holderID))
        }
        return made
    }

    /// One `<constraint>`: items (resolved at the end), attributes, relation, multiplier,
    /// constant, priority, identifier; defaults left out.
    mutating func constraint(_ element: XMLElementNode, holderID: String) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let (firstItem, firstAttribute) = try standIn(
            for: element["firstItem"] ?? holderID, element["firstAttribute"] ?? "", in: element)
        guard let first = ArchivedConstraint.attributes[firstAttribute] else { throw unsupported(element) }
        let constraint = graph.add("NSLayoutConstraint")
        if let id = element["id"] { objectsByID[id] = constraint }
        pendingReferences.append(.init(object: constraint, key: "NSFirstItem", id: firstItem, element: element))
        graph.set(constraint, "NSFirstAttributeV2", NibObjectGraph.integer(first))
        graph.set(constraint, "NSFirstAttribute", NibObjectGraph.integer(first))
        switch element["relation"] {
        case nil, "equal": break
        case "greaterThanOrEqual": graph.set(constraint, "NSRelation", NibObjectGraph.integer(1))
        case "lessThanOrEqual": graph.set(constraint, "NSRelation", .int64(-1))
        default: throw unsupported(element)
        }
        if let text = element["multiplier"] {
            guard let multiplier = ArchivedConstraint.multiplier(text) else { throw unsupported(element) }
            if multiplier != 1 { graph.set(constraint, "NSMultiplier", .double(multiplier)) }
        }
        if let item = element["secondItem"] {
            let (secondItem, secondAttribute) = try standIn(for: item, element["secondAttribute"] ?? "", in: element)
            guard let second = ArchivedConstraint.attributes[secondAttribute] else { throw unsupported(element) }
            pendingReferences.append(.init(object: constraint, key: "NSSecondItem", id: secondItem, element: element))
            graph.set(constraint, "NSSecondAttributeV2", NibObjectGraph.integer(second))
            graph.set(constraint, "NSSecondAttribute", NibObjectGraph.integer(second))
        }
        if let constant = try number(element, "constant"), constant != 0 {
            graph.set(constraint, "NSConstant", .double(constant))
        }
        graph.set(constraint, "NSShouldBeArchived", .bool(true))
        if let priority = element["priority"] {
            guard let value = Int(priority) else { throw unsupported(element) }
            if value != 1000 { graph.set(constraint, "NSPriority", NibObjectGraph.integer(value)) }
        }
        if let identifier = element["identifier"] {
            graph.set(constraint, "NSLayoutIdentifier", graph.string(identifier))
        }
        return constraint
    }

    /// The item and attribute a constraint names for `attribute` of the item `id`: the same,
    /// unless `id` is a safe-area guide compiled for systems before iOS 11
    /// (`safeAreaStandIns`), which names its stand-in.
    ///
    /// - Throws: `NIB0801` at `element` for the guide's vertical centre or height in a
    ///   controller's view, which no single item stands in for.
    func standIn(for id: String, _ attribute: String, in element: XMLElementNode) throws(ArchiveReadError)
        -> (id: String, attribute: String)
    {
        guard let standIn = safeAreaStandIns?[id] else { return (id, attribute) }
        guard let substitute = standIn.substitute(attribute) else {
            throw error(
                .unsupportedElement,
                "a constraint on the \(attribute) of a controller's safe area has no form before iOS 11, "
                    + "where the area lies between the top and bottom layout guides: raise "
                    + "--minimum-deployment-target to 11.0, or pin the guides' edges instead", at: element)
        }
        return substitute
    }

    /// The top and bottom layout guides `view` (the root of a controller's view nib compiled
    /// for systems before iOS 11) needs for its safe area's stand-in, when its controller
    /// has none of its own: (is top, id).
    func standInGuides(of view: XMLElementNode) -> [(isTop: Bool, id: String)] {
        guard let standIns = safeAreaStandIns,
            let guide = view.children.first(where: { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }),
            let standIn = standIns[guide["id"] ?? ""], let top = standIn.topGuide, let bottom = standIn.bottomGuide,
            !layoutGuides.contains(where: { $0["id"] == top })
        else { return [] }
        return [(true, top), (false, bottom)]
    }

    /// A controller's top or bottom layout guide (`<viewControllerLayoutGuide>`) in its view.
    mutating func layoutGuide(_ element: XMLElementNode, view: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> (guide: NibObjectGraph.Ref, constraints: [NibObjectGraph.Ref])
    {
        switch element["type"] {
        case "top": return layoutGuide(isTop: true, id: element["id"], view: view)
        case "bottom": return layoutGuide(isTop: false, id: element["id"], view: view)
        default: throw unsupported(element)
        }
    }

    /// A controller's top or bottom layout guide in its view: a hidden `_UILayoutGuide`
    /// holding its height constraint, with the constraints that pin it to the view (which the
    /// view holds, and the controller removes and replaces at run time).
    mutating func layoutGuide(isTop: Bool, id: String?, view: NibObjectGraph.Ref)
        -> (guide: NibObjectGraph.Ref, constraints: [NibObjectGraph.Ref])
    {
        let guide = graph.add("_UILayoutGuide")
        if let id { objectsByID[id] = guide }
        for key in ["UIDeepDrawRect", "UIOpaque", "UIHidden", "UIAutoresizeSubviews"] {
            graph.set(guide, key, .bool(true))
        }
        graph.set(guide, "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true))
        let support = graph.add("_UILayoutSupportConstraint")
        graph.set(support, "NSFirstItem", guide)
        set(support, first: 7)
        graph.set(support, "NSShouldBeArchived", .bool(true))
        graph.set(support, "NSPriority", NibObjectGraph.integer(999))
        graph.set(guide, "UIViewAutolayoutConstraints", graph.collection("NSMutableArray", [support]))
        graph.set(guide, "UIViewSemanticContentAttribute", NibObjectGraph.integer(0))
        graph.set(guide, "UIViewLargeContentStoredProperties", .null)
        graph.set(
            guide, "_UILayoutGuideIdentifier", graph.string(isTop ? "_UIViewControllerTop" : "_UIViewControllerBottom"))
        let leading = pin(guide, 5, to: view, 5)
        let height = graph.add("NSLayoutConstraint")
        graph.set(height, "NSFirstItem", guide)
        set(height, first: 8)
        graph.set(height, "NSShouldBeArchived", .bool(true))
        let removed =
            isTop ? [leading, pin(guide, 3, to: view, 3), height] : [leading, height, pin(view, 4, to: guide, 4)]
        graph.set(guide, "_UILayoutGuideConstraintsToRemove", graph.collection("NSArray", removed))
        return (guide, removed)
    }

    /// A view's safe-area guide (`<viewLayoutGuide key="safeArea">`) as the `UILayoutGuide`
    /// UIKit's `safeAreaLayoutGuide` is, in the form two compilers fitted on ibtool's output
    /// write it (iosc, from its corpus; WinObjC's later xib2nib): `UILayoutGuideOwningView`,
    /// `UILayoutGuideIdentifier` `UIViewSafeAreaLayoutGuide`, three flags false, and its four
    /// system constraints (`UIViewSafeAreaLayoutGuide-top`, `-left`, `-bottom`, `-right`: the
    /// guide's top and left on the view's, the view's bottom and right on the guide's) in
    /// `UILayoutGuideSystemConstraints`. The view lists it in `UIViewLayoutGuides`.
    mutating func safeAreaGuide(_ element: XMLElementNode, view: NibObjectGraph.Ref) -> NibObjectGraph.Ref {
        let guide = graph.add("UILayoutGuide")
        if let id = element["id"] { objectsByID[id] = guide }
        graph.set(guide, "UILayoutGuideOwningView", view)
        graph.set(guide, "UILayoutGuideIdentifier", graph.string("UIViewSafeAreaLayoutGuide"))
        for key in [
            "UILayoutGuideOwningViewIsLocked", "UILayoutGuideShouldBeArchived", "UILayoutGuideAllowsNegativeDimensions",
        ] {
            graph.set(guide, key, .bool(false))
        }
        let system = [
            ("top", pin(guide, 3, to: view, 3)), ("left", pin(guide, 1, to: view, 1)),
            ("bottom", pin(view, 4, to: guide, 4)), ("right", pin(view, 2, to: guide, 2)),
        ]
        for (edge, constraint) in system {
            graph.set(constraint, "NSLayoutIdentifier", graph.string("UIViewSafeAreaLayoutGuide-\(edge)"))
        }
        graph.set(guide, "UILayoutGuideSystemConstraints", graph.collection("NSArray", system.map(\.1)))
        return guide
    }

    /// Writes `attribute` as a constraint's first attribute, in both spellings.
    private mutating func set(_ constraint: NibObjectGraph.Ref, first attribute: Int) {
        graph.set(constraint, "NSFirstAttributeV2", NibObjectGraph.integer(attribute))
        graph.set(constraint, "NSFirstAttribute", NibObjectGraph.integer(attribute))
    }

    /// `first.firstAttribute == second.secondAttribute`.
    private mutating func pin(
        _ first: NibObjectGraph.Ref, _ firstAttribute: Int, to second: NibObjectGraph.Ref, _ secondAttribute: Int
    )
        -> NibObjectGraph.Ref
    {
        let constraint = graph.add("NSLayoutConstraint")
        graph.set(constraint, "NSFirstItem", first)
        set(constraint, first: firstAttribute)
        graph.set(constraint, "NSSecondItem", second)
        graph.set(constraint, "NSSecondAttributeV2", NibObjectGraph.integer(secondAttribute))
        graph.set(constraint, "NSSecondAttribute", NibObjectGraph.integer(secondAttribute))
        graph.set(constraint, "NSShouldBeArchived", .bool(true))
        return constraint
    }

    /// The ids of the constraints a view's `<variation key="default">` leaves out: constraints
    /// whose "Installed" box is cleared for every size class, which Interface Builder keeps in
    /// the document for design.
    ///
    /// Only a document with no other variation gets here: a size class's variation (which may
    /// install them again) has no known archived form yet and is refused at its element.
    ///
    /// - Throws: `NIB0801` for a variation that masks anything but constraints, or includes any.
    func uninstalledConstraints(_ variation: XMLElementNode) throws(ArchiveReadError) -> Set<String> {
        var ids: Set<String> = []
        for mask in variation.children {
            guard mask.name == "mask", mask["key"] == "constraints" else { throw unsupported(mask) }
            for entry in mask.children {
                guard entry.name == "exclude", let id = entry["reference"] else { throw unsupported(entry) }
                ids.insert(id)
            }
        }
        return ids
    }
}
