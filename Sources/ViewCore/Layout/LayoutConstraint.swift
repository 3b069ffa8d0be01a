import Foundation

/// A relation between two layout attributes, NibKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute <relation> secondItem.secondAttribute * multiplier + constant`,
/// satisfied with `priority`.
///
/// Make constraints with anchors, activate them, and they are installed on the nearest common
/// ancestor of their items (a layout guide counts as its owning view):
///
/// ```swift
/// LayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
///     icon.widthAnchor.constraint(equalToConstant: 24),
/// ])
/// ```
///
/// **Items are held weakly.** A view holds the constraints installed on it, and those often
/// name the view itself (`width == 100`) or its ancestors, so strong items would make every
/// such view immortal. UIKit's `firstItem`/`secondItem` do not keep their items alive either;
/// the view tree does. A constraint whose item was released reads nil there and cannot be
/// activated.
///
/// Active constraints are solved into frames by the layout pass (`layoutIfNeeded()`; see
/// `View+LayoutEngine.swift`): each tree has one incremental solver, and changing `constant`,
/// `priority` or `isActive` updates it without rebuilding anything.
open class LayoutConstraint: Archivable, CustomStringConvertible {
    /// The item on the left of the relation: a `View` or a `LayoutGuide`. Held weakly.
    public internal(set) weak var firstItem: AnyObject?
    /// The attribute of `firstItem` the constraint sets.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The item on the right of the relation, or nil for a constant-only constraint
    /// (`width == 100`). Held weakly.
    public internal(set) weak var secondItem: AnyObject?
    /// The attribute of `secondItem`; `notAnAttribute` when there is no second item.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute; 1 by default.
    public let multiplier: CGFloat
    /// The offset added to the right side; 0 by default. The one value UIKit lets you change
    /// after creating the constraint (with `priority`); a change marks the installing view for
    /// layout.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            solverLink.system?.constantChanged(self)
            container?.setNeedsLayout()
        }
    }
    /// A name for debugging, printed in descriptions and archived; nil by default.
    open var identifier: String?
    /// Whether the constraint is written when its view is archived; true by default. Constraints
    /// a view makes for itself at run time set it to false.
    open var shouldBeArchived = true
    /// Keys an archive held for this constraint that it did not read.
    public var unarchivedValues = UnarchivedValues()

    var storedPriority: LayoutPriority
    /// Whether the constraint was made with a second item, even if that item has been released
    /// since (or, while decoding, is not resolved yet).
    let expectsSecondItem: Bool
    /// The view the constraint is installed on; nil while inactive.
    weak var container: View?
    /// Where the constraint is in a layout system, if any (Layout/Engine).
    var solverLink = SolverLink()

    /// Creates a constraint `item.attribute <relation> toItem.attribute * multiplier + constant`,
    /// inactive, with required priority, as UIKit's `init(item:attribute:relatedBy:toItem:...)`.
    ///
    /// For a constant-only constraint pass `toItem: nil` and `.notAnAttribute`. Attribute
    /// combinations UIKit refuses (`top == leading`, a location equal to a constant, leading
    /// related to left) are reported to the error handler at once, as UIKit raises there, and
    /// cannot be activated.
    public init(
        item: any LayoutItem, attribute firstAttribute: Attribute, relatedBy relation: Relation,
        toItem: (any LayoutItem)?, attribute secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        self.firstItem = item
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = .required
        self.expectsSecondItem = toItem != nil
        if let problem = attributeProblem { LayoutConstraint.report(.invalidConstraint(problem.message), self) }
    }

    /// Creates a constraint from an archive; see `LayoutConstraint+Coding.swift` for the keys.
    ///
    /// The constraint comes back inactive; `View.init(coder:)` installs the constraints it owns,
    /// so those are active once their view is decoded.
    ///
    /// - Throws: `CodingError` with `.missingValue` when `firstItem` or `firstAttribute` is
    ///   absent, `.typeMismatch` / `.unknownEnumValue`-style errors for values of the wrong type,
    ///   and `.invalidValue` for attribute combinations UIKit refuses or a priority outside
    ///   1...1000.
    public required init(coder: Coder) throws {
        let values = try LayoutConstraint.decodeValues(from: coder)
        firstAttribute = values.firstAttribute
        relation = values.relation
        secondAttribute = values.secondAttribute
        multiplier = values.multiplier
        constant = values.constant
        storedPriority = values.priority
        identifier = values.identifier
        expectsSecondItem = values.hasSecondItem
        try decodeItems(from: coder, values: values)
    }

    /// Writes the items (as references) and every value that differs from its default.
    open func encode(with coder: Coder) {
        encodeConstraint(with: coder)
    }

    /// How strongly the constraint holds, 1...1000; `.required` (1000) by default.
    ///
    /// As in UIKit, an installed constraint cannot switch between required and optional (that
    /// would change the solver's problem shape); such a change, and a value outside 1...1000,
    /// is reported and ignored.
    open var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue.rawValue >= 1, newValue.rawValue <= 1000 else {
                let value = LayoutConstraint.format(CGFloat(newValue.rawValue))
                return LayoutConstraint.report(.invalidConstraint("priority \(value) is outside 1...1000"), self)
            }
            if container != nil, (newValue == .required) != (storedPriority == .required) {
                return LayoutConstraint.report(.requiredPriorityChangeWhileInstalled, self)
            }
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            if let system = solverLink.system {
                system.priorityChanged(self)
                container?.setNeedsLayout()
            }
        }
    }

    /// Whether the constraint is installed on a view. Setting it to true installs the constraint on
    /// the nearest common ancestor of its items (see `activate(_:)`); false removes it from the
    /// view holding it.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue {
                LayoutConstraint.activate([self])
            } else {
                LayoutConstraint.deactivate([self])
            }
        }
    }

    // MARK: Activation

    /// Activates each constraint: installs it on the nearest common ancestor of its items, where
    /// a layout guide counts as its owning view and a constraint without a second item goes on
    /// its first item's view. Constraints already active stay where they are.
    ///
    /// All or nothing: if any constraint cannot be installed (its items are in different trees,
    /// an item is gone, or its attributes are invalid), each such problem is reported to the
    /// error handler and **none** of the constraints is activated, so a failed call changes
    /// nothing. UIKit raises an exception there.
    ///
    /// - Complexity: O(n · d) for n constraints in trees of depth d.
    public static func activate(_ constraints: [LayoutConstraint]) {
        var plan: [(constraint: LayoutConstraint, view: View)] = []
        var refused = false
        for constraint in constraints where !constraint.isActive {
            switch constraint.installationTarget() {
            case .success(let view): plan.append((constraint, view))
            case .failure(let error):
                refused = true
                report(error.reason, constraint)
            }
        }
        guard !refused else { return }
        for (constraint, view) in plan where !constraint.isActive { view.addConstraint(constraint) }
    }

    /// Deactivates each constraint: removes it from the view it is installed on. Inactive ones
    /// are left alone.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.container?.removeConstraint(constraint) }
    }

    /// The view activation would install the constraint on, or why there is none.
    func installationTarget() -> Result<View, LayoutConstraintError> {
        func failure(_ reason: LayoutConstraintError.Reason) -> Result<View, LayoutConstraintError> {
            .failure(LayoutConstraintError(reason: reason, constraint: description))
        }
        if let problem = attributeProblem { return failure(.invalidConstraint(problem.message)) }
        guard let firstView = firstItem.flatMap(LayoutConstraint.view(of:)) else { return failure(.missingItem) }
        guard expectsSecondItem else { return .success(firstView) }
        guard let secondView = secondItem.flatMap(LayoutConstraint.view(of:)) else { return failure(.missingItem) }
        guard let ancestor = firstView.nearestCommonAncestor(with: secondView) else {
            return failure(.noCommonAncestor)
        }
        return .success(ancestor)
    }

    /// The problem with the constraint's attributes, multiplier and priority, if any.
    var attributeProblem: (key: String, message: String)? {
        LayoutConstraint.attributeProblem(
            first: firstAttribute, second: secondAttribute, hasSecondItem: expectsSecondItem,
            multiplier: multiplier, constant: constant, priority: storedPriority)
    }

    /// The scroll view whose content `attribute` of `item` binds when `other` lies inside it, as
    /// in UIKit: an edge or centre of a scroll view facing its content attaches to the content
    /// area (its `contentLayoutGuide`), a width or height (or margin) to its frame; nil for any
    /// other pairing.
    package static func scrollContent(of item: AnyObject, facing other: AnyObject?, _ attribute: Attribute)
        -> ScrollView?
    {
        guard let scroll = item as? ScrollView, !attribute.isMargin, attribute != .width, attribute != .height,
            let inner = other.flatMap(view(of:)), inner !== scroll, inner.isDescendant(of: scroll)
        else { return nil }
        return scroll
    }

    /// The view an item lays out in: a view itself, or a layout guide's owning view.
    static func view(of item: AnyObject) -> View? {
        (item as? any LayoutItem)?.layoutOwningView
    }

    // MARK: Description

    /// The constraint as an equation: `View(tag: 1).top == View(tag: 2).bottom + 8 @750 ("id")`.
    open var description: String {
        var text = "\(LayoutConstraint.describe(firstItem)).\(firstAttribute.rawValue) \(relation.symbol) "
        if expectsSecondItem {
            text += "\(LayoutConstraint.describe(secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(LayoutConstraint.format(multiplier))" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutConstraint.format(abs(constant)) }
        } else {
            text += LayoutConstraint.format(constant)
        }
        if storedPriority != .required { text += " @\(LayoutConstraint.format(CGFloat(storedPriority.rawValue)))" }
        if let identifier { text += " (\"\(identifier)\")" }
        return text
    }

    static func describe(_ item: AnyObject?) -> String {
        switch item {
        case let view as View: view.debugName
        case let guide as LayoutGuide: guide.debugName
        case nil: "nil"
        case let other?: String(describing: type(of: other))
        }
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
