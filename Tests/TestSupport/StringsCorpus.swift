import Foundation

/// The pairs of Interface Builder files and the `.strings` tables ibtool made for them:
/// `NIBKIT_STRINGS_CORPUS`, or `../shared/corpus/strings` beside the repository. Test data
/// outside the repository; tests that need it are skipped when it is absent.
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
    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_STRINGS_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return ArchiveGenerators.repositoryRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/corpus/strings")
    }

    /// Whether the folder exists.
    public static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }

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
