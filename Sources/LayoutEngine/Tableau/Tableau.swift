/// The simplex tableau: the rows filed by their basic symbol, the objective, and a column
/// index from each parametric symbol to the rows that hold it.
///
/// kiwi walks every row to substitute a symbol, which makes adding n constraints cost at
/// least O(n²). The column index makes a substitution touch only the rows that hold the
/// symbol, and a changed constant only the rows whose value it moves.
///
/// Symbols are numbered 0, 1, 2, … so rows and columns are arrays indexed by id, not hash
/// tables (see `Row` for the measurement). A column is a list that may hold stale entries:
/// when a cell cancels out, its row is not taken off the column at once (that would be a
/// search); readers skip rows that no longer hold the symbol, and `holders(of:)` compacts the
/// list as it reads it. The one rule: every row holding a symbol is on its column.
///
/// Every change to rows goes through this type so that the index stays right; the objective
/// and the artificial objective of phase one are not indexed (they are always substituted).
struct Tableau {
    /// The row of each basic symbol, by id; nil for a parametric one.
    private var rows: [Row?] = []
    /// The kind of each symbol, by id.
    private var kinds: [Symbol.Kind] = []
    /// For each symbol, by id, the ids of basic symbols whose rows may hold it.
    private var columns: [[Int]] = []
    /// Whether each symbol, by id, is basic (has a row).
    private var isBasic: [Bool] = []
    /// Per symbol id, the last `epoch` in which `holders(of:)` met it, to skip duplicates.
    private var stamps: [Int] = []
    /// Per symbol id, the length at which `index(_:under:)` next compacts the column: twice
    /// its live length at the last compaction (at least 64).
    private var compactionLengths: [Int] = []
    private var epoch = 0
    /// The weighted sum of error symbols the solver minimizes, in terms of parametric symbols.
    private(set) var objective = Objective()
    /// The phase-one objective while a constraint is added with an artificial variable.
    private(set) var artificial: Row?
    /// Basic restricted symbols that may have gone negative; the dual simplex repairs them.
    var infeasible: [Symbol] = []
    /// Objective symbols whose coefficient changed since the objective was last optimal. Only
    /// they can have turned negative, so the primal simplex looks at them and not at the whole
    /// objective, which holds one cell per error symbol.
    var touched: [Symbol] = []
    /// Cells read or written by row merges and insertions so far: a measure of work that does
    /// not depend on the machine, for tests of how the cost grows (see `Solver.cellOperations`).
    var cellOperations = 0
    /// Column entries read by `holders(of:)` so far, compactions included: for tests that the
    /// column index costs O(1) amortized per entry.
    private(set) var columnEntriesRead = 0
    /// Pivots made so far, by every run of the simplex.
    private(set) var pivotCount = 0
    /// The most pivots one run of the simplex may make, or nil for the default (see
    /// `pivotLimit`); tests set a small one to see the limit reached.
    var pivotLimitOverride: Int?

