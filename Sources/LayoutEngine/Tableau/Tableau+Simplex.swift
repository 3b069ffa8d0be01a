/// The primal and the dual simplex over the tableau.
///
/// Both choose deterministically: among candidates that are equally good, the symbol made
/// first (lowest id) wins. That is Bland's rule, which also keeps the primal simplex from
/// cycling on degenerate vertices, common in interface layouts where many slacks are zero.
extension Tableau {
    /// Runs the primal simplex on the objective until no symbol can lower it.
    ///
    /// Only the touched symbols are candidates to enter: the objective was optimal before
    /// they changed, so every other coefficient is still non-negative.
    ///
    /// - Complexity: per pivot, O(touched symbols + rows holding the entering symbol × their cells).
    mutating func optimize() throws(PivotLimitExceeded) {
        var pivots = 0
        while true {
            var entering: Symbol?
            var kept: [Symbol] = []
            for symbol in touched where symbol.kind != .dummy && objective.coefficient(for: symbol) < 0 {
                kept.append(symbol)
                if entering.map({ symbol.id < $0.id }) ?? true { entering = symbol }
            }
            touched = kept
            guard let entering else {
                touched = []
                return
            }
            try checkPivotLimit(&pivots)
            if !pivotIn(entering) {
                // Unbounded below: cannot happen with non-negative weights on non-negative
                // errors. Give the symbol up rather than loop on it; the tableau stays feasible.
                touched.removeAll { $0 == entering }
            }
        }
    }

    /// Runs the primal simplex on the artificial objective of phase one.
    ///
    /// - Complexity: per pivot, O(cells of the artificial objective + the substitution).
    mutating func optimizeArtificial() throws(PivotLimitExceeded) {
        var pivots = 0
        while let artificial {
            var entering: Symbol?
            for cell in artificial.cells where cell.symbol.kind != .dummy && cell.coefficient < 0 {
                if entering.map({ cell.symbol.id < $0.id }) ?? true { entering = cell.symbol }
            }
            guard let entering else { return }
            try checkPivotLimit(&pivots)
            guard pivotIn(entering) else { return }
        }
    }

    /// Runs the dual simplex on the queued infeasible rows until every restricted basic
    /// symbol is non-negative again, keeping the objective optimal.
    ///
    /// - Returns: nil on success, or the basic symbol of a row that no pivot can make
    ///   feasible: the required constraints behind it cannot all hold. That symbol stays
    ///   queued.
    /// - Complexity: per pivot, O(cells of the infeasible row + the substitution).
    mutating func dualOptimize() throws(PivotLimitExceeded) -> Symbol? {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let row = row(for: leaving), !nearZero(row.constant) else { continue }
            // A basic dummy off zero: its row holds only dummies (removal keeps it so), which
            // cannot move, so the equalities behind them contradict each other.
            if leaving.kind == .dummy {
                infeasible.append(leaving)
                return leaving
            }
            guard row.constant < 0 else { continue }
            var entering: Symbol?
            var best = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let symbol = cell.symbol
                let ratio = objective.coefficient(for: symbol) / cell.coefficient
                if ratio < best || (ratio == best && entering.map({ symbol.id < $0.id }) ?? true) {
                    best = ratio
                    entering = symbol
                }
            }
            guard let entering else {
                infeasible.append(leaving)
                return leaving
            }
            do {
                try checkPivotLimit(&pivots)
            } catch {
                // Still infeasible: a later run may repair it.
                infeasible.append(leaving)
                throw error
            }
            _ = removeRow(basic: leaving)
            pivot(row, leaving: leaving, entering: entering)
        }
        return nil
    }

    /// Brings `entering` into the basis in place of the row the ratio test picks.
    ///
    /// - Returns: false when no restricted row limits `entering` (the objective is unbounded).
    private mutating func pivotIn(_ entering: Symbol) -> Bool {
        var leaving: Symbol?
        var best = Double.infinity
        for basic in holders(of: entering) where basic.isRestricted {
            guard let row = row(for: basic) else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < best || (ratio == best && leaving.map({ basic.id < $0.id }) ?? true) {
                best = ratio
                leaving = basic
            }
        }
        guard let leaving, let row = removeRow(basic: leaving) else { return false }
        pivot(row, leaving: leaving, entering: entering)
        return true
    }
}
