import Testing

@testable import LayoutEngine

/// How the solver's work grows with the size of the system, counted in tableau cell
/// operations (`Solver.cellOperations`) rather than timed, so the ratios hold on any machine.
///
/// kiwi substitutes a new row into every row of the tableau, so its work grows with the square
/// of the system; the column index keeps independent parts of an interface independent.
@Suite struct ScalingTests {
    /// `groups` independent cards: a container pinned at its own place, with ten labels
    /// stacked in it, each pinned to its edges and hugging an intrinsic width.
    private func cards(_ groups: Int) throws -> Solver {
        var solver = Solver()
        for group in 0..<groups {
            let container = (0..<4).map { Variable("c\(group).\($0)") }
            try solver.addConstraint(Constraint(container[0], .equal, Double(group * 400)))
            try solver.addConstraint(Constraint(container[1], .equal, 0))
            try solver.addConstraint(Constraint(container[2], .equal, 375))
            var previousBottom: LinearExpression = container[1] + 8
            for index in 0..<10 {
                let x = Variable(), y = Variable(), width = Variable(), height = Variable()
                try solver.addConstraint(Constraint(x, .equal, container[0] + 8))
                try solver.addConstraint(Constraint(y, .equal, previousBottom))
                try solver.addConstraint(Constraint(x + width, .lessThanOrEqual, container[0] + container[2] - 8))
                try solver.addConstraint(
                    Constraint(width, .equal, Double(60 + index * 7), strength: .defaultLow))
                try solver.addConstraint(Constraint(height, .equal, 21))
                previousBottom = y + height + 8
            }
            try solver.addConstraint(Constraint(container[1] + container[3], .equal, previousBottom))
        }
        return solver
    }

    @Test func independentGroupsCostLinearly() throws {
        let small = try cards(20).cellOperations
        let large = try cards(200).cellOperations
        #expect(small > 0)
        #expect(Double(large) / Double(small) <= 10.5)
    }

    @Test func aChangedConstantCostsTheSameInABiggerSystem() throws {
        var costs: [Int] = []
        for groups in [10, 100] {
            var solver = try cards(groups)
            // The first card's width: it moves that card's labels only.
            guard let width = solver.constraints.first(where: { $0.expression.constant == -375 }) else {
                Issue.record("no container width")
                return
            }
            let before = solver.cellOperations
            for value in [-300.0, -375, -320, -375] { try solver.setConstant(value, of: width) }
            costs.append(solver.cellOperations - before)
        }
        #expect(costs[1] <= costs[0] + 4)
    }
}
