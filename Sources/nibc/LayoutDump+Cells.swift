import Foundation
import NibKit

/// The cells of table and collection views, which are no subviews of them in a file (a table
/// holds its prototypes and static rows apart from its view tree): `nibc dump --layout` lays
/// each out as the table or collection view would show it and prints it under its view.
extension LayoutDump {
    /// The cells `view` holds apart from its subviews: a table view's prototypes and static
    /// rows, a collection view's prototype cells and supplementary views; none for other views.
    static func cells(of view: View) -> [View] {
        if let table = view as? TableView {
            return table.prototypeCells + table.staticSections.flatMap(\.cells)
        }
        if let collection = view as? CollectionView { return collection.prototypeCells }
        return []
    }

    /// What a cell's content view leaves out of the cell as Interface Builder drew it, read
    /// before layout: the accessory's width (the chevron, checkmark or info button, whose
    /// width depends on the iOS version Interface Builder simulates) and the separator's
    /// height (a pixel below the content in older documents), and what a table leaves at the
    /// sides of a row it draws inset.
    struct CellInsets {
        /// The table's width minus the cell's, for a row drawn inset (0 for a row drawn from the
        /// table's edge).
        var sides: CGFloat = 0
        /// The cell's width minus its content view's.
        var accessory: CGFloat = 0
        /// The cell's height minus its content view's.
        var separator: CGFloat = 0
    }

    /// Each cell below `root` (in the tree or in the cells of its table and collection
    /// views), with the insets it was drawn with, before anything is laid out.
    static func cellInsets(below root: View) -> [(cell: View, container: View, insets: CellInsets)] {
        var found: [(cell: View, container: View, insets: CellInsets)] = []
        var pending = [root]
        while let view = pending.popLast() {
            pending += view.subviews
            for cell in cells(of: view) {
                pending.append(cell)
                var insets = CellInsets()
                // The sides a table leaves beside its rows: an inset-grouped table's, and a
                // tvOS grouped table's (388 points each side of 1,144-point rows in a 1,920-point
                // table in App Center's SasquatchTV storyboard). A row drawn from the table's
                // edge has none.
                if let table = view as? TableView, table.style == .insetGrouped || cell.frame.minX > 0 {
                    insets.sides = max(0, table.frame.width - cell.frame.width)
                }
                if let content = contentView(of: cell) {
                    insets.accessory = max(0, cell.frame.width - content.frame.width)
                    insets.separator = max(0, cell.frame.height - content.frame.height)
                }
                found.append((cell, view, insets))
            }
        }
        return found
    }

    /// Lays out `cell` in `container` (its table or collection view, already laid out), as
    /// UIKit sizes a row or item: a table's row spans the table's width (less the sides it was
    /// drawn inset by) at the cell's own height (Interface Builder stores a cell's `rowHeight`
    /// as its rectangle's), the table's `rowHeight` when the cell has none, or UIKit's 44
    /// points; a collection view's cell keeps the size the file gave it, or the flow layout's
    /// `itemSize` when it has none. The content view fills the cell but for the accessory and
    /// separator (its trailing margin 8 points beside an accessory), and its subviews are solved
    /// inside it. A table's row gives its content view a row's margins when `withRowMargins` (the
    /// iOS Interface Builder simulates is 11 or later): `margins`.
    static func layOut(
        cell: View, in container: View, insets: CellInsets, withRowMargins: Bool = true,
        margins: XcodeDesignMetrics.RowMargins = .init()
    ) {
        var frame = cell.frame
        if let table = container as? TableView {
            frame.size.width = max(0, table.bounds.width - insets.sides)
            if frame.height <= 0 {
                frame.size.height = table.rowHeight > 0 ? table.rowHeight : defaultRowHeight
            }
        } else if let collection = container as? CollectionView, frame.width <= 0 || frame.height <= 0,
            let flow = collection.collectionViewLayout as? CollectionViewFlowLayout
        {
            frame.size = flow.itemSize
        }
        cell.translatesAutoresizingMaskIntoConstraints = true
        cell.frame = frame
        if let content = contentView(of: cell) {
            if withRowMargins, container is TableView, content.layoutMargins == defaultMargins {
                // The screen's width is the table's: an inset-grouped row is narrower.
                content.layoutMargins = rowMargins(
                    screenWidth: container.bounds.width, besideAccessory: insets.accessory > 0, margins)
            }
            content.translatesAutoresizingMaskIntoConstraints = true
            content.frame = CGRect(
                x: 0, y: 0, width: max(0, frame.width - insets.accessory),
                height: max(0, frame.height - insets.separator))
        }
        cell.layoutIfNeeded()
    }

