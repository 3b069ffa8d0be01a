/// How a constraint's expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between variables, with a strength: `lhs relation rhs`.
///
/// A constraint is stored as `expression relation 0` with `expression = lhs - rhs`, the terms
/// of each variable added up. It is an identity, like a variable: the solver tells constraints
/// apart by object, so the same relation created twice is two constraints.
///
/// ```swift
/// // button.right == container.right - 16, required
/// let trailing = Constraint(button.x + button.width, .equal, container.x + container.width - 16)
/// // button.width >= 44 at UIKit's defaultHigh
/// let minimum = Constraint(button.width, .greaterThanOrEqual, 44, strength: .defaultHigh)
/// ```
///
/// A constraint's constant can change while it is in a solver without removing it:
/// ``Solver/setConstant(_:of:)`` re-solves incrementally. The constraint object keeps the
/// constant it was made with; ``Solver/constant(of:)`` gives the current one.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`, each variable once, in the order of first appearance.
    public let expression: LinearExpression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// The priority.
    public let strength: Strength

    /// Creates `lhs relation rhs` at `strength`.
    ///
    /// - Complexity: O(terms of `lhs` and `rhs`).
    public init(
        _ lhs: some ExpressionConvertible,
        _ relation: Relation,
        _ rhs: some ExpressionConvertible,
        strength: Strength = .required
    ) {
        self.expression = Self.reduce(lhs - rhs)
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs relation rhs` for a constant `rhs`, at `strength`.
    public convenience init(
        _ lhs: some ExpressionConvertible,
        _ relation: Relation,
        _ rhs: Double,
        strength: Strength = .required
    ) {
        self.init(lhs, relation, LinearExpression(constant: rhs), strength: strength)
    }

    /// `expression relation 0 (strength)`, e.g. `x + -1 y + 8 == 0 (required)`.
    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient) \($0.variable)" }
        return (terms + ["\(expression.constant)"]).joined(separator: " + ")
            + " \(relation) 0 (\(strength))"
    }

    /// Whether `values` satisfy the constraint within `tolerance`, with `constant` in place
    /// of the expression's constant when given.
    public func isSatisfied(
        by values: (Variable) -> Double,
        constant: Double? = nil,
        tolerance: Double = 1e-6
    ) -> Bool {
        let value = expression.value(values) - expression.constant + (constant ?? expression.constant)
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// The expression with each variable's terms added up, in order of first appearance.
    private static func reduce(_ expression: LinearExpression) -> LinearExpression {
        var index: [Variable: Int] = [:]
        var terms: [Term] = []
        for term in expression.terms {
            if let at = index[term.variable] {
                terms[at].coefficient += term.coefficient
            } else {
                index[term.variable] = terms.count
                terms.append(term)
            }
        }
        return LinearExpression(terms, constant: expression.constant)
    }
}
