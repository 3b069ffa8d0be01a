import Foundation
import ViewCore

/// Decodes the objects of an `ArchiveDocument`: the `Coder` behind `init(coder:)`, in the role
/// of `NSKeyedUnarchiver`.
///
/// Decoding runs in two steps. First every top-level object is created through its registered
/// class's `init(coder:)`; owned objects are created while their owner decodes them, so each is
/// complete before its owner sees it. Then references are resolved: every
/// `decodeConditionalObject` closure is called once all objects exist, which is how forward
/// references, shared objects and cycles (a constraint naming its own view's ancestor) work
/// without exposing a half-built object. Each object is created exactly once.
///
/// Decoding is type-checked and every error says where: the key path
/// (`objects[id=a1] (Button) > constraints[3] > firstItem`) and the file's line and column.
///
/// ```swift
/// let unarchiver = KeyedUnarchiver(document: document, file: "Main.xml")
/// let roots = try unarchiver.decodeTopLevelObjects()
/// ```
public final class KeyedUnarchiver: Coder {
    /// How to treat classes the registry does not know.
    public struct Options: Sendable {
        /// Create objects of unknown classes as `View`s, with a warning in `warnings`, keeping
        /// the original class name for re-encoding. When false (the default) an unknown class
        /// is an error.
        public var fallsBackToKnownBaseClass = false
        /// Creates options; unknown classes are errors unless `fallsBackToKnownBaseClass` is true.
        public init(fallsBackToKnownBaseClass: Bool = false) {
            self.fallsBackToKnownBaseClass = fallsBackToKnownBaseClass
        }
    }

    /// The file the document came from, for error messages.
    public let file: String?
    /// Problems that did not stop decoding (unknown classes created as a base class).
    public internal(set) var warnings: [CodingError] = []
    /// The ids of the objects created as a base class because their own is not registered
    /// (`Options.fallsBackToKnownBaseClass`): stand-ins, which lack the outlets, actions and
    /// properties of the class the file names.
    public internal(set) var substitutedIDs: Set<String> = []

    /// The document being decoded.
    var document: ArchiveDocument
    let classes: [String: ClassEntry]
    private let options: Options
    private(set) var placeholders: [String: AnyObject]
    /// Every object node by id; built on first need (references, lookups after decoding).
    var lazyIndex: [String: ArchiveObject]?
    // `built`, `frames` and `pending` are `@exclusivity(unchecked)`: only this class's own
    // methods reach them, never two at once (no closure or inout holds one across a call out).
    // Checking each access was about 7% of decoding the 10k-view file: with `take` reading each
    // entry in one access, decoding went from 262M to 235M instructions (callgrind).

    /// What each node became, by the node's identity.
    @exclusivity(unchecked) var built: [ObjectIdentifier: any Archivable] = [:]
    /// The objects being decoded, outermost first. Internal, as `document` is, for the key
    /// paths of errors (KeyedUnarchiver+KeyPaths.swift).
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var pending: [PendingReference] = []
    /// The class found last, by its name's bytes: objects of one class usually come in runs,
    /// and hashing each object's class name was 2% of decoding the 10k-view file (3.6M
    /// instructions of 174M).
    private var lastClass: (name: String, module: String?, type: any Archivable.Type)?

    /// One object being decoded: its node, which entries were read, and how it was reached.
    struct Frame {
        let object: ArchiveObject
        /// Bit n set: entry n was read (entries past 64 are tracked in `overflow`).
        var read: UInt64 = 0
        var overflow: [Bool]?
        /// `key[index]` (or `objects[index]` at the top) through which the object was reached.
        let via: (key: String, index: Int?)

        init(object: ArchiveObject, via: (key: String, index: Int?)) {
            self.object = object
            self.via = via
            if object.entries.count > 64 { overflow = Array(repeating: false, count: object.entries.count) }
        }

        func wasRead(_ position: Int) -> Bool {
            position < 64 ? read & (1 << UInt64(position)) != 0 : overflow?[position] ?? false
        }

        @inline(__always) mutating func markRead(_ position: Int) {
            if position < 64 { read |= 1 << UInt64(position) } else { overflow?[position] = true }
        }

        /// Where the next search starts: after the entry read last.
        var next = 0

