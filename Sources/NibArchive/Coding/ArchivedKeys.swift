import ViewCore

/// The keys a class reads in `init(coder:)`, found by asking the class itself: its
/// `init(coder:)` runs once against a coder that says it holds every key and records each key
/// asked for. Nothing is kept in a table beside the classes, so the list cannot drift from
/// them; `Formats/classes.md` is generated from it and `UnreadKeyCheck` reports keys outside it.
///
/// ```swift
/// ArchivedKeys.keys(readBy: Label.self)  // ["frame", "bounds", ..., "text", "font", ...]
/// ```
public enum ArchivedKeys {
    /// The keys `type`'s `init(coder:)` asks for, in the order it asks, each once.
    ///
    /// An `init(coder:)` that throws when a value it asked for is missing stops the list there;
    /// ViewCore's classes do not.
    public static func keys(readBy type: any Archivable.Type) -> [String] {
        let probe = KeyProbe()
        _ = try? type.init(coder: probe)
        return probe.keys
    }

    /// The keys `type` reads, as `keys(readBy:)` lists them and as a set: probed once per class
    /// in a process, since a class's `init(coder:)` does not change while it runs.
    /// `UnreadKeyCheck` asks for the classes of every file it checks; probing them again for
    /// each file took 138M of the 2.75G instructions of two loads of the 80 files of the corpus
    /// (callgrind, `nibkit-bench --profile-xcode-corpus 1`).
    static func readKeys(of type: any Archivable.Type) -> ReadKeys {
        if let known = probed.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        // Probed outside the lock: `init(coder:)` is the class's own code.
        let list = keys(readBy: type)
        let found = ReadKeys(set: Set(list), list: list)
        probed.withLock { $0[ObjectIdentifier(type)] = found }
        return found
    }

    /// The keys a class reads, in the order it asks and as a set.
    struct ReadKeys: Sendable {
        let set: Set<String>
        let list: [String]
    }

    private static let probed = Locked<[ObjectIdentifier: ReadKeys]>([:])

    /// The keys `type`'s `init(coder:)` decodes as owned objects (`decodeObject`,
    /// `decodeObjects`: a view's `subviews`, a controller's `view`), in the order it asks.
    /// What such a key holds becomes part of the decoded object, so it cannot be an object
    /// supplied from outside (a placeholder); the other object keys hold references.
    public static func owningKeys(readBy type: any Archivable.Type) -> [String] {
        let probe = KeyProbe()
        _ = try? type.init(coder: probe)
        return probe.owningKeys
    }
}

/// A coder that holds every key and no value, recording the keys asked for.
private final class KeyProbe: Coder {
    private(set) var keys: [String] = []
    private(set) var owningKeys: [String] = []
    private var seen: Set<String> = []

    private func record(_ key: String) {
        if seen.insert(key).inserted { keys.append(key) }
    }

    override func containsValue(forKey key: String) -> Bool {
        record(key)
        return true
    }

    override func decodeValue(forKey key: String) throws -> CodingValue? {
        record(key)
        return nil
    }

    override func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? {
        record(key)
        if !owningKeys.contains(key) { owningKeys.append(key) }
        return nil
    }

    override func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? {
        record(key)
        if !owningKeys.contains(key) { owningKeys.append(key) }
        return nil
    }

    override func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void) throws
    {
        record(key)
    }

    override func decodeConditionalObjects<T>(of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void)
        throws
    {
        record(key)
    }
}
