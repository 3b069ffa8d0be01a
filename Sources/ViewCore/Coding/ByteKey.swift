#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A string that equals and hashes by its UTF-8 bytes, as archive keys do.
///
/// `String`'s own `==` is canonical equivalence: a precomposed `"é"` (one scalar) equals a
/// decomposed one (`"e"` and a combining accent). Archives compare keys byte for byte, as JSON
/// and XML compare names, so a file may hold both spellings as two keys, and every reader,
/// writer and coder must keep them apart: otherwise a file one format accepts converts into one
/// the other rejects.
///
/// ```swift
/// let keys: Set<ByteKey> = [ByteKey("caf\u{E9}"), ByteKey("cafe\u{301}")]  // two keys
/// ```
package struct ByteKey: Hashable, Sendable {
    /// The key.
    package let text: String

    /// Wraps `text`.
    package init(_ text: String) {
        self.text = text
    }

    package static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
        lhs.text.hasSameBytes(as: rhs.text)
    }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes (see `ByteKey` for why this differs
    /// from `==`). One string twice, the common case (readers and decoding tables share one
    /// `String` per key), is settled by comparing the two representations.
    @inlinable @inline(__always)
    package func hasSameBytes(as other: String) -> Bool {
        // The lengths first, where it is called: most keys and names compared differ in length
        // (a `ContentMode` named in a file against each case before it), and calling out to
        // find it made decoding the 10k-view file take 1.7M more instructions (net, callgrind).
        hasSameRepresentation(as: other) || (utf8.count == other.utf8.count && hasSameBytesComparingThem(as: other))
    }

    /// Whether this string sorts before `other` by their UTF-8 bytes: the order archives keep
    /// dictionary keys in. `<` would order a decomposed `é` as if it were precomposed, so a
    /// dictionary sorted with it could come back from a file in another order.
    package func precedesByBytes(_ other: String) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// `hasSameBytes(as:)` for two representations: their lengths, then their bytes. Out of
    /// line, so the common case stays two comparisons where it is called.
    @usableFromInline @inline(never)
    func hasSameBytesComparingThem(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { one in
            other.utf8.withContiguousStorageIfAvailable { two -> Bool in
                guard let first = one.baseAddress, let second = two.baseAddress, first != second else { return true }
                return memcmp(first, second, one.count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    /// Whether both are the same value, bit for bit: then they are one string (the converse
    /// does not hold). Two words compared, where comparing text walks it.
    @inlinable @inline(__always)
    package func hasSameRepresentation(as other: String) -> Bool {
        withUnsafeBytes(of: self) { one in
            withUnsafeBytes(of: other) { two in
                guard one.count == 16 else { return one.elementsEqual(two) }
                return one.loadUnaligned(as: UInt64.self) == two.loadUnaligned(as: UInt64.self)
                    && one.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        == two.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }
}
