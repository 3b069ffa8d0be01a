/// Two objects or placeholders with one id (`NIB0209`): references and connections could not
/// tell them apart. The readers refuse such files already; this catches documents made in code.
/// Each duplicate is an error followed by a note at the first use of the id.
public struct DuplicateIDCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error and a note for each repeated id.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var first: [String: (what: String, location: SourceLocation)] = [:]
        var found: [ArchiveDiagnostic] = []
        func use(_ id: String, what: String, at location: SourceLocation, keyPath: String?) {
            guard let earlier = first[id] else {
                first[id] = (what, location)
                return
            }
            found.append(context.diagnostic(.duplicateID, "id '\(id)' is already used by \(earlier.what)", at: location,
                                             objectID: id, keyPath: keyPath))
            found.append(context.diagnostic(.duplicateID, "'\(id)' first used here", at: earlier.location, severity: .note,
                                            objectID: id))
        }
        for placeholder in context.document.placeholders {
            use(placeholder.id, what: "a placeholder", at: placeholder.location, keyPath: nil)
        }
        for (position, node) in context.index.nodes.enumerated() {
            use(node.object.id, what: "an object of class \(node.object.className)", at: node.object.location,
                keyPath: context.index.keyPath(of: position))
        }
        return found
    }
}
