extension ArchiveDocument {
    /// Every object of the document, top-level and nested at any depth, by id: what references
    /// are resolved through. When ids repeat (an invalid document), the last one wins.
    ///
    /// - Complexity: O(n) in the number of values in the document.
    public func objectIndex() -> [String: ArchiveObject] {
        var index: [String: ArchiveObject] = [:]
        index.reserveCapacity(objects.count * 4)
        func visit(_ value: ArchiveValue) {
            switch value {
            case .object(let node): visit(node)
            case .array(let items): items.forEach(visit)
            case .dictionary(let items): items.forEach { visit($0.value) }
            case .value, .reference: break
            }
        }
        func visit(_ node: ArchiveObject) {
            index[node.id] = node
            for entry in node.entries { visit(entry.value) }
        }
        objects.forEach(visit)
        return index
    }
}