        /// The entry for `key`, marked as read. Decoders read keys in about the order the
        /// archiver wrote them, so the search starts after the entry read last: on the 10k-view
        /// file that finds nearly every key at the first look, and decoding takes 12M fewer
        /// instructions (of 287M) than searching from the first entry.
        mutating func take<Result>(_ key: String, _ read: (ArchiveEntry) -> Result) -> Result? {
            guard let (position, result) = object.entry(forKey: key, from: next, read) else { return nil }
            markRead(position)
            next = position + 1
            return result
        }
    }

    /// A reference to resolve once every object exists. The key path is worked out only if it
    /// fails, from the owner node.
    struct PendingReference {
        let id: String?
        let resolve: (AnyObject?) -> Bool
        let expected: Any.Type
        let owner: ArchiveObject?
        let key: String
        let index: Int?
        let location: SourceLocation
    }

    /// Creates an unarchiver for `document`.
    ///
    /// - Parameters:
    ///   - document: the archive to decode.
    ///   - file: the file it came from, named in errors.
    ///   - placeholders: objects supplied by the caller, by id, that references may name
    ///     (File's Owner, external objects).
    ///   - registry: where class names are looked up.
    ///   - options: how to treat unknown classes.
    ///   - objectIndex: `document.objectIndex()`, when the caller decodes one document many
    ///     times (as `Nib` does) and keeps it; otherwise it is built on first need.
    public init(
        document: ArchiveDocument, file: String? = nil, placeholders: [String: AnyObject] = [:],
        registry: ClassRegistry = .shared, options: Options = Options(),
        objectIndex: [String: ArchiveObject]? = nil
    ) {
        self.document = document
        self.file = file
        self.placeholders = placeholders
        self.classes = registry.snapshot()
        self.options = options
        self.lazyIndex = objectIndex
        super.init()
        enumeratesKeys = true
    }

    /// Creates every top-level object, then resolves references.
    ///
    /// - Returns: the top-level objects in document order.
    /// - Throws: `CodingError` for the first problem found, with its key path and location.
    public func decodeTopLevelObjects() throws -> [any Archivable] {
        var roots: [any Archivable] = []
        roots.reserveCapacity(document.objects.count)
        // Every object is built once: with the index at hand (as `Nib` keeps it), `built` is
        // sized once instead of growing and rehashing as it fills (2.2M instructions of the
        // 120M of decoding the 10k-view file, callgrind).
        if let lazyIndex { built.reserveCapacity(lazyIndex.count) }
        for (position, node) in document.objects.enumerated() {
            roots.append(try instantiate(node, via: ("objects", position)))
        }
        try resolveReferences()
        return roots
    }

    /// The object created for `id`, once decoding ran (placeholders included).
    public func object(withID id: String) -> AnyObject? {
        if let node = index[id], let object = built[ObjectIdentifier(node)] { return object as AnyObject }
        return placeholders[id]
    }

    /// The object created for `node`, a node of this unarchiver's document, once decoding ran.
    public func object(for node: ArchiveObject) -> (any Archivable)? {
        built[ObjectIdentifier(node)]
    }

    /// Every object created, by id.
    public var objectsByID: [String: AnyObject] {
        var result: [String: AnyObject] = [:]
        for (id, node) in index { if let object = built[ObjectIdentifier(node)] { result[id] = object as AnyObject } }
        return result
    }

    // MARK: Creating objects

    var index: [String: ArchiveObject] {
        if let lazyIndex { return lazyIndex }
        // Usually asked for once every object was created: as many as were created so far.
        let index = document.objectIndex()
        lazyIndex = index
        return index
    }

    /// The object `node` becomes, made now unless it was already. `reference` is where the
    /// value that named it by id stands: an object reached again while it is being decoded
    /// would contain itself, and that value is the one to fix.
    func instantiate(
        _ node: ArchiveObject, via: (key: String, index: Int?),
        reference: SourceLocation? = nil
    ) throws -> any Archivable {
        if let existing = built[ObjectIdentifier(node)] { return existing }
        guard !frames.contains(where: { $0.object === node }) else {
            throw failure(
                .ownershipCycle, "object \(quoted: node.id) (\(cut: node.className)) contains itself", about: node,
                via: via,
                at: reference)
        }
        let type = try resolveClass(of: node, via: via)
        frames.append(Frame(object: node, via: via))
        let object: any Archivable
        do {
            object = try type.init(coder: self)
        } catch {
            frames.removeLast()
            throw error
        }
        let frame = frames.removeLast()
        built[ObjectIdentifier(node)] = object
        var unread: [(key: String, value: any Sendable)] = []
        for position in node.entries.indices where !frame.wasRead(position) {
            let entry = node.entries[position]
            unread.append((key: entry.key, value: entry.value))
        }
        // The class is written back as the file named it, module included or not.
        object.unarchivedValues = UnarchivedValues(
            archiveID: node.id, originalClassName: node.className,
            originalModule: node.module, entries: unread)
        return object
    }

