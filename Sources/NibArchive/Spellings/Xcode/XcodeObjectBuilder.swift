import ViewCore

/// The entries of one object being mapped from Xcode, collected in file order. Setting a key
/// twice keeps the last value in the first one's place, so an object never holds a key twice;
/// arrays grow in place; verbatim content is gathered and added at the end.
struct XcodeObjectBuilder {
    private(set) var entries: [ArchiveEntry] = []
    /// Each key's index in `entries`, made once the object holds more than `linearKeys` keys:
    /// a file can give one object any number of keys (`<real key="k1" .../>`, ...), and finding
    /// each among all the others made reading grow with their square (a view of 40,000 keys,
    /// 720 KB, ran past the fuzzer's 10 s timeout: `Fuzz/Regressions/xcode`). Real objects
    /// hold a few dozen at most, so the usual object never hashes a key. Keys match by their
    /// bytes here (see `ByteKey`).
    private var entryIndex: [ByteKey: Int]?
    private static let linearKeys = 16
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
        if let index = position(ofKey: key) {
            entries[index].value = value
            return
        }
        entries.append(ArchiveEntry(key: key, value: value, location: location))
        if entryIndex != nil {
            entryIndex?[ByteKey(key)] = entries.count - 1
        } else if entries.count > Self.linearKeys {
            entryIndex = Dictionary(
                entries.indices.map { (ByteKey(entries[$0].key), $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The index of `key` in `entries`.
    private func position(ofKey key: String) -> Int? {
        if let entryIndex { return entryIndex[ByteKey(key)] }
        // Lengths first: most keys differ in length, which `==` does not check before it
        // compares characters: 2.591G -> 2.555G instructions for one load of the reference
        // .xib (callgrind).
        // By index, reading only each entry's key, not whole entries: one load of the reference
        // .xib, 1.768G -> 1.759G instructions (callgrind).
        // Not `hasSameBytes(as:)`, which took 1.7 times as long in a micro-benchmark of a view's
        // keys; for keys of one length `==` differs from it only on reordered combining marks.
        let length = key.utf8.count
        for index in entries.indices where entries[index].key.utf8.count == length && entries[index].key == key {
            return index
        }
        return nil
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
    /// the plain values. What is added here takes the place of a value the file set under the
    /// same key (`<string key="titles">` on a button with `<state>`s, `<string
    /// key="xcode.attributes">`), so that an object never holds a key twice: a key held twice
    /// was written twice by `nibc convert`, and the XML reader refused the result (`NIB0208`).
    func finish() -> [ArchiveEntry] {
        var result = entries
        for key in ["titles", "titleColors", "titleShadowColors", "images", "backgroundImages"] {
            guard let values = perState[key], let location = perStateLocation[key] else { continue }
            put(key, .dictionary(Self.canonical(values)), at: location, in: &result, after: entries.count)
        }
        // A list replaces a value of its key, looked for among the values set and the per-state
        // ones, not among the lists added here, whose keys differ: one lookup per list, where a
        // scan of `result` for each made many lists on one object cost their square.
        let perStateEnd = result.count
        for key in listOrder {
            guard let list = lists[key] else { continue }
            put(key, .array(list.items), at: list.location, in: &result, after: entries.count, before: perStateEnd)
        }
        if !verbatimAttributes.isEmpty {
            put(
                XcodeVerbatim.attributesKey, .dictionary(Self.canonical(verbatimAttributes)),
                at: verbatimAttributesLocation, in: &result, after: entries.count)
        }
        // Verbatim elements last, whatever order they were met in.
        if let index = result.firstIndex(where: { $0.key == XcodeVerbatim.elementsKey }) {
            result.append(result.remove(at: index))
        }
        return result
    }

    /// Sets `key` to `value` in `result`: in the place of its entry among `entries` or among
    /// `result[start..<end]` (those `finish` added), else at the end.
    private func put(
        _ key: String, _ value: ArchiveValue, at location: SourceLocation, in result: inout [ArchiveEntry],
        after start: Int, before end: Int? = nil
    ) {
        if let index = position(ofKey: key)
            ?? (start..<(end ?? result.count)).first(where: { result[$0].key.hasSameBytes(as: key) })
        {
            result[index].value = value
        } else {
            result.append(ArchiveEntry(key: key, value: value, location: location))
        }
    }

    /// Dictionary members in canonical order, by the UTF-8 bytes of their keys, as the writers
    /// put them: a document read from Xcode equals the one read back from its conversion.
    static func canonical(_ members: [(key: String, value: ArchiveValue)]) -> [(key: String, value: ArchiveValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
