/// Explaining a conflict: which required constraints cannot hold together.
///
/// When the solver proves a system infeasible it holds a row, `b = K + Σ cᵢ sᵢ`, that is a
/// linear combination of the original constraint rows (plus the new constraint's) and that
/// no non-negative values satisfy: phase one's artificial objective with `K > 0`, or a row the
/// dual simplex cannot repair with `K < 0`. Each marker symbol occurs in its own constraint's
/// original row only, so a constraint takes part in the combination exactly when its marker
/// (or `b`) occurs in that row. Optional constraints never do: their two error symbols have
/// opposite signs, and at the point of failure neither may have the sign that would repair
/// the row. So the owners of the row's symbols are a conflicting set of required constraints.
extension SolverCore {
    /// A constraint with the constant it had when the conflict was found.
    typealias Item = (constraint: Constraint, constant: Double)

    /// The required constraints that own `symbols`, in the order they were added, then
    /// `culprit` with `constant`.
    func conflictItems(_ symbols: [Symbol], culprit: Constraint, constant: Double) -> [Item] {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(culprit)]
        var found: [Record] = []
        for symbol in symbols {
            guard let id = owners[symbol], let record = records[id], !seen.contains(id) else { continue }
            seen.insert(id)
            if record.constraint.strength.isRequired { found.append(record) }
        }
        found.sort { $0.order < $1.order }
        return found.map { ($0.constraint, $0.constant) } + [(culprit, constant)]
    }

    /// The conflict of `items`, minimized by a deletion filter when `minimize` and the set is
    /// small enough.
    ///
    /// The filter tries each constraint in turn: if the others still conflict on a fresh
    /// solver, it goes, and the fresh solver's own (smaller) explanation replaces the set;
    /// otherwise it is needed, and stays needed in every subset. The result is irreducible.
    ///
    /// - Complexity: O(k²) constraint additions for a set of k, on solvers of at most k.
    static func conflict(_ items: [Item], broken: Constraint, minimize: Bool) -> Conflict {
        guard minimize, items.count <= Conflict.minimizationLimit else {
            return Conflict(
                constraints: items.map(\.constraint), constants: items.map(\.constant), broken: broken, isMinimal: false
            )
        }
        var current = items
        var needed: Set<ObjectIdentifier> = []
        while let candidate = current.first(where: { !needed.contains(ObjectIdentifier($0.constraint)) }) {
            let trial = current.filter { $0.constraint !== candidate.constraint }
            if let smaller = conflict(among: trial) {
                current = smaller
            } else {
                needed.insert(ObjectIdentifier(candidate.constraint))
            }
        }
        // Keep the broken constraint last, as UIKit's log names it after the others.
        let ordered = current.filter { $0.constraint !== broken } + current.filter { $0.constraint === broken }
        return Conflict(
            constraints: ordered.map(\.constraint), constants: ordered.map(\.constant), broken: broken, isMinimal: true)
    }

    /// The conflict a fresh solver finds adding `items` in order, unminimized, or nil when
    /// they can all hold.
    private static func conflict(among items: [Item]) -> [Item]? {
        var solver = SolverCore()
        for item in items {
            do {
                try solver.add(item.constraint, constant: item.constant, minimize: false)
            } catch .unsatisfiable(let conflict) {
                return Array(zip(conflict.constraints, conflict.constants))
            } catch {
                continue
            }
        }
        return nil
    }
}
