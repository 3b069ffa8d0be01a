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

extension ArchiveDiagnostic.Code {
    /// A table beside a Base file holds a key for an object the file no longer has.
    public static let staleStringsKey = Self(rawValue: "NIB0704")
    /// A table holds a key twice; the last entry is the one used.
    public static let duplicateStringsKey = Self(rawValue: "NIB0705")
    /// A table holds a key for an object of the file, but for a property that is not localized.
    public static let unlocalizableStringsKey = Self(rawValue: "NIB0706")
    /// A translation's format specifiers (`%@`, `%d`, `%1$@`) differ from the Base text's.
    public static let formatSpecifierMismatch = Self(rawValue: "NIB0707")
}
