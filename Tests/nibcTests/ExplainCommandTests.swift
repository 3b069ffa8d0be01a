import Foundation
import TestSupport
import Testing

/// `nibc explain` prints each code's entry of `Formats/diagnostics.md`, which nibc embeds.
@Suite struct ExplainCommandTests {
    static let table = ArchiveGenerators.formatsDirectory.appendingPathComponent("diagnostics.md")

    /// Every code with a row of its own in the table.
    static func codes() throws -> [String] {
        try String(contentsOf: table, encoding: .utf8).split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, first.count == 7, first.hasPrefix("NIB"),
                first.dropFirst(3).allSatisfy(\.isNumber)
            else { return nil }
            return first
        }
    }

    @Test func everyCodeOfTheTableIsExplained() throws {
        let codes = try Self.codes()
        #expect(codes.count > 60)
        let outcome = try NibcProcess.run(["explain"] + codes)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let explained = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("NIB") }.map {
            String($0.prefix(7))
        }
        #expect(explained == codes)
    }

    @Test func anEntryShowsItsColumns() throws {
        let outcome = try NibcProcess.run(["explain", "nib0305"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("NIB0305 (NIB03xx: the coder (reserved))\n  name: unknownClass\n"))
        #expect(outcome.stdout.contains("  how to fix: register the class"))
        let unknown = try NibcProcess.run(["explain", "NIB0999"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no diagnostic code 'NIB0999'"))
    }

    @Test func theEmbeddedTableIsFormatsDiagnosticsMd() throws {
        let embedded = try String(
            contentsOf: ArchiveGenerators.repositoryRoot.appendingPathComponent(
                "Sources/nibc/DiagnosticsTable+Text.swift"),
            encoding: .utf8)
        let table = try String(contentsOf: Self.table, encoding: .utf8)
        #expect(
            embedded.contains("#\"\"\"\n" + table + "\n\"\"\"#"),
            "run .ci/embed-diagnostics.sh after editing Formats/diagnostics.md")
    }
}
