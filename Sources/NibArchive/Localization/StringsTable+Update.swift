extension StringsTable {
    /// What `updated(to:)` changed: the keys it added with the Base text and the keys it removed.
    public struct Update: Hashable, Sendable {
        /// The table brought up to date.
        public var table: StringsTable
        /// Keys of the Base table the table lacked, added with the Base text, in the Base order.
        public var missing: [String]
        /// Keys the Base table no longer has, removed, in the table's order.
        public var stale: [String]
    }

    /// The table brought up to date with `base` (the table exported from the Base file): the
    /// entries of `base` in its order, each keeping this table's value when it has the key (its
    /// last one) and taking the Base text when not, each with the Base comment; keys `base` does
    /// not have are dropped. The encoding stays this table's.
    ///
    /// No translation whose key `base` still has is lost.
    ///
    /// - Complexity: O(n + m) in the sizes of the two tables.
    public func updated(to base: StringsTable) -> Update {
        let translations = values
        var baseKeys: Set<String> = []
        baseKeys.reserveCapacity(base.entries.count)
        var missing: [String] = []
        var entries: [Entry] = []
        entries.reserveCapacity(base.entries.count)
        for entry in base.entries where baseKeys.insert(entry.key).inserted {
            var updated = entry
            updated.location = .unknown
            if let translation = translations[entry.key] {
                updated.value = translation
            } else {
                missing.append(entry.key)
            }
            entries.append(updated)
        }
        var seenStale: Set<String> = []
        let stale = self.entries.map(\.key).filter { !baseKeys.contains($0) && seenStale.insert($0).inserted }
        return Update(table: StringsTable(entries: entries, encoding: encoding), missing: missing, stale: stale)
    }
}
