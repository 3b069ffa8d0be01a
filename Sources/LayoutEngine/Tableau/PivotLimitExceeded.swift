/// One run of the simplex made more pivots than `Tableau.pivotLimit` allows and gave up.
///
/// The tableau is left as that pivot left it: every row is a valid equation, but the
/// objective may not be optimal (primal simplex) or some restricted rows may still be
/// negative (dual simplex). The solver turns this into ``SolverError/pivotLimitExceeded(_:pivots:)``.
struct PivotLimitExceeded: Error {
    /// The pivots the run made before it gave up.
    let pivots: Int
}
