import Testing

@testable import LayoutEngine

/// The tableau's column index: the rows that hold each symbol.
@Suite struct TableauTests {
    /// Column entries read per cycle while one row holding a shared symbol moves to a new
    /// basic symbol `cycles` times (as a pivot moves a row), with `holders` other rows
    /// holding the symbol all along.
    private func entriesReadPerCycle(holders: Int, cycles: Int) -> Double {
        var tableau = Tableau()
        let shared = tableau.makeSymbol(.dummy)
        var row = Row(constant: 1)
        row.insert(shared, 1)
        for _ in 0..<holders { tableau.insertRow(row, basic: tableau.makeSymbol(.slack)) }
        var moving = tableau.makeSymbol(.slack)
        tableau.insertRow(row, basic: moving)
        let before = tableau.columnEntriesRead
        for _ in 0..<cycles {
            _ = tableau.removeRow(basic: moving)
            moving = tableau.makeSymbol(.slack)
            tableau.insertRow(row, basic: moving)
        }
        let read = tableau.columnEntriesRead - before
        #expect(tableau.holders(of: shared).count == holders + 1)
        return Double(read) / Double(cycles)
    }

    /// A column whose live length sits just under a power of two must not be compacted again
    /// every few entries: that made each entry cost O(column) (callgrind showed it as the
    /// part of building 10,000 views that grew fastest).
    @Test(arguments: [62, 126, 1022])
    func staleEntriesCostConstantAmortizedWork(holders: Int) {
        let perCycle = entriesReadPerCycle(holders: holders, cycles: 4 * holders)
        #expect(perCycle <= 4, "\(perCycle) column entries read per moved row")
    }
}
