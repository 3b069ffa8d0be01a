import Foundation
import NibArchive
import Testing

/// The real compiled nibs the compiled-nib reader's tests read: the ``SharedCorpus``'s
/// `compiled/` folder (`macos/` pairs of `X.xib` and the `X.nib` ibtool compiled from it, `ios/`
/// storyboardc bundles). Test data outside the repository; tests that need it are skipped,
/// with ``skipReason``, when it is absent.
public enum CompiledCorpus {
    /// The corpus folder.
    public static var folder: URL { SharedCorpus.folder("compiled") }

    /// Whether the folder exists.
    public static var isAvailable: Bool { SharedCorpus.has("compiled") }

    /// The one line a test skipped for want of the corpus prints.
    public static var skipReason: Comment { SharedCorpus.skipReason("compiled") }

    /// Every `.nib` file under the folder (inside `.storyboardc` bundles and storyboard output
    /// folders too), sorted by path; empty when it is absent.
    public static var nibFiles: [URL] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".nib") { found.append(relative) }
        }
        return found.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The document `CompiledNibReader` reads from `macos/NAME.nib` of the corpus.
    public static func macOSDocument(_ name: String) throws -> ArchiveDocument {
        let url = folder.appendingPathComponent("macos/\(name).nib")
        return try CompiledNibReader().read(Data(contentsOf: url), file: url.lastPathComponent)
    }

    /// The macOS pairs: each `macos/X.nib` file beside the `macos/X.xib` it was compiled from,
    /// sorted by name.
    public static var macOSPairs: [(source: URL, compiled: URL)] {
        let macos = folder.appendingPathComponent("macos")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: macos.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") }.sorted().compactMap { name in
            let compiled = macos.appendingPathComponent(String(name.dropLast(4)) + ".nib")
            guard FileManager.default.fileExists(atPath: compiled.path) else { return nil }
            return (macos.appendingPathComponent(name), compiled)
        }
    }

    /// The macOS storyboard pairs: each `X.storyboard` beside the `X.out` folder ibtool compiled
    /// from it (`macos/` and `macos/Base.lproj/`), sorted by path.
    public static var macOSStoryboardPairs: [(source: URL, compiled: URL)] {
        let macos = folder.appendingPathComponent("macos")
        return ["", "Base.lproj"].flatMap { sub -> [(source: URL, compiled: URL)] in
            let place = sub.isEmpty ? macos : macos.appendingPathComponent(sub)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
            return names.filter { $0.hasSuffix(".storyboard") }.sorted().compactMap { name in
                let compiled = place.appendingPathComponent(String(name.dropLast(11)) + ".out")
                guard FileManager.default.fileExists(atPath: compiled.path) else { return nil }
                return (place.appendingPathComponent(name), compiled)
            }
        }
    }
}
