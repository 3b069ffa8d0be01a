extension ArchiveDiagnostic.Code {
    /// More diagnostics than a file may report were found; the rest are counted, not shown.
    public static let diagnosticsLimited = Self(rawValue: "NIB0599")
}

extension ArchiveDiagnostic {
    /// `diagnostics` cut to what a report can hold, whatever the file: a one-line file with
    /// 20,000 problems must not print 20,000 blocks.
    ///
    /// Diagnostics with the same code, message and severity are shown `identical` times; a note
    /// after the last one shown says how many more there were. Past `total` diagnostics (notes
    /// not counted), the rest are left out and one closing diagnostic (`NIB0599`) says how many,
    /// with the severity of the most serious one left out, so a file whose hidden diagnostics
    /// hold an error still fails.
    ///
    /// - Parameters:
    ///   - diagnostics: one file's diagnostics, in order, notes after the diagnostic they belong to.
    ///   - total: the most diagnostics shown (`ReaderLimits.maxReportedDiagnostics`).
    ///   - identical: the most diagnostics shown with one code, message and severity
    ///     (`ReaderLimits.maxIdenticalDiagnostics`).
    /// - Complexity: O(n) in the number of diagnostics (one hash of each message).
    public static func limited(_ diagnostics: [ArchiveDiagnostic], total: Int, identical: Int) -> [ArchiveDiagnostic] {
        guard diagnostics.count > min(total, identical) else { return diagnostics }
        struct Kind: Hashable {
            let code: Code
            let severity: Severity
            let message: String
            init(_ diagnostic: ArchiveDiagnostic) {
                code = diagnostic.code
                severity = diagnostic.severity
                message = diagnostic.message
            }
        }
        var counts: [Kind: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .note { counts[Kind(diagnostic), default: 0] += 1 }
        var kept: [ArchiveDiagnostic] = []
        var seen: [Kind: Int] = [:]
        var shown = 0
        var hidden: [Severity: Int] = [:]
        var keepingNotes = false
        var pendingNote: ArchiveDiagnostic?
        var noted: Set<Kind> = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note {
                if keepingNotes { kept.append(diagnostic) }
                continue
            }
            // A group's note goes after the notes of its last diagnostic shown.
            if let note = pendingNote {
                kept.append(note)
                pendingNote = nil
            }
            let kind = Kind(diagnostic)
            let position = seen[kind, default: 0] + 1
            seen[kind] = position
            keepingNotes = position <= identical && shown < total
            guard keepingNotes else {
                // Counted once: in its group's note when that was shown, else here.
                if position <= identical || !noted.contains(kind) { hidden[diagnostic.severity, default: 0] += 1 }
                continue
            }
            kept.append(diagnostic)
            shown += 1
            if position == identical, let count = counts[kind], count > identical {
                var note = diagnostic
                note.severity = .note
                note.message = "\(count - identical) more diagnostics like this one are not shown"
                pendingNote = note
                noted.insert(kind)
            }
        }
        if let note = pendingNote { kept.append(note) }
        let hiddenCount = hidden.values.reduce(0, +)
        guard hiddenCount > 0 else { return kept }
        let severity = hidden.keys.max() ?? .warning
        let breakdown = Severity.allCases.reversed().compactMap { severity in
            hidden[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
        }
        kept.append(
            ArchiveDiagnostic(
                code: .diagnosticsLimited,
                message:
                    "\(hiddenCount) more diagnostics (\(breakdown.joined(separator: ", "))) are not shown: the limit is \(total) a file",
                file: diagnostics.first?.file, line: 0, column: 0, severity: severity))
        return kept
    }
}
