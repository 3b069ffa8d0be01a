import ViewCore

/// Classes the registry does not know (`NIB0305`): a warning, since `nibc` cannot see the
/// classes an app registers and the loader can fall back to a base class; an error when
/// validation is strict. Suggests a registered name that is close ("did you mean 'Button'?"), for the
/// first `maxSuggestedNames` distinct names of a file, so the work stays proportional to the file.
/// Does nothing without a registry.
public struct ClassCheck: ArchiveCheck {
    /// How many distinct unknown names get a "did you mean" suggestion in one file.
    static let maxSuggestedNames = 32

    /// Creates the check; it has no settings.
    public init() {}

    /// Warnings (errors when strict) for unknown classes; none without a registry.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        guard let registry = context.registry else { return [] }
        var known: [String]?
        // One suggestion per distinct name, and only for the first few: each compares the name
        // with every registered one, and a file may name thousands of unknown classes.
        var suggestions: [String: String] = [:]
        var found: [ArchiveDiagnostic] = []
        for (position, node) in context.index.nodes.enumerated() where context.registeredClass(of: position) == nil {
            let object = node.object
            let suggestion: String
            if let remembered = suggestions[object.className] {
                suggestion = remembered
            } else if suggestions.count < Self.maxSuggestedNames {
                let names = known ?? registry.registeredNames
                known = names
                suggestion = context.suggestion(for: object.className, in: names)
                suggestions[object.className] = suggestion
            } else {
                suggestion = ""
            }
            let name = object.module.map { $0 + "." + object.className } ?? object.className
            // One string with room for the whole message, as `XcodeVerbatimCheck` words its own
            // (the check on two loads of the corpus: 78.2M -> 69.9M instructions, callgrind).
            var message = "class '"
            message.reserveCapacity(96 + suggestion.utf8.count)
            message += DiagnosticText.quoted(name)
            message += "' is not registered"
            message += suggestion
            found.append(
                context.diagnostic(
                    .unknownClass, message,
                    at: object.location, severity: context.strict ? .error : .warning, objectID: object.id,
                    keyPathOf: position))
        }
        return found
    }
}
