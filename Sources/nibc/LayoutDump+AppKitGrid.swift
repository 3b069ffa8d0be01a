import Foundation
import NibArchive
import NibKit

/// `NSGridView`s: `nibc dump --layout` arranges each grid's views (which
/// `placeAppKitItemViews` made its subviews) as AppKit's grid does (`AppKitGrid`).
extension LayoutDump {
    /// Arranges the views of each grid view below `view` (placed by `placeAppKitItemViews`) in
    /// its rows and columns, with the constraints AppKit's grid makes.
    static func arrangeAppKitGridViews(below view: View) {
        if let grid = appKitGrid(of: view) { grid.install(in: view) }
        for subview in view.subviews { arrangeAppKitGridViews(below: subview) }
    }

    /// The grid `view` is, read from the rows, columns and cells the file gave it; nil for a
    /// view that is no grid view. A cell naming a row, column or view the grid does not have
    /// is left out (its view keeps its frame).
    static func appKitGrid(of view: View) -> AppKitGrid? {
        func objects(_ key: String) -> [ArchiveObject]? {
            (view.unarchivedValues.entries.first { $0.key == key }?.value as? ArchiveValue).map(Self.objects(in:))
        }
        guard let rowObjects = objects("rows"), let columnObjects = objects("columns"),
            let cellObjects = objects("gridCells")
        else { return nil }
        // A finite number only: a file's `nan` or `inf` is no length.
        func number(_ text: String?) -> CGFloat? {
            text.flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil }
        }
        func number(_ name: String, of object: ArchiveObject) -> CGFloat? { number(xcodeAttribute(name, of: object)) }
        func track(_ object: ArchiveObject, placement: String, size: String, paddings: (String, String))
            -> AppKitGrid.Track
        {
            AppKitGrid.Track(
                placement: xcodeAttribute(placement, of: object).flatMap(AppKitGrid.Placement.init(named:)),
                size: number(size, of: object), leadingPadding: number(paddings.0, of: object) ?? 0,
                trailingPadding: number(paddings.1, of: object) ?? 0,
                rowAlignment: xcodeAttribute("rowAlignment", of: object).flatMap(AppKitGrid.RowAlignment.init),
                isHidden: xcodeAttribute("hidden", of: object) == "YES")
        }
        var grid = AppKitGrid(
            columns: columnObjects.map {
                track($0, placement: "xPlacement", size: "width", paddings: ("leadingPadding", "trailingPadding"))
            },
            rows: rowObjects.map {
                track($0, placement: "yPlacement", size: "height", paddings: ("topPadding", "bottomPadding"))
            })
        grid.xPlacement = xcodeAttribute("xPlacement", of: view).flatMap(AppKitGrid.Placement.init(named:)) ?? .leading
        grid.yPlacement = xcodeAttribute("yPlacement", of: view).flatMap(AppKitGrid.Placement.init(named:)) ?? .leading
        grid.rowAlignment = xcodeAttribute("rowAlignment", of: view).flatMap(AppKitGrid.RowAlignment.init) ?? .none
        grid.columnSpacing = number(xcodeAttribute("columnSpacing", of: view)) ?? grid.columnSpacing
        grid.rowSpacing = number(xcodeAttribute("rowSpacing", of: view)) ?? grid.rowSpacing

        let rowIndex = Dictionary(rowObjects.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let columnIndex = Dictionary(
            columnObjects.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let views = Dictionary(
            view.subviews.compactMap { subview in subview.unarchivedValues.archiveID.map { ($0, subview) } },
            uniquingKeysWith: { first, _ in first })
        func reference(_ key: String, of cell: ArchiveObject) -> String? {
            if case .reference(let id)? = cell[key] { id } else { nil }
        }
        // A merged cell spans the rows and columns of every cell that names it its head.
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in cellObjects {
            guard let head = xcodeAttribute("headOfMergedCell", of: cell),
                let row = reference("row", of: cell).flatMap({ rowIndex[$0] }),
                let column = reference("column", of: cell).flatMap({ columnIndex[$0] })
            else { continue }
            let span = spans[head] ?? (row...row, column...column)
            spans[head] = (
                min(span.rows.lowerBound, row)...max(span.rows.upperBound, row),
                min(span.columns.lowerBound, column)...max(span.columns.upperBound, column)
            )
        }
        for cell in cellObjects {
            guard let contentView = reference("contentView", of: cell).flatMap({ views[$0] }),
                let row = reference("row", of: cell).flatMap({ rowIndex[$0] }),
                let column = reference("column", of: cell).flatMap({ columnIndex[$0] })
            else { continue }
            let span = spans[cell.id] ?? (row...row, column...column)
            grid.cells.append(
                AppKitGrid.Cell(
                    view: contentView, column: span.columns.lowerBound, row: span.rows.lowerBound,
                    columnSpan: span.columns.count, rowSpan: span.rows.count,
                    xPlacement: xcodeAttribute("xPlacement", of: cell).flatMap(AppKitGrid.Placement.init(named:)),
                    yPlacement: xcodeAttribute("yPlacement", of: cell).flatMap(AppKitGrid.Placement.init(named:)),
                    rowAlignment: xcodeAttribute("rowAlignment", of: cell).flatMap(AppKitGrid.RowAlignment.init)))
        }
        return grid
    }
}
