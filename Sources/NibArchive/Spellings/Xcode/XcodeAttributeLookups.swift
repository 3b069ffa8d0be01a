/// What each attribute of a document's object elements is (`XcodeAttributeTable.Lookup`),
/// found once per element name and attribute name, by their indexes in the document's
/// `XMLElementTree` names: hashing the attribute's name for every attribute cost 49.9M
/// instructions (110,302 lookups) of one load of the reference .xib (callgrind).
///
/// Its size grows with the names the document uses: one array of them per table of
/// `XcodeAttributeTable`, made when an element of that table is first met.
struct XcodeAttributeLookups {
    /// The table of each element name met, by its index in the tree's names; -1 not yet looked up.
    private var tableOfElement: [Int] = []
    /// Per table, per attribute name: nil not yet looked up, `.some(nil)` kept verbatim.
    private var found: [[XcodeAttributeTable.Lookup??]] = []

    /// What the attribute `name`, whose index in the tree's names is `index`, is on `element`;
    /// nil when it is kept verbatim.
    mutating func lookup(_ name: String, index: Int, of element: XMLElementNode) -> XcodeAttributeTable.Lookup? {
        let nameCount = element.tree.names.count
        if tableOfElement.count != nameCount { tableOfElement = Array(repeating: -1, count: nameCount) }
        var table = tableOfElement[element.nameIndex]
        if table < 0 {
            table = XcodeAttributeTable.lookupTable(of: element.name)
            tableOfElement[element.nameIndex] = table
        }
        if found.count <= table { found += Array(repeating: [], count: table + 1 - found.count) }
        if found[table].count != nameCount { found[table] = Array(repeating: nil, count: nameCount) }
        if let known = found[table][index] { return known }
        let lookup = XcodeAttributeTable.lookup(name, inTable: table)
        found[table][index] = .some(lookup)
        return lookup
    }
}
