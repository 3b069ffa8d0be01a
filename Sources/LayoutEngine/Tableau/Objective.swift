/// The objective the simplex minimizes: the weighted errors of the optional constraints, in
/// terms of parametric symbols.
///
/// Unlike a `Row`, its coefficients sit in an array indexed by symbol id. The objective holds
/// one cell per error symbol, thousands in a large interface, and is updated by a short row at
/// each pivot: as a sorted row, each update copied the whole objective, so building grew with
/// the square of the number of optional constraints. Building 10,000 views (fill-equally stacks)
/// took 462 ms that way, 262 ms with this array (layout-bench).
struct Objective {
    /// The objective's value at the current solution (the constant of the row).
    private(set) var constant = 0.0
    /// The coefficient of each symbol, by id; zero for symbols it does not hold.
    private var coefficients: [Double] = []
    /// The largest weight ever added directly (a constraint's strength): the scale of the
    /// rounding error in the coefficients, for telling a cost of zero from a small one.
    private(set) var largestWeight = 0.0

    /// Makes room for the symbol with the next id.
    mutating func grow() {
        coefficients.append(0)
    }

    /// The coefficient of `symbol`.
    func coefficient(for symbol: Symbol) -> Double {
        coefficients[symbol.id]
    }

    /// Adds the weight of an optional constraint's error symbol.
    mutating func insertWeight(_ symbol: Symbol, _ weight: Double) {
        largestWeight = max(largestWeight, abs(weight))
        insert(symbol, weight)
    }

    /// Adds `coefficient × symbol`; a result near zero becomes zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let value = coefficients[symbol.id] + coefficient
        coefficients[symbol.id] = nearZero(value) ? 0 : value
    }

    /// Adds `coefficient × row`.
    ///
    /// - Complexity: O(cells of `row`).
    mutating func insert(_ row: Row, times coefficient: Double) {
        constant += row.constant * coefficient
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    /// Replaces `symbol` by `row` (the row `symbol` is basic in).
    ///
    /// - Returns: whether the objective held `symbol`.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        let coefficient = coefficients[symbol.id]
        guard coefficient != 0 else { return false }
        coefficients[symbol.id] = 0
        insert(row, times: coefficient)
        return true
    }

    /// Sets the coefficient of `symbol` to zero.
    mutating func remove(_ symbol: Symbol) {
        coefficients[symbol.id] = 0
    }
}
