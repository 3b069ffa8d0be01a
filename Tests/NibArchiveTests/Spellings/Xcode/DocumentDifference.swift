import NibArchive

/// Where two documents first differ, as a key path with both values; nil when they are equal.
/// Corpus tests report this rather than two whole documents.
enum DocumentDifference {
    static func first(_ a: ArchiveDocument, _ b: ArchiveDocument) -> String? {
        if a.placeholders != b.placeholders { return "placeholders" }
        if a.connections != b.connections { return "connections" }
        guard a.objects.count == b.objects.count else {
            return "objects.count \(a.objects.count) != \(b.objects.count)"
        }
        for (x, y) in zip(a.objects, b.objects) {
            if let found = first(x, y, path: "objects") { return found }
        }
        return nil
    }

    private static func first(_ a: ArchiveObject, _ b: ArchiveObject, path: String) -> String? {
        let here = "\(path)[id=\(a.id)]"
        guard a.className == b.className, a.module == b.module, a.id == b.id else {
            return "\(here): \(a.className) != \(b.className)"
        }
        guard a.entries.map(\.key) == b.entries.map(\.key) else {
            return "\(here) keys \(a.entries.map(\.key)) != \(b.entries.map(\.key))"
        }
        for (x, y) in zip(a.entries, b.entries) where x.value != y.value {
            return first(x.value, y.value, path: here + "." + x.key)
        }
        return nil
    }

    private static func first(_ a: ArchiveValue, _ b: ArchiveValue, path: String) -> String {
        switch (a, b) {
        case (.object(let x), .object(let y)): return first(x, y, path: path) ?? path
        case (.array(let x), .array(let y)) where x.count == y.count:
            for (index, pair) in zip(x, y).enumerated() where pair.0 != pair.1 {
                return first(pair.0, pair.1, path: "\(path)[\(index)]")
            }
            return path
        case (.dictionary(let x), .dictionary(let y)) where x.count == y.count:
            for (p, q) in zip(x, y) where p.key != q.key || p.value != q.value {
                return p.key != q.key
                    ? "\(path): key \(p.key) != \(q.key)" : first(p.value, q.value, path: path + "." + p.key)
            }
            return path
        default: return "\(path): \(a) != \(b)"
        }
    }
}
