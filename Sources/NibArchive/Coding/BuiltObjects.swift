import ViewCore

/// What each object node of a document became while decoding it.
///
/// Nodes a reader created carry their position among its objects (`ArchiveObject.readNumber`),
/// so their objects sit in an array at that position: decoding meets nodes in file order, and
/// so walks the array from one end to the other. A table keyed by node address
/// (`IdentityMap`) put each node in a random bucket: at 100,000 objects the buckets fill
/// megabytes, and nearly every first lookup of a node went to memory.
///
/// A number is only a hint: a node without one, or whose slot another node holds (a document
/// edited after reading, a node moved from another document), goes to an `IdentityMap`.
struct BuiltObjects {
    /// Per reader number, the node whose object is stored there (its address; 0 for none).
    private var owners: [UInt]
    /// Per reader number, the object its owner became.
    private var objects: [(any Archivable)?]
    /// Nodes without a usable number.
    private var others: IdentityMap<any Archivable>

    /// How many objects are stored.
    private(set) var count = 0

    /// An empty table for a document whose reader numbered `numbered` objects, with room for
    /// about `others` more.
    init(numbered: Int = 0, others: Int = 16) {
        owners = Array(repeating: 0, count: numbered)
        objects = Array(repeating: nil, count: numbered)
        self.others = IdentityMap(capacity: others)
    }

    /// The object `node` became, if it was created.
    subscript(node: ArchiveObject) -> (any Archivable)? {
        let number = Int(node.readNumber)
        if number >= 0, number < owners.count, owners[number] == Self.address(of: node) { return objects[number] }
        return others[ObjectIdentifier(node)]
    }

    /// Records that `node` became `object`; replaces what it became before.
    mutating func set(_ object: any Archivable, for node: ArchiveObject) {
        let number = Int(node.readNumber)
        let address = Self.address(of: node)
        if number >= 0, number < owners.count, owners[number] == 0 || owners[number] == address {
            if owners[number] == 0 { count += 1 }
            owners[number] = address
            objects[number] = object
            return
        }
        let before = others.count
        others.set(object, for: ObjectIdentifier(node))
        count += others.count - before
    }

    private static func address(of node: ArchiveObject) -> UInt { UInt(bitPattern: ObjectIdentifier(node)) }
}
