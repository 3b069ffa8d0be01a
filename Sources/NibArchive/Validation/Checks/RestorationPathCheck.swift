import ViewCore

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
    ///
    /// - Complexity: O(n) in the size of the identifiers. Paths are compared as chains of
    ///   interned components, never spelled out whole: spelled out, nested objects each with a
    ///   long identifier made paths whose total length grew with the square of the nesting
    ///   (100 levels of 20 KB identifiers, a 2 MB file: 139 MB).
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        let index = context.index
        var paths = Paths()
        var pathOfNode: [Int?] = Array(repeating: nil, count: index.nodes.count)
        var first: [Int: Int] = [:]
        var found: [ArchiveDiagnostic] = []
        for (position, node) in index.nodes.enumerated() {
            guard case .value(.string(let identifier))? = node.object[Self.key], !identifier.isEmpty else { continue }
            // Owners come before what they own, so the nearest owner's path is known. Looked up
            // only for an object with an identifier: for each object it walked up to the root
            // (reference .xib: 16.0M -> 15.5M instructions, callgrind).
            let inherited = node.parent.flatMap { inheritedPath($0, pathOfNode, index) }
            let path = paths.appending(identifier, to: inherited)
            pathOfNode[position] = path
            guard let earlier = first[path] else {
                first[path] = position
                continue
            }
            let other = index.nodes[earlier].object
            let text = paths.prefix(of: path)
            found.append(
                context.diagnostic(
                    .duplicateRestorationPath,
                    "restoration path \(quoted: text) of \(quoted: node.object.id) is already the path of \(quoted: other.id) (\(cut: other.className)); give one of them another restorationIdentifier",
                    at: location(of: position, in: index), objectID: node.object.id,
                    keyPathOf: position, key: Self.key))
            found.append(
                context.diagnostic(
                    .duplicateRestorationPath, "\(quoted: other.id) has the path \(quoted: text) here",
                    at: location(of: earlier, in: index), severity: .note, objectID: other.id))
        }
        return found
    }

    /// The path of the nearest owner of `position` that has one (including `position`).
    private func inheritedPath(_ position: Int, _ paths: [Int?], _ index: ArchiveIndex) -> Int? {
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

/// Restoration paths interned component by component: the path `a/b/c` is the number of `c`
/// after the number of `a/b`. Two paths are equal exactly when their numbers are, since a path
/// is split at every `/` (identifiers holding `/` included) and joining components back is the
/// inverse of splitting.
private struct Paths {
    private struct Step: Hashable {
        let parent: Int
        let component: Substring
    }

    private var numbers: [Step: Int] = [:]
    private var steps: [Step] = []

    /// The number of `identifier`'s path under the path numbered `parent` (nil: at the root).
    mutating func appending(_ identifier: String, to parent: Int?) -> Int {
        var current = parent ?? -1
        for component in identifier.split(separator: "/", omittingEmptySubsequences: false) {
            let step = Step(parent: current, component: component)
            if let number = numbers[step] {
                current = number
            } else {
                numbers[step] = steps.count
                current = steps.count
                steps.append(step)
            }
        }
        return current
    }

    /// The path numbered `number` as text, its first bytes only: enough for a message to quote
    /// (`DiagnosticText.maxQuotedBytes`), however long the path.
    func prefix(of number: Int) -> String {
        var components: [Substring] = []
        var current = number
        while current >= 0 {
            components.append(steps[current].component)
            current = steps[current].parent
        }
        var text = ""
        for component in components.reversed() {
            if !text.isEmpty { text += "/" }
            text += component.prefix(DiagnosticText.maxQuotedBytes + 1)
            if text.utf8.count > DiagnosticText.maxQuotedBytes { break }
        }
        return text
    }
}
