/// One equation of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Before the tableau adopts a row it reads `0 = constant + Σ coefficient × symbol`; `solve(for:)`
/// turns it into the first form for a chosen subject. A row does not know its basic symbol:
/// the tableau files rows by it.
///
/// The cells are one array sorted by symbol id (kiwi keeps a sorted vector too).
/// Adding one row to another, the solver's main work, is then a merge with no hashing. With
/// a `[Symbol: Double]` per row (and hash sets for the tableau's columns), hashing took about
/// 70% of the time (perf) and building an 800-view system of content-sized stacks took 750 ms;
/// with sorted arrays and id-indexed columns, 304 ms (layout-bench, release).
struct Row {
    /// One term of the equation: `coefficient × symbol`.
    struct Cell: Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// What the basic symbol equals when every parametric symbol is zero: its current value.
    var constant: Double
    /// The terms with a non-zero coefficient, in increasing symbol id order.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The symbols of the cells, in increasing id order.
    var symbols: LazyMapCollection<[Cell], Symbol> {
        cells.lazy.map(\.symbol)
    }

    /// The number of cells.
    var count: Int { cells.count }

    /// Whether the row has no cells.
    var isEmpty: Bool { cells.isEmpty }

    /// Whether every symbol of the row is a dummy (true for a row with none).
    var hasOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.kind == .dummy }
    }

    /// The coefficient of `symbol`, zero when it is absent.
    ///
    /// - Complexity: O(log cells).
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
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
            let new = cells[index].coefficient + coefficient
            if nearZero(new) {
                cells.remove(at: index)
                return .removed
            }
            cells[index].coefficient = new
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return .added
    }

    /// Adds `coefficient × other`, telling `changed` of each symbol that entered or left.
    ///
    /// - Complexity: O(cells + cells of `other`): a merge of the two sorted lists.
    mutating func insert(_ other: Row, times coefficient: Double, changed: (Symbol, Membership) -> Void) {
        constant += other.constant * coefficient
        if other.cells.count == 1 {
            let cell = other.cells[0]
            let membership = insert(cell.symbol, cell.coefficient * coefficient)
            if membership != .unchanged { changed(cell.symbol, membership) }
            return
        }
        // One array of cells rather than parallel arrays of symbols and coefficients: half the
        // appends (each checks capacity and uniqueness), one allocation, and a cell's symbol and
        // coefficient on the same cache line. Building 1,000 / 10,000 views took 340.2M /
        // 4340.6M instructions with two arrays, 289.4M / 3649.4M with one: 10x the views 12.76x
        // -> 12.61x the instructions; build + first solve about 16 -> 13 ms and 215 -> 195 ms,
        // though 10x the views still costs about 14x the time (noisy). Measured with callgrind
        // --toggle-collect='*addConstraint*' and layout-bench (fill-equally stacks, release).
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        // Both lists first, then whichever is left alone.
        while mine < cells.count && theirs < other.cells.count {
            let cell = cells[mine]
            let otherCell = other.cells[theirs]
            if cell.symbol.id < otherCell.symbol.id {
                merged.append(cell)
                mine += 1
            } else if otherCell.symbol.id < cell.symbol.id {
                let value = otherCell.coefficient * coefficient
                if !nearZero(value) {
                    merged.append(Cell(symbol: otherCell.symbol, coefficient: value))
                    changed(otherCell.symbol, .added)
                }
                theirs += 1
            } else {
                let value = cell.coefficient + otherCell.coefficient * coefficient
                if nearZero(value) {
                    changed(cell.symbol, .removed)
                } else {
                    merged.append(Cell(symbol: cell.symbol, coefficient: value))
                }
                mine += 1
                theirs += 1
            }
        }
        merged.append(contentsOf: cells[mine...])
        while theirs < other.cells.count {
            let otherCell = other.cells[theirs]
            let value = otherCell.coefficient * coefficient
            if !nearZero(value) {
                merged.append(Cell(symbol: otherCell.symbol, coefficient: value))
                changed(otherCell.symbol, .added)
            }
            theirs += 1
        }
        cells = merged
    }

    /// Removes `symbol` and returns its coefficient, or nil when it was absent.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (found, index) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the whole equation by -1 (used to make a new row's constant non-negative).
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
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
        for index in cells.indices { cells[index].coefficient *= scale }
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
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
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
