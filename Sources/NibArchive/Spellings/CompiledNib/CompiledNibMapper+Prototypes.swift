extension CompiledNibMapper {
    /// Places the AppKit objects a nib holds only for a connection back under their owner
    /// where the nib's parent table (`NSObjectsKeys` / `NSObjectsValues`) says they belong: a
    /// table column's prototype cell view (ibtool archives the prototype itself as an embedded
    /// nib, and keeps a copy in the main archive only for the cell's outlets) becomes one of the
    /// column's `prototypeCellViews`, as the `.xib` reader has it. Returns the objects placed.
    func placeAppKitPrototypes(_ objects: [ArchiveObject], in document: ArchiveDocument) -> Set<String> {
        guard platform == .appKit, let data = graph.reference(0, "IB.objectdata") else { return [] }
        var parents: [String: Int] = [:]
        for (object, parent) in zip(
            graph.objectItems(data, "NSObjectsKeys"), graph.objectItems(data, "NSObjectsValues"))
        {
            parents[id(object)] = parent
        }
        let index = document.objectIndex()
        var placed: Set<String> = []
        for object in objects {
            guard let parent = parents[object.id], graph.className(parent) == "NSTableColumn",
                let column = index[id(parent)]
            else { continue }
            var views: [ArchiveValue] = []
            if case .array(let items)? = column["prototypeCellViews"] { views = items }
            views.append(.object(object))
            if let position = column.index(ofKey: "prototypeCellViews") {
                column.entries[position].value = .array(views)
            } else {
                column.entries.append(ArchiveEntry(key: "prototypeCellViews", value: .array(views)))
            }
            placed.insert(object.id)
        }
        return placed
    }
}
