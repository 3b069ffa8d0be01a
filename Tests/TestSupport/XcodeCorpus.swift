import Foundation

/// The folders of real Xcode files the Xcode reader's tests read: `NIBKIT_XCODE_CORPUS`, or
/// `../shared/corpus/xcode` beside the repository. They are test data outside the repository;
/// tests that need them are skipped when they are absent.
public enum XcodeCorpus {
    /// The modern-format folder (`.xib` / `.storyboard` in the `<document>` format).
    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_XCODE_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return ArchiveGenerators.repositoryRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/corpus/xcode")
    }

    /// The legacy folder (Xcode 3's `<archive>` format), beside `folder`.
    public static var legacyFolder: URL {
        folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-legacy")
    }

    /// The second modern-format folder (`xcode-more`), beside `folder`.
    public static var moreFolder: URL {
        folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-more")
    }

    /// Whether the modern folder exists.
    public static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }
    /// Whether the second modern folder exists.
    public static var moreIsAvailable: Bool { FileManager.default.fileExists(atPath: moreFolder.path) }
    /// Whether the legacy folder exists.
    public static var legacyIsAvailable: Bool { FileManager.default.fileExists(atPath: legacyFolder.path) }

    /// The `.xib` and `.storyboard` files of `folder`, sorted by name; empty when it is absent.
    public static func files(in folder: URL = XcodeCorpus.folder) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
