import Foundation

/// A section of a table view's static content, as Interface Builder's static tables hold them:
/// a header and footer title and the cells shown as its rows. UIKit has no public class for it
/// (a storyboard's `UITableViewController` builds the rows itself); NibKit keeps the sections on
/// `TableView.staticSections` so that the cells exist and outlets to them connect.
///
/// Archived keys: `headerTitle`, `footerTitle`, `cells` (owned table view cells, in row order).
open class TableViewSection: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// The title above the section; nil by default.
    open var headerTitle: String?
    /// The title below the section; nil by default.
    open var footerTitle: String?
    /// The cells shown as the section's rows, first row first; empty by default.
    open var cells: [TableViewCell] = []

    /// Creates a section with `cells` and optional titles.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell] = []) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }

    /// Creates a section from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or a cell that is not a table view cell.
    public required init(coder: Coder) throws {
        headerTitle = try coder.decode(String.self, forKey: "headerTitle")
        footerTitle = try coder.decode(String.self, forKey: "footerTitle")
        cells = try coder.decodeObjects(of: TableViewCell.self, forKey: "cells") ?? []
    }

    /// Writes the titles and the cells.
    open func encode(with coder: Coder) {
        coder.encode(headerTitle, forKey: "headerTitle")
        coder.encode(footerTitle, forKey: "footerTitle")
        if !cells.isEmpty { coder.encode(cells, forKey: "cells") }
    }
}
