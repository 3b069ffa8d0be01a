/// Hashes of bytes for the readers' caches and tables: no seed, a few instructions, good enough
/// to spread the short names and ids of an archive over a table. Every table confirms a hit by
/// comparing the bytes, so a collision costs time, never a wrong answer.
enum ByteHash {
    /// FNV-1a of ASCII bytes: a few instructions a byte, every byte mixed in; nil when a byte is
    /// not ASCII, found in the same pass.
    @inline(__always)
    static func fnv1aOfASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bits: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            bits |= byte
        }
        return bits < 0x80 ? hash : nil
    }

    /// The length and the first and last eight bytes, mixed: a constant cost whatever the
    /// length, for keys, which are short and differ at one end or the other
    /// (`contentHuggingPriorityHorizontal`, `...Vertical`).
    @inline(__always)
    static func ends(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let start = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            let raw = UnsafeRawPointer(start)
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for index in 0..<count { head = head << 8 | UInt64(start[index]) }
        }
        var hash = (head ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ (hash >> 29) ^ tail) &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
