// Foundation too, as ViewCore imports it: its `Expression` must not clash with ours.
import Foundation
import LayoutEngine
import Testing

/// Expressions and constraints: the arithmetic, and the reduced `lhs - rhs` form.
@Suite struct ConstraintTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func arithmeticBuildsTheRightExpression() {
        let expression = (x + y) / 2 - 3 + 2 * x
        let values: [Variable: Double] = [x: 4, y: 10]
        #expect(expression.value { values[$0] ?? 0 } == 7 - 3 + 8)
        #expect((-x).value { values[$0] ?? 0 } == -4)
        #expect((10 - x).value { values[$0] ?? 0 } == 6)
    }

    @Test func aConstraintAddsUpEachVariablesTerms() {
        let constraint = Constraint(x + y + x, .lessThanOrEqual, y * 3 + 5)
        #expect(constraint.expression.terms.map(\.variable) == [x, y])
        #expect(constraint.expression.terms.map(\.coefficient) == [2, -2])
        #expect(constraint.expression.constant == -5)
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == .required)
    }

    @Test func satisfactionIsCheckedWithinTolerance() {
        let constraint = Constraint(x, .greaterThanOrEqual, 10)
        #expect(constraint.isSatisfied(by: { _ in 10 - 1e-7 }))
        #expect(!constraint.isSatisfied(by: { _ in 9 }))
        #expect(constraint.isSatisfied(by: { _ in 9 }, constant: -9))
    }

    @Test func theNamesStayClearOfFoundation() {
        let expression: LinearExpression = x + 1
        #expect(expression.constant == 1)
    }

    @Test func variablesAreIdentities() {
        #expect(Variable("same") != Variable("same"))
        #expect(x == x)
        #expect(x.description == "x")
    }
}
