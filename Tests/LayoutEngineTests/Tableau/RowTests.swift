import Testing

@testable import LayoutEngine

/// Row algebra: insertion reports membership, solving and substitution keep the equation.
@Suite struct RowTests {
    let s1 = Symbol(id: 1, kind: .external)
    let s2 = Symbol(id: 2, kind: .slack)
    let s3 = Symbol(id: 3, kind: .error)

    @Test func insertionReportsMembershipAndDropsCancelledCells() {
        var row = Row(constant: 5)
        #expect(row.insert(s1, 2) == .added)
        #expect(row.insert(s1, 1) == .unchanged)
        #expect(row.coefficient(for: s1) == 3)
        #expect(row.insert(s1, -3 + 1e-12) == .removed)
        #expect(row.isEmpty)
        #expect(row.insert(s2, 1e-10) == .unchanged)
    }

    @Test func solvingMakesTheSubjectBasic() {
        // 0 = 6 + 2 s1 - 4 s2  =>  s1 = -3 + 2 s2
        var row = Row(constant: 6)
        row.insert(s1, 2)
        row.insert(s2, -4)
        row.solve(for: s1)
        #expect(row.constant == -3)
        #expect(row.cells == [Row.Cell(symbol: s2, coefficient: 2)])
        // s1 = -3 + 2 s2  =>  s2 = 1.5 + 0.5 s1
        row.solve(for: s1, s2)
        #expect(row.constant == 1.5)
        #expect(row.cells == [Row.Cell(symbol: s1, coefficient: 0.5)])
    }

    @Test func substitutionReplacesASymbolByItsRow() {
        var row = Row(constant: 1)
        row.insert(s1, 2)
        row.insert(s3, 1)
        var definition = Row(constant: 4)  // s1 = 4 - 0.5 s3 + s2
        definition.insert(s3, -0.5)
        definition.insert(s2, 1)
        var changes: [Symbol: Membership] = [:]
        #expect(row.substitute(s1, by: definition) { changes[$0] = $1 })
        #expect(row.constant == 9)
        #expect(row.cells == [Row.Cell(symbol: s2, coefficient: 2)])
        #expect(changes == [s2: .added, s3: .removed])
        #expect(!row.substitute(s1, by: definition) { _, _ in })
    }
}
