import Testing

@testable import LayoutEngine

/// The pivot limit: a simplex run that reaches it ends with an error instead of looping, and
/// the solver stays usable.
@Suite struct PivotLimitTests {
    let width = Variable("width")

    @Test func anOptimizationThatReachesTheLimitIsAnErrorAndTheConstraintIsHeld() throws {
        var solver = Solver(pivotLimit: 0)
        try solver.addConstraint(Constraint(width, .equal, 50, strength: .defaultLow))
        let preferred = Constraint(width, .equal, 100, strength: .defaultHigh)
        // The stronger equality enters with its own error symbol basic at 50 and its cost in
        // the objective: taking it out of the basis is one pivot, over the limit of none.
        #expect {
            try solver.addConstraint(preferred)
        } throws: { error in
            guard case .pivotLimitExceeded(let constraint, let pivots) = error as? SolverError else { return false }
            return constraint === preferred && pivots == 0
        }
        #expect(solver.hasConstraint(preferred))
        #expect(solver.pivotCount == 0)
        #expect("\(SolverError.pivotLimitExceeded(preferred, pivots: 0))".contains("gave up after 0 pivots"))
    }

    @Test func theSameSystemSolvesWithinTheDefaultLimit() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(width, .equal, 50, strength: .defaultLow))
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .defaultHigh))
        #expect(solver.value(of: width) == 100)
        #expect(solver.pivotCount == 1)
    }

    @Test func aDualOptimizationThatReachesTheLimitKeepsTheOldConstant() throws {
        var solver = Solver(pivotLimit: 0)
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .defaultHigh))
        try solver.addConstraint(Constraint(width, .equal, 50, strength: .defaultLow))
        let minimum = Constraint(width, .greaterThanOrEqual, 80)
        try solver.addConstraint(minimum)
        #expect(solver.value(of: width) == 100)
        // A minimum of 110 drives the minimum's slack negative: the dual simplex must pivot
        // it out, and may not, so the old minimum comes back with the old solution.
        #expect {
            try solver.setConstant(-110, of: minimum)
        } throws: { error in
            guard case .pivotLimitExceeded(let constraint, _) = error as? SolverError else { return false }
            return constraint === minimum
        }
        #expect(solver.constant(of: minimum) == -80)
        #expect(solver.hasConstraint(minimum))
        #expect(solver.value(of: width) == 100)
    }

    @Test func aPhaseOneThatReachesTheLimitLeavesTheConstraintOut() throws {
        var solver = Solver(pivotLimit: 0)
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        // No external symbol is parametric any more and the row's own slack has the wrong
        // sign: phase one must pivot, and may not.
        let tight = Constraint(x, .greaterThanOrEqual, 15)
        #expect {
            try solver.addConstraint(tight)
        } throws: { error in
            guard case .pivotLimitExceeded(let constraint, _) = error as? SolverError else { return false }
            return constraint === tight
        }
        #expect(!solver.hasConstraint(tight))
        #expect(solver.value(of: x) >= 10 - 1e-9 && solver.value(of: x) <= 20 + 1e-9)
    }
}
