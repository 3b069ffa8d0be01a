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
    func failure(_ code: CodingError.Code, _ message: String, key: String? = nil, index: Int? = nil,
                 at location: SourceLocation) -> CodingError {
        CodingError(code: code, message: message, keyPath: keyPath(key: key, index: index), file: file,
                    line: location.line, column: location.column)
    }

    /// `objects[id=a1] (Button) > constraints[3] > firstItem`: the path from the top-level object
    /// down to `key`, built only when an error needs it.
    func keyPath(key: String?, index: Int?) -> String {
        var parts: [String] = []
        for (depth, frame) in frames.enumerated() {
            if depth == 0 {
                parts.append("objects[id=\(frame.object.id)] (\(frame.object.className))")
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
        guard let owner = reference.owner else { return Self.step(reference.key, reference.index) }
        func path(to target: ArchiveObject, in node: ArchiveObject) -> [String]? {
            if node === target { return [] }
            for entry in node.entries {
                let items: [(ArchiveValue, Int?)]
                switch entry.value {
                case .object: items = [(entry.value, nil)]
                case .array(let values): items = values.enumerated().map { ($1, $0) }
                default: items = []
                }
                for (value, position) in items {
                    if case .object(let child) = value, let rest = path(to: target, in: child) {
                        return [Self.step(entry.key, position)] + rest
                    }
                }
            }
            return nil
        }
        for root in document.objects {
            if let steps = path(to: owner, in: root) {
                return (["objects[id=\(root.id)] (\(root.className))"] + steps + [Self.step(reference.key, reference.index)])
                    .joined(separator: " > ")
            }
        }
        return Self.step(reference.key, reference.index)
    }

    private static func step(_ key: String, _ index: Int?) -> String {
        index.map { "\(key)[\($0)]" } ?? key
    }
}
