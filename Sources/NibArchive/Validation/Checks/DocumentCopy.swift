/// A private deep copy of a document for `DecodeCheck`, in which every object and entry stands
/// at a synthetic line of its own, so a `CodingError`'s line says exactly which entry or
/// object it is about; and from which that entry or object can be removed before decoding again.
struct DocumentCopy {
    /// What a synthetic line stands for: an object of the original index, or one of its entries.
    struct Origin {
        let node: Int
        let entry: Int?
    }

    private(set) var document: ArchiveDocument
    private let index: ArchiveIndex
    private var origins: [Origin] = []
    private var copies: [ArchiveObject?]

    init(_ index: ArchiveIndex) {
        self.index = index
        self.copies = Array(repeating: nil, count: index.nodes.count)
        self.document = ArchiveDocument(version: index.document.version, placeholders: index.document.placeholders)
        var objects: [ArchiveObject] = []
        for object in index.document.objects {
            if let copy = copy(object) { objects.append(copy) }
        }
        document.objects = objects
    }

    /// The origin of a synthetic line, or nil for a line that is none.
    func origin(ofSyntheticLine line: Int) -> Origin? {
        line >= 1 && line <= origins.count ? origins[line - 1] : nil
    }

    private mutating func newLine(_ origin: Origin) -> SourceLocation {
        origins.append(origin)
        return SourceLocation(line: origins.count, column: 1)
    }

    private mutating func copy(_ object: ArchiveObject) -> ArchiveObject? {
        guard let position = index.nodeByObject[ObjectIdentifier(object)], copies[position] == nil else { return nil }
        let copy = ArchiveObject(
            className: object.className, module: object.module, id: object.id,
            location: newLine(Origin(node: position, entry: nil)))
        copies[position] = copy
        var entries: [ArchiveEntry] = []
        entries.reserveCapacity(object.entries.count)
        for (number, entry) in object.entries.enumerated() {
            let location = newLine(Origin(node: position, entry: number))
            let value = copyValue(entry.value)
            entries.append(ArchiveEntry(key: entry.key, value: value, location: location))
        }
        copy.entries = entries
        return copy
    }

    private mutating func copyValue(_ value: ArchiveValue) -> ArchiveValue {
        switch value {
        case .value, .reference: return value
        case .object(let object):
            // An object met twice (possible only in a document made in code) becomes a reference.
            return copy(object).map(ArchiveValue.object) ?? .reference(object.id)
        case .array(let items):
            var copied: [ArchiveValue] = []
            for item in items { copied.append(copyValue(item)) }
            return .array(copied)
        case .dictionary(let members):
            var copied: [(key: String, value: ArchiveValue)] = []
            for member in members { copied.append((key: member.key, value: copyValue(member.value))) }
            return .dictionary(copied)
        }
    }

    /// Removes the entry or object `origin` names; false when there was nothing to remove.
    mutating func remove(_ origin: Origin) -> Bool {
        if let entry = origin.entry {
            guard let copy = copies[origin.node] else { return false }
            let key = index.nodes[origin.node].object.entries[entry].key
            guard let found = copy.index(ofKey: key) else { return false }
            copy.entries.remove(at: found)
            return true
        }
        guard let target = copies[origin.node] else { return false }
        copies[origin.node] = nil
        guard let parent = index.nodes[origin.node].parent, let owner = copies[parent] else {
            let count = document.objects.count
            document.objects.removeAll { $0 === target }
            return document.objects.count < count
        }
        for (number, entry) in owner.entries.enumerated() {
            guard let remaining = Self.removing(target, from: entry.value) else { continue }
            if case .object = entry.value {
                owner.entries.remove(at: number)
            } else {
                owner.entries[number].value = remaining
            }
            return true
        }
        return false
    }

    /// `value` without `target`, or nil when `value` does not hold it.
    private static func removing(_ target: ArchiveObject, from value: ArchiveValue) -> ArchiveValue? {
        switch value {
        case .object(let object): return object === target ? .value(.null) : nil
        case .value, .reference: return nil
        case .array(var items):
            for (position, item) in items.enumerated() {
                if case .object(let object) = item, object === target {
                    items.remove(at: position)
                    return .array(items)
                }
                if let inner = removing(target, from: item) {
                    items[position] = inner
                    return .array(items)
                }
            }
            return nil
        case .dictionary(var members):
            for (position, member) in members.enumerated() {
                if case .object(let object) = member.value, object === target {
                    members.remove(at: position)
                    return .dictionary(members)
                }
                if let inner = removing(target, from: member.value) {
                    members[position].value = inner
                    return .dictionary(members)
                }
            }
            return nil
        }
    }
}
