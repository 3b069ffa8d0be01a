import Foundation

extension UIKitNibBuilder {
    /// A static table's sections (`dataMode="static"`) as UIKit's private classes hold them, with
    /// the keys their coders read (published decompilations of UIKitCore 26.1; xibdump and
    /// WinObjC's `UITableViewDataSource.mm` read the same): a `UITableViewDataSource` whose
    /// `UITableSections` lists `UITableViewSection`s, each with `UITableSectionHeaderTitle`,
    /// `UITableSectionFooterTitle` and `UITableSectionRows`, a list of `UITableViewRow`s, each
    /// holding its cell (`UITableRowCell`) and, for a cell of a height of its own,
    /// `UITableRowHeight` (a float; `-[UITableViewRow encodeWithCoder:]` leaves it out when it is
    /// the table's row height, and the decoder then falls back to the table's).
    ///
    /// The cells are compiled here as views of no superview: the table asks the data source for
    /// them. The caller connects the data source to the table's controller
    /// (`staticDataSourceOutlet`).
    ///
    /// - Throws: `NIB0801` for a table that is not a storyboard table view controller's view
    ///   (Interface Builder allows static content nowhere else), a section child other than
    ///   its cells, and what the cells hold.
    mutating func staticSections(of table: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        guard let id = table["id"], id == staticTableID else {
            throw error(
                .unsupportedElement,
                "<\(table.name)> has static content, which only a storyboard table view controller's own table can show",
                at: table)
        }
        let tableRowHeight = try number(table, "rowHeight")
        var sections: [NibObjectGraph.Ref] = []
        for element in table.child("sections").map({ Array($0.children) }) ?? [] {
            guard element.name == "tableViewSection" else { throw unsupported(element) }
            let section = graph.add("UITableViewSection")
            if let id = element["id"] { objectsByID[id] = section }
            for (attribute, key) in [
                ("headerTitle", "UITableSectionHeaderTitle"), ("footerTitle", "UITableSectionFooterTitle"),
            ] {
                if let title = element[attribute] { graph.set(section, key, graph.string(title)) }
            }
            var rows: [NibObjectGraph.Ref] = []
            for child in element.children where child["key"] != Self.commentKey {
                guard child.name == "cells" else { throw unsupported(child) }
                for cell in child.children {
                    guard cell.name == "tableViewCell" else { throw unsupported(cell) }
                    let row = graph.add("UITableViewRow")
                    graph.set(row, "UITableRowCell", try view(cell, superview: nil))
                    if let height = try number(cell, "rowHeight"), height != tableRowHeight {
                        graph.set(row, "UITableRowHeight", .float(Float(height)))
                    }
                    rows.append(row)
                }
            }
            graph.set(section, "UITableSectionRows", graph.collection("NSArray", rows))
            sections.append(section)
        }
        let source = graph.add("UITableViewDataSource")
        graph.set(source, "UITableSections", graph.collection("NSArray", sections))
        return source
    }

    /// The outlet that hands a static table's data source to its controller, the view nib's
    /// File's Owner: `staticDataSource`, which key-value coding sets through the controller's
    /// private `-_setStaticDataSource:`.
    ///
    /// Why an outlet in the view's nib, not `UITableViewControllerStaticDataSource` in the
    /// controller's, which `-[UITableViewController initWithCoder:]` also reads: the setter is
    /// written for a controller whose view is loaded already (it re-sets the table's delegate so
    /// that the table asks again which height methods the controller answers, and reloads), which
    /// is the moment a view nib's outlets are connected; nothing in UIKit calls it otherwise; and
    /// WinObjC, which loaded real ibtool output, gives its controller only that setter. The cells
    /// then live in the same nib as the table and the outlets to what they hold.
    mutating func staticDataSourceOutlet(from owner: NibObjectGraph.Ref) {
        guard let staticDataSource else { return }
        outlet("staticDataSource", from: owner, to: staticDataSource)
    }
}
