import Foundation

/// Checks the XML spelling against the RELAX NG schema (`Formats/archive.rng`, embedded as
/// `ArchiveSchema.relaxNG`) through libxml2 (`NIB0509`), so a file that passes is one any
/// RELAX NG tool (`xmllint --relaxng`) accepts too. JSON has no schema pass: its reader
/// applies the same structural rules while reading.
///
/// libxml2 reports the line of the offending element but no column (it is always 0); the
/// column given is that of the element's `<` on that line, found in the file's text.
public struct SchemaCheck: Sendable {
    /// Creates the check; it has no settings.
    public init() {}

    /// Every place `data` (XML) departs from the schema, one diagnostic per line, in file order.
    /// A file libxml2 cannot parse yields none: its syntax errors are the reader's to report.
    public func findings(in data: Data, file: String?) -> [ArchiveDiagnostic] {
        guard let schema = Self.schemaForCurrentThread() else {
            return [
                ArchiveDiagnostic(
                    code: .schemaViolation, message: "the embedded RELAX NG schema could not be parsed", file: file)
            ]
        }
        var seen: Set<Int> = []
        var found: [ArchiveDiagnostic] = []
        var failures = schema.validate(data, file: file)
        // libxml2 follows a located error with an unlocated summary ("Element real failed to
        // validate attributes"); keep the unlocated ones only when nothing else was found.
        if failures.contains(where: { $0.line > 0 }) { failures.removeAll { $0.line == 0 } }
        for failure in failures where seen.insert(failure.line).inserted {
            let column = failure.line > 0 ? Self.column(of: failure.element, onLine: failure.line, in: data) : 0
            found.append(
                ArchiveDiagnostic(
                    code: .schemaViolation, message: Self.message(failure.message), file: file,
                    line: failure.line, column: column))
        }
        return found
    }

    /// libxml2's message, made to read like ours: no trailing period, no newline.
    static func message(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\n", with: " ")
        while text.last == "." || text.last == " " { text.removeLast() }
        return "the schema does not allow this: " + text
    }

    /// The 1-based byte column of `<element` on `line` (of the first `<` when the name is not
    /// found there), 1 when the line has none.
    static func column(of element: String?, onLine line: Int, in data: Data) -> Int {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            var current = 1
            var start = 0
            while current < line, start < raw.count {
                guard let newline = raw[start...].firstIndex(of: 0x0A) else { return 1 }
                start = newline + 1
                current += 1
            }
            let end = raw[start...].firstIndex(of: 0x0A) ?? raw.count
            let text = Array(raw[start..<end])
            if let element {
                let needle = Array(("<" + element).utf8)
                if needle.count <= text.count {
                    for offset in 0...(text.count - needle.count)
                    where Array(text[offset..<offset + needle.count]) == needle {
                        let after = offset + needle.count
                        if after == text.count || [0x20, 0x09, 0x2F, 0x3E, 0x0D].contains(text[after]) {
                            return offset + 1
                        }
                    }
                }
            }
            return (text.firstIndex(of: UInt8(ascii: "<")) ?? 0) + 1
        }
    }

    /// The parsed schema, once per thread (libxml2 does not promise a parsed grammar can be
    /// shared between threads); parsing takes about a millisecond.
    private static func schemaForCurrentThread() -> LibXML2RelaxNG? {
        let key = "NibArchive.SchemaCheck.schema"
        if let cached = Thread.current.threadDictionary[key] as? LibXML2RelaxNG { return cached }
        guard let schema = LibXML2RelaxNG(schema: ArchiveSchema.relaxNG) else { return nil }
        Thread.current.threadDictionary[key] = schema
        return schema
    }
}
