import Foundation
import NibKit
import PropertyBased
import TestSupport
import Testing

/// Restoration archives edited at random (`ArchiveDocumentEditor`: states holding values of the
/// wrong type, dropped or renamed states, other classes, a damaged archive description),
/// written out and restored into a fresh screen. A restore either applies what it can and
/// reports each state it could not, or refuses the whole archive having changed nothing; a
/// file that no longer reads is refused with a place. Nothing crashes.
@Suite struct HostileRestorationTests {
    @Test func editedArchivesRestoreOrReportEveryProblem() async throws {
        let nib = try restorationScreenNib()
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            let saved = try RestorationScreen(nib)
            saved.change()
            let archive = ArchiveDocumentEditor.edited(
                try StateRestoration.save(root: saved.root, appVersion: "1.0"),
                seed: UInt64(seed))
            let xml = archive.data(format: .xml)
            let fresh = try RestorationScreen(nib)
            do {
                let report = try StateRestoration.restore(
                    data: xml, format: .xml, file: "State.xml", into: [fresh.root])
                for failure in report.failures {
                    #expect(failure.code.rawValue.hasPrefix("NIB06"), "seed \(seed): \(failure)")
                    if let underlying = failure.underlying {
                        #expect(
                            underlying.file == "State.xml" && underlying.line >= 1 && underlying.column >= 1,
                            "seed \(seed): \(underlying)")
                    }
                }
            } catch let error as ArchiveReadError {
                #expect(error.everyDiagnosticIsLocated, "seed \(seed): \(error)")
            } catch let error as RestorationError {
                #expect(
                    !error.problems.isEmpty && error.problems.allSatisfy { $0.code.rawValue.hasPrefix("NIB06") },
                    "seed \(seed): \(error)")
                #expect(
                    fresh.name.text == "from the nib" && fresh.scroll.contentOffset == .zero
                        && fresh.badge.note.isEmpty,
                    "seed \(seed): a refused restore must change nothing")
            }
        }
    }
}
