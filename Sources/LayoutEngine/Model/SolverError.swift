/// Why a ``Solver`` refused a request. The solver is unchanged by a refused request, except
/// where ``Conflict`` says a constraint was broken.
public enum SolverError: Error, Sendable {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// Required constraints cannot all hold; the conflict lists them and names the one the
    /// solver broke (left out) to keep going.
    case unsatisfiable(Conflict)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit would conflict with any suggestion
    /// the other required constraints disallow.
    case requiredEditVariable(Variable)
    /// One run of the simplex while adding, removing or re-solving `constraint` made
    /// `pivots` pivots, its limit, and gave up rather than loop (a degenerate system can make
    /// the simplex cycle). The request took effect as far as the constraints go (a constraint
    /// added or removed stays so; a constant change is undone), but the values may not be
    /// optimal for the optional constraints, and may break a required one.
    case pivotLimitExceeded(Constraint, pivots: Int)
}

extension SolverError: CustomStringConvertible {
    /// A one-line explanation, naming the constraint; a conflict's is UIKit-like and several
    /// lines long (see ``Conflict/description``).
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): "The constraint is already in the solver: \(constraint)"
        case .unknownConstraint(let constraint): "The constraint is not in the solver: \(constraint)"
        case .unsatisfiable(let conflict): conflict.description
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "\(variable) cannot be a required edit variable"
        case .pivotLimitExceeded(let constraint, let pivots):
            "The solver gave up after \(pivots) pivots without converging (the simplex may be cycling) on \(constraint)"
        }
    }
}

/// A set of required constraints that cannot all hold, and the one the solver broke.
///
/// The solver finds the set from the simplex tableau: the row that proved the system
/// infeasible is a combination of original constraints, each found by the symbol it alone
/// holds (a Farkas certificate), so every constraint listed takes part in the contradiction.
/// It then drops, one at a time, each constraint without which the rest still conflict
/// (a deletion filter on a fresh solver), so the set is minimal when ``isMinimal`` is true:
/// removing any one constraint of it leaves a satisfiable set.
///
/// Like UIKit, which "will attempt to recover by breaking constraint …", the solver keeps
/// solving without one of them: the ``broken`` constraint, the one whose addition or new
/// constant caused the conflict, is not in the solver afterwards.
public struct Conflict: Sendable, CustomStringConvertible {
    /// The conflicting required constraints, the broken one last.
    public let constraints: [Constraint]
    /// The constant each of ``constraints`` had in the conflict, in the same order: the
    /// constant the solver used for it, which for the broken constraint of a refused
    /// ``Solver/setConstant(_:of:)`` is the refused new one.
    public let constants: [Double]
    /// The constraint left out of the solver.
    public let broken: Constraint
    /// Whether the deletion filter ran to the end (it does for sets of up to
    /// ``Conflict/minimizationLimit`` constraints).
    public let isMinimal: Bool

    /// Conflicts larger than this are reported as found, without the deletion filter, whose
    /// cost grows with the square of the set's size.
    public static let minimizationLimit = 400

    /// A UIKit-like report: the constraints, one a line, and the broken one.
    public var description: String {
        let lines = constraints.map { "    \($0)" }.joined(separator: "\n")
        return "Unable to simultaneously satisfy constraints:\n\(lines)\nBreaking constraint \(broken)"
    }
}
