import LayoutEngine
import Testing

/// Conflicting required constraints: the exact set is reported, the culprit is broken, and
/// the solver keeps solving the rest.
@Suite struct ConflictTests {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")

    /// The conflict `body` throws, or nil.
    private func conflict(_ body: () throws(SolverError) -> Void) -> Conflict? {
        do {
            try body()
            return nil
        } catch .unsatisfiable(let conflict) {
            return conflict
        } catch {
            return nil
        }
    }

    @Test func aContradictoryEqualityNamesOnlyTheConstraintsInvolved() throws {
        var solver = Solver()
        let unrelated = Constraint(d, .equal, 7)
        let first = Constraint(a, .equal, 10)
        let second = Constraint(b, .equal, a + 5)
        let bystander = Constraint(c, .greaterThanOrEqual, b)
        let third = Constraint(b, .equal, 20)
        for constraint in [unrelated, first, second, bystander] { try solver.addConstraint(constraint) }
        let found = try #require(conflict { () throws(SolverError) in try solver.addConstraint(third) })
        #expect(found.constraints.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init))
        #expect(found.broken === third)
        #expect(found.isMinimal)
        #expect(!solver.hasConstraint(third))
        #expect(solver.value(of: b) == 15)
        #expect(found.description.contains("Breaking constraint"))
    }

    @Test func contradictoryInequalitiesNeedPhaseOne() throws {
        var solver = Solver()
        let floor = Constraint(a, .greaterThanOrEqual, 100)
        let gap = Constraint(b, .greaterThanOrEqual, a + 10)
        let loose = Constraint(c, .lessThanOrEqual, 1000)
        let ceiling = Constraint(b, .lessThanOrEqual, 50)
        for constraint in [floor, loose, gap] { try solver.addConstraint(constraint) }
        let found = try #require(conflict { () throws(SolverError) in try solver.addConstraint(ceiling) })
        #expect(
            Set(found.constraints.map(ObjectIdentifier.init)) == Set([floor, gap, ceiling].map(ObjectIdentifier.init)))
        #expect(found.constraints.last === ceiling)
        #expect(solver.value(of: b) >= 110)
        // The solver goes on working after the refusal.
        try solver.addConstraint(Constraint(b, .lessThanOrEqual, 200))
        #expect(solver.value(of: b) >= 110 && solver.value(of: b) <= 200)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(a, .equal, 10))
        try solver.addConstraint(Constraint(a, .equal, 20, strength: Strength(priority: 999)))
        try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 30, strength: Strength(priority: 999)))
        #expect(solver.value(of: a) == 10)
    }

    @Test func aConstantThatCannotHoldBreaksItsConstraint() throws {
        var solver = Solver()
        let maximum = Constraint(a, .lessThanOrEqual, 100)
        let minimum = Constraint(a, .greaterThanOrEqual, 20)
        try solver.addConstraint(maximum)
        try solver.addConstraint(minimum)
        try solver.addConstraint(Constraint(a, .equal, 0, strength: .defaultLow))
        #expect(solver.value(of: a) == 20)
        let found = try #require(conflict { () throws(SolverError) in try solver.setConstant(-150, of: minimum) })
        #expect(found.broken === minimum)
        #expect(found.constraints.map(ObjectIdentifier.init) == [maximum, minimum].map(ObjectIdentifier.init))
        #expect(found.constants == [-100, -150])
        #expect(!solver.hasConstraint(minimum))
        #expect(solver.hasConstraint(maximum))
        #expect(solver.value(of: a) == 0)
    }

    @Test func aRedundantEqualityTakesOnlyItsOwnConstant() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(a, .equal, 10))
        let redundant = Constraint(a * 2, .equal, 20)
        try solver.addConstraint(redundant)
        try solver.setConstant(-20, of: redundant)  // unchanged: nothing to do
        let found = try #require(conflict { () throws(SolverError) in try solver.setConstant(-30, of: redundant) })
        #expect(found.broken === redundant)
        #expect(found.constraints.count == 2)
        #expect(solver.value(of: a) == 10)
    }
}
