/// The solver's implementation behind the ``Solver`` facade: Cassowary over a ``Tableau``.
///
/// Adding a constraint turns it into a row in terms of the current parametric symbols,
/// picks a symbol to solve it for (an external variable if it has one, else its own slack or
/// error when that keeps the row feasible), and falls back to phase one with an artificial
/// variable when there is none. Removing one pivots the constraint's marker into the basis and
/// drops its row. The objective is re-optimized after each change.
struct SolverCore {
    /// What the solver keeps about one constraint it holds.
    struct Record {
        let constraint: Constraint
        /// The symbol only this constraint's row holds: slack, dummy or positive error.
        let marker: Symbol
        /// The coefficient `marker` got in the constraint's original row.
        let markerCoefficient: Double
        /// The second error or slack-error symbol of an optional constraint.
        let other: Symbol?
        /// The coefficient `other` got in the original row.
        let otherCoefficient: Double
        /// The expression's constant as the solver currently uses it.
        var constant: Double
        /// When the constraint was added, to list constraints in that order.
        let order: Int
    }

    /// A variable's external symbol and the number of held constraints that mention it.
    struct VariableEntry {
        let symbol: Symbol
        var uses: Int
        let order: Int
    }

    var tableau = Tableau()
    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// Constraint of each marker and other symbol, to turn a certificate into constraints.
    private(set) var owners: [Symbol: ObjectIdentifier] = [:]
    private(set) var variables: [Variable: VariableEntry] = [:]
    var edits: [Variable: Constraint] = [:]
    private var nextOrder = 0

    /// The record of `constraint`, if the solver holds it.
    func record(of constraint: Constraint) -> Record? {
        records[ObjectIdentifier(constraint)]
    }

