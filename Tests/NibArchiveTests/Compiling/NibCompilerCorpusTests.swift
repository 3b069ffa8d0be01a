import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` over every macOS pair of the compiled corpus: what it writes for `X.xib`
/// against what ibtool wrote (`X.nib`), under `NibArchiveComparison`; the output read back
/// against the source; determinism. `NIBKIT_PAIR_REPORT=1` prints the per-pair report,
/// `NIBKIT_PAIR_DETAIL=name` one pair's differences.
///
/// Two counts: pairs equal byte for byte in every value (strict), and pairs equal under the
/// comparison's one rule, equivalent ICC profiles (`NSICC`: the compiler writes NibKit's own
/// grey profile where ibtool writes Apple's). Both have a floor.
@Suite struct NibCompilerCorpusTests {
    static let enabled = CompiledCorpus.isAvailable

    /// The outcome for one pair.
    enum Outcome {
        case matches
        /// Equal only under the equivalent-profile rule: the tolerated values' descriptions.
        case matchesWithProfileRule([String])
        case differs([String])
        case refused(String)
    }

    static func outcome(source: URL, compiled: URL) throws -> (Outcome, Data?) {
        let data = try Data(contentsOf: source)
        let options = NibCompiler.Options(module: try module(for: source))
        let ours: Data
        do {
            guard let nib = try NibCompiler(options: options).compile(data, file: source.lastPathComponent).files.first
            else { return (.refused("no output"), nil) }
            ours = nib.data
        } catch {
            return (.refused(error.diagnostics.first.map { "\($0.code.rawValue) \($0.message)" } ?? "?"), nil)
        }
        let theirs = try NIBArchiveDecoder().decode(Data(contentsOf: compiled))
        let report = NibArchiveComparison.compare(try NIBArchiveDecoder().decode(ours), theirs)
        if report.strictlyMatches { return (.matches, ours) }
        if report.matches { return (.matchesWithProfileRule(report.tolerated.map(\.description)), ours) }
        // `NIBKIT_PAIR_DETAIL=name` prints that pair's differences whole.
        if ProcessInfo.processInfo.environment["NIBKIT_PAIR_DETAIL"] == source.deletingPathExtension().lastPathComponent
        {
            print(report.differences.map(\.description).joined(separator: "\n"))
        }
        return (.differs(report.differingKeys), ours)
    }

    /// The `--module` of `X.args` beside `X.xib`, if there is one.
    static func module(for source: URL) throws -> String? {
        let args = source.deletingPathExtension().appendingPathExtension("args")
        guard FileManager.default.fileExists(atPath: args.path) else { return nil }
        let words = try String(contentsOf: args, encoding: .utf8).split(whereSeparator: \.isWhitespace)
        guard let flag = words.firstIndex(of: "--module"), flag + 1 < words.count else { return nil }
        return String(words[flag + 1])
    }

    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func compiledPairsEqualIbtoolsOutput() throws {
        let pairs = CompiledCorpus.macOSPairs
        #expect(pairs.count >= 75)
        var lines: [String] = []
        var strict = 0
        var matching = 0
        var refused = 0
        var keyCounts: [String: Int] = [:]
        for (source, compiled) in pairs {
            let name = source.deletingPathExtension().lastPathComponent
            switch try Self.outcome(source: source, compiled: compiled).0 {
            case .matches:
                strict += 1
                matching += 1
                lines.append("\(name): match")
            case .matchesWithProfileRule(let tolerated):
                matching += 1
                lines.append(
                    "\(name): match with the NSICC rule (\(tolerated.count) × NSICC: equivalent profile, bytes differ)")
            case .differs(let keys):
                for key in keys { keyCounts[key, default: 0] += 1 }
                lines.append("\(name): differs in \(keys.joined(separator: ", "))")
            case .refused(let reason):
                refused += 1
                lines.append("\(name): refused: \(reason)")
            }
        }
        // Measured: the pairs whose source holds only what the compiler knows so far. Raise
        // this as the compiler learns more elements.
        // 33 and 72 since constraint order in the object list stopped counting, as the corpus's
        // README has it (`layout_guide`).
        #expect(strict >= 33, "\(strict) of \(pairs.count) pairs match ibtool's output strictly")
        #expect(matching >= 72, "\(matching) of \(pairs.count) pairs match ibtool's output with the NSICC rule")
        if ProcessInfo.processInfo.environment["NIBKIT_PAIR_REPORT"] != nil {
            print(
                "\(strict) of \(pairs.count) match strictly, \(matching) with the NSICC rule, \(refused) refused")
            print(lines.joined(separator: "\n"))
            let common = keyCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            print("differing keys: " + common.prefix(20).map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
    }

    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func compilingTwiceGivesTheSameBytes() throws {
        var compiled = 0
        for (source, _) in CompiledCorpus.macOSPairs {
            let data = try Data(contentsOf: source)
            guard let first = try? NibCompiler().compile(data, file: source.lastPathComponent) else { continue }
            #expect(
                try NibCompiler().compile(data, file: source.lastPathComponent) == first, "\(source.lastPathComponent)")
            compiled += 1
        }
        #expect(compiled >= 76)
    }

    /// How `read` (a compiled nib read back) differs from the tree of `source`, by part: frames
    /// against ibtool's nib (`compiled`) where ibtool places views otherwise than the source
    /// stores them (`CompiledNibPairTests.framesApartForAReason`).
    static func differences(of read: ArchiveDocument, fromSource source: URL, compiled: URL) throws
        -> [String: (onlyHere: [String], onlyThere: [String])]
    {
        let xib = try XcodeDocumentReader().read(Data(contentsOf: source), file: source.lastPathComponent)
        var differences = CompiledPairSummary(read).differences(from: CompiledPairSummary(xib))
        if CompiledNibPairTests.framesApartForAReason[source.deletingPathExtension().lastPathComponent] != nil {
            let ibtools = try CompiledNibReader().read(Data(contentsOf: compiled), file: compiled.lastPathComponent)
            differences["frames"] = CompiledPairSummary(read).differences(from: CompiledPairSummary(ibtools))["frames"]
        }
        return differences
    }

    /// The pairs whose frames the compiler places otherwise than ibtool does, with why. The
    /// per-pair report counts them as differing; their other parts still read back.
    static let framesTheCompilerMisses: [String: String] = [
        "test_table_vignettes":
            "its columns overflow the clip view by 0.09 points: ibtool keeps the table at the clip view's width "
            + "and narrows the last column by 9 points, the compiler widens the table (the rule is not known)",
        "test17_scrollhiding":
            "ibtool re-tiles its two scroll views for 17-point scrollers and drops their corner views; the compiler "
            + "keeps the source's 15-point scroller frames and the table's width (the tiling rule is not known)",
        "test24_tables_elastic":
            "as test17_scrollhiding, and ibtool stretches each table's rows to fill the clip view (the rule is not "
            + "known)",
    ]

    /// The parts of `CompiledPairSummary` a pair's output is checked in: all of them, but the
    /// frames of ``framesTheCompilerMisses``.
    static func parts(checkedFor source: URL) -> [String] {
        let misses = framesTheCompilerMisses[source.deletingPathExtension().lastPathComponent] != nil
        return ["classes", "structure", "frames", "texts", "connections"].filter { !(misses && $0 == "frames") }
    }

    /// What the compiler writes reads back, through the compiled-nib reader, into the tree the
    /// Xcode reader makes of the source (the parts `CompiledNibPairTests` compares); where
    /// ibtool places views otherwise than the source stores them (a scroll view or box tiled
    /// again, `CompiledNibPairTests.framesApartForAReason`), the frames are ibtool's.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func outputReadsBackIntoTheSourcesTree() throws {
        var checked = 0
        for (source, compiled) in CompiledCorpus.macOSPairs {
            let data = try Data(contentsOf: source)
            let options = NibCompiler.Options(module: try Self.module(for: source))
            guard let output = try? NibCompiler(options: options).compile(data, file: source.lastPathComponent),
                let nib = output.files.first
            else { continue }
            let read = try CompiledNibReader().read(nib.data, file: "compiled.nib")
            let differences = try Self.differences(of: read, fromSource: source, compiled: compiled)
            for part in Self.parts(checkedFor: source) {
                #expect(
                    differences[part] == nil,
                    "\(source.lastPathComponent) \(part): \(String(describing: differences[part]))")
            }
            checked += 1
        }
        #expect(checked >= 76)
    }
}
