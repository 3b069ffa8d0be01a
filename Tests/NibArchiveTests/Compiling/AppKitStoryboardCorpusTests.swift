import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on the macOS storyboard pairs of the compiled corpus (`X.storyboard` beside the
/// `X.out` folder ibtool wrote): the same files, each nib equal to ibtool's under
/// `NibArchiveComparison`, and the same `Info.plist` but for the identifiers ibtool makes at
/// random, which must be UUIDs and agree with the nibs'. `NIBKIT_PAIR_REPORT=1` prints the
/// per-pair report.
@Suite struct AppKitStoryboardCorpusTests {
    static let enabled = CompiledCorpus.isAvailable

    /// How the output for `source` differs from ibtool's `compiled` folder: one line per file
    /// that differs, empty when everything matches; with the count of values only the
    /// comparison's named rules accept.
    static func differences(source: URL, compiled: URL) throws -> (lines: [String], tolerated: Int) {
        let output: NibCompiler.Output
        let data = try Data(contentsOf: source)
        do {
            output = try NibCompiler().compile(data, file: source.path)
        } catch {
            return (["refused: " + (error.diagnostics.first.map { "\($0.code.rawValue) \($0.message)" } ?? "?")], 0)
        }
        var lines: [String] = []
        var tolerated = 0
        let expected = try FileManager.default.contentsOfDirectory(atPath: compiled.path).sorted()
        if output.files.map(\.path).sorted() != expected {
            lines.append("files: \(output.files.map(\.path)) ≠ \(expected)")
        }
        for file in output.files {
            let url = compiled.appendingPathComponent(file.path)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            if file.path == "Info.plist" {
                lines += try infoDifferences(file.data, try Data(contentsOf: url), nibs: output.files)
                continue
            }
            let report = NibArchiveComparison.compare(
                try NIBArchiveDecoder().decode(file.data), try NIBArchiveDecoder().decode(Data(contentsOf: url)))
            tolerated += report.tolerated.count
            if !report.matches {
                lines.append("\(file.path): " + report.differences.prefix(8).map(\.description).joined(separator: "; "))
            }
        }
        return (lines, tolerated)
    }

    /// The differences between our `Info.plist` and ibtool's: equal but for the UUID values of
    /// `NSViewControllerIdentifiersToUUIDs`, which must be UUIDs found in the nib of the same name.
    static func infoDifferences(_ ours: Data, _ theirs: Data, nibs: [NibCompiler.OutputFile]) throws -> [String] {
        guard var mine = try PropertyListSerialization.propertyList(from: ours, format: nil) as? [String: Any],
            var real = try PropertyListSerialization.propertyList(from: theirs, format: nil) as? [String: Any]
        else { return ["Info.plist: not a dictionary"] }
        let key = "NSViewControllerIdentifiersToUUIDs"
        let myUUIDs = mine.removeValue(forKey: key) as? [String: String] ?? [:]
        let realUUIDs = real.removeValue(forKey: key) as? [String: String] ?? [:]
        var lines: [String] = []
        if NSDictionary(dictionary: mine) != NSDictionary(dictionary: real) {
            lines.append("Info.plist: \(mine) ≠ \(real)")
        }
        if Set(myUUIDs.keys) != Set(realUUIDs.keys) {
            lines.append("Info.plist: \(key) names \(myUUIDs.keys.sorted())")
        }
        for (name, uuid) in myUUIDs {
            let nib = nibs.first { $0.path == "\(name).nib" }
            if UUID(uuidString: uuid) == nil || nib.map({ !$0.data.contains(Data(uuid.utf8)) }) != false {
                lines.append("Info.plist: \(name)'s identifier \(uuid) is no UUID of its nib")
            }
        }
        return lines
    }

    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func compiledStoryboardsEqualIbtoolsOutput() throws {
        let pairs = CompiledCorpus.macOSStoryboardPairs
        #expect(pairs.count == 5)
        var matching = 0
        var report: [String] = []
        for (source, compiled) in pairs {
            let (lines, tolerated) = try Self.differences(source: source, compiled: compiled)
            if lines.isEmpty { matching += 1 }
            let name = source.deletingPathExtension().lastPathComponent
            report.append(
                "\(name): "
                    + (lines.isEmpty
                        ? "match (\(tolerated) values under the named rules)" : lines.joined(separator: " | ")))
        }
        // Measured: see the report; raise as the compiler learns more.
        #expect(matching >= 5, "\(report.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["NIBKIT_PAIR_REPORT"] != nil {
            print("\(matching) of \(pairs.count) macOS storyboards match\n" + report.joined(separator: "\n"))
        }
    }

    /// What the compiler writes for each storyboard reads back, through the compiled-storyboard
    /// reader, into the tree ibtool's output reads into, in every part `CompiledPairSummary`
    /// compares (classes, structure, frames, texts, constraints, connections, fonts), with the
    /// source's window and view controllers.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func outputReadsBackAsIbtoolsOutputDoes() throws {
        var checked = 0
        for (source, compiled) in CompiledCorpus.macOSStoryboardPairs {
            let name = source.lastPathComponent
            let output = try NibCompiler().compile(Data(contentsOf: source), file: source.path)
            let nibs = Dictionary(
                uniqueKeysWithValues: output.files.filter { $0.path.hasSuffix(".nib") }.map { ($0.path, $0.data) })
            let info = try #require(output.files.first { $0.path == "Info.plist" }?.data)
            let ours = try CompiledStoryboardReader().read(info: info, nibs: nibs, file: name)
            let bundle = try CompiledNibFile.storyboardBundle(at: compiled.path)
            let theirs = try CompiledStoryboardReader().read(info: bundle.info, nibs: bundle.nibs, file: name)
            let differences = CompiledPairSummary(ours).differences(from: CompiledPairSummary(theirs))
            #expect(differences.isEmpty, "\(name): \(differences)")
            let xml = try XcodeDocumentReader().read(Data(contentsOf: source), file: name)
            // The application scene reads back as its main menu, ibtool's as ours.
            let controllers = { (document: ArchiveDocument) in
                Set(document.objects.map(\.className)).subtracting(["NSApplication", "NSMenu"])
            }
            #expect(controllers(ours) == controllers(xml), "\(name)")
            #expect(controllers(ours).count == 2, "\(name)")
            checked += 1
        }
        #expect(checked == 5)
    }
}
