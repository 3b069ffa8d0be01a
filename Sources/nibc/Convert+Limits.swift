import NibKit

extension Convert {
    /// Why the readers would refuse what `convert` is about to write, or nil when they read
    /// it: `nibc convert` writes nothing it cannot read back. The XML and JSON readers count
    /// depth alike and share every limit, so this only fires for output larger than
    /// `limits.maxBytes` (JSON is about 1.5 times its XML) or a document nested deeper than
    /// `limits.maxDepth` (one read from an Xcode file, whose reader counts Xcode's elements).
    ///
    /// - Complexity: O(n) in the document's values.
    static func readBackProblem(
        of document: ArchiveDocument, written bytes: Int, as format: ArchiveFormat, limits: ReaderLimits
    ) -> String? {
        if bytes > limits.maxBytes {
            return
                "the \(format.rawValue.uppercased()) would be \(bytes) bytes, more than the readers accept (ReaderLimits.maxBytes, \(limits.maxBytes)); nothing was written"
        }
        let depth = Self.depth(of: document)
        if depth > limits.maxDepth {
            return
                "the archive nests \(depth) levels deep, more than the readers accept (ReaderLimits.maxDepth, \(limits.maxDepth)); nothing was written"
        }
        return nil
    }

    /// How deep the document nests, counted as the readers count it: XML's elements (the
    /// archive 1, a section 2, a top-level object 3, each value in it one more).
    static func depth(of document: ArchiveDocument) -> Int {
        func depth(of value: ArchiveValue) -> Int {
            switch value {
            case .value, .reference: 1
            case .object(let object): 1 + entriesDepth(object)
            case .array(let items): 1 + (items.map(depth(of:)).max() ?? 0)
            case .dictionary(let items): 1 + (items.map { depth(of: $0.value) }.max() ?? 0)
            }
        }
        func entriesDepth(_ object: ArchiveObject) -> Int {
            object.entries.map { depth(of: $0.value) }.max() ?? 0
        }
        let objects = document.objects.map { 3 + entriesDepth($0) }.max() ?? 2
        // Placeholders and connections are elements of a section: depth 3.
        return max(objects, document.placeholders.isEmpty && document.connections.isEmpty ? 1 : 3)
    }
}
