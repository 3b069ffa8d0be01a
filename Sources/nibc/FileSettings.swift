import NibKit

/// What applies to one file: the command line over the `.nibc.json` found for it.
struct FileSettings: Sendable {
    /// The validator: strictness and the classes known (NibKit's and the app's).
    var validator: ArchiveValidator
    /// The codes whose diagnostics are not reported.
    var disabled: Set<String>
    /// The most diagnostics reported for the file (`--max-diagnostics`).
    var maxDiagnostics: Int

    /// Whether warnings count as errors.
    var strict: Bool { validator.strict }

    /// `diagnostics` less the disabled codes' (and the notes that follow them).
    func reported(_ diagnostics: [ArchiveDiagnostic]) -> [ArchiveDiagnostic] {
        var kept: [ArchiveDiagnostic] = []
        var dropping = false
        var previous: ArchiveDiagnostic?
        for diagnostic in diagnostics {
            if diagnostic.startsGroup(after: previous) { dropping = disabled.contains(diagnostic.code.rawValue) }
            if !dropping { kept.append(diagnostic) }
            previous = diagnostic
        }
        return kept
    }

    /// `diagnostics` within `maxDiagnostics` and the default limit on identical diagnostics;
    /// applied last, after the disabled codes and the baseline are left out, so neither uses
    /// up the limit.
    func limited(_ diagnostics: [ArchiveDiagnostic]) -> [ArchiveDiagnostic] {
        guard maxDiagnostics < .max else { return diagnostics }
        return ArchiveDiagnostic.limited(
            diagnostics, total: maxDiagnostics, identical: ReaderLimits.default.maxIdenticalDiagnostics)
    }
}
