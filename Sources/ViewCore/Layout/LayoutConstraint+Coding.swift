import Foundation

/// The archive keys of `LayoutConstraint`: the Swift property names.
///
/// | key | value | default (left out) |
/// |---|---|---|
/// | `firstItem` | reference to a `View` or `LayoutGuide` | required |
/// | `firstItemGuide` | `layoutMargins`, `safeArea`, `readableContent`, `contentLayout`, `frameLayout`: the item is that built-in guide of the view `firstItem` names | absent |
/// | `firstAttribute` | attribute name | required |
/// | `relation` | `lessThanOrEqual`, `equal`, `greaterThanOrEqual` | `equal` |
/// | `secondItem` | reference to a `View` or `LayoutGuide` | absent: constant-only |
/// | `secondItemGuide` | as `firstItemGuide`, for `secondItem` | absent |
/// | `secondAttribute` | attribute name | `notAnAttribute` |
/// | `multiplier` | real | 1 |
/// | `constant` | real | 0 |
/// | `priority` | real, 1...1000 | 1000 |
/// | `identifier` | string | nil |
///
/// Items are references (`encodeConditionalObject`), never owned: the views they name are
/// owned by the tree and may come later in the file; they are assigned once every object exists.
///
/// `isActive` is not archived: it is implied by where the constraint is. A constraint in a view's
/// `constraints` is installed, so it is archived there and re-installed by `View.init(coder:)`;
/// an inactive constraint is only archived if something references it (an outlet), and comes
/// back inactive. `shouldBeArchived` is not archived either: a constraint with false is not written.
extension LayoutConstraint {
    struct DecodedValues {
        var firstAttribute: Attribute
        var relation: Relation
        var secondAttribute: Attribute
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: LayoutPriority
        var identifier: String?
        var hasSecondItem: Bool
        /// The built-in guide of the view each item names, when the item is that guide.
        var firstItemGuide: LayoutGuide.BuiltIn?
        var secondItemGuide: LayoutGuide.BuiltIn?
    }

    /// Reads and checks the plain values; the items are references and come later.
    static func decodeValues(from coder: Coder) throws -> DecodedValues {
        // Every key is read before any is found missing, so that a coder listing the keys a
        // class reads (`ArchivedKeys`) sees them all.
        let hasFirstItem = coder.containsValue(forKey: "firstItem")
        let firstAttribute = try coder.decode(Attribute.self, forKey: "firstAttribute")
        let relation = try coder.decode(Relation.self, forKey: "relation") ?? .equal
        let secondAttribute = try coder.decode(Attribute.self, forKey: "secondAttribute") ?? .notAnAttribute
        let multiplier = try coder.decode(CGFloat.self, forKey: "multiplier") ?? 1
        let constant = try coder.decode(CGFloat.self, forKey: "constant") ?? 0
        let priority = LayoutPriority(try coder.decode(Float.self, forKey: "priority") ?? 1000)
        let identifier = try coder.decode(String.self, forKey: "identifier")
        let hasSecondItem = coder.containsValue(forKey: "secondItem")
        let firstItemGuide = try coder.decode(LayoutGuide.BuiltIn.self, forKey: "firstItemGuide")
        let secondItemGuide = try coder.decode(LayoutGuide.BuiltIn.self, forKey: "secondItemGuide")
        guard hasFirstItem else {
            throw coder.error(
                .missingValue, "a constraint needs a firstItem (a view or layout guide)", forKey: "firstItem")
        }
        guard let firstAttribute else {
            throw coder.error(.missingValue, "a constraint needs a firstAttribute", forKey: "firstAttribute")
        }
        let values = DecodedValues(
            firstAttribute: firstAttribute, relation: relation, secondAttribute: secondAttribute,
            multiplier: multiplier,
            constant: constant, priority: priority, identifier: identifier, hasSecondItem: hasSecondItem,
            firstItemGuide: firstItemGuide, secondItemGuide: secondItemGuide)
        if let problem = attributeProblem(
            first: values.firstAttribute, second: values.secondAttribute, hasSecondItem: values.hasSecondItem,
            multiplier: values.multiplier, constant: values.constant, priority: values.priority)
        {
            throw coder.error(.invalidValue, problem.message, forKey: problem.key)
        }
        return values
    }

    /// Asks for the items; the coder assigns them once every object of the archive exists.
    /// An item that is neither a view nor a layout guide fails the decode (`.wrongClass`), as
    /// does an `…Guide` key whose item is not a view.
    func decodeItems(from coder: Coder, values: DecodedValues) throws {
        try decodeItem(forKey: "firstItem", guide: values.firstItemGuide, from: coder) { [weak self] in
            self?.firstItem = $0
        }
        try decodeItem(forKey: "secondItem", guide: values.secondItemGuide, from: coder) { [weak self] in
            self?.secondItem = $0
        }
    }

    private func decodeItem(
        forKey key: String, guide: LayoutGuide.BuiltIn?, from coder: Coder,
        assign: @escaping (AnyObject?) -> Void
    ) throws {
        if let kind = guide {
            try coder.decodeConditionalObject(of: View.self, forKey: key) { view in assign(view?.builtInGuide(kind)) }
        } else {
            try coder.decodeConditionalObject(of: (any LayoutItem).self, forKey: key) { item in assign(item) }
        }
    }

    func encodeConstraint(with coder: Coder) {
        encodeItem(firstItem, forKey: "firstItem", with: coder)
        coder.encode(firstAttribute, forKey: "firstAttribute")
        coder.encode(relation, forKey: "relation", omittingDefault: .equal)
        if expectsSecondItem { encodeItem(secondItem, forKey: "secondItem", with: coder) }
        coder.encode(secondAttribute, forKey: "secondAttribute", omittingDefault: .notAnAttribute)
        coder.encode(multiplier, forKey: "multiplier", omittingDefault: 1)
        coder.encode(constant, forKey: "constant", omittingDefault: 0)
        coder.encode(storedPriority.rawValue, forKey: "priority", omittingDefault: 1000)
        coder.encode(identifier, forKey: "identifier")
    }

    /// A built-in guide is written as its owning view plus the guide's kind, so the file needs no
    /// extra object for it and it comes back as that view's own guide.
    private func encodeItem(_ item: AnyObject?, forKey key: String, with coder: Coder) {
        if let guide = item as? LayoutGuide, let kind = guide.builtIn, let view = guide.owningView {
            coder.encodeConditionalObject(view, forKey: key)
            coder.encode(kind, forKey: key + "Guide")
        } else {
            coder.encodeConditionalObject(item as? any Archivable, forKey: key)
        }
    }
}
