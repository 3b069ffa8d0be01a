import LayoutEngine
import PropertyBased
import Testing

/// Random systems with a known solution are solved to values that satisfy every required
/// constraint; random contradictory systems report a conflict that really is one.
@Suite struct SolverPropertyTests {
    static let seeds = Gen.int(in: 0...Int.max)

    @Test func satisfiableSystemsAreSolved() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var system = RandomSystem(seed: seed, variableCount: 2 + seed % 12)
            var solver = Solver()
            var held: [Constraint] = []
            let count = system.random.int(in: 1...30)
            for _ in 0..<count {
                let isRequired = system.random.int(in: 0...2) > 0
                let constraint = isRequired ? system.satisfiedConstraint() : system.optionalConstraint()
                #expect(throws: Never.self) { try solver.addConstraint(constraint) }
                held.append(constraint)
            }
            var satisfied = solver.satisfiesRequiredConstraints()
            #expect(satisfied)
            // Remove a few, one at a time; what is left is still satisfied.
            for _ in 0..<system.random.int(in: 0...min(5, held.count)) {
                let constraint = held.remove(at: system.random.int(in: 0...(held.count - 1)))
                #expect(throws: Never.self) { try solver.removeConstraint(constraint) }
                #expect(!solver.hasConstraint(constraint))
                satisfied = solver.satisfiesRequiredConstraints()
                #expect(satisfied, "after removing \(constraint)")
            }
        }
    }

    @Test func loosenedConstantsAreResolvedIncrementally() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            var system = RandomSystem(seed: seed, variableCount: 2 + seed % 8)
            var solver = Solver()
            var inequalities: [Constraint] = []
            for _ in 0..<system.random.int(in: 1...25) {
                let constraint = system.satisfiedConstraint()
                #expect(throws: Never.self) { try solver.addConstraint(constraint) }
                if constraint.relation != .equal { inequalities.append(constraint) }
                if system.random.int(in: 0...2) == 0 {
                    #expect(throws: Never.self) { try solver.addConstraint(system.optionalConstraint()) }
                }
            }
            // Loosening an inequality keeps the known solution feasible, so no change throws,
            // and the incremental answer agrees with a solver built from scratch.
            for constraint in inequalities.prefix(4) {
                let loosen = Double(system.random.int(in: 0...30))
                let old = solver.constant(of: constraint) ?? 0
                let new = constraint.relation == .lessThanOrEqual ? old - loosen : old + loosen
                #expect(throws: Never.self) { try solver.setConstant(new, of: constraint) }
                #expect(solver.constant(of: constraint) == new)
                let satisfied = solver.satisfiesRequiredConstraints()
                #expect(satisfied)
            }
        }
    }

    @Test func conflictsReportedAreRealAndMinimal() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var system = RandomSystem(seed: seed, variableCount: 2 + seed % 6)
            var solver = Solver()
            var sawConflict = false
            for _ in 0..<30 {
                // Arbitrary required constraints: sooner or later one contradicts the others.
                let expression = system.terms() + Double(system.random.int(in: -50...50))
                let constraint = Constraint(expression, system.relation(), LinearExpression())
                do {
                    try solver.addConstraint(constraint)
                } catch SolverError.unsatisfiable(let conflict) {
                    sawConflict = true
                    #expect(conflict.broken === constraint)
                    #expect(conflict.constraints.last === constraint)
                    #expect(!solver.hasConstraint(constraint))
                    #expect(Solver.conflicts(conflict.constraints, constants: conflict.constants))
                    if conflict.isMinimal {
                        for index in conflict.constraints.indices {
                            var rest = conflict.constraints
                            var constants = conflict.constants
                            rest.remove(at: index)
                            constants.remove(at: index)
                            #expect(!Solver.conflicts(rest, constants: constants))
                        }
                    }
                } catch {
                    Issue.record("unexpected error \(error)")
                }
                // Whatever was refused, the held system stays solved.
                let satisfied = solver.satisfiesRequiredConstraints()
                #expect(satisfied)
            }
            #expect(sawConflict || solver.constraints.count == 30)
        }
    }

    @Test func conflictingConstantsBreakTheirConstraint() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var system = RandomSystem(seed: seed, variableCount: 2 + seed % 6)
            var solver = Solver()
            var held: [Constraint] = []
            for _ in 0..<system.random.int(in: 2...20) {
                let constraint = system.satisfiedConstraint()
                #expect(throws: Never.self) { try solver.addConstraint(constraint) }
                held.append(constraint)
                if system.random.int(in: 0...2) == 0 {
                    #expect(throws: Never.self) { try solver.addConstraint(system.optionalConstraint()) }
                }
            }
            // Arbitrary new constants: some hold, some contradict the other required constraints.
            for _ in 0..<6 where !held.isEmpty {
                let index = system.random.int(in: 0...(held.count - 1))
                let constraint = held[index]
                let constant = Double(system.random.int(in: -400...400))
                do {
                    try solver.setConstant(constant, of: constraint)
                    #expect(solver.constant(of: constraint) == constant)
                } catch SolverError.unsatisfiable(let conflict) {
                    #expect(conflict.broken === constraint)
                    #expect(conflict.constants.last == constant)
                    #expect(!solver.hasConstraint(constraint))
                    held.remove(at: index)
                    #expect(Solver.conflicts(conflict.constraints, constants: conflict.constants))
                    if conflict.isMinimal {
                        for drop in conflict.constraints.indices {
                            var rest = conflict.constraints
                            var constants = conflict.constants
                            rest.remove(at: drop)
                            constants.remove(at: drop)
                            #expect(!Solver.conflicts(rest, constants: constants))
                        }
                    }
                } catch {
                    Issue.record("unexpected error \(error)")
                }
                let satisfied = solver.satisfiesRequiredConstraints()
                #expect(satisfied)
            }
        }
    }
}