    private func resolveClass(of node: ArchiveObject, via: (key: String, index: Int?)) throws -> any Archivable.Type {
        if let lastClass, lastClass.name.hasSameBytes(as: node.className), lastClass.module == node.module {
            return lastClass.type
        }
        if let type = ClassRegistry.lookup(node.className, module: node.module, in: classes) {
            lastClass = (node.className, node.module, type)
            return type
        }
        let name = node.module.map { "\($0).\(node.className)" } ?? node.className
        // The base class the file names (an Xcode element's class under its customClass), else View.
        let fallback = node.baseClassName.flatMap { ClassRegistry.lookup($0, module: nil, in: classes) }
        guard options.fallsBackToKnownBaseClass,
            let base = fallback ?? ClassRegistry.lookup("View", module: nil, in: classes)
        else {
            throw failure(
                .unknownClass,
                "class \(quoted: name) is not registered; register it with ClassRegistry.shared.register(\(cut: node.className).self)",
                about: node, via: via)
        }
        substitutedIDs.insert(node.id)
        warnings.append(
            failure(
                .unknownClass,
                "class \(quoted: name) is not registered; loaded as \(fallback == nil ? "View" : node.baseClassName ?? "View")",
                about: node, via: via))
        return base
    }

    // MARK: Reading entries

    /// The entry for `key` in the object being decoded, marked as read.
    private func entry(forKey key: String) -> ArchiveEntry? {
        guard let top = frames.indices.last else { return nil }
        return frames[top].take(key) { $0 }
    }

    /// The object `value` owns or names; nil for an explicit nil.
    private func object(from value: ArchiveValue, key: String, index: Int?, location: SourceLocation) throws
        -> AnyObject?
    {
        switch value {
        case .value(.null): return nil
        case .object(let node):
            return try instantiate(node, via: (key, index))
        case .reference(let id):
            if let node = self.index[id] { return try instantiate(node, via: (key, index), reference: location) }
            if let placeholder = placeholders[id] { return placeholder }
            throw failure(.danglingReference, "no object has id \(quoted: id)", key: key, index: index, at: location)
        default:
            throw failure(
                .typeMismatch, "expected an object, found \(value.typeName)", key: key, index: index, at: location)
        }
    }

    private func wrongClass<T>(
        _ object: AnyObject, expected type: T.Type, key: String, index: Int?,
        location: SourceLocation
    ) -> CodingError {
        failure(
            .wrongClass, "expected \(T.self), found \(Swift.type(of: object))", key: key, index: index, at: location)
    }

    // MARK: Coder

    public override func decodeValue(forKey key: String) throws -> CodingValue? {
        guard let top = frames.indices.last else { return nil }
        // A plain value, nearly every one, is copied out of its entry where it lies: copying the
        // whole entry and then the value was 18M instructions of decoding the 10k-view file's
        // 191M. An array or a dictionary is looked up again, whole.
        let plain = frames[top].take(key) { entry -> CodingValue? in
            if case .value(let value) = entry.value { return value }
            return nil
        }
        switch plain {
        case nil: return nil
        case .some(.some(let value)): return value
        case .some(nil):
            guard let top = frames.indices.last, let position = frames[top].object.index(ofKey: key) else { return nil }
            return try collectionValue(of: frames[top].object.entries[position], key: key)
        }
    }

    /// The plain value of an entry holding an array or a dictionary.
    private func collectionValue(of entry: ArchiveEntry, key: String) throws -> CodingValue {
        guard let value = entry.value.codingValue else {
            throw failure(
                .typeMismatch, "expected a value, found \(entry.value.typeName)", key: key, at: entry.location)
        }
        // Decoding such a dictionary would drop one of the two values without a word.
        if let (first, second) = entry.value.equivalentKeys {
            throw failure(
                .invalidValue,
                "dictionary keys \(quoted: first) and \(quoted: second) are spelled differently but are one key to Swift (canonically equivalent); rename one",
                key: key, at: entry.location)
        }
        return value
    }

