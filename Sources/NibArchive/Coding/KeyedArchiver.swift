import Foundation
import ViewCore

/// Encodes a graph of `Archivable` objects into an `ArchiveDocument`: the `Coder` behind
/// `encode(with:)`, in the role of `NSKeyedArchiver`.
///
/// Each object is archived once. The first unconditional `encode(_:forKey:)` of an object nests
/// it there; later ones, and every `encodeConditionalObject(_:forKey:)`, store a reference by
/// id. An object only ever referenced is added as an extra top-level object when encoding
/// finishes, so nothing is dropped. Ids an object was loaded with are kept; new ones are
/// numbered in encode order. Keys a class did not read when it was loaded are written back
/// after the ones it encodes.
///
/// ```swift
/// let document = KeyedArchiver.archivedDocument(withRootObjects: [rootView])
/// let xml = document.data(format: .xml)
/// ```
public final class KeyedArchiver: Coder {
    private var document = ArchiveDocument()
    /// The object whose entries are being written.
    private var current: ArchiveObject?
    private var ids: [ObjectIdentifier: String] = [:]
    private var usedIDs: Set<String> = []
    private var nested: Set<ObjectIdentifier> = []
    /// Referenced objects, kept alive so their identifiers stay unique, in first-seen order.
    private var referenced: [any Archivable] = []
    private var nextID = 1
    /// The class name and module each Swift type is archived under, found once per type:
    /// `archiveClassName`'s default and the module both come from the runtime's name for the
    /// metatype, a new string each time.
    private var classNames: [ObjectIdentifier: (name: String, module: String?)] = [:]

    /// Creates an archiver with an empty document.
    public override init() {}

    /// Archives `objects` as the document's top-level objects.
    public static func archivedDocument(withRootObjects objects: [any Archivable]) -> ArchiveDocument {
        let archiver = KeyedArchiver()
        for object in objects { archiver.encodeRootObject(object) }
        return archiver.finishEncoding()
    }

    /// Adds `object` (and everything it owns) as a top-level object.
    public func encodeRootObject(_ object: any Archivable) {
        if nested.contains(ObjectIdentifier(object)) { return }
        document.objects.append(archive(object))
    }

    /// Adds placeholders and connections to the document being written.
    public func addPlaceholder(_ placeholder: ArchivePlaceholder) { document.placeholders.append(placeholder) }
    /// Adds a connection to the document being written, made after every object exists on load.
    public func addConnection(_ connection: ArchiveConnection) { document.connections.append(connection) }

    /// The id `object` has (or gets) in this archive; for callers writing connections.
    public func id(for object: AnyObject) -> String {
        if let id = ids[ObjectIdentifier(object)] { return id }
        let preferred = (object as? any Archivable)?.unarchivedValues.archiveID
        var id: String
        if let preferred, !usedIDs.contains(preferred) {
            id = preferred
        } else {
            repeat {
                id = String(nextID)
                nextID += 1
            } while usedIDs.contains(id)
        }
        usedIDs.insert(id)
        ids[ObjectIdentifier(object)] = id
        return id
    }

    /// Finishes: objects referenced but never encoded become top-level objects.
    public func finishEncoding() -> ArchiveDocument {
        var index = 0
        while index < referenced.count {
            let object = referenced[index]
            if !nested.contains(ObjectIdentifier(object)) { document.objects.append(archive(object)) }
            index += 1
        }
        return document
    }

    private func archive(_ object: any Archivable) -> ArchiveObject {
        let type = type(of: object)
        let retained = object.unarchivedValues
        let (className, module) =
            retained.originalClassName.map { ($0, retained.originalModule) } ?? archivedName(of: type)
        let node = ArchiveObject(className: className, module: module, id: id(for: object))
        nested.insert(ObjectIdentifier(object))
        let outer = current
        current = node
        object.encode(with: self)
        if !retained.entries.isEmpty {
            for (key, value) in retained.entries where node.index(ofKey: key) == nil {
                if let value = value as? ArchiveValue { node.entries.append(ArchiveEntry(key: key, value: value)) }
            }
        }
        current = outer
        return node
    }

    private func archivedName(of type: any Archivable.Type) -> (name: String, module: String?) {
        if let known = classNames[ObjectIdentifier(type)] { return known }
        let found = (name: type.archiveClassName, module: ClassRegistry.archivedModule(of: type))
        classNames[ObjectIdentifier(type)] = found
        return found
    }

    private func append(_ value: ArchiveValue, forKey key: String) {
        guard let current else { return }
        if let index = current.index(ofKey: key) {
            current.entries[index].value = value
        } else {
            current.entries.append(ArchiveEntry(key: key, value: value))
        }
    }

    private func ownedValue(_ object: any Archivable) -> ArchiveValue {
        nested.contains(ObjectIdentifier(object)) ? .reference(id(for: object)) : .object(archive(object))
    }

    private func referenceValue(_ object: any Archivable) -> ArchiveValue {
        if ids[ObjectIdentifier(object)] == nil { referenced.append(object) }
        return .reference(id(for: object))
    }

    // MARK: Coder

    public override func encodeValue(_ value: CodingValue?, forKey key: String) {
        guard let value else { return }
        append(ArchiveValue(value), forKey: key)
    }

    public override func encode(_ object: (any Archivable)?, forKey key: String) {
        guard let object else { return }
        append(ownedValue(object), forKey: key)
    }

    public override func encode(_ objects: [any Archivable], forKey key: String) {
        append(.array(objects.map(ownedValue)), forKey: key)
    }

    public override func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {
        guard let object else { return }
        append(referenceValue(object), forKey: key)
    }

    public override func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {
        append(.array(objects.map(referenceValue)), forKey: key)
    }

    // Decoding members: an archiver only writes.

    public override func decodeValue(forKey key: String) throws -> CodingValue? { nil }
    public override func containsValue(forKey key: String) -> Bool { current?.index(ofKey: key) != nil }
    public override func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? { nil }
    public override func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? { nil }
    public override func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void)
        throws
    {}
    public override func decodeConditionalObjects<T>(
        of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void
    ) throws {}

    public override func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
        CodingError(code: code, message: message, keyPath: key ?? "")
    }
}
