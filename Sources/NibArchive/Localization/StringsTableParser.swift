import ViewCore

/// Reads the entries of a table's text: `"key" = "value";`, with `/* */` and `//` comments
/// between them, as `NSBundle` reads the old-style property list of a `.strings` file. A key
/// or value may also be an unquoted word (`key = value;`), and `"key";` alone means the key
/// is its own value.
///
/// Every error stops reading and says where it stands; work is one pass over the scalars.
struct StringsTableParser {
    private var cursor: StringsCursor
    private let file: String?

    init(scalars: [Unicode.Scalar], file: String?) {
        cursor = StringsCursor(scalars: scalars)
        self.file = file
    }

    /// The entries in file order.
    ///
    /// - Throws: `ArchiveReadError`: `NIB0701` for syntax, `NIB0702` for an escape.
    mutating func parse() throws(ArchiveReadError) -> [StringsTable.Entry] {
        var entries: [StringsTable.Entry] = []
        while true {
            let comment = try skipSpaceAndComments()
            guard cursor.current != nil else { return entries }
            let location = cursor.location
            let key = try string(what: "a key")
            _ = try skipSpaceAndComments()
            var value = key
            if cursor.current == "=" {
                cursor.advance()
                _ = try skipSpaceAndComments()
                value = try string(what: "a value after '='")
                _ = try skipSpaceAndComments()
            }
            guard cursor.current == ";" else {
                throw error(
                    .malformedStrings, "expected ';' after the entry for '\(DiagnosticText.quoted(key))'\(found)")
            }
            cursor.advance()
            entries.append(StringsTable.Entry(key: key, value: value, comment: comment, location: location))
        }
    }

    /// What stands at the cursor, for messages: ` but found 'x'` or ` but the table ended`.
    private var found: String {
        guard let scalar = cursor.current else { return " but the table ended" }
        return " but found '\(DiagnosticText.quoted(String(scalar)))'"
    }

    /// Skips white space and comments; returns the text of the last block comment when nothing
    /// but white space follows it (the comment that belongs to the next entry).
    private mutating func skipSpaceAndComments() throws(ArchiveReadError) -> String? {
        var comment: String?
        while let scalar = cursor.current {
            if scalar.properties.isWhitespace {
                cursor.advance()
            } else if scalar == "/", cursor.next == "*" {
                comment = try blockComment()
            } else if scalar == "/", cursor.next == "/" {
                while let current = cursor.current, current != "\n", current != "\r" { cursor.advance() }
                comment = nil
            } else {
                break
            }
        }
        return comment
    }

    /// A `/* ... */` comment's text, trimmed of the spaces inside its delimiters.
    private mutating func blockComment() throws(ArchiveReadError) -> String {
        let start = cursor.location
        cursor.advance()
        cursor.advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = cursor.current else {
                throw error(.malformedStrings, "the comment that starts here is never closed with '*/'", at: start)
            }
            if scalar == "*", cursor.next == "/" {
                cursor.advance()
                cursor.advance()
                return String(String(text).trimmingSpaces)
            }
            text.append(scalar)
            cursor.advance()
        }
    }

    /// A quoted string or an unquoted word.
    private mutating func string(what: String) throws(ArchiveReadError) -> String {
        guard let scalar = cursor.current else {
            throw error(.malformedStrings, "expected \(what) in quotes but the table ended")
        }
        if scalar == "\"" { return try quoted() }
        guard Self.isWordScalar(scalar) else {
            throw error(.malformedStrings, "expected \(what) in quotes\(found)")
        }
        var word = String.UnicodeScalarView()
        while let current = cursor.current, Self.isWordScalar(current) {
            word.append(current)
            cursor.advance()
        }
        return String(word)
    }

    /// The scalars an unquoted string of an old-style property list may hold.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    /// A `"..."` string with its escapes resolved.
    private mutating func quoted() throws(ArchiveReadError) -> String {
        let start = cursor.location
        cursor.advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = cursor.current else {
                throw error(.malformedStrings, "the string that starts here is never closed with '\"'", at: start)
            }
            cursor.advance()
            switch scalar {
            case "\"": return String(text)
            case "\\": text.append(try escape())
            default: text.append(scalar)
            }
        }
    }

    /// The one-letter escapes and what they stand for; a backslash before a line end continues
    /// the string on the next line.
    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "\\": "\\", "'": "'", "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}",
        "f": "\u{0C}", "v": "\u{0B}", "\n": "\n",
    ]

    /// The scalar an escape stands for; the cursor is past its backslash.
    private mutating func escape() throws(ArchiveReadError) -> Unicode.Scalar {
        guard let scalar = cursor.current else {
            throw error(.malformedStrings, "the table ends inside an escape sequence")
        }
        if let resolved = Self.simpleEscapes[scalar] {
            cursor.advance()
            return resolved
        }
        if ("0"..."7").contains(scalar) { return octal() }
        if scalar == "U" || scalar == "u" {
            let location = cursor.location
            cursor.advance()
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = cursor.current, digit.isASCII, let number = UInt32(String(digit), radix: 16) else {
                    throw error(
                        .invalidStringsEscape, "'\\\(scalar)' takes four hexadecimal digits\(found)", at: location)
                }
                value = value << 4 | number
                cursor.advance()
            }
            guard let result = Unicode.Scalar(value) else {
                throw error(
                    .invalidStringsEscape,
                    "'\\\(scalar)' names a surrogate, U+\(String(value, radix: 16, uppercase: true)), not a character",
                    at: location)
            }
            return result
        }
        throw error(
            .invalidStringsEscape,
            "invalid escape '\\\(DiagnosticText.quoted(String(scalar)))'; write '\\\\' for a backslash")
    }

    /// Up to three octal digits.
    private mutating func octal() -> Unicode.Scalar {
        var value: UInt32 = 0
        var digits = 0
        while digits < 3, let digit = cursor.current, ("0"..."7").contains(digit) {
            value = value * 8 + (digit.value - 0x30)
            digits += 1
            cursor.advance()
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private func error(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation? = nil)
        -> ArchiveReadError
    {
        let location = location ?? cursor.location
        return ArchiveReadError(
            ArchiveDiagnostic(code: code, message: message, file: file, line: location.line, column: location.column))
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and line ends at either end.
    var trimmingSpaces: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
