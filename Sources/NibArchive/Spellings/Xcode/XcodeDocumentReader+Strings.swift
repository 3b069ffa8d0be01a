import Foundation

extension XcodeDocumentReader {
    /// The localizable strings of a `.xib` or `.storyboard`, as `ibtool --export-strings-file`
    /// exports them, in its order (`Formats/strings.md`).
    ///
    /// - Throws: as `read(_:file:)` for the XML (`NIB01xx`).
    /// - Complexity: O(n log n) in the size of the file.
    public func localizableStrings(_ data: Data, file: String? = nil) throws(ArchiveReadError)
        -> [XcodeLocalizableString]
    {
        XcodeStringsExporter.strings(of: try XMLElementTree.parse(data, file: file, limits: limits))
    }

    /// The `.strings` table ibtool exports for a `.xib` or `.storyboard`: one entry per
    /// localizable string, its comment naming the class, the Base text and the object's id.
    ///
    /// - Throws: as `read(_:file:)` for the XML (`NIB01xx`).
    /// - Complexity: O(n log n) in the size of the file.
    public func stringsTable(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> StringsTable {
        StringsTable(entries: try localizableStrings(data, file: file).map(\.entry), encoding: .utf16)
    }

    /// Reads a `.xib` or `.storyboard` translated: each localizable string whose key the
    /// table holds takes the table's value before the file is mapped, as Interface Builder's
    /// compiler applies a table to the Base file; a key the table lacks keeps the Base text,
    /// and `""` gives empty text.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, UTF-8.
    ///   - file: The file's name or path, for diagnostics.
    ///   - translations: Values by key (`StringsTable.values`).
    /// - Throws: as `read(_:file:)`.
    /// - Complexity: O(n + t) in the size of the file and of the translations.
    public func read(_ data: Data, file: String? = nil, translations: [String: String]) throws(ArchiveReadError)
        -> ArchiveDocument
    {
        try XcodeMapper(file: file, limits: limits).map(translatedTree(data, file: file, translations: translations))
    }

    /// Reads a `.xib` or `.storyboard` translated, as `read(_:file:translations:)`, and the
    /// metrics Interface Builder laid it out under, as `readWithDesignMetrics(_:file:)`, from
    /// one parse.
    ///
    /// - Throws: as `read(_:file:)`.
    /// - Complexity: O(n + t) in the size of the file and of the translations.
    public func readWithDesignMetrics(_ data: Data, file: String? = nil, translations: [String: String])
        throws(ArchiveReadError) -> (document: ArchiveDocument, design: XcodeDesignMetrics)
    {
        let tree = try translatedTree(data, file: file, translations: translations)
        let mapper = XcodeMapper(file: file, limits: limits, installsPlaceholderConstraints: true)
        return (try mapper.map(tree), XcodeDesignMetrics.metrics(of: tree))
    }

    /// The file's element tree with each localizable string the table holds replaced.
    private func translatedTree(_ data: Data, file: String?, translations: [String: String])
        throws(ArchiveReadError) -> XMLElementNode
    {
        let root = try XMLElementTree.parse(data, file: file, limits: limits)
        let translated = XcodeStringsExporter.strings(of: root).compactMap { string in
            translations[string.key].map { (string.origin, $0) }
        }
        return translated.isEmpty ? root : XMLElementNode(tree: root.tree.replacing(translated), index: 0)
    }
}

extension XcodeLocalizableString {
    /// The string as a table entry, its value the Base text.
    public var entry: StringsTable.Entry {
        StringsTable.Entry(key: key, value: value, comment: comment)
    }
}

extension XMLElementTree {
    /// A copy with the texts at `replacements` replaced: the new texts are appended to the
    /// bytes and the attributes or elements point at them.
    ///
    /// - Complexity: O(n + r) in the size of the tree and of the new texts.
    func replacing(_ replacements: [(XcodeLocalizableString.Origin, String)]) -> XMLElementTree {
        var elements = self.elements
        var attributes = self.attributes
        var bytes = self.bytes
        for (origin, text) in replacements {
            let start = UInt32(clamping: bytes.count)
            bytes.append(contentsOf: text.utf8)
            let count = UInt32(clamping: bytes.count) - start
            if let attribute = origin.attribute {
                attributes[attribute].valueStart = start
                attributes[attribute].valueCount = count
            } else {
                elements[origin.element].textStart = start
                elements[origin.element].textCount = count
            }
        }
        return XMLElementTree(elements: elements, attributes: attributes, bytes: bytes, names: names)
    }
}

extension XcodeDocumentReader {
    /// The check of a translated table against a `.xib` or `.storyboard` (`StringsTableCheck`):
    /// its localizable strings and every object id it has.
    ///
    /// - Throws: as `read(_:file:)` for the XML (`NIB01xx`).
    /// - Complexity: O(n log n) in the size of the file.
    public func stringsTableCheck(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> StringsTableCheck {
        let root = try XMLElementTree.parse(data, file: file, limits: limits)
        var values: [String: String] = [:]
        for string in XcodeStringsExporter.strings(of: root) { values[string.key] = string.value }
        var ids: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element["id"] { ids.insert(id) }
            pending.append(contentsOf: element.children)
        }
        return StringsTableCheck(baseValues: values, objectIDs: ids)
    }
}