    /// A new symbol of `kind`, never handed out before by this tableau.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: kinds.count, kind: kind)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        stamps.append(0)
        compactionLengths.append(Self.shortestCompactedColumn)
        isBasic.append(false)
        objective.grow()
        return symbol
    }

    /// The number of cells in all rows: the size of the solved form.
    var cellCount: Int {
        rows.reduce(0) { $0 + ($1?.count ?? 0) }
    }

    /// The number of symbols made so far (their ids are 0 ..< symbolCount).
    var symbolCount: Int { kinds.count }

    /// The symbol whose id is `id`.
    func symbol(id: Int) -> Symbol {
        Symbol(id: id, kind: kinds[id])
    }

    /// The row whose basic symbol is `symbol`, if it is basic.
    func row(for symbol: Symbol) -> Row? {
        rows[symbol.id]
    }

    /// Makes `row` the equation of `basic`, indexing its cells.
    ///
    /// - Complexity: O(cells of `row`).
    mutating func insertRow(_ row: Row, basic: Symbol) {
        rows[basic.id] = row
        isBasic[basic.id] = true
        cellOperations += row.count
        for symbol in row.symbols { index(basic, under: symbol) }
    }

    /// Removes and returns the equation of `basic`, or nil when `basic` is parametric. Its
    /// column entries go stale and are skipped from then on.
    mutating func removeRow(basic: Symbol) -> Row? {
        defer {
            rows[basic.id] = nil
            isBasic[basic.id] = false
        }
        return rows[basic.id]
    }

    /// About how many rows hold `symbol`: its column's length, stale entries included (at most
    /// about twice the live ones).
    func columnLength(of symbol: Symbol) -> Int {
        columns[symbol.id].count
    }

    /// The basic symbols whose rows may hold `symbol`, each once, in no set order: every row
    /// that holds it, and perhaps a few whose cell has cancelled since (callers look the
    /// coefficient up anyway). Compacts the column on the way.
    ///
    /// - Complexity: O(entries on the column).
    mutating func holders(of symbol: Symbol) -> [Symbol] {
        epoch += 1
        var holders: [Symbol] = []
        holders.reserveCapacity(columns[symbol.id].count)
        // Compacted in place: taking the column out of `columns` leaves it uniquely referenced.
        var column = columns[symbol.id]
        columns[symbol.id] = []
        columnEntriesRead += column.count
        var kept = 0
        // Only basic-ness is checked here, from a flat array: reading each row's cells (or even
        // testing the optional row) copied the row and retained its arrays. Building 10,000
        // views (fill-equally stacks) took 1,031 ms that way, 447 ms this way (layout-bench).
        for index in column.indices {
            let id = column[index]
            guard stamps[id] != epoch && isBasic[id] else { continue }
            stamps[id] = epoch
            column[kept] = id
            kept += 1
            holders.append(Symbol(id: id, kind: kinds[id]))
        }
        column.removeLast(column.count - kept)
        columns[symbol.id] = column
        compactionLengths[symbol.id] = max(Self.shortestCompactedColumn, 2 * kept)
        return holders
    }

    /// `holders(of:)` without compacting, for readers that may not change the tableau.
    func currentHolders(of symbol: Symbol) -> [Symbol] {
        var seen: Set<Int> = []
        var result: [Symbol] = []
        for id in columns[symbol.id] where !seen.contains(id) {
            seen.insert(id)
            if let row = rows[id], row.coefficient(for: symbol) != 0 { result.append(Symbol(id: id, kind: kinds[id])) }
        }
        return result
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in the rows that hold it, the
    /// objective and the artificial objective. Rows of restricted symbols that go negative
    /// are queued for the dual simplex.
    ///
    /// - Complexity: O(rows holding `symbol` × (their cells + cells of `row`)).
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var added: [Symbol] = []
        for basic in holders(of: symbol) {
            // The closure collects into a local: it may not touch `self` while a row of it
            // changes in place.
            added.removeAll(keepingCapacity: true)
            // A merge reads both rows: counting only `row` missed the work of substituting a
            // short row into many long ones.
            cellOperations += row.count + (rows[basic.id]?.count ?? 0)
            rows[basic.id]?.substitute(symbol, by: row) { changed, membership in
                if membership == .added { added.append(changed) }
            }
            for changed in added { index(basic, under: changed) }
            queueIfInfeasible(basic, rows[basic.id]?.constant ?? 0)
        }
        columns[symbol.id] = []
        if objective.substitute(symbol, by: row) {
            touched.append(contentsOf: row.symbols)
        }
        artificial?.substitute(symbol, by: row) { _, _ in }
    }

    /// The pivot: `leaving` (basic, with `row` its removed equation) leaves the basis and
    /// `entering` (a parametric symbol of `row`) becomes basic in its place.
    mutating func pivot(_ row: Row, leaving: Symbol, entering: Symbol) {
        pivotCount += 1
        var row = row
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    /// Removes the parametric `symbol` from every row and the objective: fixes it at zero.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in holders(of: symbol) { rows[basic.id]?.remove(symbol) }
        columns[symbol.id] = []
        objective.remove(symbol)
    }

    /// Adds `constant` to the equation of `basic`, queueing it for the dual simplex if it goes
    /// infeasible.
    mutating func addToConstant(ofRow basic: Symbol, _ constant: Double) {
        rows[basic.id]?.constant += constant
        queueIfInfeasible(basic, rows[basic.id]?.constant ?? 0)
    }

    /// Adds `coefficient × symbol`, or `coefficient ×` its row when `symbol` is basic, to the
    /// objective.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        if let row = rows[symbol.id] {
            objective.insert(row, times: coefficient)
            touched.append(contentsOf: row.symbols)
        } else {
            objective.insertWeight(symbol, coefficient)
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

    /// Queues `basic` for the dual simplex if `value` is infeasible for it: negative for a
    /// restricted symbol, and anything but zero for a dummy, which must stay zero.
    private mutating func queueIfInfeasible(_ basic: Symbol, _ value: Double) {
        if (basic.isRestricted && value < 0) || (basic.kind == .dummy && !nearZero(value)) {
            infeasible.append(basic)
        }
    }

    /// The most pivots one run of the simplex (one `optimize`, `optimizeArtificial` or
    /// `dualOptimize` call) may make.
    ///
    /// Each run starts from the previous optimum after one change, and on interface layouts
    /// needs a handful of pivots; a whole system solved from scratch by the simplex takes
    /// typically about two or three pivots per row. Ten per symbol (rows plus columns), and
    /// at least 1,000, is far beyond either: a run that reaches it is cycling, or so close to
    /// it that giving up with an error beats looping forever.
    var pivotLimit: Int {
        pivotLimitOverride ?? max(1000, 10 * symbolCount)
    }

    /// Counts one more pivot of a run that has made `pivots`, throwing when it would exceed
    /// `pivotLimit`.
    func checkPivotLimit(_ pivots: inout Int) throws(PivotLimitExceeded) {
        guard pivots < pivotLimit else { throw PivotLimitExceeded(pivots: pivots) }
        pivots += 1
    }

    /// Columns shorter than this are never compacted by `index(_:under:)`.
    private static let shortestCompactedColumn = 64

    /// Puts `basic` on the column of `symbol`, compacting the column when it has doubled.
    private mutating func index(_ basic: Symbol, under symbol: Symbol) {
        columns[symbol.id].append(basic.id)
        // Stale entries accumulate as cells cancel and come back; dropping them whenever the
        // list reaches twice its live length at the last compaction keeps it at most about
        // twice its live length, for O(1) amortized work per entry. Compacting at every power
        // of two instead compacted again after a few appends whenever the live length sat just
        // under one: 10x the views cost 25x the compactions' instructions (callgrind,
        // layout-bench --views 1000 vs 10000).
        if columns[symbol.id].count >= compactionLengths[symbol.id] { _ = holders(of: symbol) }
    }
}
