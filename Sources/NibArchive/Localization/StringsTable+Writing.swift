import Foundation

extension StringsTable {
    /// The table as ibtool writes it: an empty line, then each entry as its `/* comment */` line
    /// and its `"key" = "value";` line, a blank line between entries; `"`, `\`, line ends and
    /// tabs escaped (`\"`, `\\`, `\n`, `\r`, `\t`).
    ///
    /// An entry without a comment is written without the comment line; a comment that holds
    /// `*/` has it written `*\/`, so the comment does not end early.
    ///
    /// - Complexity: O(n) in the size of the output.
    public var text: String {
        var text = "\n"
        for (position, entry) in entries.enumerated() {
            if position > 0 { text += "\n" }
            if let comment = entry.comment {
                text += "/* " + comment.replacingOccurrences(of: "*/", with: "*\\/") + " */\n"
            }
            text += "\"" + Self.escaped(entry.key) + "\" = \"" + Self.escaped(entry.value) + "\";\n"
        }
        return text
    }

    /// The table's bytes in `encoding`: UTF-16 little-endian after a byte order mark, as ibtool
    /// writes, UTF-8 without one, or a binary property list dictionary of keys to values (which
    /// holds no comments, and no order: the bytes may differ from run to run, the table not).
    ///
    /// - Complexity: O(n) in the size of the output.
    public func data(encoding: StringsEncoding? = nil) -> Data {
        let encoding = encoding ?? self.encoding
        if encoding == .binaryPropertyList {
            let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            // A dictionary of strings always serializes; UTF-16 is the fallback all the same.
            if let data = try? PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0) {
                return data
            }
        }
        let text = self.text
        switch encoding {
        case .utf8:
            return Data(text.utf8)
        case .utf16, .binaryPropertyList:
            var bytes: [UInt8] = [0xFF, 0xFE]
            bytes.reserveCapacity(2 + text.utf8.count * 2)
            for unit in text.utf16 {
                bytes.append(UInt8(truncatingIfNeeded: unit))
                bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
            }
            return Data(bytes)
        }
    }

    /// `text` with ibtool's escapes: `"` `\` and the control characters a line cannot hold.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            case "\t": result.append(contentsOf: "\\t".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
