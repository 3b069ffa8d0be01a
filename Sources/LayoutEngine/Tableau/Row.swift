/// One equation of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Before the tableau adopts a row it reads `0 = constant + Σ coefficient × symbol`; `solve(for:)`
/// turns it into the first form for a chosen subject. A row does not know its basic symbol:
/// the tableau files rows by it.
///
/// The cells are two parallel arrays sorted by symbol id (kiwi keeps a sorted vector too).
/// Adding one row to another, the solver's main work, is then a merge with no hashing. With
/// a `[Symbol: Double]` per row (and hash sets for the tableau's columns), hashing took about
/// 70% of the time (perf) and building an 800-view system of content-sized stacks took 750 ms;
/// with sorted arrays and id-indexed columns, 304 ms (layout-bench, release).
struct Row {
    /// What the basic symbol equals when every parametric symbol is zero: its current value.
    var constant: Double
    /// The symbols with a non-zero coefficient, in increasing id order.
    private(set) var symbols: [Symbol] = []
    /// The coefficient of each of `symbols`, at the same index.
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The cells as (symbol, coefficient) pairs, in increasing id order.
    var cells: Zip2Sequence<[Symbol], [Double]> {
        zip(symbols, coefficients)
    }

    /// Whether the row has no cells.
    var isEmpty: Bool { symbols.isEmpty }

    /// Whether every symbol of the row is a dummy (true for a row with none).
    var hasOnlyDummies: Bool {
        symbols.allSatisfy { $0.kind == .dummy }
    }

    /// The coefficient of `symbol`, zero when it is absent.
    ///
    /// - Complexity: O(log cells).
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient × symbol`.
    ///
    /// - Returns: whether the symbol entered the row (`.added`), left it because its
    ///   coefficient cancelled (`.removed`), or neither; the tableau keeps its column index
    ///   from these.
    /// - Complexity: O(cells) (an insertion shifts the cells after it).
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Membership {
        let (found, index) = position(of: symbol)
        if found {
            let new = coefficients[index] + coefficient
            if nearZero(new) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return .removed
            }
            coefficients[index] = new
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return .added
    }

    /// Adds `coefficient × other`, telling `changed` of each symbol that entered or left.
    ///
    /// - Complexity: O(cells + cells of `other`): a merge of the two sorted lists.
    mutating func insert(_ other: Row, times coefficient: Double, changed: (Symbol, Membership) -> Void) {
        constant += other.constant * coefficient
        if other.symbols.count == 1 {
            let membership = insert(other.symbols[0], other.coefficients[0] * coefficient)
            if membership != .unchanged { changed(other.symbols[0], membership) }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var mine = 0
        var theirs = 0
        while mine < symbols.count || theirs < other.symbols.count {
            if theirs == other.symbols.count || (mine < symbols.count && symbols[mine].id < other.symbols[theirs].id) {
                mergedSymbols.append(symbols[mine])
                mergedCoefficients.append(coefficients[mine])
                mine += 1
            } else if mine == symbols.count || other.symbols[theirs].id < symbols[mine].id {
                let value = other.coefficients[theirs] * coefficient
                if !nearZero(value) {
                    mergedSymbols.append(other.symbols[theirs])
                    mergedCoefficients.append(value)
                    changed(other.symbols[theirs], .added)
                }
                theirs += 1
            } else {
                let value = coefficients[mine] + other.coefficients[theirs] * coefficient
                if nearZero(value) {
                    changed(symbols[mine], .removed)
                } else {
                    mergedSymbols.append(symbols[mine])
                    mergedCoefficients.append(value)
                }
                mine += 1
                theirs += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol` and returns its coefficient, or nil when it was absent.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (found, index) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Multiplies the whole equation by -1 (used to make a new row's constant non-negative).
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -constant/a - rest/a`.
    ///
    /// `symbol` leaves the cells: it becomes the row's basic symbol. It must be present.
    ///
    /// - Complexity: O(cells).
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = remove(symbol) else { return }
        let scale = -1 / coefficient
        constant *= scale
        for index in coefficients.indices { coefficients[index] *= scale }
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
        guard let coefficient = remove(symbol) else { return false }
        insert(row, times: coefficient, changed: changed)
        return true
    }

    /// Whether `symbol` is present, and its index, or where it would be inserted.
    private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            let id = symbols[middle].id
            if id == symbol.id { return (true, middle) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }
}

/// How one insertion changed the set of symbols a row holds.
enum Membership {
    case added, removed, unchanged
}
