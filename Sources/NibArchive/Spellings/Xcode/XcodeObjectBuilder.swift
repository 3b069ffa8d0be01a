/// The entries of one object being mapped from Xcode, collected in file order. Setting a key
/// twice keeps the last value in the first one's place, so an object never holds a key twice;
/// arrays grow in place; verbatim content is gathered and added at the end.
struct XcodeObjectBuilder {
    private(set) var entries: [ArchiveEntry] = []
    private var verbatimAttributes: [(key: String, value: ArchiveValue)] = []
    private var verbatimAttributesLocation = SourceLocation.unknown
    private var verbatimAttributeIndex: [String: Int] = [:]
    private var lists: [String: (items: [ArchiveValue], location: SourceLocation)] = [:]
    private var listOrder: [String] = []
    /// Per-state values of a button (`titles`, `images`, ...): key -> state -> value.
    private var perState: [String: [(key: String, value: ArchiveValue)]] = [:]
    private var perStateLocation: [String: SourceLocation] = [:]

    /// Sets `key` to `value`, replacing an earlier value of the key.
    mutating func set(_ key: String, _ value: ArchiveValue, at location: SourceLocation) {
        // Lengths first: most keys differ in length, which `==` does not check before it
        // compares characters: 2.591G -> 2.555G instructions for one load of the reference
        // .xib (callgrind).
        // By index, reading only each entry's key, not whole entries: one load of the reference
        // .xib, 1.768G -> 1.759G instructions (callgrind).
        let length = key.utf8.count
        for index in entries.indices where entries[index].key.utf8.count == length && entries[index].key == key {
            entries[index].value = value
            return
        }
        entries.append(ArchiveEntry(key: key, value: value, location: location))
    }

    /// Appends `value` to the array under `key`, made where it is first used.
    mutating func append(_ value: ArchiveValue, to key: String, at location: SourceLocation) {
        if lists[key] == nil {
            lists[key] = ([], location)
            listOrder.append(key)
        }
        lists[key]?.items.append(value)
    }

    /// Whether anything was appended to `key`.
    func hasList(_ key: String) -> Bool { lists[key] != nil }

    /// Keeps an attribute NibKit does not model.
    mutating func keepAttribute(_ name: String, _ text: String, at location: SourceLocation) {
        if verbatimAttributes.isEmpty { verbatimAttributesLocation = location }
        // XML names an attribute once per element; a name seen again (from a nested
        // `<state>` or `<accessibility>`) keeps its first place and takes the last value.
        if let index = verbatimAttributeIndex[name] {
            verbatimAttributes[index].value = .value(.string(text))
        } else {
            verbatimAttributeIndex[name] = verbatimAttributes.count
            verbatimAttributes.append((name, .value(.string(text))))
        }
    }

    /// Keeps an element NibKit does not model, as XML text.
    mutating func keepElement(_ node: XMLElementNode) {
        append(.value(.string(XcodeVerbatim.text(of: node))), to: XcodeVerbatim.elementsKey, at: node.location)
    }

    /// Records the value of a button's `state` for `key` (`titles`).
    mutating func setPerState(_ key: String, state: String, _ value: ArchiveValue, at location: SourceLocation) {
        if perStateLocation[key] == nil { perStateLocation[key] = location }
        perState[key, default: []].removeAll { $0.key == state }
        perState[key, default: []].append((state, value))
    }

    /// The entries, with the arrays, the per-state dictionaries and the verbatim content after
    /// the plain values.
    func finish() -> [ArchiveEntry] {
        var result = entries
        for key in ["titles", "titleColors", "titleShadowColors", "images", "backgroundImages"] {
            guard let values = perState[key], let location = perStateLocation[key] else { continue }
            result.append(ArchiveEntry(key: key, value: .dictionary(Self.canonical(values)), location: location))
        }
        for key in listOrder {
            guard let list = lists[key] else { continue }
            if let index = result.firstIndex(where: { $0.key == key }) {
                result[index].value = .array(list.items)
            } else {
                result.append(ArchiveEntry(key: key, value: .array(list.items), location: list.location))
            }
        }
        if !verbatimAttributes.isEmpty {
            result.append(
                ArchiveEntry(
                    key: XcodeVerbatim.attributesKey, value: .dictionary(Self.canonical(verbatimAttributes)),
                    location: verbatimAttributesLocation))
        }
        // Verbatim elements last, whatever order they were met in.
        if let index = result.firstIndex(where: { $0.key == XcodeVerbatim.elementsKey }) {
            result.append(result.remove(at: index))
        }
        return result
    }

    /// Dictionary members in canonical order, by the UTF-8 bytes of their keys, as the writers
    /// put them: a document read from Xcode equals the one read back from its conversion.
    static func canonical(_ members: [(key: String, value: ArchiveValue)]) -> [(key: String, value: ArchiveValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
