import Foundation
import Testing
import ViewCore

@testable import NibRendering

@Suite("ViewPainter+Tables")
struct ViewPainterTablesTests {
    /// A table of `style` with two static sections of `rows` rows each, 44 points high, laid
    /// out with 35 points between sections.
    static func table(_ style: TableView.Style, rows: Int) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        var y: CGFloat = 35
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        for _ in 0..<2 {
            var cells: [TableViewCell] = []
            for _ in 0..<rows {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.frame = CGRect(x: inset, y: y, width: 320 - 2 * inset, height: 44)
                cells.append(cell)
                y += 44
            }
            table.staticSections.append(TableViewSection(cells: cells))
            y += 35
        }
        return table
    }

    static func separators(in svg: String) -> Int {
        svg.components(separatedBy: "\n").filter { $0.contains("<line") && $0.contains(#"stroke-width="0.5""#) }.count
    }

    @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped], [1, 3])
    func noSeparatorUnderASectionsLastRow(style: TableView.Style, rows: Int) {
        let svg = ViewRenderer().svg(of: Self.table(style, rows: rows))
        #expect(Self.separators(in: svg) == 2 * (rows - 1))
    }

    @Test func insetGroupedSectionsAreRoundedWholeAndTheirRowsSquare() {
        let svg = ViewRenderer().svg(of: Self.table(.insetGrouped, rows: 3))
        let rounded = svg.components(separatedBy: "\n").filter { $0.contains(#"rx="10""#) }
        #expect(rounded.count == 2)
        #expect(rounded.first?.contains(#"x="20" y="35" width="280" height="132""#) == true)
        let grouped = ViewRenderer().svg(of: Self.table(.grouped, rows: 3))
        #expect(!grouped.contains(#"rx="10""#))
    }
}
