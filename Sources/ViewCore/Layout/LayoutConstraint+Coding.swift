import Foundation

/// The archive keys of `LayoutConstraint`: the Swift property names.
///
/// | key | value | default (left out) |
/// |---|---|---|
/// | `firstItem` | reference to a `View` or `LayoutGuide` | required |
/// | `firstAttribute` | attribute name | required |
/// | `relation` | `lessThanOrEqual`, `equal`, `greaterThanOrEqual` | `equal` |
/// | `secondItem` | reference to a `View` or `LayoutGuide` | absent: constant-only |
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
    }

    /// Reads and checks the plain values; the items are references and come later.
    static func decodeValues(from coder: Coder) throws -> DecodedValues {
        guard coder.containsValue(forKey: "firstItem") else {
            throw coder.error(.missingValue, "a constraint needs a firstItem (a view or layout guide)", forKey: "firstItem")
        }
        guard let firstAttribute = try coder.decode(Attribute.self, forKey: "firstAttribute") else {
            throw coder.error(.missingValue, "a constraint needs a firstAttribute", forKey: "firstAttribute")
        }
        let values = DecodedValues(
            firstAttribute: firstAttribute,
            relation: try coder.decode(Relation.self, forKey: "relation") ?? .equal,
            secondAttribute: try coder.decode(Attribute.self, forKey: "secondAttribute") ?? .notAnAttribute,
            multiplier: try coder.decode(CGFloat.self, forKey: "multiplier") ?? 1,
            constant: try coder.decode(CGFloat.self, forKey: "constant") ?? 0,
            priority: LayoutPriority(try coder.decode(Float.self, forKey: "priority") ?? 1000),
            identifier: try coder.decode(String.self, forKey: "identifier"),
            hasSecondItem: coder.containsValue(forKey: "secondItem"))
        if let problem = attributeProblem(
            first: values.firstAttribute, second: values.secondAttribute, hasSecondItem: values.hasSecondItem,
            multiplier: values.multiplier, constant: values.constant, priority: values.priority)
        {
            throw coder.error(.invalidValue, problem.message, forKey: problem.key)
        }
        return values
    }

    /// Asks for the items; the coder assigns them once every object of the archive exists.
    /// An item that is neither a view nor a layout guide fails the decode (`.wrongClass`).
    func decodeItems(from coder: Coder) throws {
        try coder.decodeConditionalObject(of: (any LayoutItem).self, forKey: "firstItem") { [weak self] item in
            self?.firstItem = item
        }
        try coder.decodeConditionalObject(of: (any LayoutItem).self, forKey: "secondItem") { [weak self] item in
            self?.secondItem = item
        }
    }

    func encodeConstraint(with coder: Coder) {
        coder.encodeConditionalObject(firstItem as? any Archivable, forKey: "firstItem")
        coder.encode(firstAttribute, forKey: "firstAttribute")
        coder.encode(relation, forKey: "relation", omittingDefault: .equal)
        if expectsSecondItem { coder.encodeConditionalObject(secondItem as? any Archivable, forKey: "secondItem") }
        coder.encode(secondAttribute, forKey: "secondAttribute", omittingDefault: .notAnAttribute)
        coder.encode(multiplier, forKey: "multiplier", omittingDefault: 1)
        coder.encode(constant, forKey: "constant", omittingDefault: 0)
        coder.encode(storedPriority.rawValue, forKey: "priority", omittingDefault: 1000)
        coder.encode(identifier, forKey: "identifier")
    }
}
