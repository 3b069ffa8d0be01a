/// The ids a reader has seen, with where each was first declared, to report an id used twice.
///
/// Two ids are the same when they are equal `String`s, canonical equivalence included (a
/// precomposed and a decomposed `é`), as they are to everything that looks ids up later: the
/// validator, the unarchiver, a nib's placeholders and external objects. (Keys, by contrast,
/// are told apart by their bytes.)
///
/// Open addressing with a byte hash (`ByteHash.fnv1aOfASCII`) of an ASCII id's UTF-8:
/// `Dictionary` seeds and runs SipHash for each of the thousands of ids a large file declares,
/// which was a few percent of reading it.
struct IDTable {
    private var ids: [String] = []
    private var locations: [SourceLocation] = []
    /// Per bucket, the index of its id plus one; 0 marks an empty bucket. A power of two in size.
    private var buckets: [Int32]

    /// An empty table with room for about `capacity` ids before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        buckets = Array(repeating: 0, count: size)
        ids.reserveCapacity(capacity)
        locations.reserveCapacity(capacity)
    }

    /// Records `id` as declared at `location`; when it was declared before, returns where
    /// first and records nothing.
    mutating func register(_ id: String, at location: SourceLocation) -> SourceLocation? {
        let mask = buckets.count - 1
        var bucket = Self.hash(id) & mask
        while buckets[bucket] != 0 {
            let index = Int(buckets[bucket]) - 1
            if ids[index] == id { return locations[index] }
            bucket = (bucket + 1) & mask
        }
        ids.append(id)
        locations.append(location)
        buckets[bucket] = Int32(truncatingIfNeeded: ids.count)
        if ids.count * 2 > buckets.count { grow() }
        return nil
    }

    private mutating func grow() {
        buckets = Array(repeating: 0, count: buckets.count * 2)
        let mask = buckets.count - 1
        for (index, id) in ids.enumerated() {
            var bucket = Self.hash(id) & mask
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(truncatingIfNeeded: index + 1)
        }
    }

    /// Equal ids hash alike. Two ASCII ids are equal only when their bytes are, so their bytes
    /// are hashed; any other id is hashed as `String` hashes it, which gives canonically
    /// equivalent spellings one hash.
    private static func hash(_ id: String) -> Int {
        func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            ByteHash.fnv1aOfASCII(bytes).map { Int(truncatingIfNeeded: $0 ^ ($0 >> 29)) }
        }
        if let hash = id.utf8.withContiguousStorageIfAvailable(fnv) { return hash ?? id.hashValue }
        var copy = id
        return copy.withUTF8(fnv) ?? id.hashValue
    }
}
