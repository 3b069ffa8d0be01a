import Foundation
import ViewCore

/// Table views' cell accessories and static sections' backgrounds and header and footer titles.
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

    /// Each static section of an inset grouped table as one rounded background behind its
    /// visible rows (UIKit rounds a section's outer corners by 10 points).
    func paintSectionBackgrounds(of table: TableView) {
        guard table.style == .insetGrouped else { return }
        let fill = color(Color(systemName: "secondarySystemGroupedBackground", fallback: .white))
        for section in table.staticSections {
            let rows = section.cells.filter { !$0.isHidden }.map(\.frame)
            guard let first = rows.first else { continue }
            canvas.fill(.rect(rows.dropFirst().reduce(first) { $0.union($1) }, radius: 10), fill)
        }
    }

    /// The static section holding `cell`, if any.
    static func section(of cell: View, in table: TableView) -> TableViewSection? {
        table.staticSections.first { $0.cells.contains { $0 === cell } }
    }

    /// Each static section's header title above its first row and footer title below its last,
    /// where the laid-out rows leave room (headers in capitals, as a grouped table sets them).
    func paintSectionTitles(of table: TableView) {
        let grouped = table.style != .plain
        let tone = system("secondaryLabel")
        let face = FontFace(.systemFont(ofSize: 13))
        var previousBottom: CGFloat = 0
        for section in table.staticSections {
            let rows = section.cells.filter { !$0.isHidden }
            guard let first = rows.first, let last = rows.last else { continue }
            let inset: CGFloat = table.style == .insetGrouped ? 36 : 16
            let width = max(0, table.frame.width - 2 * inset)
            if let header = section.headerTitle, !header.isEmpty, first.frame.minY - previousBottom >= 18 {
                let text = grouped ? header.uppercased() : header
                let box = CGRect(x: inset, y: first.frame.minY - 24, width: width, height: 18)
                drawText(TextSpec(text: text, face: face, width: width, height: 18), in: box, tone)
            }
            if let footer = section.footerTitle, !footer.isEmpty {
                let box = CGRect(x: inset, y: last.frame.maxY + 6, width: width, height: 18)
                drawText(TextSpec(text: footer, face: face, width: width, height: 18), in: box, tone)
            }
            previousBottom = last.frame.maxY + (section.footerTitle?.isEmpty == false ? 24 : 0)
        }
    }
}
