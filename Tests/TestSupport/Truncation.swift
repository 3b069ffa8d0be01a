import Foundation

/// The files the truncation tests cut short, and where they cut them.
public enum Truncation {
    /// Every example of `Formats/` (`examples/`, `xcode-examples/`), sorted by path.
    public static var examples: [URL] {
        ["examples", "xcode-examples"].flatMap { folder -> [URL] in
            let url = ArchiveGenerators.formatsDirectory.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            let kept = names.filter { name in
                [".xml", ".json", ".xib", ".storyboard"].contains { name.hasSuffix($0) }
            }
            return kept.sorted().map { url.appendingPathComponent($0) }
        }
    }

    /// A few corpus files of different sizes and kinds (a tiny storyboard, a xib and a
    /// storyboard of tens of kilobytes), by name; those absent are left out.
    public static var corpusFiles: [URL] {
        [
            "IBDecodable__IBDecodable__StoryboardEmpty.storyboard",
            "slackhq__SlackTextViewController__Main.storyboard",
            "Ranchero-Software__NetNewsWire__AccountsFeedbin.xib",
            "coteditor__CotEditor__MultipleReplaceView.storyboard",
        ].map { XcodeCorpus.folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The lengths to cut a file of `count` bytes to: every one from 0 to `count - 1` when
    /// there are at most `2 * edge + spaced` of them; else every one within `edge` bytes of
    /// either end and `spaced` evenly spaced between. Each cut reads the prefix whole, so the
    /// work is the cuts times the file: 512 and 500 read each corpus file about 1,500 times
    /// (19 s of the suite's CPU, where every cut within 2 KB of the ends took 75 s).
    public static func lengths(count: Int, edge: Int = 512, spaced: Int = 500) -> [Int] {
        guard count > 2 * edge + spaced else { return Array(0..<count) }
        let middle = (0..<spaced).map { edge + $0 * (count - 2 * edge) / spaced }
        return Array(0..<edge) + middle + Array((count - edge)..<count)
    }
}
