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
        // The merged cells are written straight into uninitialized storage and the rows are
        // read through buffer pointers: with `append` on reserved arrays every cell paid for
        // capacity, uniqueness and bounds checks. The merges of phase-one pivots dominate
        // building nested stacks, whose rows grow with the tree's depth, so this per-cell cost
        // is what grows faster than the views: building 10,000 views took 4.63G instructions
        // that way, 4.37G this way, and 10x the views 12.83x the instructions, now 12.30x
        // (callgrind --toggle-collect='*addConstraint*', layout-bench fill-equally stacks,
        // 1,000 vs 10,000 views).
        let capacity = symbols.count + other.symbols.count
        var mergedCoefficients: [Double] = []
        let mergedSymbols = [Symbol](unsafeUninitializedCapacity: capacity) { symbolBuffer, symbolCount in
            mergedCoefficients = [Double](unsafeUninitializedCapacity: capacity) {
                coefficientBuffer, coefficientCount in
                var count = 0
                func emit(_ symbol: Symbol, _ value: Double) {
                    symbolBuffer.initializeElement(at: count, to: symbol)
                    coefficientBuffer.initializeElement(at: count, to: value)
                    count += 1
                }
                symbols.withUnsafeBufferPointer { mySymbols in
                    coefficients.withUnsafeBufferPointer { myCoefficients in
                        other.symbols.withUnsafeBufferPointer { theirSymbols in
                            other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                                var mine = 0
                                var theirs = 0
                                // Both lists first, then whichever is left alone.
                                while mine < mySymbols.count && theirs < theirSymbols.count {
                                    let id = mySymbols[mine].id
                                    let otherID = theirSymbols[theirs].id
                                    if id < otherID {
                                        emit(mySymbols[mine], myCoefficients[mine])
                                        mine += 1
                                    } else if otherID < id {
                                        let value = theirCoefficients[theirs] * coefficient
                                        if !nearZero(value) {
                                            emit(theirSymbols[theirs], value)
                                            changed(theirSymbols[theirs], .added)
                                        }
                                        theirs += 1
                                    } else {
                                        let value = myCoefficients[mine] + theirCoefficients[theirs] * coefficient
                                        if nearZero(value) {
                                            changed(mySymbols[mine], .removed)
                                        } else {
                                            emit(mySymbols[mine], value)
                                        }
                                        mine += 1
                                        theirs += 1
                                    }
                                }
                                while mine < mySymbols.count {
                                    emit(mySymbols[mine], myCoefficients[mine])
                                    mine += 1
                                }
                                while theirs < theirSymbols.count {
                                    let value = theirCoefficients[theirs] * coefficient
                                    if !nearZero(value) {
                                        emit(theirSymbols[theirs], value)
                                        changed(theirSymbols[theirs], .added)
                                    }
                                    theirs += 1
                                }
                            }
                        }
                    }
                }
                coefficientCount = count
            }
            symbolCount = mergedCoefficients.count
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
