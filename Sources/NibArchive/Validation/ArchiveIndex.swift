/// The object graph of one document, indexed once for every check: each object in file order
/// with its owner (the ownership tree: an object nested in another's values is owned by it),
/// objects and placeholders by id, and every reference with where it stands.
///
/// - Complexity: building is O(n) in the number of values of the document.
public final class ArchiveIndex: Sendable {
    /// One object of the document.
    public struct Node: Sendable {
        /// The object.
        public let object: ArchiveObject
        /// The position of the owning object in `nodes`; nil for a top-level object.
        public let parent: Int?
        /// The key under which the owner holds the object (`subviews`), or `objects` at the top.
        public let key: String
        /// The position in the owner's array, or among the top-level objects.
        public let index: Int?
        /// Where the owner's entry holding the object stands.
        public let entryLocation: SourceLocation
    }

    /// A reference to an object by id.
    public struct Reference: Sendable {
        /// The position in `nodes` of the object holding the reference.
        public let holder: Int
        /// The entry's key.
        public let key: String
        /// The position in the entry's array, when the reference is an array item.
        public let index: Int?
        /// The id named.
        public let id: String
        /// Where the entry stands.
        public let location: SourceLocation
    }

    /// The document indexed.
    public let document: ArchiveDocument
    /// Every object, in file order: each object before the objects it owns.
    public let nodes: [Node]
    /// The position in `nodes` of the first object with each id.
    public let nodeByID: [String: Int]
    /// The position in `nodes` of each object, by identity.
    public let nodeByObject: [ObjectIdentifier: Int]
    /// The placeholders by id (the first one with each id).
    public let placeholderByID: [String: ArchivePlaceholder]
    /// Every reference, in file order.
    public let references: [Reference]
    /// The positions in `nodes` of the objects whose id an earlier object has, in file order:
    /// found while indexing, so that `DuplicateIDCheck` need not hash every id again.
    let duplicateIDPositions: [Int]

    /// Indexes `document`.
    public init(_ document: ArchiveDocument) {
        var builder = Builder()
        for (position, object) in document.objects.enumerated() {
            builder.visit(object, parent: nil, key: "objects", index: position, entryLocation: object.location)
        }
        var placeholders: [String: ArchivePlaceholder] = [:]
        for placeholder in document.placeholders where placeholders[placeholder.id] == nil {
            placeholders[placeholder.id] = placeholder
        }
        self.document = document
        self.nodes = builder.nodes
        self.nodeByID = builder.byID
        self.nodeByObject = builder.byObject
        self.placeholderByID = placeholders
        self.references = builder.references
        self.duplicateIDPositions = builder.duplicateIDPositions
    }

    /// Whether some object or placeholder has `id`.
    public func contains(id: String) -> Bool {
        nodeByID[id] != nil || placeholder(id) != nil
    }

    /// The first placeholder with `id`. A file has two or three placeholders: comparing with
    /// each costs less than hashing the id (checks ask for every reference and connection; two
    /// loads of the corpus: validation 406.2M -> 403.2M instructions, callgrind).
    func placeholder(_ id: String) -> ArchivePlaceholder? {
        guard document.placeholders.count > 8 else { return document.placeholders.first { $0.id == id } }
        return placeholderByID[id]
    }

    /// Every id of the document, objects then placeholders: candidates for "did you mean".
    public var allIDs: [String] {
        nodes.map(\.object.id) + document.placeholders.map(\.id)
    }

    /// The owners of the node at `position`, nearest first.
    public func ancestors(of position: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[position].parent
        while let next = current {
            result.append(next)
            current = nodes[next].parent
        }
        return result
    }

    /// Whether `ancestor` is `position` or one of its owners.
    public func isAncestorOrSelf(_ ancestor: Int, of position: Int) -> Bool {
        ancestor == position || ancestors(of: position).contains(ancestor)
    }

    /// The path of the node at `position`, optionally down to `key` (and its item `index`):
    /// `objects[id=a1] (View) > subviews[2] > constraints[0] > firstItem`, as the coder prints it.
    public func keyPath(of position: Int, key: String? = nil, index: Int? = nil) -> String {
        KeyPathParts(self, position, key: key, index: index).text
    }

