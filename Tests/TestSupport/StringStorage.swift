/// Where `text`'s UTF-8 bytes are stored, or nil when the string keeps them inline or
/// elsewhere: two strings with the same address share one storage, which is how the key
/// tests tell a shared `String` from an equal copy.
public func utf8Storage(of text: String) -> UnsafePointer<UInt8>? {
    text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
}
