import Foundation
import LayoutEngine

/// Our side of the benchmark: the same `StackTree` through `LayoutEngine.Solver`.
enum LayoutBenchmark {
    struct Ours {
        var constraints = 0
        var variables = 0
        var build = 0.0
        /// Terms of the solved form after the first solve, and terms written to get there.
        var terms = 0
        var cellOperations = 0
        var suggest = 0.0
        var cascadingConstant = 0.0
        var cascadeRows = 0
        var suggestRows = 0
        var globalConstant = 0.0
        var globalRows = 0
        var localConstant = 0.0
        var editedValue = 0.0
        var values: [Double] = []

        /// The largest difference between our values and kiwi's (written by the script).
        func largestDifference(kiwi: KiwiRunner.Result) -> Double {
            guard let theirs = kiwi.values, theirs.count == values.count else { return .nan }
            return zip(values, theirs).map { abs($0 - $1) }.max() ?? 0
        }
    }

    struct Result {
        var views: Int
        var sizing: StackTree.Sizing
        var ours: Ours
        var kiwi: KiwiRunner.Result
    }

    /// Times building and solving `tree` (median of `rounds`, after one warm-up) and the
    /// re-solves (mean of `edits` changes, alternating between two values).
    static func run(_ tree: StackTree, rounds: Int, edits: Int) -> Ours {
        let variables = (0..<tree.variableCount).map { Variable("v\($0)") }
        let constraints = tree.constraints.map { spec in
            let expression = LinearExpression(
                spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }, constant: spec.constant)
            let relation: Relation =
                spec.relation == "=" ? .equal : spec.relation == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            return Constraint(expression, relation, LinearExpression(), strength: Strength(priority: spec.priority))
        }
        let edited = variables[tree.edited]
        var result = Ours(constraints: constraints.count, variables: variables.count)
        var builds: [Double] = []
        var solver = Solver()
        for _ in 0...rounds {
            solver = Solver()
            let start = cpuTime()
            do {
                for constraint in constraints { try solver.addConstraint(constraint) }
                try solver.addEditVariable(edited, strength: Strength(priority: 999))
                try solver.suggestValue(edited, 8)
            } catch {
                fatalError("the benchmark's system is satisfiable: \(error)")
            }
            var values = [Double](repeating: 0, count: variables.count)
            for (index, variable) in variables.enumerated() { values[index] = solver.value(of: variable) }
            builds.append(cpuTime() - start)
            result.terms = solver.solvedFormTermCount
            result.cellOperations = solver.cellOperations
            result.values = values
        }
        result.build = median(Array(builds.dropFirst()))
        result.editedValue = solver.value(of: edited)

        result.suggestRows = changedValues(in: &solver, variables) { try? $0.suggestValue(edited, 20) }
        var start = cpuTime()
        for index in 0..<edits { try? solver.suggestValue(edited, index % 2 == 0 ? 8 : 20) }
        result.suggest = (cpuTime() - start) / Double(edits)

        let cascading = constraints[tree.cascadingConstraint]
        result.cascadeRows = changedValues(in: &solver, variables) { try? $0.setConstant(-20, of: cascading) }
        start = cpuTime()
        for index in 0..<edits { try? solver.setConstant(index % 2 == 0 ? -8 : -20, of: cascading) }
        result.cascadingConstant = (cpuTime() - start) / Double(edits)

        let global = constraints[tree.globalConstraint]
        let globalConstant = global.expression.constant
        result.globalRows = changedValues(in: &solver, variables) {
            try? $0.setConstant(globalConstant - 20, of: global)
        }
        start = cpuTime()
        let globalEdits = max(1, edits / 20)
        for index in 0..<globalEdits {
            try? solver.setConstant(index % 2 == 0 ? globalConstant : globalConstant - 20, of: global)
        }
        result.globalConstant = (cpuTime() - start) / Double(globalEdits)

        let local = constraints[tree.localConstraint]
        let constant = local.expression.constant
        start = cpuTime()
        for index in 0..<edits { try? solver.setConstant(index % 2 == 0 ? constant + 20 : constant, of: local) }
        result.localConstant = (cpuTime() - start) / Double(edits)
        return result
    }

    /// How many of `variables` change value when `change` is applied to `solver`.
    static func changedValues(in solver: inout Solver, _ variables: [Variable], _ change: (inout Solver) -> Void) -> Int
    {
        let before = variables.map { solver.value(of: $0) }
        change(&solver)
        return zip(before, variables.map { solver.value(of: $0) }).filter { $0 != $1 }.count
    }

    /// The CPU time this process has used, in seconds (single-threaded here, so its own).
    static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
