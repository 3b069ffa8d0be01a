/// Two objects with the same restoration path (`NIB0507`): state saved for one would be
/// restored into the other. An object's path is the `restorationIdentifier`s of its owners
/// that have one, outermost first, then its own, joined by `/` (`main/list/cell`), as
/// `Formats/` specifies for views and view controllers. Objects without an identifier are not
/// saved and have no path. Each duplicate is an error followed by a note at the first.
public struct RestorationPathCheck: ArchiveCheck {
    /// The key holding an object's restoration identifier.
    public static let key = "restorationIdentifier"

    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each restoration path shared by two objects, then a note at the first.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        let index = context.index
        var paths: [String?] = Array(repeating: nil, count: index.nodes.count)
        var first: [String: Int] = [:]
        var found: [ArchiveDiagnostic] = []
        for (position, node) in index.nodes.enumerated() {
            // Owners come before what they own, so the nearest owner's path is known.
            let inherited = node.parent.flatMap { inheritedPath($0, paths, index) }
            guard case .value(.string(let identifier))? = node.object[Self.key], !identifier.isEmpty else { continue }
            let path = inherited.map { "\($0)/\(identifier)" } ?? identifier
            paths[position] = path
            guard let earlier = first[path] else {
                first[path] = position
                continue
            }
            let other = index.nodes[earlier].object
            found.append(
                context.diagnostic(
                    .duplicateRestorationPath,
                    "restoration path \(quoted: path) of \(quoted: node.object.id) is already the path of \(quoted: other.id) (\(cut: other.className)); give one of them another restorationIdentifier",
                    at: location(of: position, in: index), objectID: node.object.id,
                    keyPath: index.keyPath(of: position, key: Self.key)))
            found.append(
                context.diagnostic(
                    .duplicateRestorationPath, "\(quoted: other.id) has the path \(quoted: path) here",
                    at: location(of: earlier, in: index), severity: .note, objectID: other.id))
        }
        return found
    }

    /// The path of the nearest owner of `position` that has one (including `position`).
    private func inheritedPath(_ position: Int, _ paths: [String?], _ index: ArchiveIndex) -> String? {
        var current: Int? = position
        while let step = current {
            if let path = paths[step] { return path }
            current = index.nodes[step].parent
        }
        return nil
    }

    private func location(of position: Int, in index: ArchiveIndex) -> SourceLocation {
        let object = index.nodes[position].object
        return object.entries.first { $0.key == Self.key }?.location ?? object.location
    }
}
