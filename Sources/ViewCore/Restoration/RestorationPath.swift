/// The restoration path rule, shared by state restoration (live objects) and validation
/// (objects in a file, `nibc validate`'s `RestorationPathCheck`): an object's path is the
/// restoration identifiers of its ancestors that have one, then its own, joined with `/`. An
/// object without an identifier (nil or empty) has no path and adds nothing to its descendants'
/// paths.
///
/// ```swift
/// RestorationPath.path(ancestors: ["settings", nil, "list"], own: "scroll")  // "settings/list/scroll"
/// RestorationPath.path(ancestors: ["settings"], own: nil)                    // nil
/// ```
public enum RestorationPath {
    /// The separator between identifiers.
    public static let separator: Character = "/"

    /// The path of an object whose ancestors (outermost first) have the identifiers
    /// `ancestors` (nil for those without one), or nil when `own` is nil.
    public static func path<S: Sequence>(ancestors: S, own: String?) -> String? where S.Element == String? {
        guard let own = identifier(own) else { return nil }
        return (ancestors.compactMap(identifier) + [own]).joined(separator: String(separator))
    }

    /// The identifier as paths use it: nil for nil and for the empty string, which both mean
    /// "no identifier".
    public static func identifier(_ identifier: String?) -> String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        return identifier
    }

    /// The path of a child of an object whose path prefix is `prefix` (the path of its nearest
    /// ancestor with an identifier, nil when it has none).
    public static func appending(_ identifier: String, to prefix: String?) -> String {
        prefix.map { $0 + String(separator) + identifier } ?? identifier
    }

    /// Why `identifier` cannot be used in a path, or nil when it can: one containing `/` would
    /// make two different objects share a path (`a/b` inside `x`, and `b` inside `a` inside `x`).
    public static func problem(with identifier: String) -> String? {
        if identifier.contains(separator) {
            return "restoration identifier \(quoted: identifier) contains '/', which separates path components"
        }
        return nil
    }

    /// The paths that occur more than once in `items`, each with every item that has it, in
    /// first-seen order.
    ///
    /// - Complexity: O(n).
    public static func duplicates<T>(_ items: [(path: String, item: T)]) -> [(path: String, items: [T])] {
        var groups: [String: [T]] = [:]
        var order: [String] = []
        for (path, item) in items {
            if groups[path] == nil { order.append(path) }
            groups[path, default: []].append(item)
        }
        return order.compactMap { path in
            guard let group = groups[path], group.count > 1 else { return nil }
            return (path, group)
        }
    }
}
