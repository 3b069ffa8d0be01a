import Foundation
import NibArchive
import TestSupport
import Testing

/// Validation work grows in proportion to the file when every object has a problem.
@Suite struct ValidationScalingTests {
    /// 10 times the unknown classes take about 10 times as long: each warning's key path was
    /// found by searching the document from its start (20,000 of them: 53 s, now 1 s).
    @Test func unknownClassesCostInProportion() {
        let small = BoundedDiagnosticsTests.oneLineFile(objects: 2_000) { "Unknown\($0)" }
        let large = BoundedDiagnosticsTests.oneLineFile(objects: 20_000) { "Unknown\($0)" }
        let validator = ArchiveValidator()
        let ratio = Scaling.timeRatio(
            rounds: 2, small: { _ = validator.validate(data: small) }, large: { _ = validator.validate(data: large) })
        #expect(ratio < 30, "10 times the objects took \(ratio) times as long")
    }
}
