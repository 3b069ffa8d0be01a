import NibKit

/// What NibKit does not model in an Xcode file (`NIB0512`, and `NIB0513` there), summed up in
/// one note a file for text and GitHub output: NibKit's gap, not a fault of the file, so a long
/// list would bury what the user can fix. `nibc validate --verbose`, JSON and SARIF show every note.
enum NotModelledSummary {
    /// The codes summed up, when their diagnostic is a note.
    static let codes: Set<ArchiveDiagnostic.Code> = [.notModelled, .unreadKey]

    /// `diagnostics` with the notes of `codes` replaced by one note at the end that counts them;
    /// unchanged when there are none.
    static func summarized(_ diagnostics: [ArchiveDiagnostic], file: String) -> [ArchiveDiagnostic] {
        var kept: [ArchiveDiagnostic] = []
        var notModelled = 0
        var unread = 0
        for diagnostic in diagnostics {
            guard diagnostic.severity == .note, codes.contains(diagnostic.code) else {
                kept.append(diagnostic)
                continue
            }
            if diagnostic.code == .notModelled { notModelled += 1 } else { unread += 1 }
        }
        guard notModelled + unread > 0 else { return diagnostics }
        var parts: [String] = []
        if notModelled > 0 { parts.append(Validate.plural(notModelled, "element or attribute name")) }
        if unread > 0 { parts.append(Validate.plural(unread, "key") + " no class reads yet") }
        let message =
            "NibKit does not model \(parts.joined(separator: " and ")) of this file; it keeps them verbatim and writes them back (--verbose lists them)"
        kept.append(
            ArchiveDiagnostic(
                code: notModelled > 0 ? .notModelled : .unreadKey, message: message, file: file, line: 0, column: 0,
                severity: .note))
        return kept
    }
}
