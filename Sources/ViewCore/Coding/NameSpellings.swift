#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A few names found by their UTF-8 bytes, as files compare names (`==` would take a
/// canonically equivalent spelling for a name), without making a `String` or hashing one:
/// `index(spelledBy:)` gives the position of the name in the list the table was made from.
///
/// Looks only at the names as long as the bytes, first byte then the rest: about 150
/// instructions a name where making a `String` and looking it up in a `[String: FieldName]`
/// took about 600. With it, reading the 10k-view JSON file (its member names and value kinds)
/// went from 438M instructions to 292M. `ArchivedProperties` finds a file's keys with it:
/// decoding the 10k-view file takes 15M fewer instructions (of 170M) than with a binary search
/// on the keys' lengths and end bytes, itself 32M fewer than with a `[String: Int]`
/// (callgrind). Not generic: a generic table called from another module ran unspecialized,
/// through generic metadata, and made reading an XML file five times slower.
///
/// ```swift
/// let table = NameSpellings(["frame", "bounds"])
/// table.index(spelledBy: "bounds")  // 1
/// ```
///
/// - Complexity: O(n) in the number of names as long as the bytes.
package struct NameSpellings: Sendable {
    /// Every spelling's bytes, one after another.
    private let spellings: [UInt8]
    /// `byLength[n]`: the names n bytes long, as their index in the list, with where their
    /// bytes start in `spellings`.
    private let byLength: [[(index: Int, offset: Int)]]

    /// A table of `names`; where two have the same bytes, the first is found.
    package init(_ names: [String]) {
        var spellings: [UInt8] = []
        var byLength = Array(repeating: [(index: Int, offset: Int)](), count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for (index, text) in names.enumerated() {
            byLength[text.utf8.count].append((index, spellings.count))
            spellings.append(contentsOf: text.utf8)
        }
        self.spellings = spellings
        self.byLength = byLength
    }

    /// The index of the name with these bytes, if any.
    package func index(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let start = bytes.baseAddress, !bytes.isEmpty, bytes.count < byLength.count else { return nil }
        return spellings.withUnsafeBufferPointer { spellings -> Int? in
            guard let base = spellings.baseAddress else { return nil }
            for (index, offset) in byLength[bytes.count]
            where base[offset] == start[0] && memcmp(base + offset, start, bytes.count) == 0 {
                return index
            }
            return nil
        }
    }

    /// The index of the name with the bytes of `text`, if any.
    package func index(spelledBy text: String) -> Int? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ index(spelledBy: $0) }) { return found }
        var text = text
        return text.withUTF8 { index(spelledBy: $0) }
    }
}
