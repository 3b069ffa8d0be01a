/// How much of an Xcode file NibKit models, counted on the document the reader made: the
/// objects, the entries mapped onto coder keys, and what was kept verbatim (attributes,
/// elements, size-class variations, placeholder constraints).
///
/// ```swift
/// let coverage = XcodeCoverage(XcodeDocumentReader().read(data))
/// print(coverage.mappedShare)   // 0.93
/// ```
public struct XcodeCoverage: Sendable, Equatable {
    /// Objects, nested ones included.
    public var objects = 0
    /// Entries holding a mapped value (every key but the `xcode.*` ones).
    public var mappedEntries = 0
    /// Attributes kept verbatim (`xcode.attributes`).
    public var verbatimAttributes = 0
    /// Elements kept verbatim (`xcode.elements`).
    public var verbatimElements = 0
    /// Size-class variations kept verbatim (`xcode.variations`).
    public var variations = 0
    /// `placeholder="YES"` constraints kept verbatim (`xcode.placeholderConstraints`).
    public var placeholderConstraints = 0

    /// Counts the coverage of `document`.
    ///
    /// - Complexity: O(n) in the number of entries.
    public init(_ document: ArchiveDocument) {
        document.forEachObject { object in
            objects += 1
            for entry in object.entries {
                switch (entry.key, entry.value) {
                case (XcodeVerbatim.attributesKey, .dictionary(let members)): verbatimAttributes += members.count
                case (XcodeVerbatim.elementsKey, .array(let items)): verbatimElements += items.count
                case (XcodeVerbatim.variationsKey, .array(let items)): variations += items.count
                case (XcodeVerbatim.placeholderConstraintsKey, .array(let items)): placeholderConstraints += items.count
                default: mappedEntries += 1
                }
            }
        }
    }

    /// Mapped entries among mapped entries, verbatim attributes and verbatim elements; 1 when
    /// there are none.
    public var mappedShare: Double {
        let all = mappedEntries + verbatimAttributes + verbatimElements
        return all == 0 ? 1 : Double(mappedEntries) / Double(all)
    }
}
