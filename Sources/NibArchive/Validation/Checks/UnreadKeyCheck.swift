import ViewCore

/// Keys a known class does not read (`NIB0513`, a warning; an error when validation is strict;
/// a note in an Xcode file, where the key is one the reader mapped that NibKit does not read yet):
/// the value is kept verbatim with its object and written back, but it sets nothing, which is
/// usually a misspelt key ("the key 'title' is not read by Button; did you mean 'titles'?").
///
/// The keys a class reads come from the class itself (`ArchivedKeys`). Objects of classes the
/// registry knows only as another class's name (an app's class checked as its base, with
/// `nibc validate --known-classes`) are left alone: their own keys are not known. Keys NibKit
/// reads outside `init(coder:)` (`userDefinedRuntimeAttributes`, a storyboard's scene keys) and the Xcode reader's
/// verbatim content (`NIB0512`) are not reported. One warning per class and key, at its first
/// object, with how many objects hold it, so a file stays readable however often it repeats.
///
/// - Complexity: O(n) in the number of entries, plus one suggestion per distinct unread key.
public struct UnreadKeyCheck: ArchiveCheck {
    /// Keys read by the loader rather than by classes: runtime attributes (`Nib`) and a
    /// storyboard's scene keys (`Storyboard`).
    static let loaderKeys: Set<String> = [
        "userDefinedRuntimeAttributes", "isInitialViewController", "storyboardIdentifier", "segues", "sceneObjects",
        "storyboardName", "referencedIdentifier", "bundleIdentifier",
    ]

    /// Creates the check; it has no settings.
    public init() {}

    /// One warning (an error when strict, a note in an Xcode file) per class and key it does not read.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var first: [String: (position: Int, key: String, location: SourceLocation, className: String, count: Int)] = [:]
        var order: [String] = []
        // Per class, looked up once: `readKeys` takes a lock for each call.
        var slotOfClass: [ObjectIdentifier: Int] = [:]
        var classes: [ClassKeys] = []
        for (position, node) in context.index.nodes.enumerated() {
            let object = node.object
            guard let type = context.registeredClass(of: position) else { continue }
            let slot =
                slotOfClass[ObjectIdentifier(type)]
                ?? {
                    classes.append(ClassKeys(name: type.archiveClassName, read: ArchivedKeys.readKeys(of: type)))
                    slotOfClass[ObjectIdentifier(type)] = classes.count - 1
                    return classes.count - 1
                }()
            // The class's name asked once: `archiveClassName` costs 400 instructions a call.
            guard classes[slot].name == object.className else { continue }
            // Keys first: iterating the entries copied every value; with the classes' keys stored
            // once, 2.268G -> 2.245G instructions for one load of the reference .xib (callgrind).
            let entries = object.entries
            for index in entries.indices {
                guard !classes[slot].ignores(entries[index].key, at: index) else { continue }
                let entry = entries[index]
                let id = object.className + "\u{0}" + entry.key
                if let earlier = first[id] {
                    first[id]?.count = earlier.count + 1
                } else {
                    first[id] = (position, entry.key, entry.location, object.className, 1)
                    order.append(id)
                }
            }
        }
        // In an Xcode file an unread key is a value the reader mapped that no class reads yet:
        // NibKit's gap, not a misspelt key of the user's.
        let severity: ArchiveDiagnostic.Severity = context.isXcode ? .note : context.strict ? .error : .warning
        return order.compactMap { id in
            guard let found = first[id], let type = context.registeredClass(of: found.position) else { return nil }
            let object = context.index.nodes[found.position].object
            let times = found.count > 1 ? " (\(found.count) objects hold it)" : ""
            let candidates = ArchivedKeys.readKeys(of: type).list
            return context.diagnostic(
                .unreadKey,
                "the key \(quoted: found.key) is not read by \(cut: found.className); it is kept verbatim and sets nothing\(times)"
                    + context.suggestion(for: found.key, in: candidates),
                at: found.location, severity: severity, objectID: object.id,
                keyPathOf: found.position, key: found.key)
        }
    }
}

/// The keys one class reads, and the keys the last object of the class held, position by
/// position, with whether each is left alone. Objects of one class hold mostly the same keys in
/// the same order: comparing a key with the last one at its position costs less than hashing
/// it (the check on the reference .xib: 67M -> 25M instructions; on the corpus, whose
/// objects vary more, 32M -> 28M a load; callgrind).
private struct ClassKeys {
    /// The class's `archiveClassName`.
    let name: String
    let read: ArchivedKeys.ReadKeys
    var lastKeys: [String] = []
    var lastIgnored: [Bool] = []

    /// Whether the check leaves `key`, the entry at `position`, alone: the class reads it, the
    /// loader does, or it is the Xcode reader's verbatim content.
    mutating func ignores(_ key: String, at position: Int) -> Bool {
        if position < lastKeys.count, lastKeys[position].hasSameBytes(as: key) { return lastIgnored[position] }
        let ignored =
            read.set.contains(key) || UnreadKeyCheck.loaderKeys.contains(key) || key.hasPrefix("xcode.")
            || key.hasPrefix("nib.")
        if position < lastKeys.count {
            lastKeys[position] = key
            lastIgnored[position] = ignored
        } else {
            lastKeys.append(key)
            lastIgnored.append(ignored)
        }
        return ignored
    }
}

extension ArchiveDiagnostic.Code {
    /// A key the object's class does not read (`UnreadKeyCheck`).
    public static let unreadKey = Self(rawValue: "NIB0513")
}
