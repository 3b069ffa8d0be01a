import ViewCore

/// Checks a translated table against the Base file it translates: each finding a warning at
/// the entry's line, never an error (the table still loads).
///
/// - a key for an object the file no longer has (`NIB0704`),
/// - a key twice (`NIB0705`),
/// - a key for an object of the file but a property that is not localized (`NIB0706`),
/// - a translation whose format specifiers differ from the Base text's (`NIB0707`).
public struct StringsTableCheck: Sendable {
    /// The Base text of every localizable key of the file.
    public var baseValues: [String: String]
    /// The ids of every object of the file.
    public var objectIDs: Set<String>

    /// A check against a file's localizable strings and object ids.
    public init(baseValues: [String: String], objectIDs: Set<String>) {
        self.baseValues = baseValues
        self.objectIDs = objectIDs
    }

    /// The findings for `table`, in table order.
    ///
    /// - Complexity: O(n) in the size of the table.
    public func check(_ table: StringsTable, file: String?) -> [ArchiveDiagnostic] {
        var diagnostics: [ArchiveDiagnostic] = []
        var seen: Set<String> = []
        for entry in table.entries {
            func warn(_ code: ArchiveDiagnostic.Code, _ message: String) {
                diagnostics.append(
                    ArchiveDiagnostic(
                        code: code, message: message, file: file, line: entry.location.line,
                        column: entry.location.column, severity: .warning))
            }
            let key = DiagnosticText.quoted(entry.key)
            if !seen.insert(entry.key).inserted {
                warn(.duplicateStringsKey, "the key '\(key)' appears again; this later entry is the one used")
            }
            guard let base = baseValues[entry.key] else {
                let id = String(entry.key.prefix { $0 != "." })
                if objectIDs.contains(id) {
                    warn(
                        .unlocalizableStringsKey,
                        "'\(key)' names no localizable property of object '\(DiagnosticText.quoted(id))'")
                } else {
                    warn(
                        .staleStringsKey,
                        "'\(key)' names object '\(DiagnosticText.quoted(id))', which the file no longer has")
                }
                continue
            }
            let expected = FormatSpecifiers(base), found = FormatSpecifiers(entry.value)
            if expected != found {
                warn(
                    .formatSpecifierMismatch,
                    "the translation of '\(key)' has the format specifiers \(found) where the Base text has \(expected)"
                )
            }
        }
        return diagnostics
    }
}

/// The `printf`-style specifiers of a text (`%@`, `%d`, `%1$@`, `%.2f`, `%ld`), in the order
/// their arguments are taken: by position where the specifiers are numbered. `%%` is none.
struct FormatSpecifiers: Equatable, CustomStringConvertible {
    /// The conversions with their length modifiers (`@`, `d`, `ld`), in argument order.
    private(set) var conversions: [String] = []

    init(_ text: String) {
        var numbered: [(Int, String)] = []
        var plain: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            var digits = ""
            var position: Int?
            var scan = index
            while scan < scalars.count, ("0"..."9").contains(scalars[scan]) {
                digits.unicodeScalars.append(scalars[scan])
                scan += 1
            }
            if scan < scalars.count, scalars[scan] == "$", let number = Int(digits) {
                position = number
                index = scan + 1
            }
            while index < scalars.count, "-+ #0'.123456789*".unicodeScalars.contains(scalars[index]) { index += 1 }
            var length = ""
            while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) {
                length.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { break }
            let conversion = scalars[index]
            index += 1
            if conversion == "%" { continue }
            guard "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else { continue }
            let spelled = length + String(conversion)
            if let position { numbered.append((position, spelled)) } else { plain.append(spelled) }
        }
        conversions = plain + numbered.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// `[%@, %d]`, or `none`.
    var description: String {
        conversions.isEmpty ? "none" : "[" + conversions.map { "%" + $0 }.joined(separator: ", ") + "]"
    }
}
