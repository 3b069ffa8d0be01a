import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on the iOS pairs of the compiled corpus (each `LaunchScreen.storyboardc`
/// keeps its source as `designable.storyboard`): every nib we write against ibtool's of the
/// same name under `NibArchiveComparison`, and the `Info.plist`. `NIBKIT_PAIR_REPORT=1` prints
/// the per-pair report.
@Suite struct UIKitCompilerCorpusTests {
    static let enabled = CompiledCorpus.isAvailable

    /// The `.storyboardc` bundles of `ios/`, sorted.
    static var bundles: [URL] {
        let ios = CompiledCorpus.folder.appendingPathComponent("ios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ios.path)) ?? []
        return names.sorted().map { ios.appendingPathComponent($0).appendingPathComponent("LaunchScreen.storyboardc") }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("designable.storyboard").path) }
    }

    /// The differences between what we write for `bundle`'s source and what ibtool wrote:
    /// one line per file that differs, empty when all match.
    static func differences(_ bundle: URL) throws -> [String] {
        let source = try Data(contentsOf: bundle.appendingPathComponent("designable.storyboard"))
        let output: NibCompiler.Output
        do {
            output = try NibCompiler().compile(source, file: "designable.storyboard")
        } catch {
            return ["refused: " + (error.diagnostics.first.map { "\($0.code.rawValue) \($0.message)" } ?? "?")]
        }
        var lines: [String] = []
        let expected = try FileManager.default.contentsOfDirectory(atPath: bundle.path)
            .filter { $0 != "designable.storyboard" }.sorted()
        if output.files.map(\.path).sorted() != expected {
            lines.append("files: \(output.files.map(\.path)) ≠ \(expected)")
        }
        for file in output.files {
            let theirs = try Data(contentsOf: bundle.appendingPathComponent(file.path))
            if file.path == "Info.plist" {
                let ours = try PropertyListSerialization.propertyList(from: file.data, format: nil) as? NSDictionary
                let real = try PropertyListSerialization.propertyList(from: theirs, format: nil) as? NSDictionary
                if ours != real { lines.append("Info.plist differs") }
                continue
            }
            let report = NibArchiveComparison.compare(
                try NIBArchiveDecoder().decode(file.data), try NIBArchiveDecoder().decode(theirs))
            if !report.matches {
                lines.append("\(file.path): " + report.differences.prefix(6).map(\.description).joined(separator: "; "))
            }
        }
        return lines
    }

    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func launchScreensEqualIbtoolsOutput() throws {
        let bundles = Self.bundles
        #expect(bundles.count == 4)
        var matching = 0
        var report: [String] = []
        for bundle in bundles {
            let name = bundle.deletingLastPathComponent().lastPathComponent
            let lines = try Self.differences(bundle)
            if lines.isEmpty { matching += 1 }
            report.append("\(name): " + (lines.isEmpty ? "match" : lines.joined(separator: " | ")))
        }
        // Measured: 4a9d967 and be7e0af match; afbdb72 differs in its calibrated white's last
        // float bits, 6d8a03d (Xcode 8 template: coder version 9, a 600×600 canvas) in more.
        #expect(matching >= 2, "\(report.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["NIBKIT_PAIR_REPORT"] != nil {
            print("\(matching) of \(bundles.count) iOS pairs match\n" + report.joined(separator: "\n"))
        }
    }
}
