import Foundation
import NibKit

/// An app's own classes and the class each stands for (`--known-classes FILE`): one class a
/// line, `CardView: View`, `#` starting a comment. Validation takes each as known and decodes
/// it as its base, so `--strict` works on apps with custom classes.
///
/// A base may itself be a class of the list (`FancyCard: CardView`), as long as the chain ends
/// at a class NibKit knows.
struct KnownClasses: Sendable {
    /// The custom class names (optionally `Module.Name`) and their bases, in file order.
    var bases: [(name: String, base: String)] = []

    /// Why a list cannot be used.
    struct Failure: Error, CustomStringConvertible {
        /// What is wrong, with the file and line.
        var description: String
    }

    /// An empty list.
    init() {}

    /// Parses the text of a list.
    ///
    /// - Throws: `Failure` for a line that is not `Name: Base`.
    init(text: String, file: String) throws(Failure) {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
                !parts[0].contains(" "), !parts[1].contains(" ")
            else {
                throw Failure(description: "\(file):\(number + 1): expected 'ClassName: BaseClass', found '\(line)'")
            }
            bases.append((parts[0], parts[1]))
        }
    }

    /// Registers every class under its name as the Swift class its base chain ends at.
    func register(in registry: ClassRegistry) {
        var pending = bases
        // Bases may come later in the list: resolve in rounds until nothing changes.
        while !pending.isEmpty {
            var left: [(name: String, base: String)] = []
            for entry in pending {
                let (module, base) = Self.split(entry.base)
                guard let type = registry.lookup(base, module: module) else {
                    left.append(entry)
                    continue
                }
                let (nameModule, name) = Self.split(entry.name)
                registry.register(type, as: name, module: nameModule)
            }
            if left.count == pending.count { break }
            pending = left
        }
    }

    /// The entries whose base is no class NibKit or the list knows.
    func unresolved(in registry: ClassRegistry) -> [(name: String, base: String)] {
        bases.filter { entry in
            let (module, name) = Self.split(entry.name)
            return registry.lookup(name, module: module) == nil
        }
    }

    /// `("MyApp", "CardView")` for `MyApp.CardView`, `(nil, "CardView")` for `CardView`.
    static func split(_ qualified: String) -> (module: String?, name: String) {
        guard let dot = qualified.lastIndex(of: ".") else { return (nil, qualified) }
        return (String(qualified[..<dot]), String(qualified[qualified.index(after: dot)...]))
    }
}
