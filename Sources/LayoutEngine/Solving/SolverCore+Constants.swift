/// Changing a held constraint's constant, and edit variables, which are built on it.
///
/// A constant change needs no new row. The constraint's marker appears in its original row
/// only, so raising that row's constant by `d` is the same as replacing the marker by
/// `marker + d/m` (m: the marker's original coefficient). In the tableau that changes the
/// marker's own row if it is basic, else the constant of each row holding it; the dual
/// simplex then repairs the rows that went negative. This is kiwi's `suggestValue`, used for
/// every constraint, and it touches only the rows the column index names.
extension SolverCore {
    /// Gives `constraint`'s expression the constant `constant` and re-solves.
    ///
    /// - Throws: `unknownConstraint`; `unsatisfiable` when a required constraint cannot take
    ///   the new constant. The constraint is then broken: removed from the solver, as UIKit
    ///   breaks a constraint to recover, and the conflict lists it last. `pivotLimitExceeded`
    ///   when the dual simplex gave up: the old constant is then put back.
    /// - Complexity: O(rows holding the marker) plus the dual simplex's pivots, usually none
    ///   or a few.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = record(of: constraint) else { throw .unknownConstraint(constraint) }
        let change = constant - record.constant
        guard change != 0 else { return }
        if record.marker.kind == .dummy && tableau.row(for: record.marker) != nil {
            // A basic dummy records a redundant equality, which no constant but the one that
            // made it redundant satisfies: add it again and let the addition judge.
            try remove(constraint)
            try add(constraint, constant: constant)
            return
        }
        setRecordedConstant(constant, of: constraint)
        shift(record, by: change)
        let failed: Symbol?
        do {
            failed = try tableau.dualOptimize()
        } catch {
            // Put the old constant back: its solution was feasible, so the dual simplex can
            // usually find it again, though it may give up too.
            setRecordedConstant(record.constant, of: constraint)
            shift(record, by: -change)
            _ = try? tableau.dualOptimize()
            try? tableau.optimize()
            throw .pivotLimitExceeded(constraint, pivots: error.pivots)
        }
        guard let failed else {
            try optimize(for: constraint)
            return
        }
        let participants = [failed] + (tableau.row(for: failed).map { Array($0.symbols) } ?? [])
        let items = conflictItems(participants, culprit: constraint, constant: constant)
        // Undo the change: the old constants are satisfiable, and the dual simplex keeps the
        // objective optimal, so it finds the old solution again.
        setRecordedConstant(record.constant, of: constraint)
        shift(record, by: -change)
        _ = try? tableau.dualOptimize()
        try? tableau.optimize()
        try? remove(constraint)
        throw .unsatisfiable(Self.conflict(items, broken: constraint, minimize: true))
    }

    /// Makes `variable` an edit variable at `strength`: an optional `variable == value`
    /// whose value ``suggestValue(_:for:)`` changes.
    ///
    /// - Throws: `duplicateEditVariable`, `requiredEditVariable`.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(variable, .equal, LinearExpression(), strength: strength)
        try add(constraint, constant: 0)
        edits[variable] = constraint
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: `unknownEditVariable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    /// Suggests `value` for the edit variable `variable` and re-solves.
    ///
    /// - Throws: `unknownEditVariable`.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        // The edit constraint reads `variable + constant == 0`.
        try setConstant(-value, of: constraint)
    }

    /// Applies a change of `change` to the constant of `record`'s original row to the
    /// tableau, queueing rows that go negative.
    private mutating func shift(_ record: Record, by change: Double) {
        if tableau.row(for: record.marker) != nil {
            tableau.addToConstant(ofRow: record.marker, -change / record.markerCoefficient)
        } else if let other = record.other, tableau.row(for: other) != nil {
            tableau.addToConstant(ofRow: other, -change / record.otherCoefficient)
        } else {
            let markerChange = change / record.markerCoefficient
            for basic in tableau.holders(of: record.marker) {
                let coefficient = tableau.row(for: basic)?.coefficient(for: record.marker) ?? 0
                if coefficient != 0 { tableau.addToConstant(ofRow: basic, coefficient * markerChange) }
            }
        }
    }
}
