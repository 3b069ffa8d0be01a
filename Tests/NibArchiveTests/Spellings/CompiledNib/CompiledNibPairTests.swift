import Foundation
import NibArchive
import TestSupport
import Testing

/// Every macOS pair of the compiled corpus: the document read from `X.nib` (what `ibtool
/// --compile` made of `X.xib`) against the one read from `X.xib`, part by part
/// (`CompiledPairSummary`). `NIBKIT_PAIR_REPORT=1` prints every difference.
@Suite struct CompiledNibPairTests {
    static let enabled = CompiledCorpus.isAvailable

    @Test(
        .enabled(if: enabled, CompiledCorpus.skipReason))
    func compiledNibsAgreeWithTheirSources() throws {
        let pairs = CompiledCorpus.macOSPairs
        #expect(pairs.count >= 75)
        var agreeing: [String: Int] = [:]
        var report: [String] = []
        for (source, compiled) in pairs {
            let xib = try XcodeDocumentReader().read(Data(contentsOf: source), file: source.lastPathComponent)
            let nib = try CompiledNibReader().read(Data(contentsOf: compiled), file: compiled.lastPathComponent)
            let differences = CompiledPairSummary(nib).differences(from: CompiledPairSummary(xib))
            for part in ["classes", "structure", "frames", "texts", "constraints", "connections", "fonts"] {
                if let difference = differences[part] {
                    report.append(
                        "\(compiled.lastPathComponent) \(part): nib only \(difference.onlyHere), xib only \(difference.onlyThere)"
                    )
                } else {
                    agreeing[part, default: 0] += 1
                }
            }
        }
        // What compiling changes (Formats/nibarchive.md, "What compiling drops and adds") is
        // mapped back for all but frames: ibtool sizes a window's content view to its content
        // rect, tiles scroll views again (scroller widths, content insets under a header,
        // tables widened to their columns) and places a box's content view by its title. The
        // frames count is a floor measured on the corpus; the rest agree everywhere.
        let floors = [
            "classes": pairs.count, "structure": pairs.count, "frames": 59, "texts": pairs.count,
            "constraints": pairs.count, "connections": pairs.count, "fonts": pairs.count,
        ]
        for (part, floor) in floors {
            #expect(agreeing[part, default: 0] >= floor, "\(part): \(agreeing[part, default: 0]) pairs agree")
        }
        if ProcessInfo.processInfo.environment["NIBKIT_PAIR_REPORT"] != nil {
            print(
                agreeing.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)/\(pairs.count)" }.joined(
                    separator: ", "))
            print(report.joined(separator: "\n"))
        }
    }
}
