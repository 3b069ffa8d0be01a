import Foundation
import ViewCore

/// Table views' cell accessories, and their sections (static ones, or the prototypes under
/// Interface Builder's "Prototype Cells" title): backgrounds, separators, header and footer titles.
extension ViewPainter {
    /// A cell's accessory at its trailing edge, 16 points in: a chevron, a checkmark in the
    /// tint, an info button (a ringed "i") with or without a chevron.
    func paintAccessory(of cell: TableViewCell, in bounds: CGRect) {
        guard cell.accessoryView == nil, bounds.height >= 12 else { return }
        let tint = tint(of: cell)
        var x = bounds.maxX - 16
        let y = bounds.midY
        switch cell.accessoryType {
        case .none:
            return
        case .disclosureIndicator:
            chevron(at: x, y)
        case .checkmark:
            canvas.stroke(.line(from: CGPoint(x: x - 14, y: y), to: CGPoint(x: x - 9, y: y + 5)), tint, width: 2)
            canvas.stroke(.line(from: CGPoint(x: x - 9, y: y + 5), to: CGPoint(x: x, y: y - 6)), tint, width: 2)
        case .detailButton, .detailDisclosureButton:
            if cell.accessoryType == .detailDisclosureButton {
                chevron(at: x, y)
                x -= 20
            }
            let ring = CGRect(x: x - 22, y: y - 11, width: 22, height: 22)
            canvas.stroke(.ellipse(ring.insetBy(dx: 1, dy: 1)), tint, width: 1.5)
            canvas.fill(.rect(CGRect(x: ring.midX - 1, y: ring.midY - 2, width: 2, height: 7), radius: 1), tint)
            canvas.fill(.ellipse(CGRect(x: ring.midX - 1.25, y: ring.midY - 6, width: 2.5, height: 2.5)), tint)
        }
    }

    private func chevron(at x: CGFloat, _ y: CGFloat) {
        let tone = system("tertiaryLabel")
        canvas.stroke(.line(from: CGPoint(x: x - 6, y: y - 6), to: CGPoint(x: x, y: y)), tone, width: 2)
        canvas.stroke(.line(from: CGPoint(x: x, y: y), to: CGPoint(x: x - 6, y: y + 6)), tone, width: 2)
    }

    /// A table's sections as Interface Builder's canvas shows them: its static sections, or
    /// its prototypes as one section titled "Prototype Cells".
    struct DrawnSection {
        /// The title above the rows.
        var header: String?
        /// The title below the rows.
        var footer: String?
        /// The rows, hidden ones left out.
        var rows: [View]
    }

    /// `table`'s sections as drawn, with their visible rows.
    static func drawnSections(of table: TableView) -> [DrawnSection] {
        var sections = table.staticSections.map { section in
            DrawnSection(
                header: section.headerTitle, footer: section.footerTitle,
                rows: section.cells.filter { !$0.isHidden })
        }
        let prototypes = table.prototypeCells.filter { !$0.isHidden }
        if !prototypes.isEmpty {
            // Interface Builder titles a dynamic table's prototypes in its section header.
            sections.append(DrawnSection(header: "Prototype Cells", footer: nil, rows: prototypes))
        }
        return sections
    }

    /// Each section of an inset grouped table as one rounded background behind its visible
    /// rows (UIKit rounds a section's outer corners by 10 points).
    func paintSectionBackgrounds(of table: TableView) {
        guard table.style == .insetGrouped else { return }
        let fill = color(Color(systemName: "secondarySystemGroupedBackground", fallback: .white))
        for section in Self.drawnSections(of: table) {
            let rows = section.rows.map(\.frame)
            guard let first = rows.first else { continue }
            canvas.fill(.rect(rows.dropFirst().reduce(first) { $0.union($1) }, radius: 10), fill)
        }
    }

    /// Whether `cell` is a row of one of `table`'s drawn sections.
    static func isSectionRow(_ cell: View, in table: TableView) -> Bool {
        drawnSections(of: table).contains { $0.rows.contains { $0 === cell } }
    }

    /// The separators: under each row but a section's last, from 16 points in; a grouped
    /// table's sections also have a hairline across the table above and below them.
    func paintSeparators(of table: TableView) {
        guard table.separatorStyle != .none else { return }
        let line = table.separatorColor.map(color) ?? system("separator")
        let sections = Self.drawnSections(of: table)
        // UIKit draws no separator under a section's last row, in every style (a plain
        // table's prototypes keep theirs: the rows a data source adds follow them).
        let lastRows = Set(
            zip(sections, Self.isPrototypeSection(sections, of: table))
                .compactMap { section, isPrototypes in
                    isPrototypes && table.style == .plain ? nil : section.rows.last
                }
                .map(ObjectIdentifier.init))
        for cell in Self.cells(of: table) where !cell.isHidden && !lastRows.contains(ObjectIdentifier(cell)) {
            let y = cell.frame.maxY - 0.25
            canvas.stroke(
                .line(from: CGPoint(x: cell.frame.minX + 16, y: y), to: CGPoint(x: cell.frame.maxX, y: y)), line,
                width: 0.5)
        }
        guard table.style == .grouped else { return }
        for section in sections {
            guard let first = section.rows.first, let last = section.rows.last else { continue }
            for y in [first.frame.minY + 0.25, last.frame.maxY - 0.25] {
                canvas.stroke(
                    .line(from: CGPoint(x: 0, y: y), to: CGPoint(x: table.frame.width, y: y)), line, width: 0.5)
            }
        }
    }

    /// For each of `sections`, whether it is `table`'s prototypes (the last, if it has any).
    private static func isPrototypeSection(_ sections: [DrawnSection], of table: TableView) -> [Bool] {
        sections.indices.map { index in
            index == sections.count - 1 && table.prototypeCells.contains { !$0.isHidden }
        }
    }

    /// Each section's header title above its first row and footer title below its last,
    /// where the laid-out rows leave room (headers in capitals, as a grouped table sets them).
    func paintSectionTitles(of table: TableView) {
        let grouped = table.style != .plain
        let tone = system("secondaryLabel")
        let face = FontFace(.systemFont(ofSize: 13))
        var previousBottom = table.tableHeaderView.map { $0.isHidden ? 0 : $0.frame.maxY } ?? 0
        for section in Self.drawnSections(of: table) {
            guard let first = section.rows.first, let last = section.rows.last else { continue }
            let inset: CGFloat = table.style == .insetGrouped ? 36 : 16
            let width = max(0, table.frame.width - 2 * inset)
            if let header = section.header, !header.isEmpty, first.frame.minY - previousBottom >= 18 {
                let text = grouped ? header.uppercased() : header
                let box = CGRect(x: inset, y: first.frame.minY - 24, width: width, height: 18)
                drawText(TextSpec(text: text, face: face, width: width, height: 18), in: box, tone)
            }
            if let footer = section.footer, !footer.isEmpty {
                let box = CGRect(x: inset, y: last.frame.maxY + 6, width: width, height: 18)
                drawText(TextSpec(text: footer, face: face, width: width, height: 18), in: box, tone)
            }
            previousBottom = last.frame.maxY + (section.footer?.isEmpty == false ? 24 : 0)
        }
    }
}
