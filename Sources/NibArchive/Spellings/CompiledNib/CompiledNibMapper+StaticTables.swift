import Foundation

extension CompiledNibMapper {
    /// The static tables of a UIKit nib, by the table's index: the `UITableViewDataSource` a
    /// controller's `staticDataSource` outlet hands it, the table being the `view` the same
    /// object's outlet names (`UIKitNibBuilder.staticDataSourceOutlet`); and those outlets, which
    /// the table's `staticSections` stand for in the document (`uiKitConnections` leaves them out).
    func uiKitStaticDataSources() -> (tables: [Int: Int], outlets: Set<Int>) {
        var views: [Int: Int] = [:]
        var sources: [(owner: Int, source: Int, outlet: Int)] = []
        for connection in graph.objectItems(0, "UINibConnectionsKey")
        where graph.className(connection) == "UIRuntimeOutletConnection" {
            guard let owner = graph.reference(connection, "UISource"),
                let destination = graph.reference(connection, "UIDestination")
            else { continue }
            switch graph.string(connection, "UILabel") {
            case "view": views[owner] = destination
            case "staticDataSource" where graph.className(destination) == "UITableViewDataSource":
                sources.append((owner, destination, connection))
            default: continue
            }
        }
        var tables: [Int: Int] = [:]
        var outlets: Set<Int> = []
        for (owner, source, outlet) in sources {
            guard let table = views[owner] else { continue }
            tables[table] = source
            outlets.insert(outlet)
        }
        return (tables, outlets)
    }

    /// A static table's sections as the Xcode reader has a `<sections>`: `staticSections`, each a
    /// `TableViewSection` with its `headerTitle`, `footerTitle` and `cells`, a cell of a height
    /// of its own (`UITableRowHeight`) with that `rowHeight`.
    func mapUIKitStaticSections(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        guard let source = staticDataSources[index] else { return }
        mapped[source] = id(source)
        var sections: [ArchiveValue] = []
        for section in graph.objectItems(source, "UITableSections") where mapped[section] == nil {
            mapped[section] = id(section)
            let node = ArchiveObject(className: "TableViewSection", id: id(section))
            for (archived, key) in [
                ("UITableSectionHeaderTitle", "headerTitle"), ("UITableSectionFooterTitle", "footerTitle"),
            ] {
                if let title = graph.string(section, archived) {
                    node.entries.append(ArchiveEntry(key: key, value: .value(.string(title))))
                }
            }
            var cells: [ArchiveValue] = []
            for row in graph.objectItems(section, "UITableSectionRows") {
                guard let cell = graph.reference(row, "UITableRowCell") else { continue }
                let value = try owned(cell)
                if case .object(let node) = value, let height = graph.number(row, "UITableRowHeight"),
                    node["rowHeight"] == nil
                {
                    node.entries.append(ArchiveEntry(key: "rowHeight", value: .value(.real(height))))
                }
                cells.append(value)
            }
            node.entries.append(ArchiveEntry(key: "cells", value: .array(cells)))
            sections.append(.object(node))
        }
        entries.set("staticSections", .array(sections))
    }
}
