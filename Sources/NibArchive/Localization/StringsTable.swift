import Foundation

/// A `.strings` table: keys and their values, each with the comment written above it, in file
/// order, as Xcode's `ibtool` writes them for an interface file and `NSBundle` reads them.
///
/// ```swift
/// let table = try StringsTable(data: bytes, file: "fr.lproj/Main.strings")
/// let title = table["abc-de-fgh.text"]   // "Bonjour"
/// let data = table.data(encoding: .utf16) // ibtool's bytes
/// ```
///
/// Reading accepts UTF-8, UTF-16 with a byte order mark and binary property lists; writing
/// gives ibtool's layout (see `Formats/strings.md`). A table may hold a key twice: `entries`
/// keeps both, and lookups see the last, as `NSBundle` does.
public struct StringsTable: Hashable, Sendable {
    /// One `"key" = "value";` with the comment above it.
    public struct Entry: Hashable, Sendable {
        /// The key, escapes resolved.
        public var key: String
        /// The value, escapes resolved.
        public var value: String
        /// The text of the `/* ... */` comment right above the entry, without its delimiters and
        /// the spaces inside them; nil when there is none.
        public var comment: String?
        /// Where the key starts in the file (1-based line; the column counts UTF-8 bytes of the
        /// decoded text); `.unknown` for an entry made in code or read from a property list.
        public var location: SourceLocation

        /// Creates an entry.
        public init(key: String, value: String, comment: String? = nil, location: SourceLocation = .unknown) {
            self.key = key
            self.value = value
            self.comment = comment
            self.location = location
        }
    }

    /// The entries in file order.
    public var entries: [Entry]
    /// The encoding the table was read in, or is to be written in by default.
    public var encoding: StringsEncoding

    /// Creates a table of `entries`.
    public init(entries: [Entry] = [], encoding: StringsEncoding = .utf16) {
        self.entries = entries
        self.encoding = encoding
    }

    /// The value of `key`: the last entry with that key, as `NSBundle` reads a table.
    ///
    /// - Complexity: O(n); use `values` for many lookups.
    public subscript(key: String) -> String? {
        entries.last { $0.key == key }?.value
    }

    /// Every key's value, the last entry winning where a key appears twice.
    ///
    /// - Complexity: O(n).
    public var values: [String: String] {
        var values: [String: String] = [:]
        values.reserveCapacity(entries.count)
        for entry in entries { values[entry.key] = entry.value }
        return values
    }
}
