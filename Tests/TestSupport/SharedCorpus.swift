import Foundation
import Testing

/// The shared corpus of real files from public projects: `NIBKIT_CORPUS`, else
/// `../shared/corpus` beside the repository. It is test data outside the repository, absent on
/// clones made elsewhere; every test that reads it goes through here, and is skipped with
/// ``skipReason(_:)`` when its folder is missing.
///
/// ```swift
/// @Test(.enabled(if: SharedCorpus.has("strings"), SharedCorpus.skipReason("strings")))
/// ```
public enum SharedCorpus {
    /// The corpus's root folder, whether or not it exists.
    public static var root: URL {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return ArchiveGenerators.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// The folder `name` of the corpus (`"xcode"`, `"xcode-more"`, `"strings"`, `"compiled"`).
    public static func folder(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// Whether the corpus has the folder `name`.
    public static func has(_ name: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder(name).path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The line a skipped test prints: which folder it needs, and how to point at another.
    public static func skipReason(_ name: String) -> Comment {
        "needs the shared corpus's \(name)/ folder (\(folder(name).path)); set NIBKIT_CORPUS to the corpus folder"
    }
}
