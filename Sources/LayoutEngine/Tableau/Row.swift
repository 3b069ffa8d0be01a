/// One equation of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Before the tableau adopts a row it reads `0 = constant + Σ coefficient × symbol`; `solve(for:)`
/// turns it into the first form for a chosen subject. A row does not know its basic symbol:
/// the tableau keys rows by it.
///
/// Cells live in a dictionary: rows are short (a handful of symbols for interface constraints)
/// but the objective holds one cell per error symbol, and both need lookup by symbol.
struct Row {
    /// What the basic symbol equals when every parametric symbol is zero: its current value.
    var constant: Double
    /// The non-zero coefficients; a cell that cancels to (near) zero is removed.
    private(set) var cells: [Symbol: Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = [:]
    }

    /// The coefficient of `symbol`, zero when it is absent.
    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Whether every symbol of the row is a dummy (true for a row with none).
    var hasOnlyDummies: Bool {
        cells.keys.allSatisfy { $0.kind == .dummy }
    }

    /// Adds `coefficient × symbol`.
    ///
    /// - Returns: whether the symbol entered the row (`.added`), left it because its
    ///   coefficient cancelled (`.removed`), or neither; the tableau keeps its column index
    ///   from these.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Membership {
        if let old = cells[symbol] {
            let new = old + coefficient
            if nearZero(new) {
                cells[symbol] = nil
                return .removed
            }
            cells[symbol] = new
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        cells[symbol] = coefficient
        return .added
    }

    /// Adds `coefficient × other`, telling `changed` of each symbol that entered or left.
    ///
    /// - Complexity: O(cells of `other`).
    mutating func insert(_ other: Row, times coefficient: Double, changed: (Symbol, Membership) -> Void) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            let membership = insert(symbol, value * coefficient)
            if membership != .unchanged { changed(symbol, membership) }
        }
    }

    /// Removes `symbol` and returns its coefficient, or nil when it was absent.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        cells.removeValue(forKey: symbol)
    }

    /// Multiplies the whole equation by -1 (used to make a new row's constant non-negative).
    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -constant/a - rest/a`.
    ///
    /// `symbol` leaves the cells: it becomes the row's basic symbol. It must be present.
    ///
    /// - Complexity: O(cells).
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let scale = -1 / coefficient
        constant *= scale
        for key in cells.keys { cells[key] = (cells[key] ?? 0) * scale }
    }

    /// Turns `lhs = constant + b × rhs + rest` into `rhs = …`, with `lhs` among the cells:
    /// the pivot step, `lhs` leaving the basis and `rhs` entering it.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row `symbol` is basic in), telling `changed` of each
    /// symbol that entered or left; `symbol` itself leaves without being told.
    ///
    /// - Returns: whether `symbol` was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row, changed: (Symbol, Membership) -> Void) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        insert(row, times: coefficient, changed: changed)
        return true
    }
}

/// How one insertion changed the set of symbols a row holds.
enum Membership {
    case added, removed, unchanged
}
