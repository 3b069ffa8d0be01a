/// An incremental Cassowary constraint solver: the algorithm behind Auto Layout.
///
/// Add constraints one at a time, read values, change a constant or suggest a value for an
/// edit variable and read the values again: each change re-solves from the previous
/// solution rather than from scratch.
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(Constraint(left, .equal, 20))
/// try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 100))
/// try solver.addConstraint(Constraint(width, .equal, 50, strength: .defaultHigh))
/// solver.value(of: width)                     // 100: the required minimum wins
///
/// try solver.addEditVariable(left, strength: .defaultHigh)   // an optional `left == value`
/// ```
///
/// Required constraints (priority 1000) hold exactly; optional ones are satisfied as well as
/// their weights allow (see ``Strength``). Requests that cannot be met are errors, returned
/// as ``SolverError`` values; a required constraint that conflicts with the others is
/// refused with the exact set of constraints that conflict (see ``Conflict``).
///
/// The solver is a value: copying it copies the system (cheaply, until one copy changes).
/// Values are read on demand, so there is no separate update step: ``value(of:)`` is always
/// the current solution.
///
/// The algorithm follows kiwi (Badros, Borning and Stuckey's Cassowary as kiwi's solver
/// implements it), with two differences: the tableau indexes which rows hold each symbol,
/// so adding a constraint or changing a constant touches only those rows where kiwi walks
/// them all; and every choice among equals takes the earliest symbol, so a run is repeatable.
public struct Solver: Sendable {
    private var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Creates an empty solver whose simplex runs give up after `pivotLimit` pivots each
    /// instead of the default (see ``SolverError/pivotLimitExceeded(_:pivots:)``), for tests
    /// of that error.
    package init(pivotLimit: Int) {
        core.tableau.pivotLimitOverride = pivotLimit
    }

    /// Adds `constraint`.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if the solver holds it already;
    ///   ``SolverError/unsatisfiable(_:)`` if it is required and conflicts with the required
    ///   constraints held: it is then not added (it is the conflict's ``Conflict/broken``
    ///   constraint) and the solver is as before.
    /// - Complexity: about O(terms × rows holding them) for interface-like systems, plus any
    ///   simplex pivots; a conflict costs more (see ``Conflict``).
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.add(constraint, constant: constraint.expression.constant)
    }

    /// Removes `constraint`.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not hold it.
    /// - Complexity: O(rows holding its marker) plus any simplex pivots.
    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.remove(constraint)
    }

    /// Whether the solver holds `constraint`.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.record(of: constraint) != nil
    }

    /// The constraints the solver holds, in the order they were added (edit variables'
    /// constraints included).
    ///
    /// - Complexity: O(n log n) for n constraints.
    public var constraints: [Constraint] {
        core.constraints
    }

    /// The constant the solver uses for `constraint`'s expression, or nil if it does not hold it.
    public func constant(of constraint: Constraint) -> Double? {
        core.record(of: constraint)?.constant
    }

    /// Gives `constraint`'s expression the constant `constant` and re-solves incrementally:
    /// no rebuild, no new row. This is how a UIKit constraint's `constant` changes; as the
    /// expression is `lhs - rhs`, UIKit's `a == b + c` has the expression constant `-c`.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/unsatisfiable(_:)`` if
    ///   `constraint` is required and cannot take the new constant: it is then broken
    ///   (removed from the solver) and the conflict says so.
    /// - Complexity: O(rows holding the constraint's marker) plus the dual simplex's pivots.
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        try core.setConstant(constant, of: constraint)
    }

    /// Makes `variable` an edit variable: adds the optional constraint `variable == value`
    /// at `strength`, whose value ``suggestValue(_:_:)`` then changes.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` for a required strength.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`, removing its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[variable] != nil
    }

    /// Suggests `value` for the edit variable `variable` and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: as ``setConstant(_:of:)``.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(value, for: variable)
    }

    /// The value of `variable` in the current solution; zero for a variable no held
    /// constraint mentions.
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// The variables the constraints leave undetermined: another solution, as good for every
    /// optional constraint, gives them another value. UIKit's `hasAmbiguousLayout` asks this
    /// of a view's four variables. See `SolverCore+Ambiguity.swift` for the method and its
    /// one blind spot (freedom only along a combination of blocked directions). A variable no
    /// held constraint mentions is not part of the system and is not listed.
    ///
    /// - Complexity: O(cells of the tableau).
    public func ambiguousVariables() -> [Variable] {
        core.ambiguousVariables()
    }

    /// Whether a held constraint (or edit variable) mentions `variable`. A variable none
    /// mentions is not part of the system: nothing determines it, and ``value(of:)`` says zero.
    public func mentions(_ variable: Variable) -> Bool {
        core.variables[variable] != nil
    }

    /// Whether any variable is undetermined (``ambiguousVariables()`` is not empty).
    public var hasAmbiguousLayout: Bool {
        !core.ambiguousVariables().isEmpty
    }

    /// The number of terms read or written by merging and inserting the solver's equations
    /// since it was made (a merge reads both equations): a count of work that does not depend on the machine, so that tests and benchmarks can
    /// see how the cost of a system grows with its size without timing anything.
    public var cellOperations: Int {
        core.tableau.cellOperations
    }

    /// The number of terms the solver's equations hold now (its solved form, one equation per
    /// basic variable): the memory it keeps beyond the constraints, and a floor on the work of
    /// building it, since every term was written at least once.
    ///
    /// Each variable's equation holds a term for every required equality its value depends on
    /// (that term is what lets a changed constant move it without a re-solve), so the count
    /// grows with the constraints times the depth of the dependencies between them: in a tree
    /// of nested stacks, faster than the number of views.
    public var solvedFormTermCount: Int {
        core.tableau.cellCount
    }

    /// The simplex pivots made since the solver was made: a count of work like
    /// ``cellOperations``.
    package var pivotCount: Int {
        core.tableau.pivotCount
    }

    /// Removes every constraint and edit variable (a pivot limit given at creation stays).
    public mutating func reset() {
        let limit = core.tableau.pivotLimitOverride
        core = SolverCore()
        core.tableau.pivotLimitOverride = limit
    }
}
