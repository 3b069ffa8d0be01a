import ViewCore

/// An object of a file that has a restoration path, for the duplicate-path check of
/// `nibc validate` and the loader.
public struct ArchiveRestorationPath: Sendable {
    /// The path (`RestorationPath`'s rule over ownership in the file).
    public var path: String
    /// The object that has it.
    public var object: ArchiveObject
    /// Where its `restorationIdentifier` stands (the object's start when unknown).
    public var location: SourceLocation
}

extension ArchiveDocument {
    /// The restoration path of every object with a non-empty string `restorationIdentifier`,
    /// in document order (parents before what they own).
    ///
    /// In a file, an object's ancestors are the objects that own it (nest it under any key:
    /// a view's `subviews`, a view controller's `view`); references are not followed, so each
    /// object has one path. This is `RestorationPath`'s rule, the one state restoration applies
    /// to live trees.
    ///
    /// - Complexity: O(n) in the number of values in the document, plus the paths' text, which
    ///   repeats each identifier in the path of everything under it (nested objects with long
    ///   identifiers: quadratic in the nesting). `RestorationPathCheck` finds duplicates without
    ///   spelling the paths out.
    public func restorationPaths() -> [ArchiveRestorationPath] {
        var result: [ArchiveRestorationPath] = []
        func visit(_ value: ArchiveValue, prefix: String?) {
            switch value {
            case .object(let node): visit(node, prefix: prefix)
            case .array(let items): items.forEach { visit($0, prefix: prefix) }
            case .dictionary(let items): items.forEach { visit($0.value, prefix: prefix) }
            case .value, .reference: break
            }
        }
        func visit(_ node: ArchiveObject, prefix: String?) {
            var prefix = prefix
            if let index = node.index(ofKey: "restorationIdentifier"),
                case .value(.string(let identifier)) = node.entries[index].value, !identifier.isEmpty
            {
                let path = RestorationPath.appending(identifier, to: prefix)
                let location = node.entries[index].location == .unknown ? node.location : node.entries[index].location
                result.append(ArchiveRestorationPath(path: path, object: node, location: location))
                prefix = path
            }
            for entry in node.entries { visit(entry.value, prefix: prefix) }
        }
        for object in objects { visit(object, prefix: nil) }
        return result
    }

    /// The restoration paths that more than one object of the document has, each with those
    /// objects in document order. Empty when every path is unique.
    public func duplicateRestorationPaths() -> [(path: String, objects: [ArchiveRestorationPath])] {
        RestorationPath.duplicates(restorationPaths().map { ($0.path, $0) }).map { ($0.path, $0.items) }
    }
}
