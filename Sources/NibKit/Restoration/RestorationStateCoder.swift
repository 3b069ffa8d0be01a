import NibArchive
import ViewCore

/// The `Coder` that `encodeRestorableState(with:)` writes to and `decodeRestorableState(with:)`
/// reads from: the entries of one `RestorationState` record.
///
/// Plain values are stored as in any archive. An owned object is archived whole with
/// `KeyedArchiver` and nested under its key, its ids prefixed with `<path>#` so they stay
/// unique in the archive; it must not reference objects outside itself. References to other
/// objects (`encodeConditionalObject`) cannot be kept in a state: saving reports them
/// (`unsupportedValue`) and decoding one is a type mismatch.
final class RestorationStateCoder: Coder {
    /// The record being written or read.
    let record: ArchiveObject
    /// The record's restoration path.
    let path: String
    /// Problems found while encoding.
    private(set) var problems: [RestorationProblem] = []
    private var read: [Bool]
    private let file: String?
    private let registry: ClassRegistry

    /// A coder that writes into a new, empty record for `path`.
    init(encodingPath path: String) {
        self.record = ArchiveObject(className: RestorationArchiveInfo.stateClassName, id: path)
        self.path = path
        self.read = []
        self.file = nil
        self.registry = .shared
    }

    /// A coder that reads `record`.
    init(decoding record: ArchiveObject, path: String, file: String?, registry: ClassRegistry) {
        self.record = record
        self.path = path
        self.read = Array(repeating: false, count: record.entries.count)
        self.file = file
        self.registry = registry
    }

    /// The keys of the record that were not read, in record order.
    var unreadKeys: [String] {
        zip(record.entries, read).filter { !$1 }.map(\.0.key)
    }

    // MARK: Encoding

    private func append(_ value: ArchiveValue, forKey key: String) {
        if let index = record.index(ofKey: key) {
            record.entries[index].value = value
        } else {
            record.entries.append(ArchiveEntry(key: key, value: value))
        }
    }

    override func encodeValue(_ value: CodingValue?, forKey key: String) {
        guard let value else { return }
        append(ArchiveValue(value), forKey: key)
    }

    override func encode(_ object: (any Archivable)?, forKey key: String) {
        guard let object else { return }
        if let nodes = archive([object], forKey: key), let node = nodes.first { append(.object(node), forKey: key) }
    }

    override func encode(_ objects: [any Archivable], forKey key: String) {
        if let nodes = archive(objects, forKey: key) { append(.array(nodes.map(ArchiveValue.object)), forKey: key) }
    }

    override func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {
        guard object != nil else { return }
        unsupported("a reference to another object", forKey: key)
    }

    override func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {
        unsupported("references to other objects", forKey: key)
    }

    /// Archives owned objects on their own, ids prefixed; nil (and a problem) when they
    /// reference objects outside themselves.
    private func archive(_ objects: [any Archivable], forKey key: String) -> [ArchiveObject]? {
        let archiver = KeyedArchiver()
        for object in objects { archiver.encodeRootObject(object) }
        let document = archiver.finishEncoding()
        guard document.objects.count == objects.count else {
            unsupported("an object that references objects outside itself", forKey: key)
            return nil
        }
        let prefix = "\(path)#"
        var renamed: [String: String] = [:]
        func collect(_ node: ArchiveObject) {
            renamed[node.id] = prefix + node.id
            node.entries.forEach { collect($0.value) }
        }
        func collect(_ value: ArchiveValue) {
            switch value {
            case .object(let node): collect(node)
            case .array(let items): items.forEach(collect)
            case .dictionary(let items): items.forEach { collect($0.value) }
            case .value, .reference: break
            }
        }
        func rename(_ node: ArchiveObject) {
            node.id = renamed[node.id] ?? node.id
            for index in node.entries.indices { node.entries[index].value = rename(node.entries[index].value) }
        }
        func rename(_ value: ArchiveValue) -> ArchiveValue {
            switch value {
            case .object(let node): rename(node); return value
            case .reference(let id): return .reference(renamed[id] ?? id)
            case .array(let items): return .array(items.map(rename))
            case .dictionary(let items): return .dictionary(items.map { ($0.key, rename($0.value)) })
            case .value: return value
            }
        }
        document.objects.forEach(collect)
        document.objects.forEach(rename)
        return document.objects
    }

    private func unsupported(_ what: String, forKey key: String) {
        problems.append(
            RestorationProblem(
                code: .unsupportedValue,
                message:
                    "key \(quoted: key) holds \(what); a restorable state keeps plain values and self-contained owned objects",
                path: path))
    }

    // MARK: Decoding

    private func entry(forKey key: String) -> ArchiveEntry? {
        guard let index = record.index(ofKey: key) else { return nil }
        if index < read.count { read[index] = true }
        return record.entries[index]
    }

    override func containsValue(forKey key: String) -> Bool {
        record.index(ofKey: key) != nil
    }

    override func decodeValue(forKey key: String) throws -> CodingValue? {
        guard let entry = entry(forKey: key) else { return nil }
        guard let value = entry.value.codingValue else {
            throw error(.typeMismatch, "expected a value, found an object or a reference", forKey: key)
        }
        return value
    }

    override func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? {
        guard let entry = entry(forKey: key) else { return nil }
        switch entry.value {
        case .value(.null): return nil
        case .object(let node): return try unarchive([node], as: type, forKey: key).first
        default: throw error(.typeMismatch, "expected an object", forKey: key)
        }
    }

    override func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? {
        guard let entry = entry(forKey: key) else { return nil }
        guard case .array(let items) = entry.value else {
            throw error(.typeMismatch, "expected an array of objects", forKey: key)
        }
        let nodes = try items.map { item -> ArchiveObject in
            guard case .object(let node) = item else {
                throw error(.typeMismatch, "expected an array of objects", forKey: key)
            }
            return node
        }
        return try unarchive(nodes, as: type, forKey: key)
    }

    override func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void) throws
    {
        guard entry(forKey: key) != nil else { return }
        throw error(.typeMismatch, "a restorable state holds no references to other objects", forKey: key)
    }

    override func decodeConditionalObjects<T>(of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void)
        throws
    {
        guard entry(forKey: key) != nil else { return }
        throw error(.typeMismatch, "a restorable state holds no references to other objects", forKey: key)
    }

    private func unarchive<T>(_ nodes: [ArchiveObject], as type: T.Type, forKey key: String) throws -> [T] {
        let unarchiver = KeyedUnarchiver(document: ArchiveDocument(objects: nodes), file: file, registry: registry)
        let objects: [any Archivable]
        do {
            objects = try unarchiver.decodeTopLevelObjects()
        } catch var inner as CodingError {
            inner.keyPath = keyPath(key) + (inner.keyPath.isEmpty ? "" : " > \(inner.keyPath)")
            throw inner
        }
        return try objects.map { object in
            guard let typed = object as? T else {
                throw error(.wrongClass, "expected \(T.self), found \(Swift.type(of: object))", forKey: key)
            }
            return typed
        }
    }

    // MARK: Errors

    private func keyPath(_ key: String?) -> String {
        "states[id=\(path)]" + (key.map { " > \($0)" } ?? "")
    }

    override func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
        let location = key.flatMap { key in record.entries.first { $0.key == key }?.location } ?? record.location
        return CodingError(
            code: code, message: message, keyPath: keyPath(key), file: file, line: location.line,
            column: location.column)
    }
}
