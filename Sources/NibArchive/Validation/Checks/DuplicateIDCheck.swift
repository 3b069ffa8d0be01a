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
        var first: [String: User] = [:]
        var found: [ArchiveDiagnostic] = []
        func use(_ id: String, by user: User) {
            guard let earlier = first[id] else {
                first[id] = user
                return
            }
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
        first.reserveCapacity(context.document.placeholders.count + context.index.nodes.count)
        for (position, placeholder) in context.document.placeholders.enumerated() {
            use(placeholder.id, by: .placeholder(position))
        }
        for (position, node) in context.index.nodes.enumerated() {
            use(node.object.id, by: .object(position))
        }
        return found
    }
}
