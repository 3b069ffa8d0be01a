extension ArchiveDocument {
    /// Calls `body` with every object of the document, top-level and nested at any depth, in
    /// file order: each object before the objects nested in its values.
    ///
    /// - Complexity: O(n) in the number of values in the document.
    public func forEachObject(_ body: (ArchiveObject) -> Void) {
        func visit(_ value: ArchiveValue) {
            switch value {
            case .object(let node): visit(node)
            case .array(let items): items.forEach(visit)
            case .dictionary(let items): items.forEach { visit($0.value) }
            case .value, .reference: break
            }
        }
        func visit(_ node: ArchiveObject) {
            body(node)
            for entry in node.entries { visit(entry.value) }
        }
        objects.forEach(visit)
    }

    /// Every object of the document by id: what references are resolved through. When ids
    /// repeat (an invalid document), the last one wins.
    ///
    /// - Complexity: O(n) in the number of values in the document.
    public func objectIndex() -> [String: ArchiveObject] {
        var index: [String: ArchiveObject] = [:]
        forEachObject { index[$0.id] = $0 }
        return index
    }
}
