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

    /// The separators between rows: lines from 16 points in.
    static func separators(in svg: String) -> Int {
        hairlines(in: svg).filter { $0.contains(#"x1="16""#) || $0.contains(#"x1="36""#) }.count
    }

    /// The 0.5-point lines.
    static func hairlines(in svg: String) -> [String] {
        svg.components(separatedBy: "\n").filter { $0.contains("<line") && $0.contains(#"stroke-width="0.5""#) }
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

    @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
    func aGroupedTablesSectionsHaveHairlinesAcrossAboveAndBelow(style: TableView.Style) {
        let svg = ViewRenderer().svg(of: Self.table(style, rows: 3))
        let across = Self.hairlines(in: svg).filter { $0.contains(#"x1="0""#) && $0.contains(#"x2="320""#) }
        // The sections' rows span y 35 to 167 and 202 to 334.
        let expected = style == .grouped ? [35.25, 166.75, 202.25, 333.75].map { #"y1="\#($0)""# } : []
        #expect(across.count == expected.count, "\(across)")
        for y in expected { #expect(across.contains { $0.contains(y) }, "\(y)") }
    }

    /// A dynamic table of `style` with two prototypes, 44 points high, below a 28-point header.
    static func dynamicTable(_ style: TableView.Style) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        for index in 0..<2 {
            let cell = TableViewCell(style: .default, reuseIdentifier: "cell\(index)")
            cell.frame = CGRect(x: 0, y: 28 + 44 * CGFloat(index), width: 320, height: 44)
            table.prototypeCells.append(cell)
        }
        return table
    }

    @Test func aDynamicTablesPrototypesAreTitledAsInterfaceBuildersCanvasTitlesThem() {
        let plain = ViewRenderer().svg(of: Self.dynamicTable(.plain))
        #expect(plain.contains(">Prototype Cells<"))
        let grouped = ViewRenderer().svg(of: Self.dynamicTable(.grouped))
        #expect(grouped.contains(">PROTOTYPE CELLS<"))
        // No room above the prototypes: no title.
        let table = Self.dynamicTable(.plain)
        for cell in table.prototypeCells { cell.frame.origin.y -= 28 }
        #expect(!ViewRenderer().svg(of: table).contains("Prototype Cells"))
    }

    @Test func aTableHeaderViewLeavesNoRoomForTheTitleAboveTheRows() {
        let table = Self.dynamicTable(.plain)
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
        table.tableHeaderView = header
        #expect(!ViewRenderer().svg(of: table).contains("Prototype Cells"))
    }
}
