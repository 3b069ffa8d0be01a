/// One string to translate, as the exchange formats carry it: its key, its Base text and the
/// comment for translators (ibtool's `Class = ...; ObjectID = ...;` for an interface file).
public struct LocalizationUnit: Hashable, Sendable {
    /// The key (`abc-de-fgh.text`).
    public var key: String
    /// The Base text.
    public var source: String
    /// The comment, without `/* */`.
    public var comment: String?

    /// Creates a unit.
    public init(key: String, source: String, comment: String? = nil) {
        self.key = key
        self.source = source
        self.comment = comment
    }
}

extension StringsTable {
    /// The table's entries as units, their values the source text.
    public var units: [LocalizationUnit] {
        entries.map { LocalizationUnit(key: $0.key, source: $0.value, comment: $0.comment) }
    }
}
