import Foundation

/// Prints diagnostics for people and for machines.
///
/// Text looks like a compiler's, so editors make it clickable, with the source line and a
/// caret under the column (as Yams and swiftc print them):
///
/// ```
/// Main.xml:12:7: error: 'centreX' is not a layout attribute; did you mean 'centerX'? [NIB0304]
///       <string key="firstAttribute" value="centreX"/>
///       ^
/// ```
///
/// JSON is one object, `{"diagnostics": [...], "summary": {"files", "errors", "warnings"}}`,
/// each diagnostic with `file`, `line`, `column`, `severity`, `code`, `message`, `objectID` and
/// `keyPath` (null when unknown).
public struct DiagnosticRenderer: Sendable {
    /// Whether text output shows the source line and caret (when the source is given).
    public var showsSourceLines: Bool

    /// Creates a renderer; source lines and carets are shown by default.
    public init(showsSourceLines: Bool = true) {
        self.showsSourceLines = showsSourceLines
    }

    /// The diagnostics of one file as text, one block per diagnostic, each line ending in a newline.
    ///
    /// - Parameters:
    ///   - diagnostics: the file's diagnostics, in order.
    ///   - source: the file's bytes, to quote lines from; nil quotes none.
    public func text(_ diagnostics: [ArchiveDiagnostic], source: Data?) -> String {
        // Lines are found only when some diagnostic quotes one (most files have none).
        let quotes = showsSourceLines && diagnostics.contains { $0.line > 0 }
        let lines = quotes ? source.map(SourceLines.init) : nil
        var output = ""
        for diagnostic in diagnostics {
            output += diagnostic.description + "\n"
            guard diagnostic.line > 0, let excerpt = lines?.excerpt(line: diagnostic.line, column: diagnostic.column)
            else { continue }
            output += excerpt.text + "\n" + Self.caret(under: excerpt.column, in: excerpt.text) + "\n"
        }
        return output
    }

    /// The most bytes of a source line a diagnostic shows: the line whole when it is no longer,
    /// else this many bytes around the column with `…` where the line goes on. A minified file
    /// is one line; showing it whole under each of its diagnostics made reports of gigabytes.
    public static let maxExcerptBytes = 160

    /// The caret line: the line's leading text blanked (tabs kept, so the caret lines up in any
    /// tab width), then `^`. `column` counts bytes from 1.
    static func caret(under column: Int, in line: String) -> String {
        let bytes = Array(line.utf8)
        let prefix = String(decoding: bytes.prefix(max(0, min(column - 1, bytes.count))), as: UTF8.self)
        return String(prefix.map { $0 == "\t" ? "\t" : " " }) + "^"
    }

    /// One diagnostic as a JSON object.
    public func json(_ diagnostic: ArchiveDiagnostic) -> JSONOutput {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .integer(diagnostic.line)),
            ("column", .integer(diagnostic.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
            ("objectID", .string(diagnostic.objectID)),
            ("keyPath", .string(diagnostic.keyPath)),
        ])
    }

    /// The whole report as one JSON object: every diagnostic, then the summary.
    public func json(_ diagnostics: [ArchiveDiagnostic], files: Int) -> JSONOutput {
        .object([
            ("diagnostics", .array(diagnostics.map(json))),
            (
                "summary",
                .object([
                    ("files", .integer(files)),
                    ("errors", .integer(diagnostics.count { $0.severity == .error })),
                    ("warnings", .integer(diagnostics.count { $0.severity == .warning })),
                ])
            ),
        ])
    }
}

/// The lines of a file, found once.
private struct SourceLines {
    let data: Data
    var starts: [Int] = [0]

    init(_ data: Data) {
        self.data = data
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for offset in bytes.indices where bytes[offset] == 0x0A { starts.append(offset + 1) }
        }
    }

    /// At most `DiagnosticRenderer.maxExcerptBytes` bytes of line `number` (1-based) around
    /// byte `column` (1-based), without the line break, with `…` where the line was cut, and the
    /// column within that text (in bytes, from 1); nil past the end.
    func excerpt(line number: Int, column: Int) -> (text: String, column: Int)? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = data.startIndex + starts[number - 1]
        var end = number < starts.count ? data.startIndex + starts[number] - 1 : data.endIndex
        if end > start, data[end - 1] == 0x0D { end -= 1 }
        guard start <= end else { return nil }
        let width = DiagnosticRenderer.maxExcerptBytes
        guard end - start > width else {
            return (String(decoding: data[start..<end], as: UTF8.self), column)
        }
        // A third of the excerpt before the column, the rest after it, within the line.
        let at = start + min(max(column - 1, 0), end - start)
        var from = max(start, min(at - width / 3, end - width))
        var to = min(end, from + width)
        // Cut on characters' first bytes (UTF-8 continuation bytes are 0b10xxxxxx), moving at
        // most 3 bytes: a character has at most 4, and bytes that are not UTF-8 may all look so.
        for _ in 0..<3 where from > start && data[from] & 0xC0 == 0x80 { from -= 1 }
        for _ in 0..<3 where to < end && to > from && data[to] & 0xC0 == 0x80 { to -= 1 }
        let marker = "…"
        let head = from > start ? marker : ""
        let text = head + String(decoding: data[from..<to], as: UTF8.self) + (to < end ? marker : "")
        return (text, at - from + 1 + head.utf8.count)
    }
}
