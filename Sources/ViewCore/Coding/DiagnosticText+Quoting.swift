extension DiagnosticText {
    /// The most bytes of UTF-8 a message quotes of one value taken from a file: ids, names,
    /// keys and numbers are short in real files, and a hostile one (a 20 MB number) must not
    /// make a message, or the report holding thousands of them, as large as the file.
    public static let maxQuotedBytes = 64

    /// `value` as a message quotes it: whole when at most `maxQuotedBytes` bytes of UTF-8,
    /// else its first characters within that many bytes followed by `…`.
    ///
    /// - Complexity: O(`maxQuotedBytes`), whatever the value's length.
    public static func quoted(_ value: some StringProtocol) -> String {
        // Only the first bytes are looked at: counting a 20 MB value would cost its length.
        let head = Array(value.utf8.prefix(maxQuotedBytes + 1))
        guard head.count > maxQuotedBytes else { return String(value) }
        var end = maxQuotedBytes
        // Back up to a character's first byte (UTF-8 continuation bytes are 0b10xxxxxx).
        while end > 0, head[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: head[..<end], as: UTF8.self) + "…"
    }

    /// `quoted(_:)` for a `String`, whose length in UTF-8 is known at once: a short one (every
    /// id and name of a real file) is returned as it is, without the generic path, which other
    /// modules call unspecialized (about 4,000 instructions a value; the loader's checks word
    /// thousands of warnings for the files of the corpus).
    public static func quoted(_ value: String) -> String {
        value.utf8.count > maxQuotedBytes ? quoted(value[...]) : value
    }
}

extension DefaultStringInterpolation {
    /// Interpolates a value taken from a file into a message, between single quotes and cut to
    /// `DiagnosticText.maxQuotedBytes` (`"class \(quoted: name) is not registered"` gives
    /// `class 'CardView' is not registered`).
    package mutating func appendInterpolation(quoted value: some StringProtocol) {
        appendLiteral("'")
        appendLiteral(DiagnosticText.quoted(value))
        appendLiteral("'")
    }

    /// Interpolates a value taken from a file into a message, cut to
    /// `DiagnosticText.maxQuotedBytes` but not quoted (numbers, element names).
    package mutating func appendInterpolation(cut value: some StringProtocol) {
        appendLiteral(DiagnosticText.quoted(value))
    }

    /// `appendInterpolation(quoted:)` for a `String`, through `DiagnosticText.quoted(_: String)`.
    package mutating func appendInterpolation(quoted value: String) {
        appendLiteral("'")
        appendLiteral(DiagnosticText.quoted(value))
        appendLiteral("'")
    }

    /// `appendInterpolation(cut:)` for a `String`, through `DiagnosticText.quoted(_: String)`.
    package mutating func appendInterpolation(cut value: String) {
        appendLiteral(DiagnosticText.quoted(value))
    }
}

extension DiagnosticText {
    /// The most bytes of UTF-8 a message or key path keeps, whatever it quotes: a backstop
    /// behind `quoted(_:)`, so that no diagnostic holds text in proportion to its file.
    public static let maxMessageBytes = 1_024

    /// `text` when at most `maxMessageBytes` bytes long, else its first and last characters
    /// within that many bytes with ` … ` between them (the end of a key path names the value).
    ///
    /// - Complexity: O(`maxMessageBytes`), whatever the text's length.
    public static func bounded(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.dropFirst(maxMessageBytes).first != nil else { return text }
        let half = maxMessageBytes / 2 - 3
        var headEnd = utf8.index(utf8.startIndex, offsetBy: half)
        while headEnd > utf8.startIndex, utf8[headEnd] & 0xC0 == 0x80 { headEnd = utf8.index(before: headEnd) }
        var tailStart = utf8.index(utf8.endIndex, offsetBy: -half)
        while tailStart < utf8.endIndex, utf8[tailStart] & 0xC0 == 0x80 { tailStart = utf8.index(after: tailStart) }
        return String(decoding: utf8[..<headEnd], as: UTF8.self) + " … "
            + String(decoding: utf8[tailStart...], as: UTF8.self)
    }
}
