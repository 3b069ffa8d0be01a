import ViewCore

extension CompiledNibMapper {
    /// `NSLayoutAttribute`'s raw values as UIKit names them (0 is no attribute).
    static let layoutAttributes = [
        "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
        "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// The constraints under `key` of object `index` as the view's `constraints`, each a
    /// `LayoutConstraint`; the layout-support constraints UIKit adds for its own guides are left
    /// out, as the Xcode reader leaves their guides' internals out.
    func mapConstraints(_ index: Int, key: String, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        guard graph.reference(index, key) != nil else { return }
        entries.consume(key)
        var constraints: [ArchiveValue] = []
        for constraint in graph.objectItems(index, key)
        where graph.className(constraint) != "_UILayoutSupportConstraint" {
            mapped[constraint] = id(constraint)
            constraints.append(.object(try mapConstraint(constraint, owner: index)))
        }
        if !constraints.isEmpty { entries.set("constraints", .array(constraints)) }
    }

    /// One `NSLayoutConstraint`: items, attributes, relation, multiplier, constant, priority,
    /// identifier; the rest kept.
    func mapConstraint(_ index: Int, owner: Int) throws(ArchiveReadError) -> ArchiveObject {
        let node = ArchiveObject(className: "LayoutConstraint", id: id(index))
        var entries = CompiledNibEntries()
        entries.consume(
            "NSFirstItem", "NSFirstAttribute", "NSFirstAttributeV2", "NSSecondItem", "NSSecondAttribute",
            "NSSecondAttributeV2", "NSRelation", "NSMultiplier", "NSConstant", "NSConstantV2", "NSPriority",
            "NSLayoutIdentifier", "NSShouldBeArchived")
        setItem(graph.reference(index, "NSFirstItem") ?? owner, key: "firstItem", into: &entries)
        let first = graph.value(index, "NSFirstAttribute")?.integer ?? 0
        entries.set("firstAttribute", .string(Self.attributeName(first)))
        if let relation = graph.value(index, "NSRelation")?.integer, relation != 0 {
            entries.set("relation", .string(relation < 0 ? "lessThanOrEqual" : "greaterThanOrEqual"))
        }
        if let second = graph.reference(index, "NSSecondItem") {
            setItem(second, key: "secondItem", into: &entries)
            entries.set(
                "secondAttribute", .string(Self.attributeName(graph.value(index, "NSSecondAttribute")?.integer ?? 0)))
        }
        if let multiplier = graph.number(index, "NSMultiplier"), multiplier != 1 {
            entries.set("multiplier", .real(multiplier))
        }
        if let constant = graph.number(index, "NSConstant") ?? graph.number(index, "NSConstantV2"), constant != 0 {
            entries.set("constant", .real(constant))
        } else if graph.string(index, "NSSymbolicConstant") == "NSSpace" {
            // AppKit's standard spacing, which ibtool leaves to the system (`NSSpace`, no
            // constant) and a `.xib` writes out as Interface Builder resolved it, with
            // `symbolic`: 20 points from a view to its superview's edge, 8 between siblings.
            let first = graph.reference(index, "NSFirstItem") ?? owner
            let second = graph.reference(index, "NSSecondItem")
            let toSuperview =
                second.map {
                    graph.reference(first, "NSSuperview") == $0 || graph.reference($0, "NSSuperview") == first
                }
                ?? false
            entries.set("constant", .real(toSuperview ? 20 : 8))
            entries.set("symbolic", .bool(true))
            entries.consume("NSSymbolicConstant")
        }
        if let priority = graph.number(index, "NSPriority"), priority != 1000 {
            entries.set("priority", .real(priority))
        }
        if let identifier = graph.string(index, "NSLayoutIdentifier") { entries.set("identifier", .string(identifier)) }
        var kept: [(key: String, value: ArchiveValue)] = []
        for (key, payload) in graph.values(index) where !entries.consumed.contains(key) {
            if !kept.contains(where: { $0.key == key }) { kept.append((key, try plain(payload))) }
        }
        if !kept.isEmpty { entries.set(Self.keptKey, .dictionary(kept)) }
        node.entries = entries.entries
        return node
    }

    /// A constraint item: a reference, or for a view's safe-area guide (AppKit's `NSLayoutGuide`
    /// `NSViewSafeAreaLayoutGuide` in the nib) the view and `…Guide` `safeArea`, as the Xcode
    /// reader models a `<viewLayoutGuide key="safeArea">`.
    func setItem(_ item: Int, key: String, into entries: inout CompiledNibEntries) {
        if let view = safeAreaGuideOwners[item] {
            entries.set(key, .reference(id(view)))
            entries.set(key + "Guide", .string("safeArea"))
        } else {
            entries.set(key, .reference(id(item)))
        }
    }

    /// Whether object `index` is a view's safe-area guide (AppKit's or UIKit's).
    func isSafeAreaGuide(_ index: Int) -> Bool {
        switch graph.className(index) {
        case "NSLayoutGuide": graph.string(index, "NSLayoutGuideIdentifier") == "NSViewSafeAreaLayoutGuide"
        case "UILayoutGuide": graph.string(index, "UILayoutGuideIdentifier") == "UIViewSafeAreaLayoutGuide"
        default: false
        }
    }

    /// `NSViewLayoutGuides`: the safe-area guide is the view's own (constraints name the view,
    /// see `setItem`), as the Xcode reader leaves it out; other guides are the view's
    /// `layoutGuides`, each a `LayoutGuide` with its identifier.
    func mapLayoutGuides(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        let key = platform == .uiKit ? "UIViewLayoutGuides" : "NSViewLayoutGuides"
        guard graph.reference(index, key) != nil else { return }
        entries.consume(key)
        var guides: [ArchiveValue] = []
        for guide in graph.objectItems(index, key) where !isSafeAreaGuide(guide) {
            guides.append(try owned(guide))
        }
        if !guides.isEmpty { entries.set("layoutGuides", .array(guides)) }
    }

    static func attributeName(_ raw: Int) -> String {
        layoutAttributes.indices.contains(raw) ? layoutAttributes[raw] : "notAnAttribute"
    }
}
