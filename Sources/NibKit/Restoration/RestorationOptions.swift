import NibArchive

/// What `StateRestoration.restore` may be told.
public struct RestorationOptions: Sendable {
    /// When set, an archive saved by another app version is refused
    /// (`RestorationProblem.Code.appVersionMismatch`) and the tree is left untouched. Nil
    /// (the default) restores state from any version.
    public var requiredAppVersion: String?
    /// Renamed objects: old restoration path -> new one. A saved state whose path has no live
    /// object is looked up here, by its whole path first, then by its longest leading
    /// components (`"list" -> "items"` moves `list/scroll` to `items/scroll`). A state whose
    /// new path has its own saved state, or no live object, is reported as orphaned.
    public var aliases: [String: String]
    /// Where the classes of owned objects inside states are looked up.
    public var registry: ClassRegistry

    /// Creates options; by default any app version is accepted, there are no aliases, and the shared registry is used.
    public init(requiredAppVersion: String? = nil, aliases: [String: String] = [:], registry: ClassRegistry = .shared) {
        self.requiredAppVersion = requiredAppVersion
        self.aliases = aliases
        self.registry = registry
    }

    /// Where `path` moved, by the alias table; nil when no alias applies.
    func aliasedPath(for path: String) -> String? {
        if let exact = aliases[path] { return exact }
        var prefix = Substring(path)
        while let slash = prefix.lastIndex(of: RestorationPath.separator) {
            prefix = prefix[..<slash]
            if let moved = aliases[String(prefix)] { return moved + path[slash...] }
        }
        return nil
    }
}
