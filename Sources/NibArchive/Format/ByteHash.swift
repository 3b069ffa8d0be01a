/// FNV-1a over bytes: a few instructions a byte, no seed, good enough to spread the short
/// names and ids of an archive over a table. The readers' caches and tables share it.
enum ByteHash {
    /// The hash of `bytes`.
    @inline(__always)
    static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
