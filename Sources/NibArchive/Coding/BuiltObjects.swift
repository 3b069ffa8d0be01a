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

    /// Makes room for the numbers of a reader that has numbered `count` objects so far: a
    /// document still being read numbers more objects than the table had room for. Reserve
    /// before storing a node numbered past the room: stored before, it went by identity.
    mutating func reserveNumbers(_ count: Int) {
        guard count > owners.count else { return }
        let room = max(count, owners.count * 2) - owners.count
        owners.append(contentsOf: repeatElement(0, count: room))
        objects.append(contentsOf: repeatElement(nil, count: room))
    }

    /// Forgets what `node` became, when it is stored by its number; returns false for a node
    /// stored otherwise, which stays (only objects decoded ahead are ever forgotten, and those
    /// are numbered nodes of a reader's own document).
    @discardableResult
    mutating func remove(_ node: ArchiveObject) -> Bool {
        let number = Int(node.readNumber)
        guard number >= 0, number < owners.count, owners[number] == Self.address(of: node) else { return false }
        owners[number] = 0
        objects[number] = nil
        count -= 1
        return true
    }

    private static func address(of node: ArchiveObject) -> UInt { UInt(bitPattern: ObjectIdentifier(node)) }
}
