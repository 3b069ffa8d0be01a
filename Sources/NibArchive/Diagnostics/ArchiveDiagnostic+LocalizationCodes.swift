extension ArchiveDiagnostic.Code {
    /// A `.strings` table is not well-formed: an unterminated string or comment, a missing `=`
    /// or `;`, text where an entry should start.
    public static let malformedStrings = Self(rawValue: "NIB0701")
    /// A `.strings` string holds an escape sequence that is not one of `\"`, `\\`, `\n`, `\t`,
    /// `\r`, `\a`, `\b`, `\f`, `\v`, an octal `\NNN` or a `\UXXXX`.
    public static let invalidStringsEscape = Self(rawValue: "NIB0702")
    /// A `.strings` table's bytes are not valid in its encoding (UTF-8, or UTF-16 after a byte
    /// order mark), or a binary property list table is not a dictionary of strings.
    public static let invalidStringsEncoding = Self(rawValue: "NIB0703")
}
