import Foundation
import Testing

/// The folders of real Xcode files the Xcode reader's tests read: the ``SharedCorpus``'s `xcode/`
/// (or `NIBKIT_XCODE_CORPUS`) and `xcode-more/` (or `NIBKIT_XCODE_MORE_CORPUS`), the same
/// conventions in a folder of its own. They are test data outside the repository; tests that
/// need them are skipped, with a line naming each missing folder, when they are absent.
public enum XcodeCorpus {
    /// The first modern-format folder (`.xib` / `.storyboard` in the `<document>` format).
    public static var folder: URL { corpusFolder(environment: "NIBKIT_XCODE_CORPUS", name: "xcode") }

    /// The second modern-format folder, files added later under the same conventions.
    public static var moreFolder: URL { corpusFolder(environment: "NIBKIT_XCODE_MORE_CORPUS", name: "xcode-more") }

    /// Both modern-format folders, `folder` first.
    public static var folders: [URL] { [folder, moreFolder] }

    /// The legacy folder (Xcode 3's `<archive>` format), beside `folder`.
    public static var legacyFolder: URL {
        folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-legacy")
    }

    /// Whether both modern folders exist.
    public static var isAvailable: Bool { absentFolders.isEmpty }
    /// Whether the first modern folder exists (the tests that read only `folder`).
    public static var firstIsAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }
    /// Whether the legacy folder exists.
    public static var legacyIsAvailable: Bool { FileManager.default.fileExists(atPath: legacyFolder.path) }

    /// Enables a test when both modern folders exist; the skip line names each one missing and
    /// the environment variable that points elsewhere.
    public static var required: ConditionTrait {
        .enabled(if: isAvailable, Comment(rawValue: "Xcode corpus absent: " + absentFolders.joined(separator: "; ")))
    }

    /// Enables a test when the first modern folder exists, naming it when it does not.
    public static var firstRequired: ConditionTrait {
        let absent = "Xcode corpus absent: " + absence(of: folder, "NIBKIT_XCODE_CORPUS")
        return .enabled(if: firstIsAvailable, Comment(rawValue: absent))
    }

    /// Enables a test when the legacy folder exists, naming it when it does not.
    public static var legacyRequired: ConditionTrait {
        .enabled(if: legacyIsAvailable, SharedCorpus.skipReason("xcode-legacy"))
    }

    /// The `.xib` and `.storyboard` files of both modern folders, each folder's sorted by name.
    public static func files() -> [URL] { folders.flatMap { files(in: $0) } }

    /// The `.xib` and `.storyboard` files of `folder`, sorted by name; empty when it is absent.
    public static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The path of the corpus file named `name`, in whichever modern folder holds it (the first
    /// folder's when neither does).
    public static func file(named name: String) -> URL {
        let candidates = folders.map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
            ?? folder.appendingPathComponent(name)
    }

    /// Each missing modern folder, with the environment variable that points elsewhere.
    private static var absentFolders: [String] {
        [("NIBKIT_XCODE_CORPUS", folder), ("NIBKIT_XCODE_MORE_CORPUS", moreFolder)].compactMap { variable, url in
            FileManager.default.fileExists(atPath: url.path) ? nil : absence(of: url, variable)
        }
    }

    private static func absence(of folder: URL, _ variable: String) -> String {
        "\(folder.path) (set NIBKIT_CORPUS to the shared corpus folder, or \(variable) to this one)"
    }

    private static func corpusFolder(environment variable: String, name: String) -> URL {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return SharedCorpus.folder(name)
    }
}
