import NibKit

/// What NibKit does not model in an Xcode file (`NIB0512`, and `NIB0513` and `NIB0305` notes
/// there), summed up in one note a file for text and GitHub output: NibKit's gap, not a fault of
/// the file, so a long list would bury what the user can fix. A layout NibKit leaves undetermined
/// where Interface Builder does not (a `NIB0517` note) is left out of them. `nibc validate
/// --verbose`, JSON and SARIF show every note.
enum NotModelledSummary {
    /// The codes summed up, when their diagnostic is a note.
    static let codes: Set<ArchiveDiagnostic.Code> = [.notModelled, .unreadKey]

    /// `diagnostics` with the notes of `codes` and of classes NibKit does not model
    /// (`ClassCheck.isNotModelledNote(_:)`) replaced by one note at the end that counts them,
    /// and the notes of ambiguous layouts left out; unchanged when there are none.
    static func summarized(_ diagnostics: [ArchiveDiagnostic], file: String) -> [ArchiveDiagnostic] {
        var kept: [ArchiveDiagnostic] = []
        var notModelled = 0
        var unread = 0
        var classes = 0
        var dropped = 0
        for diagnostic in diagnostics {
            if ClassCheck.isNotModelledNote(diagnostic) {
                classes += 1
            } else if diagnostic.severity == .note, diagnostic.code == .ambiguousLayout {
                dropped += 1
            } else if diagnostic.severity == .note, codes.contains(diagnostic.code) {
                if diagnostic.code == .notModelled { notModelled += 1 } else { unread += 1 }
            } else {
                kept.append(diagnostic)
            }
        }
        guard notModelled + unread + classes > 0 else { return dropped > 0 ? kept : diagnostics }
        var parts: [String] = []
        if notModelled > 0 { parts.append(Validate.plural(notModelled, "element or attribute name")) }
        if unread > 0 { parts.append(Validate.plural(unread, "key") + " no class reads yet") }
        if classes > 0 { parts.append("\(classes) class\(classes == 1 ? "" : "es")") }
        let list =
            parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
        let message =
            "NibKit does not model \(list) of this file; it keeps them verbatim and writes them back (--verbose lists them)"
        let code: ArchiveDiagnostic.Code = notModelled > 0 ? .notModelled : unread > 0 ? .unreadKey : .unknownClass
        kept.append(ArchiveDiagnostic(code: code, message: message, file: file, line: 0, column: 0, severity: .note))
        return kept
    }
}
