import Foundation
import Testing

/// The pairs of Interface Builder files and the `.strings` tables ibtool made for them: the
/// ``SharedCorpus``'s `strings/` folder. Test data outside the repository; tests that need it
/// are skipped, with ``skipReason``, when it is absent.
public enum StringsCorpus {
    /// One group: an Interface Builder file and its tables, `<lang>.lproj/<name>.strings`.
    public struct Group: Sendable, CustomStringConvertible {
        /// The group's folder name (`FlineDev__BartyCrouch__Example--iOS`).
        public var name: String
        /// The `.xib` or `.storyboard`.
        public var file: URL
        /// The tables, sorted by path.
        public var tables: [URL]

        /// The group's name.
        public var description: String { name }
    }

    /// The corpus folder.
    public static var folder: URL { SharedCorpus.folder("strings") }

    /// Whether the folder exists.
    public static var isAvailable: Bool { SharedCorpus.has("strings") }

    /// The line a test that needs the folder prints when it is skipped.
    public static var skipReason: Comment { SharedCorpus.skipReason("strings") }

    /// Every group, sorted by name; empty when the corpus is absent.
    public static var groups: [Group] {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.compactMap { name in
            let groupFolder = folder.appendingPathComponent(name)
            let entries = ((try? manager.contentsOfDirectory(atPath: groupFolder.path)) ?? []).sorted()
            guard let file = entries.first(where: { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }) else {
                return nil
            }
            let tables = entries.filter { $0.hasSuffix(".lproj") }.flatMap { lproj in
                ((try? manager.contentsOfDirectory(atPath: groupFolder.appendingPathComponent(lproj).path)) ?? [])
                    .filter { $0.hasSuffix(".strings") }.sorted()
                    .map { groupFolder.appendingPathComponent(lproj).appendingPathComponent($0) }
            }
            return Group(name: name, file: groupFolder.appendingPathComponent(file), tables: tables)
        }
    }
}
