import ViewCore

/// Keys a known class does not read (`NIB0513`, a warning; an error when validation is strict):
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

    /// One warning (an error when strict) per class and key it does not read.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var first: [String: (position: Int, key: String, location: SourceLocation, className: String, count: Int)] = [:]
        var order: [String] = []
        // Per class, looked up once: `readKeys` takes a lock for each call.
        var readByClass: [ObjectIdentifier: ArchivedKeys.ReadKeys] = [:]
        for (position, node) in context.index.nodes.enumerated() {
            let object = node.object
            guard let type = context.registeredClass(of: position), type.archiveClassName == object.className else {
                continue
            }
            let read: ArchivedKeys.ReadKeys
            if let known = readByClass[ObjectIdentifier(type)] {
                read = known
            } else {
                read = ArchivedKeys.readKeys(of: type)
                readByClass[ObjectIdentifier(type)] = read
            }
            // Keys first: iterating the entries copied every value; with the classes' keys stored
            // once, 2.268G -> 2.245G instructions for one load of the reference .xib (callgrind).
            for index in object.entries.indices {
                let key = object.entries[index].key
                guard !read.set.contains(key), !Self.loaderKeys.contains(key), !key.hasPrefix("xcode.") else {
                    continue
                }
                let entry = object.entries[index]
                let id = object.className + "\u{0}" + entry.key
                if let earlier = first[id] {
                    first[id]?.count = earlier.count + 1
                } else {
                    first[id] = (position, entry.key, entry.location, object.className, 1)
                    order.append(id)
                }
            }
        }
        return order.compactMap { id in
            guard let found = first[id], let type = context.registeredClass(of: found.position) else { return nil }
            let object = context.index.nodes[found.position].object
            let times = found.count > 1 ? " (\(found.count) objects hold it)" : ""
            let candidates = ArchivedKeys.readKeys(of: type).list
            return context.diagnostic(
                .unreadKey,
                "the key \(quoted: found.key) is not read by \(cut: found.className); it is kept verbatim and sets nothing\(times)"
                    + context.suggestion(for: found.key, in: candidates),
                at: found.location, severity: context.strict ? .error : .warning, objectID: object.id,
                keyPathOf: found.position, key: found.key)
        }
    }
}

extension ArchiveDiagnostic.Code {
    /// A key the object's class does not read (`UnreadKeyCheck`).
    public static let unreadKey = Self(rawValue: "NIB0513")
}
