import Foundation
import NibArchive

/// The hostile fixture set, `Tests/NibArchiveTests/Fixtures/hostile`: small files built to hurt
/// a reader or a check, each beside a `.expected` file listing its diagnostics as
/// `severity CODE line:column`. NibArchiveTests checks the validator against it, NibKitTests
/// the loader.
public enum HostileFixtures {
    /// The fixture folder.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("NibArchiveTests/Fixtures/hostile")

    /// The fixtures' file names (not their `.expected` twins), sorted.
    public static func names(in folder: URL = directory) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { !$0.hasSuffix(".expected") && !$0.hasPrefix(".") }.sorted()
    }

    /// `severity CODE line:column` for each diagnostic but notes, in order.
    public static func summary(of diagnostics: [ArchiveDiagnostic]) -> [String] {
        diagnostics.filter { $0.severity != .note }.map {
            "\($0.severity.rawValue) \($0.code.rawValue) \($0.line):\($0.column)"
        }
    }

    /// The `.expected` lines of the fixture `name`; empty when it has none.
    public static func expected(_ name: String, in folder: URL = directory) -> [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent(name + ".expected"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }
}