    /// Adds `constraint` with `constant` as its expression's constant.
    ///
    /// - Throws: `duplicateConstraint`; `unsatisfiable` when it conflicts with the required
    ///   constraints held (it is then not added, and the conflict is minimized if `minimize`);
    ///   `pivotLimitExceeded` when phase one gave up (it is then not added) or the final
    ///   optimization did (it is then held).
    mutating func add(_ constraint: Constraint, constant: Double, minimize: Bool = true) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        let (row, record) = makeRow(for: constraint, constant: constant)
        let certificate: [Symbol]?
        do {
            certificate = try insertNewRow(row, marker: record.marker, other: record.other)
        } catch {
            release(constraint)
            throw .pivotLimitExceeded(constraint, pivots: error.pivots)
        }
        if let certificate {
            release(constraint)
            let items = conflictItems(certificate, culprit: constraint, constant: constant)
            throw .unsatisfiable(Self.conflict(items, broken: constraint, minimize: minimize))
        }
        let id = ObjectIdentifier(constraint)
        records[id] = record
        owners[record.marker] = id
        if let other = record.other { owners[other] = id }
        try optimize(for: constraint)
    }

    /// Runs the primal simplex, reporting a run that gave up as an error about `constraint`.
    mutating func optimize(for constraint: Constraint) throws(SolverError) {
        do {
            try tableau.optimize()
        } catch {
            throw .pivotLimitExceeded(constraint, pivots: error.pivots)
        }
    }

    /// Removes `constraint`.
    ///
    /// - Throws: `unknownConstraint` when the solver does not hold it; `pivotLimitExceeded`
    ///   when a simplex run gave up (it is removed all the same).
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        // The errors leave the objective before any pivot, or the pivots would substitute
        // them into it again.
        let weight = constraint.strength.weight
        if record.marker.kind == .error { tableau.addToObjective(record.marker, -weight) }
        if let other = record.other, other.kind == .error { tableau.addToObjective(other, -weight) }
        if tableau.removeRow(basic: record.marker) == nil,
            let leaving = markerLeavingRow(record.marker),
            var row = tableau.removeRow(basic: leaving)
        {
            // Pivot the marker into the basis, then drop its row with it.
            let redundant = tableau.holders(of: record.marker).filter { $0.kind == .dummy }.sorted { $0.id < $1.id }
            row.solve(for: leaving, record.marker)
            tableau.substitute(record.marker, by: row)
            do {
                try reinsertRedundantEqualities(redundant)
            } catch {
                forget(record)
                throw .pivotLimitExceeded(constraint, pivots: error.pivots)
            }
        }
        forget(record)
        try optimize(for: constraint)
    }

    /// Drops what the solver keeps about the removed constraint of `record`.
    private mutating func forget(_ record: Record) {
        owners[record.marker] = nil
        if let other = record.other { owners[other] = nil }
        release(record.constraint)
    }

    /// Records `constant` as `constraint`'s current constant (the tableau is the caller's).
    mutating func setRecordedConstant(_ constant: Double, of constraint: Constraint) {
        records[ObjectIdentifier(constraint)]?.constant = constant
    }

    /// The current value of `variable` (zero for one the solver does not know).
    func value(of variable: Variable) -> Double {
        guard let symbol = variables[variable]?.symbol else { return 0 }
        return tableau.row(for: symbol)?.constant ?? 0
    }

    /// The held constraints in the order they were added.
    var constraints: [Constraint] {
        records.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The row of `constraint` in terms of the current parametric symbols, not yet solved for
    /// a subject, and its record. Optional constraints add their errors to the objective.
    private mutating func makeRow(for constraint: Constraint, constant: Double) -> (Row, Record) {
        var row = Row(constant: constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = retain(term.variable)
            if let basicRow = tableau.row(for: symbol) {
                tableau.cellOperations += basicRow.count
                row.insert(basicRow, times: term.coefficient) { _, _ in }
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let required = constraint.strength.isRequired
        let weight = constraint.strength.weight
        let marker: Symbol
        let markerCoefficient: Double
        var other: Symbol?
        var otherCoefficient = 0.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.insert(marker, markerCoefficient)
            if !required {
                let error = tableau.makeSymbol(.error)
                otherCoefficient = -markerCoefficient
                row.insert(error, otherCoefficient)
                tableau.addToObjective(error, weight)
                other = error
            }
        case .equal where required:
            marker = tableau.makeSymbol(.dummy)
            markerCoefficient = 1
            row.insert(marker, markerCoefficient)
        case .equal:
            marker = tableau.makeSymbol(.error)
            markerCoefficient = -1
            let minus = tableau.makeSymbol(.error)
            otherCoefficient = 1
            row.insert(marker, markerCoefficient)
            row.insert(minus, otherCoefficient)
            tableau.addToObjective(marker, weight)
            tableau.addToObjective(minus, weight)
            other = minus
        }
        // The simplex needs non-negative constants in restricted rows.
        if row.constant < 0 { row.reverseSign() }
        defer { nextOrder += 1 }
        let record = Record(
            constraint: constraint, marker: marker, markerCoefficient: markerCoefficient, other: other,
            otherCoefficient: otherCoefficient, constant: constant, order: nextOrder)
        return (row, record)
    }

    /// Solves the new `row` (of the constraint marked by `marker` and `other`) for a subject and
    /// adds it to the tableau.
    ///
    /// - Returns: nil on success; on a conflict, the symbols of the row that proves it (see
    ///   `SolverCore+Conflict.swift`), the tableau then being as before.
    private mutating func insertNewRow(_ row: Row, marker: Symbol, other: Symbol?) throws(PivotLimitExceeded)
        -> [Symbol]?
    {
        var row = row
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.hasOnlyDummies {
            // Zero: a redundant equality, whose dummy becomes basic, always zero. Otherwise the
            // equality contradicts those whose dummies the row holds.
            guard nearZero(row.constant) else { return Array(row.symbols) }
            subject = marker
        }
        guard let subject else { return try addWithArtificialVariable(row) }
        row.solve(for: subject)
        tableau.substitute(subject, by: row)
        tableau.insertRow(row, basic: subject)
        return nil
    }

    /// Re-adds the rows of basic `dummies` that a removal made depend on other symbols.
    ///
    /// A basic dummy marks a required equality that was redundant when added: its row holds
    /// only dummies, so it stays zero. Removing an equality it depended on substitutes other
    /// symbols into it; the equality then constrains again and must be added back as a row
    /// of its own. The remaining constraints were satisfiable, so this cannot fail.
    private mutating func reinsertRedundantEqualities(_ dummies: [Symbol]) throws(PivotLimitExceeded) {
        for dummy in dummies {
            guard let row = tableau.row(for: dummy), !(row.hasOnlyDummies && nearZero(row.constant)),
                var equation = tableau.removeRow(basic: dummy)
            else { continue }
            // `dummy = constant + Σ` is the equation `0 = constant + Σ - dummy`.
            equation.insert(dummy, -1)
            _ = try insertNewRow(equation, marker: dummy, other: nil)
        }
    }

    /// The symbol to solve a new row for without breaking feasibility: the external variable
    /// that the fewest other rows hold (the first of those), else its own slack or error if that
    /// has a negative coefficient; nil when phase one is needed.
    ///
    /// kiwi takes the first external. Solving for one that many rows hold substitutes the new
    /// row into each of them: in a stack of n views, each spacing constraint was solved for the
    /// first view's width, which every position held, and a 1,000-view stack took n³ work
    /// (`nibc validate` of a 25 KB file, 22 s). A variable no other row holds, as a new view's
    /// usually is, costs no substitution at all.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var external: (symbol: Symbol, holders: Int)?
        for symbol in row.symbols where symbol.kind == .external {
            let holders = tableau.columnLength(of: symbol)
            if external.map({ holders < $0.holders }) ?? true { external = (symbol, holders) }
        }
        if let external { return external.symbol }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if let other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: adds `row` with an artificial variable and minimizes it.
    ///
    /// - Returns: nil when the row could be satisfied (it is then in the tableau), or the
    ///   symbols of the final artificial objective: a combination of the original rows whose
    ///   constant is positive while every term is at least zero, so the constraints that own
    ///   those symbols cannot all hold. The tableau is then as before.
    /// - Throws: when phase one gives up with the row not yet satisfied; the row is then
    ///   dropped as for a conflict.
    private mutating func addWithArtificialVariable(_ row: Row) throws(PivotLimitExceeded) -> [Symbol]? {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insertRow(row, basic: artificial)
        tableau.beginArtificial(row)
        var gaveUp: PivotLimitExceeded?
        do { try tableau.optimizeArtificial() } catch { gaveUp = error }
        let objective = tableau.endArtificial() ?? Row()
        if !nearZero(objective.constant) {
            // Infeasible (or given up), so the artificial variable is basic (a parametric one
            // is zero), and its row is the new constraint: dropping it leaves the old system.
            _ = tableau.removeRow(basic: artificial)
            tableau.eliminate(artificial)
            try tableau.optimize()
            if let gaveUp { throw gaveUp }
            return Array(objective.symbols)
        }
        if let artificialRow = tableau.removeRow(basic: artificial), !artificialRow.isEmpty {
            // Basic at zero: pivot it out, preferring a symbol that may enter the basis, then
            // a dummy (the row holds no externals: the subject would have been one).
            let symbols = Array(artificialRow.symbols)
            let candidates = symbols.filter(\.isPivotable)
            let entering = (candidates.isEmpty ? symbols : candidates).min { $0.id < $1.id }
            if let entering { tableau.pivot(artificialRow, leaving: artificial, entering: entering) }
        }
        tableau.eliminate(artificial)
        return nil
    }

    /// The basic symbol whose row the marker of a constraint being removed should replace:
    /// the restricted row that limits it most, else any restricted row, else an external one.
    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        func better(_ candidate: (ratio: Double, symbol: Symbol), than best: (ratio: Double, symbol: Symbol)?) -> Bool {
            guard let best else { return true }
            return candidate.ratio < best.ratio
                || (candidate.ratio == best.ratio && candidate.symbol.id < best.symbol.id)
        }
        for basic in tableau.holders(of: marker) {
            guard let row = tableau.row(for: basic) else { continue }
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .external {
                if third.map({ basic.id < $0.id }) ?? true { third = basic }
            } else if coefficient < 0 {
                let candidate = (ratio: -row.constant / coefficient, symbol: basic)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (ratio: row.constant / coefficient, symbol: basic)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// The external symbol of `variable`, counting one more use.
    private mutating func retain(_ variable: Variable) -> Symbol {
        if let entry = variables[variable] {
            variables[variable]?.uses += 1
            return entry.symbol
        }
        let symbol = tableau.makeSymbol(.external)
        variables[variable] = VariableEntry(symbol: symbol, uses: 1, order: symbol.id)
        return symbol
    }

    /// Counts one use less of each variable of `constraint`, forgetting those left unused.
    private mutating func release(_ constraint: Constraint) {
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard let uses = variables[term.variable]?.uses else { continue }
            if uses <= 1 {
                variables[term.variable] = nil
            } else {
                variables[term.variable]?.uses = uses - 1
            }
        }
    }
}