    /// `keyPath(of:key:index:)`, worded when read: checks give a key path with every
    /// diagnostic, and the `Nib` loader keeps the warnings without reading them (one load of the
    /// 80 files of the corpus: 35M instructions wording key paths, callgrind).
    func deferredKeyPath(of position: Int, key: String? = nil, index: Int? = nil) -> DeferredText {
        let parts = KeyPathParts(self, position, key: key, index: index)
        return DeferredText { parts.text }
    }

    /// What a key path is worded from: the root object's id and class, then each step's key and
    /// index, outermost first.
    private struct KeyPathParts: Sendable {
        let rootID: String
        let rootClassName: String
        var steps: [(key: String, index: Int?)] = []

        init(_ index: ArchiveIndex, _ position: Int, key: String?, index item: Int?) {
            var step = position
            if let key { steps.append((key, item)) }
            while let owner = index.nodes[step].parent {
                steps.append((index.nodes[step].key, index.nodes[step].index))
                step = owner
            }
            steps.reverse()
            rootID = index.nodes[step].object.id
            rootClassName = index.nodes[step].object.className
        }

        var text: String {
            // One string appended to: a file of the corpus has dozens of key paths (arrays of
            // parts joined: 17,800 instructions a path).
            var path = "objects[id=\(cut: rootID)] (\(cut: rootClassName))"
            for (key, index) in steps {
                path += " > "
                path += key
                if let index {
                    path += "["
                    path += String(index)
                    path += "]"
                }
            }
            return path
        }
    }

    /// Collects nodes and references in one depth-first walk.
    private struct Builder {
        var nodes: [Node] = []
        var byID: [String: Int] = [:]
        /// Each object's last position, by identity.
        var byObject: [ObjectIdentifier: Int] = [:]
        var references: [Reference] = []
        var duplicateIDPositions: [Int] = []

        /// The value in place, which `subscript(_:default:)` inserts when absent: one lookup.
        /// Static: as a method it read `self` while `byID` was being modified, so (in a debug
        /// build) each call copied the whole table, which made indexing quadratic.
        private static func value(_ slot: inout Int) -> Int { slot }

        mutating func visit(
            _ object: ArchiveObject, parent: Int?, key: String, index: Int?, entryLocation: SourceLocation
        ) {
            let position = nodes.count
            // An object met again is either shared (indexed again) or its own owner's owner, an
            // ownership cycle, possible only in a document made in code: only then is the path
            // walked. A set of the objects on the path cost two more hashes an object (with the
            // plain members below: indexing two loads of the corpus, 58.0M -> 37.6M instructions,
            // callgrind).
            if let earlier = byObject.updateValue(position, forKey: ObjectIdentifier(object)),
                isOnPath(object, from: parent)
            {
                byObject[ObjectIdentifier(object)] = earlier
                return
            }
            nodes.append(Node(object: object, parent: parent, key: key, index: index, entryLocation: entryLocation))
            // Inserted when absent with one lookup: testing first hashed every id twice.
            if Self.value(&byID[object.id, default: position]) != position { duplicateIDPositions.append(position) }
            // By index, passing over plain values without copying them: iterating the entries
            // copied each. With the single lookup above, indexing the reference .xib took 24M
            // instructions instead of 54M (callgrind).
            let entries = object.entries
            for index in entries.indices {
                if case .value = entries[index].value { continue }
                visit(
                    entries[index].value, holder: position, key: entries[index].key, index: nil,
                    location: entries[index].location)
            }
        }

        /// Whether `object` is the node at `position` or one of its owners.
        private func isOnPath(_ object: ArchiveObject, from position: Int?) -> Bool {
            var current = position
            while let step = current {
                if nodes[step].object === object { return true }
                current = nodes[step].parent
            }
            return false
        }

        mutating func visit(_ value: ArchiveValue, holder: Int, key: String, index: Int?, location: SourceLocation) {
            switch value {
            case .value: break
            case .object(let object):
                visit(object, parent: holder, key: key, index: index, entryLocation: location)
            case .reference(let id):
                references.append(Reference(holder: holder, key: key, index: index, id: id, location: location))
            case .array(let items):
                for (position, item) in items.enumerated() {
                    if case .value = item { continue }
                    visit(item, holder: holder, key: key, index: position, location: location)
                }
            case .dictionary(let members):
                // Plain members passed over before their key is joined: the Xcode reader's
                // verbatim attributes are dictionaries of plain values.
                for member in members {
                    if case .value = member.value { continue }
                    visit(member.value, holder: holder, key: key + "." + member.key, index: nil, location: location)
                }
            }
        }
    }
}
