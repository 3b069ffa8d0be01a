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
        /// Create unknown classes as their nearest known base class (`View` unless the file
        /// names another) with a warning, keeping the original name for re-encoding. When
        /// false (the default) an unknown class is an error.
        public var fallsBackToKnownBaseClass = false
        public init(fallsBackToKnownBaseClass: Bool = false) {
            self.fallsBackToKnownBaseClass = fallsBackToKnownBaseClass
        }
    }

    /// The file the document came from, for error messages.
    public let file: String?
    /// Problems that did not stop decoding (unknown classes created as a base class).
    public private(set) var warnings: [CodingError] = []

    private let document: ArchiveDocument
    private let classes: [String: ClassEntry]
    private let options: Options
    private var placeholders: [String: AnyObject]
    private var index: [String: ArchiveObject] = [:]
    private var built: [String: AnyObject] = [:]
    private var underConstruction: Set<String> = []
    private var frames: [Frame] = []
    private var pending: [PendingReference] = []
    private var indexed = false

    /// One object being decoded: its node, which entries were read, and how it was reached.
    private struct Frame {
        let object: ArchiveObject
        var read: [Bool]
        /// `key[index]` (or `objects[index]` at the top) through which the object was reached.
        let via: (key: String, index: Int?)
    }

    private struct PendingReference {
        let id: String?
        let resolve: (AnyObject?) -> Bool
        let expected: String
        let keyPath: String
        let location: SourceLocation
    }

    /// Creates an unarchiver for `document`.
    ///
    /// - Parameters:
    ///   - placeholders: objects supplied by the caller, by id, that references may name
    ///     (File's Owner, external objects).
    ///   - registry: where class names are looked up.
    public init(document: ArchiveDocument, file: String? = nil, placeholders: [String: AnyObject] = [:],
                registry: ClassRegistry = .shared, options: Options = Options()) {
        self.document = document
        self.file = file
        self.placeholders = placeholders
        self.classes = registry.snapshot()
        self.options = options
    }

    /// Creates every top-level object, then resolves references.
    ///
    /// - Returns: the top-level objects in document order.
    /// - Throws: `CodingError` for the first problem found, with its key path and location.
    public func decodeTopLevelObjects() throws -> [any Archivable] {
        buildIndexIfNeeded()
        var roots: [any Archivable] = []
        for (position, node) in document.objects.enumerated() {
            roots.append(try instantiate(node, via: ("objects", position)))
        }
        try resolveReferences()
        return roots
    }

    /// The object created for `id`, once decoding ran (placeholders included).
    public func object(withID id: String) -> AnyObject? {
        built[id] ?? placeholders[id]
    }

    /// Every object created, by id.
    public var objectsByID: [String: AnyObject] { built }

    // MARK: Creating objects

    private func buildIndexIfNeeded() {
        guard !indexed else { return }
        indexed = true
        index.reserveCapacity(document.objects.count * 4)
        func visit(_ value: ArchiveValue) {
            switch value {
            case .object(let node): visit(node)
            case .array(let items): items.forEach(visit)
            case .dictionary(let items): items.forEach { visit($0.value) }
            case .value, .reference: break
            }
        }
        func visit(_ node: ArchiveObject) {
            index[node.id] = node
            for entry in node.entries { visit(entry.value) }
        }
        document.objects.forEach(visit)
    }

    private func instantiate(_ node: ArchiveObject, via: (key: String, index: Int?)) throws -> any Archivable {
        if let existing = built[node.id] as? any Archivable { return existing }
        guard !underConstruction.contains(node.id) else {
            throw failure(.ownershipCycle, "object '\(node.id)' (\(node.className)) contains itself", at: node.location)
        }
        let type = try resolveClass(of: node)
        underConstruction.insert(node.id)
        frames.append(Frame(object: node, read: Array(repeating: false, count: node.entries.count), via: via))
        let object: any Archivable
        do {
            object = try type.init(coder: self)
        } catch {
            frames.removeLast()
            underConstruction.remove(node.id)
            throw error
        }
        let frame = frames.removeLast()
        underConstruction.remove(node.id)
        built[node.id] = object
        if let retaining = object as? RetainsUnarchivedValues {
            var kept = UnarchivedValues()
            kept.archiveID = node.id
            // The class is written back as the file named it, module included or not.
            kept.originalClassName = node.className
            kept.originalModule = node.module
            for (position, wasRead) in frame.read.enumerated() where !wasRead {
                let entry = node.entries[position]
                kept.entries.append((key: entry.key, value: entry.value))
            }
            retaining.unarchivedValues = kept
        }
        return object
    }

    private func resolveClass(of node: ArchiveObject) throws -> any Archivable.Type {
        if let type = ClassRegistry.lookup(node.className, module: node.module, in: classes) { return type }
        let name = node.module.map { "\($0).\(node.className)" } ?? node.className
        guard options.fallsBackToKnownBaseClass, let base = ClassRegistry.lookup("View", module: nil, in: classes) else {
            throw failure(.unknownClass, "class '\(name)' is not registered; register it with ClassRegistry.shared.register(\(node.className).self)",
                          at: node.location)
        }
        warnings.append(failure(.unknownClass, "class '\(name)' is not registered; loaded as View", at: node.location))
        return base
    }

    // MARK: Resolving references

    private func resolveReferences() throws {
        var position = 0
        while position < pending.count {
            let reference = pending[position]
            position += 1
            var target: AnyObject?
            if let id = reference.id {
                target = built[id] ?? placeholders[id]
                if target == nil, let node = index[id] {
                    // Only reachable through keys no class read: create it now.
                    target = try instantiate(node, via: ("ref", nil))
                }
                guard target != nil else {
                    throw CodingError(code: .danglingReference, message: "no object has id '\(id)'",
                                      keyPath: reference.keyPath, file: file, line: reference.location.line,
                                      column: reference.location.column)
                }
            }
            guard reference.resolve(target) else {
                throw CodingError(code: .wrongClass,
                                  message: "expected \(reference.expected), found \(target.map { "\(type(of: $0))" } ?? "nil")",
                                  keyPath: reference.keyPath, file: file, line: reference.location.line,
                                  column: reference.location.column)
            }
        }
        pending.removeAll()
    }

    // MARK: Reading entries

    private func entry(forKey key: String) -> ArchiveEntry? {
        guard let top = frames.indices.last else { return nil }
        let entries = frames[top].object.entries
        for position in entries.indices where entries[position].key == key {
            frames[top].read[position] = true
            return entries[position]
        }
        return nil
    }

    private func object<T>(from value: ArchiveValue, as type: T.Type, key: String, index: Int?,
                           location: SourceLocation) throws -> T? {
        let object: AnyObject
        switch value {
        case .value(.null): return nil
        case .object(let node):
            object = try instantiate(node, via: (key, index))
        case .reference(let id):
            if let existing = built[id] ?? placeholders[id] {
                object = existing
            } else if let node = self.index[id] {
                object = try instantiate(node, via: (key, index))
            } else {
                throw failure(.danglingReference, "no object has id '\(id)'", key: key, index: index, at: location)
            }
        default:
            throw failure(.typeMismatch, "expected an object, found \(value.typeName)", key: key, index: index, at: location)
        }
        guard let typed = object as? T else {
            throw failure(.wrongClass, "expected \(T.self), found \(Swift.type(of: object))", key: key, index: index, at: location)
        }
        return typed
    }

    // MARK: Coder

    public override func decodeValue(forKey key: String) throws -> CodingValue? {
        guard let entry = entry(forKey: key) else { return nil }
        guard let value = entry.value.codingValue else {
            throw failure(.typeMismatch, "expected a value, found \(entry.value.typeName)", key: key, at: entry.location)
        }
        return value
    }

    public override func containsValue(forKey key: String) -> Bool {
        guard let top = frames.last else { return false }
        return top.object.index(ofKey: key) != nil
    }

    public override func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? {
        guard let entry = entry(forKey: key) else { return nil }
        return try object(from: entry.value, as: type, key: key, index: nil, location: entry.location)
    }

    public override func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? {
        guard let entry = entry(forKey: key) else { return nil }
        guard case .array(let items) = entry.value else {
            throw failure(.typeMismatch, "expected an array of objects, found \(entry.value.typeName)", key: key, at: entry.location)
        }
        var objects: [T] = []
        objects.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let location = Self.location(of: item) ?? entry.location
            if let object = try object(from: item, as: type, key: key, index: position, location: location) {
                objects.append(object)
            }
        }
        return objects
    }

    public override func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void) throws {
        guard let entry = entry(forKey: key) else { return }
        try deferReference(entry.value, as: type, key: key, index: nil, location: entry.location) { assign($0) }
    }

    public override func decodeConditionalObjects<T>(of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void) throws {
        guard let entry = entry(forKey: key) else { return }
        guard case .array(let items) = entry.value else {
            throw failure(.typeMismatch, "expected an array of references, found \(entry.value.typeName)", key: key, at: entry.location)
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
    private func deferReference<T>(_ value: ArchiveValue, as type: T.Type, key: String, index: Int?, location: SourceLocation,
                          assign: @escaping (T?) -> Void) throws {
        let id: String?
        switch value {
        case .value(.null): id = nil
        case .reference(let target): id = target
        case .object(let node):
            _ = try instantiate(node, via: (key, index))
            id = node.id
        default:
            throw failure(.typeMismatch, "expected a reference, found \(value.typeName)", key: key, index: index, at: location)
        }
        pending.append(PendingReference(
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
            expected: "\(T.self)", keyPath: keyPath(key: key, index: index), location: location))
    }

    // Encoding members: an unarchiver only reads.

    public override func encodeValue(_ value: CodingValue?, forKey key: String) {}
    public override func encode(_ object: (any Archivable)?, forKey key: String) {}
    public override func encode(_ objects: [any Archivable], forKey key: String) {}
    public override func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {}
    public override func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {}

    public override func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
        let location = key.flatMap { key in frames.last?.object.entries.first { $0.key == key }?.location }
            ?? frames.last?.object.location ?? .unknown
        return CodingError(code: code, message: message, keyPath: keyPath(key: key, index: nil), file: file,
                           line: location.line, column: location.column)
    }

    // MARK: Errors

    private static func location(of value: ArchiveValue) -> SourceLocation? {
        if case .object(let node) = value { return node.location }
        return nil
    }

    private func failure(_ code: CodingError.Code, _ message: String, key: String? = nil, index: Int? = nil,
                         at location: SourceLocation) -> CodingError {
        CodingError(code: code, message: message, keyPath: keyPath(key: key, index: index), file: file,
                    line: location.line, column: location.column)
    }

    /// `objects[id=a1] (Button) > constraints[3] > firstItem`: the path from the top-level object
    /// down to `key`, built only when an error needs it.
    private func keyPath(key: String?, index: Int?) -> String {
        var parts: [String] = []
        for (depth, frame) in frames.enumerated() {
            if depth == 0 {
                parts.append("objects[id=\(frame.object.id)] (\(frame.object.className))")
            } else {
                parts.append(Self.step(frame.via.key, frame.via.index))
            }
        }
        if let key { parts.append(Self.step(key, index)) }
        return parts.joined(separator: " > ")
    }

    private static func step(_ key: String, _ index: Int?) -> String {
        index.map { "\(key)[\($0)]" } ?? key
    }
}
