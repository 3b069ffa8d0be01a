import LayoutEngine
import PropertyBased
import Testing

/// Random sequences of every incremental operation keep the solution right: after each step
/// every required constraint holds, and at the end the values agree with a solver built from
/// scratch on the same constraints, for every variable not reported ambiguous.
@Suite struct IncrementalPropertyTests {
    @Test func incrementalChangesAgreeWithSolvingFromScratch() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var system = RandomSystem(seed: seed, variableCount: 2 + seed % 8)
            var solver = Solver()
            var held: [Constraint] = []
            var edits: [Variable: (strength: Strength, value: Double)] = [:]
            for _ in 0..<40 {
                do {
                    switch system.random.int(in: 0...9) {
                    case 0...2:
                        let constraint = system.satisfiedConstraint()
                        try solver.addConstraint(constraint)
                        held.append(constraint)
                    case 3, 4:
                        let constraint = system.optionalConstraint()
                        try solver.addConstraint(constraint)
                        held.append(constraint)
                    case 5 where !held.isEmpty:
                        try solver.removeConstraint(held.remove(at: system.random.int(in: 0...(held.count - 1))))
                    case 6 where !held.isEmpty:
                        // Loosen a required inequality (the known solution still holds) or move
                        // an optional constraint anywhere.
                        let constraint = held[system.random.int(in: 0...(held.count - 1))]
                        let old = solver.constant(of: constraint) ?? 0
                        let step = Double(system.random.int(in: 0...30))
                        if !constraint.strength.isRequired {
                            try solver.setConstant(old + step - 15, of: constraint)
                        } else if constraint.relation == .lessThanOrEqual {
                            try solver.setConstant(old - step, of: constraint)
                        } else if constraint.relation == .greaterThanOrEqual {
                            try solver.setConstant(old + step, of: constraint)
                        }
                    case 7:
                        let variable = system.variables[system.random.int(in: 0...(system.variables.count - 1))]
                        let value = Double(system.random.int(in: -300...300))
                        if edits[variable] == nil {
                            let strength = Strength(priority: Double(system.random.int(in: 1...999)))
                            try solver.addEditVariable(variable, strength: strength)
                            edits[variable] = (strength, 0)
                        }
                        try solver.suggestValue(variable, value)
                        edits[variable]?.value = value
                    case 8:
                        if let variable = edits.keys.first {
                            try solver.removeEditVariable(variable)
                            edits[variable] = nil
                        }
                    default:
                        continue
                    }
                } catch {
                    Issue.record("unexpected error \(error)")
                }
                let satisfied = solver.satisfiesRequiredConstraints()
                #expect(satisfied)
            }
            // The same constraints, with their current constants, and the edits as constraints.
            var fresh = Solver()
            do {
                for constraint in held {
                    let constant = solver.constant(of: constraint) ?? constraint.expression.constant
                    try fresh.addConstraint(
                        Constraint(
                            LinearExpression(constraint.expression.terms, constant: constant), constraint.relation,
                            LinearExpression(), strength: constraint.strength))
                }
                for (variable, edit) in edits {
                    try fresh.addConstraint(Constraint(variable, .equal, edit.value, strength: edit.strength))
                }
            } catch {
                Issue.record("the held constraints do not hold together: \(error)")
            }
            let ambiguous = Set(solver.ambiguousVariables()).union(fresh.ambiguousVariables())
            for variable in system.variables where !ambiguous.contains(variable) {
                let difference = abs(solver.value(of: variable) - fresh.value(of: variable))
                #expect(difference < 1e-6, "\(variable): \(solver.value(of: variable)) vs \(fresh.value(of: variable))")
            }
        }
    }
}
