/// References that name an id no object or placeholder has (`NIB0306`), with the closest
/// existing id as a suggestion. Constraint items are left to `ConstraintCheck`, which says more.
public struct ReferenceCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each dangling reference, with a suggestion when an id is close.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        let index = context.index
        var candidates: [String]?
        var found: [ArchiveDiagnostic] = []
        for reference in index.references where !index.contains(id: reference.id) {
            let ids = candidates ?? index.allIDs
            candidates = ids
            let holder = index.nodes[reference.holder].object
            found.append(
                context.diagnostic(
                    .danglingReference,
                    "\(quoted: reference.key) of \(quoted: holder.id) (\(cut: holder.className)) names \(quoted: reference.id), which no object or placeholder has"
                        + context.suggestion(for: reference.id, in: ids),
                    at: reference.location, objectID: holder.id,
                    keyPathOf: reference.holder, key: reference.key, index: reference.index))
        }
        return found
    }
}
