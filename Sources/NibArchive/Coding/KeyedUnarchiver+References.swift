import ViewCore

extension KeyedUnarchiver {
    /// Resolves every reference recorded while the objects were created: calls each
    /// `decodeConditionalObject` closure with its object, now that every object exists.
    func resolveReferences() throws {
        // The reader's ids, when there are, serve every lookup (`node(withID:)`).
        let referenced = readIDs == nil && lazyIndex == nil ? nodes(referencedBy: pending) : nil
        let firstRound = pending.count
        var position = 0
        while position < pending.count {
            let reference = pending[position]
            position += 1
            var target: AnyObject?
            if let id = reference.id {
                // References recorded while resolving (by objects created just now) are rare:
                // they go through the full index.
                let node = if position <= firstRound, let referenced { referenced(id) } else { node(withID: id) }
                if let node {
                    // An object only reachable through keys no class read is created now.
                    target = try (built[node] ?? instantiate(node, via: ("ref", nil))) as AnyObject
                } else {
                    target = placeholders[id]
                }
                guard target != nil else {
                    throw CodingError(code: .danglingReference, message: "no object has id '\(id)'",
                                      keyPath: keyPath(to: reference), file: file, line: reference.location.line,
                                      column: reference.location.column)
                }
            }
            guard reference.resolve(target) else {
                throw CodingError(code: .wrongClass,
                                  message: "expected \(reference.expected), found \(target.map { "\(type(of: $0))" } ?? "nil")",
                                  keyPath: keyPath(to: reference), file: file, line: reference.location.line,
                                  column: reference.location.column)
            }
        }
        pending.removeAll()
    }

    /// The nodes that `references` name, found in one walk of the document: a document holds
    /// many objects and few references, and indexing every object by id (hashing, retaining
    /// and later releasing each) cost a tenth of a load. When ids repeat, the last one wins,
    /// as in `objectIndex()`. Nil when an id is not ASCII: the table compares bytes, and ids
    /// are one id when they are equal `String`s (`IDTable`), which only for ASCII means equal
    /// bytes; the full index finds those.
    private func nodes(referencedBy references: [PendingReference]) -> ((String) -> ArchiveObject?)? {
        var seen: Set<String> = []
        var ids: [String] = []
        for reference in references {
            guard let id = reference.id else { continue }
            guard id.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            if seen.insert(id).inserted { ids.append(id) }
        }
        guard !ids.isEmpty else { return { _ in nil } }
        let table = NameTable(ids.enumerated().map { ($1, $0) })
        var found = [ArchiveObject?](repeating: nil, count: ids.count)
        document.forEachObject { node in
            if let slot = table.lookup(node.id) { found[slot] = node }
        }
        return { id in table.lookup(id).flatMap { found[$0] } }
    }
}
