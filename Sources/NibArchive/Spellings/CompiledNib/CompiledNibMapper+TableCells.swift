import Foundation

extension CompiledNibMapper {
    /// How deep prototype cells' nibs may nest (a cell holding a table with prototypes of its
    /// own, ...): each is decoded in full, so a file could otherwise nest them as deep as its
    /// size allows.
    static let maxNibNesting = 8

    /// A table view's prototype cells and a cell's content view, as the Xcode reader keys them:
    /// each `UINib` of `UITableViewCellPrototypeNibs` read as a nib of its own (its ids prefixed
    /// with the table's), its cell one of the table's `prototypeCells`, its connections the
    /// document's, with its `UpstreamPlaceholder-N`s replaced by the objects the table's
    /// `UITableViewCellPrototypeNibExternalObjects` maps them to; `UIContentView` as
    /// `contentView` (`mapUIKit` leaves it out of `subviews`).
    ///
    /// - Throws: the nested nib's errors, and `NIB0107` for nibs nested deeper than
    ///   `maxNibNesting`.
    func mapUIKitTableCells(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        if let content = graph.reference(index, "UIContentView") {
            entries.set("contentView", try owned(content))
            entries.consume("UIContentView")
        }
        guard let table = graph.reference(index, "UITableViewCellPrototypeNibs"), let items = graph.items(table),
            items.count % 2 == 0
        else { return }
        guard nibNesting < Self.maxNibNesting else {
            throw error(.tooDeep, "prototype cells' nibs nest deeper than \(Self.maxNibNesting)")
        }
        let externals = prototypeExternals(of: index)
        var cells: [ArchiveValue] = []
        for pair in stride(from: 0, to: items.count, by: 2) {
            guard let reuse = graph.string(items[pair]), case .object(let nib) = items[pair + 1],
                case .data(let bytes)? = graph.value(nib, "archiveData")
            else { continue }
            let reader = CompiledNibReader(limits: limits)
            let prefix = "\(id(index))-p\(pair / 2)-"
            let document = try reader.read(
                bytes, file: file.map { "\($0) (prototype \(reuse))" } ?? reuse, idPrefix: prefix,
                nesting: nibNesting + 1)
            var outside: [String: String] = [:]
            for placeholder in document.placeholders {
                guard case .external(let name) = placeholder.kind, let target = externals[reuse]?[name] else {
                    continue
                }
                outside[placeholder.id] = id(target)
            }
            cells += document.objects.map { .object($0) }
            for connection in document.connections {
                var moved = connection
                moved.source = outside[connection.source] ?? connection.source
                moved.destination = outside[connection.destination] ?? connection.destination
                connections.append(moved)
            }
        }
        entries.set("prototypeCells", .array(cells))
        entries.consume("UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects")
    }

    /// A table's `UITableViewCellPrototypeNibExternalObjects`: by reuse identifier, the object
    /// each placeholder name stands for.
    private func prototypeExternals(of table: Int) -> [String: [String: Int]] {
        guard let dictionary = graph.reference(table, "UITableViewCellPrototypeNibExternalObjects"),
            let items = graph.items(dictionary), items.count % 2 == 0
        else { return [:] }
        var result: [String: [String: Int]] = [:]
        for pair in stride(from: 0, to: items.count, by: 2) {
            guard let reuse = graph.string(items[pair]), case .object(let names) = items[pair + 1],
                let inner = graph.items(names), inner.count % 2 == 0
            else { continue }
            for entry in stride(from: 0, to: inner.count, by: 2) {
                guard let name = graph.string(inner[entry]), case .object(let target) = inner[entry + 1] else {
                    continue
                }
                result[reuse, default: [:]][name] = target
            }
        }
        return result
    }
}