    public override func containsValue(forKey key: String) -> Bool {
        frames.last?.object.index(ofKey: key) != nil
    }

    public override func forEachKey(_ body: (String) -> Void) {
        // `frames[top].object`, not `frames.last?.object`, which copied the whole frame.
        guard let top = frames.indices.last else { return }
        let object = frames[top].object
        let read = listsUnreadKeysOnly ? frames[top].read : 0
        // Through the buffer: `for entry in object.entries` copied each entry, retaining and
        // releasing its key and value: 12M instructions of decoding the 10k-view file's 203M.
        object.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                if read != 0, index < 64 ? read & (1 << UInt64(index)) != 0 : frames[top].wasRead(index) { continue }
                body(entries[index].key)
            }
        }
    }

    public override func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? {
        guard let entry = entry(forKey: key),
            let object = try object(from: entry.value, key: key, index: nil, location: entry.location)
        else { return nil }
        guard let typed = object as? T else {
            throw wrongClass(object, expected: type, key: key, index: nil, location: entry.location)
        }
        return typed
    }

    public override func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? {
        guard let entry = entry(forKey: key) else { return nil }
        guard case .array(let items) = entry.value else {
            throw failure(
                .typeMismatch, "expected an array of objects, found \(entry.value.typeName)", key: key,
                at: entry.location)
        }
        var objects: [T] = []
        objects.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let location = Self.location(of: item) ?? entry.location
            guard let object = try object(from: item, key: key, index: position, location: location) else { continue }
            guard let typed = object as? T else {
                throw wrongClass(object, expected: type, key: key, index: position, location: location)
            }
            objects.append(typed)
        }
        return objects
    }

    public override func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void)
        throws
    {
        guard let entry = entry(forKey: key) else { return }
        try deferReference(entry.value, as: type, key: key, index: nil, location: entry.location) { assign($0) }
    }

    public override func decodeConditionalObjects<T>(
        of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void
    ) throws {
        guard let entry = entry(forKey: key) else { return }
        guard case .array(let items) = entry.value else {
            throw failure(
                .typeMismatch, "expected an array of references, found \(entry.value.typeName)", key: key,
                at: entry.location)
        }
        var resolved: [T?] = Array(repeating: nil, count: items.count)
        var remaining = items.count
        if remaining == 0 { return assign([]) }
        for (position, item) in items.enumerated() {
            let location = Self.location(of: item) ?? entry.location
            try deferReference(item, as: type, key: key, index: position, location: location) { object in
                resolved[position] = object
                remaining -= 1
                if remaining == 0 { assign(resolved.compactMap { $0 }) }
            }
        }
    }

    /// Records a reference to resolve once every object exists.
    private func deferReference<T>(
        _ value: ArchiveValue, as type: T.Type, key: String, index: Int?, location: SourceLocation,
        assign: @escaping (T?) -> Void
    ) throws {
        let id: String?
        switch value {
        case .value(.null): id = nil
        case .reference(let target): id = target
        case .object(let node):
            _ = try instantiate(node, via: (key, index))
            id = node.id
        default:
            throw failure(
                .typeMismatch, "expected a reference, found \(value.typeName)", key: key, index: index, at: location)
        }
        pending.append(
            PendingReference(
                id: id,
                resolve: { object in
                    guard let object else {
                        assign(nil)
                        return true
                    }
                    guard let typed = object as? T else { return false }
                    assign(typed)
                    return true
                },
                expected: T.self, owner: frames.last?.object, key: key, index: index, location: location))
    }

    // Encoding members: an unarchiver only reads.

    public override func encodeValue(_ value: CodingValue?, forKey key: String) {}
    public override func encode(_ object: (any Archivable)?, forKey key: String) {}
    public override func encode(_ objects: [any Archivable], forKey key: String) {}
    public override func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {}
    public override func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {}

    public override func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
        let node = frames.last?.object
        var location = node?.location ?? .unknown
        if let key, let node, let position = node.index(ofKey: key) {
            location = node.entries[position].location
        }
        return CodingError(
            code: code, message: message, keyPath: keyPath(key: key, index: nil), file: file,
            line: location.line, column: location.column)
    }
}
