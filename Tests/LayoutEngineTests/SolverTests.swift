import LayoutEngine
import Testing

/// Hand-written systems with exact answers: equalities, inequalities against priorities,
/// edit variables, changed constants, removal, and the requests the solver refuses.
@Suite struct SolverTests {
    let x = Variable("x")
    let y = Variable("y")
    let width = Variable("width")

    @Test func equalitiesAreSolvedExactly() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 20))
        try solver.addConstraint(Constraint(y, .equal, x + width))
        try solver.addConstraint(Constraint(width * 2, .equal, 100))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: width) == 50)
        #expect(solver.value(of: y) == 70)
    }

    @Test func aRequiredInequalityBeatsAnOptionalEquality() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 100))
        try solver.addConstraint(Constraint(width, .equal, 50, strength: .defaultHigh))
        #expect(solver.value(of: width) == 100)
    }

    @Test func anOptionalInequalityHoldsWhenNothingStronger() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 300, strength: .defaultHigh))
        try solver.addConstraint(Constraint(width, .equal, 400, strength: .defaultLow))
        #expect(solver.value(of: width) == 300)
    }

    @Test(arguments: [(999.0, 998.0), (750, 250), (251, 250), (2, 1), (999, 1)])
    func theHigherPriorityWins(higher: Double, lower: Double) throws {
        var solver = Solver()
        // Added lower first, so the order of addition cannot be what decides.
        try solver.addConstraint(Constraint(width, .equal, 10, strength: Strength(priority: lower)))
        try solver.addConstraint(Constraint(width, .equal, 90, strength: Strength(priority: higher)))
        #expect(solver.value(of: width) == 90)
    }

    @Test func aWideGapOutweighsManyLowerConstraints() throws {
        var solver = Solver()
        let high = Constraint(width, .equal, 90, strength: .defaultHigh)
        try solver.addConstraint(high)
        // 1,000 constraints at 250 pulling the other way lose to one at 750 (weights 31,623 apart).
        for _ in 0..<1000 {
            try solver.addConstraint(Constraint(width, .equal, 10, strength: .defaultLow))
        }
        #expect(solver.value(of: width) == 90)
    }

    @Test func editVariablesFollowSuggestions() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(y, .equal, x + 10))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(solver.hasEditVariable(x))
        for value in [5.0, 120, -40, 33.5] {
            try solver.suggestValue(x, value)
            #expect(solver.value(of: x) == max(value, 0))
            #expect(solver.value(of: y) == max(value, 0) + 10)
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func aChangedConstantResolvesWithoutRebuilding() throws {
        var solver = Solver()
        let leading = Constraint(x, .equal, 8)
        let trailing = Constraint(x + width, .equal, y - 8)
        try solver.addConstraint(Constraint(y, .equal, 320))
        try solver.addConstraint(leading)
        try solver.addConstraint(trailing)
        #expect(solver.value(of: width) == 304)
        try solver.setConstant(-16, of: leading)  // x - 16 == 0
        #expect(solver.constant(of: leading) == -16)
        #expect(solver.value(of: x) == 16)
        #expect(solver.value(of: width) == 296)
        try solver.setConstant(16, of: trailing)  // x + width - y + 16 == 0
        #expect(solver.value(of: width) == 288)
    }

    @Test func aChangedConstantOfAnInequalityMovesOnlyWhenBinding() throws {
        var solver = Solver()
        let minimum = Constraint(width, .greaterThanOrEqual, 40)
        try solver.addConstraint(minimum)
        try solver.addConstraint(Constraint(width, .equal, 10, strength: .defaultLow))
        #expect(solver.value(of: width) == 40)
        try solver.setConstant(-60, of: minimum)
        #expect(solver.value(of: width) == 60)
        try solver.setConstant(-5, of: minimum)
        #expect(solver.value(of: width) == 10)
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        var solver = Solver()
        let strong = Constraint(width, .equal, 200, strength: .defaultHigh)
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .defaultLow))
        try solver.addConstraint(strong)
        #expect(solver.value(of: width) == 200)
        try solver.removeConstraint(strong)
        #expect(!solver.hasConstraint(strong))
        #expect(solver.value(of: width) == 100)
    }

    @Test func removingARequiredEqualityFreesItsVariable() throws {
        var solver = Solver()
        let pin = Constraint(x, .equal, 30)
        try solver.addConstraint(pin)
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.removeConstraint(pin)
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .fittingSizeLevel))
        #expect(solver.value(of: x) == 10)
    }

    @Test func refusedRequestsAreTypedErrors() throws {
        var solver = Solver()
        let constraint = Constraint(x, .equal, 1)
        try solver.addConstraint(constraint)
        #expect {
            try solver.addConstraint(constraint)
        } throws: {
            if case .duplicateConstraint(let refused) = $0 as? SolverError { refused === constraint } else { false }
        }
        let stranger = Constraint(y, .equal, 1)
        #expect {
            try solver.removeConstraint(stranger)
        } throws: {
            if case .unknownConstraint = $0 as? SolverError { true } else { false }
        }
        #expect {
            try solver.setConstant(3, of: stranger)
        } throws: {
            if case .unknownConstraint = $0 as? SolverError { true } else { false }
        }
        #expect {
            try solver.addEditVariable(y, strength: .required)
        } throws: {
            if case .requiredEditVariable = $0 as? SolverError { true } else { false }
        }
        #expect {
            try solver.suggestValue(y, 3)
        } throws: {
            if case .unknownEditVariable = $0 as? SolverError { true } else { false }
        }
        try solver.addEditVariable(y, strength: .defaultHigh)
        #expect {
            try solver.addEditVariable(y, strength: .defaultLow)
        } throws: {
            if case .duplicateEditVariable = $0 as? SolverError { true } else { false }
        }
    }

    /// The example of the module's landing page (LayoutEngine.docc).
    @Test func theOverviewExampleHolds() throws {
        let x = Variable("label.x")
        let width = Variable("label.width")
        var solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 16))
        try solver.addConstraint(Constraint(x + width, .lessThanOrEqual, 375 - 16))
        try solver.addConstraint(Constraint(width, .equal, 400, strength: .defaultLow))
        #expect(solver.value(of: width) == 343)
        let trailing = Constraint(x + width, .equal, 300)
        try solver.addConstraint(trailing)
        try solver.setConstant(-320, of: trailing)
        #expect(solver.value(of: width) == 304)
    }

    @Test func resetEmptiesTheSolver() throws {
        var solver = Solver()
        let constraint = Constraint(x, .equal, 5)
        try solver.addConstraint(constraint)
        solver.reset()
        #expect(!solver.hasConstraint(constraint))
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraints.isEmpty)
    }
}
