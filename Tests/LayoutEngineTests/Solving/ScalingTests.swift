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

    /// Nested stacks of `views` views (as layout-bench's reference tree): each stack holds ten
    /// views one under the other, sharing its height equally, and two of the ten are stacks
    /// in turn, so the tree deepens as it grows.
    private func nestedStacks(_ views: Int) throws -> Solver {
        var solver = Solver()
        func frame() -> [Variable] { (0..<4).map { _ in Variable() } }
        let root = frame()
        for (variable, value) in zip(root, [0.0, 0, 375, 667]) {
            try solver.addConstraint(Constraint(variable, .equal, value))
        }
        var queue = [root]
        var made = 1
        while !queue.isEmpty && made < views {
            let stack = queue.removeFirst()
            var previousBottom: LinearExpression = stack[1] + 8
            var firstHeight: Variable?
            for index in 0..<10 where made < views {
                made += 1
                let child = frame()
                try solver.addConstraint(Constraint(child[0], .equal, stack[0] + 8))
                try solver.addConstraint(Constraint(child[0] + child[2], .equal, stack[0] + stack[2] - 8))
                try solver.addConstraint(Constraint(child[1], .equal, previousBottom))
                if let firstHeight { try solver.addConstraint(Constraint(child[3], .equal, firstHeight)) }
                firstHeight = firstHeight ?? child[3]
                previousBottom = child[1] + child[3] + 8
                if index == 3 || index == 7 { queue.append(child) }
            }
            try solver.addConstraint(Constraint(stack[1] + stack[3], .equal, previousBottom))
        }
        return solver
    }

    /// The solved form of a deepening tree grows faster than the tree (every view's equation
    /// holds a term for each equality on its path to the root), so the work is measured against
    /// the size of the result: building it writes each term about the same number of times at
    /// any size.
    @Test func workGrowsWithTheSolvedFormNotFaster() throws {
        let small = try nestedStacks(100)
        let large = try nestedStacks(1000)
        let smallRate = Double(small.cellOperations) / Double(small.solvedFormTermCount)
        let largeRate = Double(large.cellOperations) / Double(large.solvedFormTermCount)
        #expect(large.solvedFormTermCount > 10 * small.solvedFormTermCount)
        #expect(largeRate <= 1.1 * smallRate)
    }

    /// A row of `count` views with no width of their own, as a stack view arranges them: its
    /// ends pinned first, then the gaps, so the first view's width is the oldest variable of
    /// every gap's row.
    private func chainedViews(_ count: Int) throws -> Solver {
        var solver = Solver()
        let xs = (0..<count).map { Variable("x\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        try solver.addConstraint(Constraint(xs[0], .equal, 0))
        try solver.addConstraint(Constraint(xs[count - 1] + widths[count - 1], .equal, 1000))
        for index in 1..<count {
            try solver.addConstraint(Constraint(xs[index], .equal, xs[index - 1] + widths[index - 1] + 8))
        }
        return solver
    }

    /// Each position depends on every width before it, so the solved form of a chain holds
    /// about n²/2 terms; solving each gap for the variable the fewest rows hold keeps the work
    /// there. Solving it for the oldest variable, the first width, which every row holds, made
    /// it n³ (a 1,000-view stack: 22 s in `nibc validate`).
    @Test func aChainCostsItsSolvedFormNotMore() throws {
        let small = try chainedViews(100).cellOperations
        let large = try chainedViews(200).cellOperations
        #expect(small > 0)
        #expect(Double(large) / Double(small) <= 5)
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
