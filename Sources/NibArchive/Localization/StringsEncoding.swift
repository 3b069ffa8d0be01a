import Foundation

/// How a `.strings` table is stored.
///
/// `ibtool --export-strings-file` writes UTF-16 little-endian after a byte order mark; many
/// teams re-encode their tables to UTF-8; a compiled app bundle may hold a binary property list.
public enum StringsEncoding: String, Hashable, Sendable, CaseIterable {
    /// UTF-16 after a byte order mark (little-endian when written), as ibtool writes tables.
    case utf16 = "utf-16"
    /// UTF-8 without a byte order mark.
    case utf8 = "utf-8"
    /// A binary property list dictionary (`bplist00`), as a built bundle may hold.
    case binaryPropertyList = "binary-plist"
}
