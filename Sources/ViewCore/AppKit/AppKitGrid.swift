import Foundation

/// An `NSGridView`'s arrangement, which ViewCore has no class for: rows and columns, the cells
/// that hold a view where they cross, and how each view sits in its cell. ``install(in:)``
/// gives the grid view the constraints AppKit's grid makes for it (AppKit's grid is itself
/// built on Auto Layout), so that the layout places the views.
///
/// Each column is a layout guide across the grid, each row one down it, `columnSpacing` and
/// `rowSpacing` apart; the first starts at the grid's leading (top) edge and the last ends at
/// its trailing (bottom) edge. A track's paddings lie inside its guide and outside its size:
/// a 470-point column with 4 points of leading padding spans 474, and a negative padding lets
/// the next track start closer. A column without a `width` is as wide as its widest view: it
/// hugs its views just above the priority at which a view fits its size
/// (`fittingSizeLevel`), so a view that resists compression more widens it. When the grid is
/// wider than its views (a constraint from outside stretches it), the first column hugs
/// least and takes the extra width; rows alike (as Clocker's Preferences storyboard stores a
/// 500-point grid: its first column 11 points wider than its labels, the second as wide as
/// its widest control).
///
/// In a cell a view is placed by the first placement given of the cell's, its row's or
/// column's, and the grid's (`xPlacement` along a row, `yPlacement` down a column):
/// `leading` / `top` pins its start to the cell's and keeps its end inside, `trailing` /
/// `bottom` the reverse, `center` the centres, `fill` both edges, `none` only keeps it
/// inside. A row whose alignment is `firstBaseline` or `lastBaseline` lines those baselines
/// of its views up; each view is then only kept inside the row, which hugs them. A merged
/// cell spans its columns and rows, spacing included. A hidden row or column is 0 points
/// across and has no spacing after it.
///
/// ```swift
/// var grid = AppKitGrid(columns: [.init(placement: .trailing), .init()], rows: [.init()])
/// grid.cells = [.init(view: label, column: 0, row: 0), .init(view: field, column: 1, row: 0)]
/// grid.install(in: gridView)
/// ```
package struct AppKitGrid {
    /// Where a view sits across its cell: `NSGridCell.Placement` (`leading` is also `top`,
    /// `trailing` also `bottom`).
    package enum Placement: String, Sendable {
        case leading, trailing, center, fill, none

        /// The placement a file names (`top` and `bottom` for rows); nil for `inherited` and
        /// names not known.
        package init?(named name: String) {
            switch name {
            case "top": self = .leading
            case "bottom": self = .trailing
            default: self.init(rawValue: name)
            }
        }
    }

    /// How the views of a row line up: `NSGridRow.Alignment`.
    package enum RowAlignment: String, Sendable {
        case none, firstBaseline, lastBaseline
    }

    /// A row or a column.
    package struct Track {
        /// How its views sit across it; nil inherits the grid's.
        package var placement: Placement?
        /// Its fixed size (a column's width, a row's height), its paddings not counted; nil sizes
        /// it to its views.
        package var size: CGFloat?
        /// Space inside its leading (top) and trailing (bottom) edges.
        package var leadingPadding: CGFloat
        package var trailingPadding: CGFloat
        /// A row's alignment; nil inherits the grid's. Unused for columns.
        package var rowAlignment: RowAlignment?
        /// Whether it is hidden (0 across, no spacing after it).
        package var isHidden: Bool

        /// A track with the given settings, each defaulting to inherit or none.
        package init(
            placement: Placement? = nil, size: CGFloat? = nil, leadingPadding: CGFloat = 0,
            trailingPadding: CGFloat = 0, rowAlignment: RowAlignment? = nil, isHidden: Bool = false
        ) {
            self.placement = placement
            self.size = size
            self.leadingPadding = leadingPadding
            self.trailingPadding = trailingPadding
            self.rowAlignment = rowAlignment
            self.isHidden = isHidden
        }
    }

    /// A cell that holds a view: where it is, how far it spans, how its view sits.
    package struct Cell {
        package var view: View
        package var column: Int
        package var row: Int
        /// How many columns and rows a merged cell spans (1 for a plain cell).
        package var columnSpan: Int
        package var rowSpan: Int
        /// The cell's own placements and alignment; nil inherits its row's or column's.
        package var xPlacement: Placement?
        package var yPlacement: Placement?
        package var rowAlignment: RowAlignment?

        /// A cell holding `view` at `column` and `row`.
        package init(
            view: View, column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1, xPlacement: Placement? = nil,
            yPlacement: Placement? = nil, rowAlignment: RowAlignment? = nil
        ) {
            self.view = view
            self.column = column
            self.row = row
            self.columnSpan = columnSpan
            self.rowSpan = rowSpan
            self.xPlacement = xPlacement
            self.yPlacement = yPlacement
            self.rowAlignment = rowAlignment
        }
    }

    package var columns: [Track]
    package var rows: [Track]
    package var cells: [Cell] = []
    /// The grid's placements and alignment, which its rows, columns and cells inherit.
    package var xPlacement = Placement.leading
    package var yPlacement = Placement.leading
    package var rowAlignment = RowAlignment.none
    package var columnSpacing: CGFloat = 6
    package var rowSpacing: CGFloat = 6

    /// A grid of `columns` and `rows` with no cells.
    package init(columns: [Track], rows: [Track]) {
        self.columns = columns
        self.rows = rows
    }

    /// Adds to `grid` (the views of ``cells`` its subviews) a layout guide for each row and
    /// column and the constraints that place the cells' views in them; returns the
    /// constraints, active. Cells outside the grid's rows and columns are left alone.
    @discardableResult
    package func install(in grid: View) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        let columnGuides = tracks(columns, spacing: columnSpacing, in: grid, horizontal: true, &constraints)
        let rowGuides = tracks(rows, spacing: rowSpacing, in: grid, horizontal: false, &constraints)
        var baselines: [Int: View] = [:]
        for cell in cells {
            guard columns.indices.contains(cell.column), rows.indices.contains(cell.row) else { continue }
            let lastColumn = min(cell.column + max(cell.columnSpan, 1), columns.count) - 1
            let lastRow = min(cell.row + max(cell.rowSpan, 1), rows.count) - 1
            let columnArea = area(
                from: columnGuides[cell.column], to: columnGuides[lastColumn], horizontal: true, in: grid, &constraints)
            let x = cell.xPlacement ?? columns[cell.column].placement ?? xPlacement
            constraints += place(
                cell.view, x, in: columnArea, horizontal: true,
                insets: (columns[cell.column].leadingPadding, columns[lastColumn].trailingPadding))
            let alignment = cell.rowAlignment ?? rows[cell.row].rowAlignment ?? rowAlignment
            var y = cell.yPlacement ?? rows[cell.row].placement ?? yPlacement
            if alignment != .none, lastRow == cell.row {
                let anchor = { (view: View) in
                    alignment == .firstBaseline ? view.firstBaselineAnchor : view.lastBaselineAnchor
                }
                if let first = baselines[cell.row] {
                    constraints.append(anchor(cell.view).constraint(equalTo: anchor(first)))
                } else {
                    baselines[cell.row] = cell.view
                }
                y = .none
            }
            let rowArea = area(
                from: rowGuides[cell.row], to: rowGuides[lastRow], horizontal: false, in: grid, &constraints)
            constraints += place(
                cell.view, y, in: rowArea, horizontal: false,
                insets: (rows[cell.row].leadingPadding, rows[lastRow].trailingPadding))
        }
        LayoutConstraint.activate(constraints)
        return constraints
    }

    /// A guide for each track, each `spacing` after the one before (none after a hidden one),
    /// from the grid's start to its end, across the whole grid.
    private func tracks(
        _ tracks: [Track], spacing: CGFloat, in grid: View, horizontal: Bool, _ constraints: inout [LayoutConstraint]
    ) -> [LayoutGuide] {
        var guides: [LayoutGuide] = []
        for (index, track) in tracks.enumerated() {
            let guide = LayoutGuide()
            guide.identifier = "NSGridView-\(horizontal ? "column" : "row")-\(index)"
            grid.addLayoutGuide(guide)
            let length = horizontal ? guide.widthAnchor : guide.heightAnchor
            let own = guide.axisAnchors(horizontal: horizontal), across = guide.axisAnchors(horizontal: !horizontal)
            let whole = grid.axisAnchors(horizontal: horizontal),
                wholeAcross = grid.axisAnchors(horizontal: !horizontal)
            constraints += [
                across.start.constraint(equalTo: wholeAcross.start), across.end.constraint(equalTo: wholeAcross.end),
            ]
            if let previous = guides.last {
                let gap = tracks[index - 1].isHidden ? 0 : spacing
                constraints.append(
                    own.start.constraint(equalTo: previous.axisAnchors(horizontal: horizontal).end, constant: gap))
            } else {
                constraints.append(own.start.constraint(equalTo: whole.start))
            }
            if index == tracks.count - 1 { constraints.append(own.end.constraint(equalTo: whole.end)) }
            // A track's size is its content's, the paddings outside it (MonitorControl's 470-point
            // column with a 4-point leading padding ends 474 points after its start); a negative
            // padding draws the next track over it (its rows' -13: 7 points between rows 20 apart).
            let paddings = track.leadingPadding + track.trailingPadding
            if track.isHidden {
                constraints.append(length.constraint(equalToConstant: 0))
            } else if let size = track.size, (size + paddings).isFinite {
                constraints.append(length.constraint(equalToConstant: size + paddings))
            } else if paddings.isFinite {
                constraints.append(length.constraint(greaterThanOrEqualToConstant: paddings))
                let hug = length.constraint(equalToConstant: paddings)
                // Above fittingSizeLevel (50), the later tracks a little more than the first.
                hug.priority = LayoutPriority(rawValue: 51 + Float(min(index, 40)) / 100)
                constraints.append(hug)
            }
            guides.append(guide)
        }
        return guides
    }

    /// The guide a merged cell spans along one axis: `first` itself for a cell of one track,
    /// else a guide from `first`'s start to `last`'s end.
    private func area(
        from first: LayoutGuide, to last: LayoutGuide, horizontal: Bool, in grid: View,
        _ constraints: inout [LayoutConstraint]
    ) -> LayoutGuide {
        guard first !== last else { return first }
        let span = LayoutGuide()
        span.identifier = "NSGridView-merged"
        grid.addLayoutGuide(span)
        let own = span.axisAnchors(horizontal: horizontal), across = span.axisAnchors(horizontal: !horizontal)
        let wholeAcross = grid.axisAnchors(horizontal: !horizontal)
        constraints += [
            own.start.constraint(equalTo: first.axisAnchors(horizontal: horizontal).start),
            own.end.constraint(equalTo: last.axisAnchors(horizontal: horizontal).end),
            across.start.constraint(equalTo: wholeAcross.start), across.end.constraint(equalTo: wholeAcross.end),
        ]
        return span
    }

    /// The constraints that place `view` by `placement` across `area` along one axis, inside
    /// the paddings `insets` (start, end).
    private func place(
        _ view: View, _ placement: Placement, in area: LayoutGuide, horizontal: Bool, insets: (CGFloat, CGFloat)
    ) -> [LayoutConstraint] {
        let cell = area.axisAnchors(horizontal: horizontal)
        let own = view.axisAnchors(horizontal: horizontal)
        let startsInside = own.start.constraint(greaterThanOrEqualTo: cell.start, constant: insets.0)
        let endsInside = own.end.constraint(lessThanOrEqualTo: cell.end, constant: -insets.1)
        switch placement {
        case .leading: return [own.start.constraint(equalTo: cell.start, constant: insets.0), endsInside]
        case .trailing: return [startsInside, own.end.constraint(equalTo: cell.end, constant: -insets.1)]
        case .fill:
            return [
                own.start.constraint(equalTo: cell.start, constant: insets.0),
                own.end.constraint(equalTo: cell.end, constant: -insets.1),
            ]
        case .center:
            return [
                startsInside, endsInside,
                own.center.constraint(equalTo: cell.center, constant: (insets.0 - insets.1) / 2),
            ]
        case .none: return [startsInside, endsInside]
        }
    }
}
