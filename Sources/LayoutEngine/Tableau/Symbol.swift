/// A column of the simplex tableau: a variable of the user's, or one the solver made.
///
/// Cassowary turns every constraint into an equation with extra symbols: a slack for an
/// inequality, two error symbols for an optional constraint, a dummy for a required equality
/// (so that the constraint can be found again and removed). Only external symbols are
/// unrestricted; every other kind must stay non-negative.
///
/// Equality and hashing use the id alone: the solver hands out each id once.
struct Symbol: Hashable {
    /// What a symbol stands for, which decides its sign restriction and whether it may enter
    /// the basis.
    enum Kind: UInt8 {
        /// A user's variable: unrestricted in sign.
        case external
        /// The slack of an inequality, or an artificial variable: non-negative.
        case slack
        /// One of the two error symbols of an optional constraint: non-negative, and the
        /// objective pays the constraint's weight for each unit of it.
        case error
        /// The marker of a required equality: always zero, it only records the constraint.
        case dummy
    }

    /// Unique within one tableau; also the order used to break ties (Bland's rule), so that
    /// a run never depends on a hash table's iteration order.
    var id: Int { Int(storedID) }
    let kind: Kind
    /// The id in 32 bits: a symbol then takes 8 bytes in a row's cells instead of 16. Rows
    /// hold a cell per ancestor constraint, so their length grows with the depth of the view
    /// tree; building 10,000 views (layout-bench, fill-equally stacks) took 4.37G instructions
    /// with 16-byte symbols, 4.21G with these. Four billion symbols would take far more memory
    /// than a machine has, so the conversion cannot trap in practice.
    private let storedID: UInt32

    /// The symbol numbered `id` (0 ..< 2³²), of `kind`.
    init(id: Int, kind: Kind) {
        storedID = UInt32(id)
        self.kind = kind
    }

    /// Whether the symbol must stay non-negative (every kind but `external`).
    var isRestricted: Bool { kind != .external }

    /// Whether the primal and dual simplex may bring the symbol into the basis. Dummies are
    /// fixed at zero, and externals are kept basic by choosing them as subjects instead.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Whether `value` is zero for the solver's purposes (kiwi uses the same 1e-8).
///
/// Coefficients that cancel out leave rounding residue; a cell that small is dropped, and a
/// constant that small counts as zero when deciding feasibility and conflicts.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 1e-8 && value > -1e-8
}
