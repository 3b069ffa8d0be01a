/// A variable times a coefficient: one summand of an ``LinearExpression``.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `Σ coefficient × variable + constant`.
///
/// (kiwi calls it `Expression`; the longer name keeps clear of Foundation's `Expression`, which
/// a module importing both would otherwise find ambiguous.)
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term`` and `LinearExpression`:
///
/// ```swift
/// let right = left + width          // left + width
/// let center = (left + right) / 2   // 0.5 left + 0.5 right
/// let inset = right - 16            // right - 16
/// ```
///
/// A variable may appear in several terms; the solver adds them up.
public struct LinearExpression: Sendable {
    /// The summands; a variable may appear more than once.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value with each variable replaced by `value(variable)`.
    ///
    /// - Complexity: O(terms).
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }
}

/// A type that reads as a linear expression: ``Variable``, ``Term`` and ``LinearExpression``.
///
/// The arithmetic operators accept any two of them, and a `Double` on either side.
public protocol ExpressionConvertible: Sendable {
    /// The value as an expression.
    var expression: LinearExpression { get }
}

extension Variable: ExpressionConvertible {
    /// `1 × self`.
    public var expression: LinearExpression { LinearExpression([Term(self)]) }
}

extension Term: ExpressionConvertible {
    /// The term alone.
    public var expression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: ExpressionConvertible {
    /// The expression itself.
    public var expression: LinearExpression { self }
}

extension ExpressionConvertible {
    /// The sum of two expressions.
    public static func + (lhs: Self, rhs: some ExpressionConvertible) -> LinearExpression {
        let left = lhs.expression
        let right = rhs.expression
        return LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Self, rhs: some ExpressionConvertible) -> LinearExpression {
        lhs + (-rhs)
    }

    /// The expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> LinearExpression {
        var result = lhs.expression
        result.constant += rhs
        return result
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Self) -> LinearExpression {
        rhs + lhs
    }

    /// The expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> LinearExpression {
        lhs + (-rhs)
    }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Self) -> LinearExpression {
        (-rhs) + lhs
    }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: Self) -> LinearExpression {
        operand * -1
    }

    /// The expression scaled by a constant.
    public static func * (lhs: Self, rhs: Double) -> LinearExpression {
        let expression = lhs.expression
        return LinearExpression(
            expression.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
            constant: expression.constant * rhs
        )
    }

    /// The expression scaled by a constant.
    public static func * (lhs: Double, rhs: Self) -> LinearExpression {
        rhs * lhs
    }

    /// The expression divided by a constant.
    public static func / (lhs: Self, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }
}
