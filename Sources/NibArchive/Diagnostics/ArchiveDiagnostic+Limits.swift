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
        // Most lists within the total have no group past `identical`: counting by code, severity
        // and message length, which bound the groups, tells so without hashing every message
        // (two loads of the corpus: 35.1M -> 29.0M instructions here, callgrind).
        if diagnostics.count <= total, diagnostics.first?.severity != .note,
            !hasGroup(over: identical, coarsely: diagnostics)
        {
            return diagnostics
        }
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
        // Each diagnostic's group, found with one hash of its message: the groups are counted,
        // then walked, by number (two loads of the corpus: 29.0M -> 17.2M instructions, callgrind).
        var groups: [Kind: Int] = [:]
        groups.reserveCapacity(diagnostics.count)
        var groupOf = [Int](repeating: 0, count: diagnostics.count)
        var counts: [Int] = []
        // The value in place, which `subscript(_:default:)` inserts when absent: one lookup.
        func value(_ slot: inout Int) -> Int { slot }
        // Which diagnostics lead a group of their own (`startsGroup`): errors, warnings and notes
        // standing alone (`NIB0512`); the other notes follow their leader.
        let leads = diagnostics.indices.map { diagnostics[$0].startsGroup(after: $0 > 0 ? diagnostics[$0 - 1] : nil) }
        for (position, diagnostic) in diagnostics.enumerated() where leads[position] {
            let group = value(&groups[Kind(diagnostic), default: counts.count])
            if group == counts.count { counts.append(0) }
            counts[group] += 1
            groupOf[position] = group
        }
        var kept: [ArchiveDiagnostic] = []
        var seen = [Int](repeating: 0, count: counts.count)
        var shown = 0
        var hidden: [Severity: Int] = [:]
        var keepingNotes = false
        var pendingNote: ArchiveDiagnostic?
        var noted = [Bool](repeating: false, count: counts.count)
        for (index, diagnostic) in diagnostics.enumerated() {
            if !leads[index] {
                if keepingNotes { kept.append(diagnostic) }
                continue
            }
            // A group's note goes after the notes of its last diagnostic shown.
            if let note = pendingNote {
                kept.append(note)
                pendingNote = nil
            }
            let group = groupOf[index]
            seen[group] += 1
            let position = seen[group]
            keepingNotes = position <= identical && shown < total
            guard keepingNotes else {
                // Counted once: in its group's note when that was shown, else here.
                if position <= identical || !noted[group] { hidden[diagnostic.severity, default: 0] += 1 }
                continue
            }
            kept.append(diagnostic)
            shown += 1
            if position == identical, counts[group] > identical {
                let count = counts[group]
                var note = diagnostic
                note.severity = .note
                note.message = "\(count - identical) more diagnostics like this one are not shown"
                pendingNote = note
                noted[group] = true
            }
        }
        if let note = pendingNote { kept.append(note) }
        return withHiddenCounted(kept, hidden: hidden, total: total, file: diagnostics.first?.file)
    }

    /// Whether more than `identical` of `diagnostics` share a code, a severity and a message
    /// length: a group of identical diagnostics lies within one of these.
    private static func hasGroup(over identical: Int, coarsely diagnostics: [ArchiveDiagnostic]) -> Bool {
        struct Coarse: Hashable {
            let code: String
            let severity: Severity
            let length: Int
        }
        var counts: [Coarse: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .note {
            let key = Coarse(
                code: diagnostic.code.rawValue, severity: diagnostic.severity, length: diagnostic.message.utf8.count)
            let count = counts[key, default: 0] + 1
            guard count <= identical else { return true }
            counts[key] = count
        }
        return false
    }

    /// `shown`, and one `NIB0599` counting the diagnostics `hidden` left out when there are some.
    private static func withHiddenCounted(
        _ shown: [ArchiveDiagnostic], hidden: [Severity: Int], total: Int, file: String?
    ) -> [ArchiveDiagnostic] {
        var kept = shown
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
                file: file, line: 0, column: 0, severity: severity))
        return kept
    }
}
