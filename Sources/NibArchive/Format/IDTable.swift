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
///
/// Declaring an id only records it; `checkDeclared()` looks the recorded ids up later, all at
/// once. A lookup in the middle of reading missed the cache: between two objects a reader
/// streams a kilobyte of input and builds a kilobyte of document, and at 100,000 objects the
/// buckets fill a megabyte, so nearly every lookup went to memory (a tenth of reading a
/// 100k-object JSON file). Checked in one pass, the buckets are all the pass touches. An id is
/// hashed when declared, while its bytes are at hand, and the hashes are compared before the
/// ids: the XML reader's last check runs once libxml2 has finished, so it is kept short.
///
/// ```swift
/// var ids = IDTable()
/// ids.declare("a", at: first)
/// ids.declare("a", at: second)
/// ids.checkDeclared()   // [Duplicate(id: "a", location: second, first: first)]
/// ```
struct IDTable {
    /// An id declared again: where, and where it was first.
    struct Duplicate: Equatable {
        let id: String
        let location: SourceLocation
        let first: SourceLocation

        /// What the readers report (`NIB0209`).
        var message: String { "id '\(id)' is already used at \(first)" }
    }

    /// Every declaration, in order, repeated ids included.
    private var ids: [String] = []
    private var locations: [SourceLocation] = []
    private var hashes: [Int] = []
    /// Per declaration, the object that declared the id (nil for a placeholder).
    private var nodes: [ArchiveObject?] = []
    /// How many of `ids` have been looked up.
    private var checked = 0
    /// Per bucket, the index in `ids` of an id's first declaration plus one; 0 marks an empty
    /// bucket. A power of two in size.
    private var buckets: [Int32]
    /// How many buckets are taken.
    private var distinct = 0

    /// An empty table with room for about `capacity` ids before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        buckets = Array(repeating: 0, count: size)
        ids.reserveCapacity(capacity)
        locations.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        nodes.reserveCapacity(capacity)
    }

    /// Records that `id` is declared at `location`, by `node` when an object declares it;
    /// `checkDeclared()` says whether it was before.
    mutating func declare(_ id: String, at location: SourceLocation, node: ArchiveObject? = nil) {
        ids.append(id)
        locations.append(location)
        hashes.append(Self.hash(id))
        nodes.append(node)
    }

    /// Whether `checkDeclared()` has looked up every id declared, so that `node(for:)` finds
    /// each.
    var isChecked: Bool { checked == ids.count }

    /// The object that first declared `id`; nil for an id no object declared (a placeholder's,
    /// or none). Finds only ids `checkDeclared()` has looked up (`isChecked`).
    ///
    /// The unarchiver of a file it read itself looks its references up here: the readers
    /// hashed every id already, where a `Dictionary` of the ids, or a walk of the document
    /// for the few referenced, would go over every object again once they have left the caches.
    func node(for id: String) -> ArchiveObject? {
        guard let index = probe(id, hash: Self.hash(id)).found else { return nil }
        return nodes[index]
    }

    /// Looks up the ids declared since the last call, in the order they were declared, and
    /// returns those declared before (by then or earlier in this pass), each with where first.
    /// Empty, and allocating nothing, when every id is new.
    mutating func checkDeclared() -> [Duplicate] {
        var duplicates: [Duplicate] = []
        while checked < ids.count {
            let index = checked
            checked += 1
            if let first = insert(index) {
                duplicates.append(Duplicate(id: ids[index], location: locations[index], first: locations[first]))
            }
        }
        return duplicates
    }

    /// Enters the declaration at `index` unless its id is there already; returns the index of
    /// the first declaration then.
    private mutating func insert(_ index: Int) -> Int? {
        let (found, bucket) = probe(ids[index], hash: hashes[index])
        if let found { return found }
        buckets[bucket] = Int32(truncatingIfNeeded: index + 1)
        distinct += 1
        if distinct * 2 > buckets.count { grow() }
        return nil
    }

    /// The index of the first declaration of `id` entered so far, or else the empty bucket
    /// where it would go.
    private func probe(_ id: String, hash: Int) -> (found: Int?, bucket: Int) {
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] != 0 {
            let index = Int(buckets[bucket]) - 1
            if hashes[index] == hash, ids[index] == id { return (index, bucket) }
            bucket = (bucket + 1) & mask
        }
        return (nil, bucket)
    }

    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: 0, count: old.count * 2)
        let mask = buckets.count - 1
        for slot in old where slot != 0 {
            var bucket = hashes[Int(slot) - 1] & mask
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = slot
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
