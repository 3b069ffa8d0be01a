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
            // In place: copying every entry to look at it retains and releases its contents,
            // and most entries hold plain values.
            node.entries.withUnsafeBufferPointer { entries in
                for position in entries.indices {
                    switch entries[position].value {
                    case .value, .reference: continue
                    case .object(let child): visit(child)
                    case .array(let items): items.forEach(visit)
                    case .dictionary(let items): items.forEach { visit($0.value) }
                    }
                }
            }
        }
        objects.forEach(visit)
    }

    /// Every object of the document by id: what references are resolved through. When ids
    /// repeat (an invalid document), the last one wins.
    ///
    /// - Complexity: O(n) in the number of values in the document.
    public func objectIndex() -> [String: ArchiveObject] {
        objectIndex(expectedCount: objects.count * 4)
    }

    /// `objectIndex()`, with room made at once for about `expectedCount` objects.
    func objectIndex(expectedCount: Int) -> [String: ArchiveObject] {
        var index: [String: ArchiveObject] = [:]
        index.reserveCapacity(expectedCount)
        forEachObject { index[$0.id] = $0 }
        return index
    }
}
