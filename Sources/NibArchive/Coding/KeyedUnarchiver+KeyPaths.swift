import ViewCore

/// Errors with their key path (`objects[id=a1] (Button) > constraints[3] > firstItem`), worked
/// out only when an error needs one.
extension KeyedUnarchiver {
    /// Where an owned object starts, for errors about an item of an array of objects.
    static func location(of value: ArchiveValue) -> SourceLocation? {
        if case .object(let node) = value { return node.location }
        return nil
    }

    /// An error at `location`, with the key path down to `key` (item `index` of it).
    func failure(
        _ code: CodingError.Code, _ message: String, key: String? = nil, index: Int? = nil,
        at location: SourceLocation
    ) -> CodingError {
        CodingError(
            code: code, message: message, keyPath: keyPath(key: key, index: index), file: file,
            line: location.line, column: location.column)
    }

    /// An error about `node` itself, raised before it is decoded (its class is unknown, it
    /// contains itself), at `location` or else the node's. The key path ends at the key through
    /// which `via` reached it: `objects[id=a1] (Button) > subviews[2]`, or
    /// `objects[id=a1] (Button)` for a top-level object.
    func failure(
        _ code: CodingError.Code, _ message: String, about node: ArchiveObject,
        via: (key: String, index: Int?), at location: SourceLocation? = nil
    ) -> CodingError {
        let path =
            if !frames.isEmpty {
                keyPath(key: via.key, index: via.index)
            } else if via.key == "objects", let position = via.index, document.objects.indices.contains(position),
                document.objects[position] === node
            {
                // A top-level object as `decodeTopLevelObjects` reaches it: searching for it
                // instead made 20,000 unknown classes cost 20,000 searches of the document.
                Self.topLevelStep(node)
            } else {
                // A top-level object, or one only referenced (made while resolving references).
                keyPath(toNode: node) ?? Self.topLevelStep(node)
            }
        let location = location ?? node.location
        return CodingError(
            code: code, message: message, keyPath: path, file: file, line: location.line,
            column: location.column)
    }

    /// `objects[id=a1] (Button) > constraints[3] > firstItem`: the path from the top-level object
    /// down to `key`, built only when an error needs it.
    func keyPath(key: String?, index: Int?) -> String {
        var parts: [String] = []
        for (depth, frame) in frames.enumerated() {
            if depth == 0 {
                parts.append(Self.topLevelStep(frame.object))
            } else {
                parts.append(Self.step(frame.via.key, frame.via.index))
            }
        }
        if let key { parts.append(Self.step(key, index)) }
        return parts.joined(separator: " > ")
    }

    /// The key path of a reference recorded while decoding `reference.owner`: the chain of
    /// owners is found again from the top-level objects, since failures are rare.
    func keyPath(to reference: PendingReference) -> String {
        let last = Self.step(reference.key, reference.index)
        guard let owner = reference.owner, let path = keyPath(toNode: owner) else { return last }
        return path + " > " + last
    }

    /// The key path of `node` among the objects the top-level objects own, found by a search
    /// (for errors only); nil when no top-level object owns it.
    func keyPath(toNode target: ArchiveObject) -> String? {
        func steps(in node: ArchiveObject) -> [String]? {
            if node === target { return [] }
            for entry in node.entries {
                let items: [(ArchiveValue, Int?)]
                switch entry.value {
                case .object: items = [(entry.value, nil)]
                case .array(let values): items = values.enumerated().map { ($1, $0) }
                default: items = []
                }
                for (value, position) in items {
                    if case .object(let child) = value, let rest = steps(in: child) {
                        return [Self.step(entry.key, position)] + rest
                    }
                }
            }
            return nil
        }
        for root in document.objects {
            if let found = steps(in: root) { return ([Self.topLevelStep(root)] + found).joined(separator: " > ") }
        }
        return nil
    }

    /// `objects[id=a1] (Button)`: how a key path names the object it starts from.
    private static func topLevelStep(_ node: ArchiveObject) -> String {
        "objects[id=\(cut: node.id)] (\(cut: node.className))"
    }

    private static func step(_ key: String, _ index: Int?) -> String {
        index.map { "\(key)[\($0)]" } ?? key
    }
}
