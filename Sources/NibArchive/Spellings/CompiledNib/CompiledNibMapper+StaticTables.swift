import Foundation

extension CompiledNibMapper {
    /// The static tables of a UIKit nib, by the table's index: the `UITableViewDataSource` a
    /// controller's `staticDataSource` outlet hands it, the table being the `view` the same
    /// object's outlet names (`UIKitNibBuilder.staticDataSourceOutlet`).
    func uiKitStaticDataSources() -> [Int: Int] {
        var views: [Int: Int] = [:]
        var sources: [(owner: Int, source: Int)] = []
        for connection in graph.objectItems(0, "UINibConnectionsKey")
        where graph.className(connection) == "UIRuntimeOutletConnection" {
            guard let owner = graph.reference(connection, "UISource"),
                let destination = graph.reference(connection, "UIDestination")
            else { continue }
            switch graph.string(connection, "UILabel") {
            case "view": views[owner] = destination
            case Self.staticDataSourceOutlet where graph.className(destination) == "UITableViewDataSource":
                sources.append((owner, destination))
            default: continue
            }
        }
        var tables: [Int: Int] = [:]
        for (owner, source) in sources {
            if let table = views[owner] { tables[table] = source }
        }
        return tables
    }

    /// The outlet a static table's data source is handed to its controller by.
    static let staticDataSourceOutlet = "staticDataSource"

    /// Whether `connection` is the outlet that hands a static table its data source, which the
    /// table's `staticSections` stand for in the document (`mapUIKitStaticSections`).
    func isStaticDataSourceOutlet(_ connection: Int) -> Bool {
        guard graph.string(connection, "UILabel") == Self.staticDataSourceOutlet,
            let destination = graph.reference(connection, "UIDestination")
        else { return false }
        return staticDataSourceObjects.contains(destination)
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
