/// Finding the variables the constraints do not determine.
///
/// The solver's answer is one optimum of the objective. A variable is ambiguous when another
/// optimum gives it another value: the constraints, required and optional together, leave it
/// free. At the optimal vertex the tableau shows such freedom directly: a parametric symbol
/// that costs nothing in the objective (zero reduced cost) and can move away from zero
/// without driving a basic restricted symbol negative or a basic dummy off zero leads to
/// other optima, and every variable whose row holds it changes along the way. A parametric
/// variable is such a symbol itself (it is unrestricted, so it may move either way).
///
/// Everything reported is truly ambiguous. At a degenerate vertex, where a zero basic slack
/// blocks each direction alone but not a combination of them, some ambiguity can go unreported;
/// interface layouts rarely leave a view free only that way.
extension SolverCore {
    /// The variables whose value is not determined, in the order the solver first saw them.
    ///
    /// - Complexity: O(cells of the tableau).
    func ambiguousVariables() -> [Variable] {
        var free: Set<Symbol> = []
        for id in 0..<tableau.symbolCount {
            let symbol = tableau.symbol(id: id)
            if isFreeDirection(symbol) { free.insert(symbol) }
        }
        var result: [(order: Int, variable: Variable)] = []
        for (variable, entry) in variables {
            let isAmbiguous: Bool
            if let row = tableau.row(for: entry.symbol) {
                isAmbiguous = row.symbols.contains { free.contains($0) }
            } else {
                // Parametric: free unless a degenerate row pins it both ways.
                isAmbiguous = free.contains(entry.symbol)
            }
            if isAmbiguous { result.append((entry.order, variable)) }
        }
        return result.sorted { $0.order < $1.order }.map(\.variable)
    }

    /// Whether the parametric `symbol` can move off zero at no cost while every restricted
    /// basic symbol stays feasible.
    private func isFreeDirection(_ symbol: Symbol) -> Bool {
        guard symbol.kind != .dummy, tableau.row(for: symbol) == nil,
            isZeroCost(tableau.objective.coefficient(for: symbol))
        else { return false }
        return canMove(symbol, direction: 1) || (symbol.kind == .external && canMove(symbol, direction: -1))
    }

    /// Whether `cost` is zero up to the rounding of the objective's arithmetic: weights reach
    /// 10⁹, so a cost that cancels to zero can come out as 10⁻⁷; the test is relative to the
    /// largest weight (1e-12 of it, or kiwi's 1e-8 when that is larger).
    private func isZeroCost(_ cost: Double) -> Bool {
        abs(cost) <= max(1e-8, tableau.objective.largestWeight * 1e-12)
    }

    /// Whether raising (`direction` 1) or lowering (-1) `symbol` a little keeps every
    /// restricted basic symbol feasible.
    private func canMove(_ symbol: Symbol, direction: Double) -> Bool {
        for basic in tableau.currentHolders(of: symbol) where basic.isRestricted {
            guard let row = tableau.row(for: basic) else { continue }
            let change = row.coefficient(for: symbol) * direction
            if basic.kind == .dummy && !nearZero(change) { return false }
            if nearZero(row.constant) && change < 0 { return false }
        }
        return true
    }
}
