/// The simplex tableau: the rows keyed by their basic symbol, the objective, and a column
/// index from each parametric symbol to the rows that hold it.
///
/// kiwi walks every row to substitute a symbol, which makes adding n constraints cost O(n²).
/// The column index makes a substitution touch only the rows that hold the symbol, so adding
/// a constraint to an interface-like system costs about the same whatever its size, and
/// changing one constant touches a few rows (see `Benchmarks/Sources/layout-bench`).
///
/// Every change to rows goes through this type so that the index stays right; the objective
/// and the artificial objective of phase one are not indexed (they are always substituted).
struct Tableau {
    /// The equations, keyed by their basic symbol.
    private(set) var rows: [Symbol: Row] = [:]
    /// For each parametric symbol, the basic symbols whose rows hold it.
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    /// The weighted sum of error symbols the solver minimizes, in terms of parametric symbols.
    private(set) var objective = Row()
    /// The phase-one objective while a constraint is added with an artificial variable.
    private(set) var artificial: Row?
    /// Basic restricted symbols that may have gone negative; the dual simplex repairs them.
    var infeasible: [Symbol] = []
    /// Objective symbols whose coefficient changed since the objective was last optimal. Only
    /// they can have turned negative, so the primal simplex looks at them and not at the whole
    /// objective, which holds one cell per error symbol (tens of thousands in the benchmark).
    var touched: [Symbol] = []
    private var nextID = 1

    /// A new symbol of `kind`, never handed out before by this tableau.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    /// The row whose basic symbol is `symbol`, if it is basic.
    func row(for symbol: Symbol) -> Row? {
        rows[symbol]
    }

    /// Makes `row` the equation of `basic`, indexing its cells.
    ///
    /// - Complexity: O(cells of `row`).
    mutating func insertRow(_ row: Row, basic: Symbol) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Removes and returns the equation of `basic`, or nil when `basic` is parametric.
    ///
    /// - Complexity: O(cells of the row).
    mutating func removeRow(basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { unindex(symbol, from: basic) }
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in the rows that hold it, the
    /// objective and the artificial objective. Rows of restricted symbols that go negative
    /// are queued for the dual simplex.
    ///
    /// - Complexity: O(rows holding `symbol` × cells of `row`).
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        // The closures collect into locals: they may not touch `self` while a row of it is
        // being modified in place.
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            var changes: [(Symbol, Membership)] = []
            rows[basic]?.substitute(symbol, by: row) { changes.append(($0, $1)) }
            for (changed, membership) in changes {
                if membership == .added {
                    columns[changed, default: []].insert(basic)
                } else {
                    unindex(changed, from: basic)
                }
            }
            let value = rows[basic]?.constant ?? 0
            if (basic.isRestricted && value < 0) || (basic.kind == .dummy && !nearZero(value)) {
                infeasible.append(basic)
            }
        }
        if objective.substitute(symbol, by: row, changed: { _, _ in }) {
            touched.append(contentsOf: row.cells.keys)
        }
        artificial?.substitute(symbol, by: row) { _, _ in }
    }

    /// The pivot: `leaving` (basic, with `row` its removed equation) leaves the basis and
    /// `entering` (a parametric symbol of `row`) becomes basic in its place.
    mutating func pivot(_ row: Row, leaving: Symbol, entering: Symbol) {
        var row = row
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    /// Removes the parametric `symbol` from every row and the objective: fixes it at zero.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]?.remove(symbol) }
        objective.remove(symbol)
    }

    /// Adds `constant` to the equation of `basic`, queueing it for the dual simplex if it is
    /// restricted and goes negative.
    /// A basic dummy must stay zero, so any change off zero queues it.
    mutating func addToConstant(ofRow basic: Symbol, _ constant: Double) {
        rows[basic]?.constant += constant
        let value = rows[basic]?.constant ?? 0
        if (basic.isRestricted && value < 0) || (basic.kind == .dummy && !nearZero(value)) {
            infeasible.append(basic)
        }
    }

    /// Adds `coefficient × symbol`, or `coefficient ×` its row when `symbol` is basic, to the
    /// objective.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        if let row = rows[symbol] {
            objective.insert(row, times: coefficient) { _, _ in }
            touched.append(contentsOf: row.cells.keys)
        } else {
            objective.insert(symbol, coefficient)
            touched.append(symbol)
        }
    }

    /// Starts phase one with `row` as the artificial objective.
    mutating func beginArtificial(_ row: Row) {
        artificial = row
    }

    /// Ends phase one, returning the artificial objective as it ended.
    mutating func endArtificial() -> Row? {
        defer { artificial = nil }
        return artificial
    }

    private mutating func unindex(_ symbol: Symbol, from basic: Symbol) {
        columns[symbol]?.remove(basic)
        if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }
}
