import NibKit

/// What applies to one file: the command line over the `.nibc.json` found for it.
struct FileSettings: Sendable {
    /// The validator: strictness and the classes known (NibKit's and the app's).
    var validator: ArchiveValidator
    /// The codes whose diagnostics are not reported.
    var disabled: Set<String>

    /// Whether warnings count as errors.
    var strict: Bool { validator.strict }

    /// `diagnostics` less the disabled codes' (and the notes that follow them).
    func reported(_ diagnostics: [ArchiveDiagnostic]) -> [ArchiveDiagnostic] {
        guard !disabled.isEmpty else { return diagnostics }
        var kept: [ArchiveDiagnostic] = []
        var dropping = false
        for diagnostic in diagnostics {
            if diagnostic.severity != .note { dropping = disabled.contains(diagnostic.code.rawValue) }
            if !dropping { kept.append(diagnostic) }
        }
        return kept
    }
}