    /// UIKit's margins of a row's content (`XcodeDesignMetrics.RowMargins`): `margins`'
    /// vertical ones above and below, and at the sides 20 points from a screen of its wide
    /// width (414 points; 390 in Xcode 26) and its narrow side below. Beside an accessory the
    /// content ends 8 points before it (a label pinned to the trailing margin of a row with a
    /// checkmark or chevron is stored 8 points short of the content view's edge, in all 10
    /// such rows of the shared corpus).
    static func rowMargins(
        screenWidth: CGFloat, besideAccessory: Bool, _ margins: XcodeDesignMetrics.RowMargins = .init()
    ) -> EdgeInsets {
        let side: CGFloat = screenWidth >= margins.wideFrom ? 20 : margins.narrowSide
        return EdgeInsets(
            top: margins.vertical, left: side, bottom: margins.vertical, right: besideAccessory ? 8 : side)
    }

    /// A table view cell drawn on its own (a top-level cell of a `.xib`) gives its content view
    /// a row's margins, as in a table, unless the file gives others (App Center's
    /// typed-property cell: labels pinned to the leading margin 16 points in): those of
    /// `width` (see ``topLevelCellMarginWidth(of:_:)``), else of the cell's width. Read before
    /// the content view is moved.
    static func giveRowMargins(
        toTopLevelCell root: View, width: CGFloat? = nil, _ margins: XcodeDesignMetrics.RowMargins = .init()
    ) {
        guard let cell = root as? TableViewCell, cell.contentView.layoutMargins == defaultMargins else { return }
        let content = cell.contentView
        let besideAccessory = content.frame.width > 0 && content.frame.width < cell.bounds.width
        content.layoutMargins = rowMargins(
            screenWidth: width ?? cell.bounds.width, besideAccessory: besideAccessory, margins)
    }

    /// The width whose margins a top-level table view cell's content view has, as the
    /// document's tools draw it (`XcodeDesignMetrics.TopLevelCellMargins`): the cell's, the
    /// device's screen's when known, or the narrower of the two.
    static func topLevelCellMarginWidth(of root: View, _ design: XcodeDesignMetrics?) -> CGFloat {
        let cell = root.bounds.width
        guard let design, let screen = design.screenWidth else { return cell }
        switch design.topLevelCellMargins {
        case .cellWidth: return cell
        case .screenWidth: return screen
        case .narrowerOfCellAndScreen: return min(cell, screen)
        }
    }

    /// A collection view cell drawn on its own (a top-level cell of a `.xib`) has the margins of
    /// a controller's view at its sides, as Interface Builder's canvas draws its top-level
    /// views: 16 points, 20 from 400 points wide (Rocket.Chat's message cells, Xcode 9 and 10:
    /// views pinned to the cell's leading margin stored 16 points in, whether or not the cell
    /// preserves its superview's margins; one drawn 414 wide on a 375-point phone, 20), unless
    /// the file gives others. So has a supplementary view (Delta's and AltStore's Patreon
    /// headers, Xcode 15: a 375-point header's stack pinned to its margins stored 16 points in).
    static func giveRootMargins(toTopLevelCell root: View) {
        guard root is CollectionReusableView, root.layoutMargins == defaultMargins else { return }
        let side = View.systemMinimumSideMargin(width: root.bounds.width)
        root.layoutMargins = EdgeInsets(top: defaultMargins.top, left: side, bottom: defaultMargins.bottom, right: side)
    }

    /// A cell drawn on its own (a top-level cell of a `.xib`) keeps its content view where the
    /// file put it; older files leave that view's rectangle out, and UIKit's cell then fills its
    /// bounds with it, as here.
    static func fillContentViewWithoutFrame(ofCell root: View) {
        guard let content = contentView(of: root), content.frame.size == .zero else { return }
        content.translatesAutoresizingMaskIntoConstraints = true
        content.frame = root.bounds
    }

    /// A view's margins unless the file gives others.
    private static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// UIKit's row height when neither the cell nor the table gives one.
    static let defaultRowHeight: CGFloat = 44

    private static func contentView(of cell: View) -> View? {
        if let cell = cell as? TableViewCell { return cell.contentView }
        if let cell = cell as? CollectionViewCell { return cell.contentView }
        return nil
    }
}
