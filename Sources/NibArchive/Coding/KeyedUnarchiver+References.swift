import ViewCore

extension KeyedUnarchiver {
    /// Resolves every reference recorded while the objects were created: calls each
    /// `decodeConditionalObject` closure with its object, now that every object exists.
    func resolveReferences() throws {
        var position = 0
        while position < pending.count {
            let reference = pending[position]
            position += 1
            var target: AnyObject?
            if let id = reference.id {
                if let node = index[id] {
                    // An object only reachable through keys no class read is created now.
                    target = try (built[ObjectIdentifier(node)] ?? instantiate(node, via: ("ref", nil))) as AnyObject
                } else {
                    target = placeholders[id]
                }
                guard target != nil else {
                    throw CodingError(
                        code: .danglingReference, message: "no object has id \(quoted: id)",
                        keyPath: keyPath(to: reference), file: file, line: reference.location.line,
                        column: reference.location.column)
                }
            }
            guard reference.resolve(target) else {
                throw CodingError(
                    code: .wrongClass,
                    message: "expected \(reference.expected), found \(target.map { "\(type(of: $0))" } ?? "nil")",
                    keyPath: keyPath(to: reference), file: file, line: reference.location.line,
                    column: reference.location.column)
            }
        }
        pending.removeAll()
    }
}
