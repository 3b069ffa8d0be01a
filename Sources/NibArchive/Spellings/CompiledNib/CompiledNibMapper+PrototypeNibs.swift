import Foundation

extension CompiledNibMapper {
    /// How deep prototypes' nibs may nest (a cell holding a table with prototypes of its own,
    /// ...): each is decoded in full, so a file could otherwise nest them as deep as its size
    /// allows.
    static let maxNibNesting = 8

    /// The dictionaries of prototype nibs a table or collection view holds, each with the
    /// dictionary of external objects beside it.
    static let prototypeDictionaries = [
        (nibs: "UITableViewCellPrototypeNibs", externals: "UITableViewCellPrototypeNibExternalObjects"),
        (nibs: "UICollectionViewCellNibDict", externals: "UICollectionViewCellPrototypeNibExternalObjects"),
        (
            nibs: "UICollectionViewSupplementaryViewNibDict",
            externals: "UICollectionViewSupplementaryViewPrototypeNibExternalObjects"
        ),
    ]

    /// A table or collection view's prototypes and a cell's content view, as the Xcode reader
    /// keys them: each `UINib` of a prototype dictionary read as a nib of its own (its ids
    /// prefixed with its owner's), its cell (or a collection view's section header or footer)
    /// one of the owner's `prototypeCells`, as the Xcode reader lists them, its
    /// connections the document's, with its `UpstreamPlaceholder-N`s replaced by the objects the
    /// owner's dictionary of external objects maps them to; `UIContentView` as `contentView`
    /// (`mapUIKit` leaves it out of `subviews`), a visual effect view's
    /// `UIVisualEffectViewContentView` likewise; a collection view's `UICollectionLayout` as its
    /// `collectionViewLayout`.
    ///
    /// - Throws: the nested nibs' errors, and `NIB0107` for nibs nested deeper than
    ///   `maxNibNesting`.
    /// - Complexity: each `UINib` is read once (`readPrototypeNibs`), so the bytes decoded are
    ///   at most the file's size for each of the `maxNibNesting` levels.
    func mapUIKitPrototypes(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        for (archived, key) in [
            ("UIContentView", "contentView"), ("UIVisualEffectViewContentView", "contentView"),
            ("UICollectionLayout", "collectionViewLayout"),
        ] {
            guard let object = graph.reference(index, archived) else { continue }
            entries.set(key, try owned(object))
            entries.consume(archived)
        }
        var cells: [ArchiveValue] = []
        var found = false
        for (number, dictionary) in Self.prototypeDictionaries.enumerated() {
            guard let nibs = graph.reference(index, dictionary.nibs), let items = graph.items(nibs),
                items.count % 2 == 0
            else { continue }
            guard nibNesting < Self.maxNibNesting else {
                throw error(.tooDeep, "prototypes' nibs nest deeper than \(Self.maxNibNesting)")
            }
            found = true
            let externals = prototypeExternals(of: index, key: dictionary.externals)
            for pair in stride(from: 0, to: items.count, by: 2) {
                guard let key = graph.string(items[pair]), case .object(let nib) = items[pair + 1],
                    case .data(let bytes)? = graph.value(nib, "archiveData"), readPrototypeNibs.insert(nib).inserted
                else { continue }
                let objects = try prototype(
                    bytes, key: key, prefix: "\(id(index))-p\(number)-\(pair / 2)-", outside: externals[key] ?? [:])
                cells += objects.map { .object($0) }
            }
            entries.consume(dictionary.nibs, dictionary.externals)
        }
        if found { entries.set("prototypeCells", .array(cells)) }
    }

    /// The objects of one prototype's nib, its connections added to the document's with its
    /// placeholders replaced by the objects `outside` names.
    private func prototype(_ bytes: Data, key: String, prefix: String, outside names: [String: Int])
        throws(ArchiveReadError) -> [ArchiveObject]
    {
        let document = try CompiledNibReader(limits: limits).read(
            bytes, file: file.map { "\($0) (prototype \(key))" } ?? key, idPrefix: prefix, nesting: nibNesting + 1)
        var outside: [String: String] = [:]
        for placeholder in document.placeholders {
            guard case .external(let name) = placeholder.kind, let target = names[name] else { continue }
            outside[placeholder.id] = id(target)
        }
        for connection in document.connections {
            var moved = connection
            moved.source = outside[connection.source] ?? connection.source
            moved.destination = outside[connection.destination] ?? connection.destination
            connections.append(moved)
        }
        return document.objects
    }

    /// A dictionary of external objects (`key` of object `owner`): by prototype, the object
    /// each placeholder name stands for.
    private func prototypeExternals(of owner: Int, key: String) -> [String: [String: Int]] {
        guard let dictionary = graph.reference(owner, key), let items = graph.items(dictionary), items.count % 2 == 0
        else { return [:] }
        var result: [String: [String: Int]] = [:]
        for pair in stride(from: 0, to: items.count, by: 2) {
            guard let prototype = graph.string(items[pair]), case .object(let names) = items[pair + 1],
                let inner = graph.items(names), inner.count % 2 == 0
            else { continue }
            for entry in stride(from: 0, to: inner.count, by: 2) {
                guard let name = graph.string(inner[entry]), case .object(let target) = inner[entry + 1] else {
                    continue
                }
                result[prototype, default: [:]][name] = target
            }
        }
        return result
    }
}
