import Foundation
import NibKit
import TestSupport
import Testing

/// Restoration work grows in proportion to the archive whatever its states hold (issue 27:
/// 100,000 states of unregistered classes took 64 s to validate, each warning's key path found
/// by searching the document from its start).
@Suite struct RestorationScalingTests {
    /// A restoration archive of `count` states no live object has and `count` top-level objects
    /// of a class no one registered.
    static func archive(states count: Int) -> Data {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="RestorationArchiveInfo" id="/">
                  <string key="kind" value="restoration"/>
                  <string key="restorationVersion" value="1.0"/>
                  <string key="appVersion" value="1"/>
                </object>

            """
        for index in 0..<count {
            xml +=
                "    <object class=\"RestorationState\" id=\"gone/s\(index)\"><real key=\"zoomScale\" value=\"1\"/></object>\n"
            xml +=
                "    <object class=\"Unregistered\" id=\"u/s\(index)\"><real key=\"zoomScale\" value=\"1\"/></object>\n"
        }
        return Data((xml + "  </objects>\n</archive>\n").utf8)
    }

    @Test func restoringCostsInProportionToTheStates() throws {
        let small = Self.archive(states: 2_000), large = Self.archive(states: 20_000)
        let root = View()
        root.restorationIdentifier = "root"
        let report = try StateRestoration.restore(data: large, format: .xml, into: [root])
        #expect(report.orphanedStates.count == 20_000)
        #expect(report.warnings.count == 40_000)
        let ratio = Scaling.timeRatio(
            rounds: 2, small: { _ = try? StateRestoration.restore(data: small, format: .xml, into: [root]) },
            large: { _ = try? StateRestoration.restore(data: large, format: .xml, into: [root]) })
        #expect(ratio < 30, "10 times the states took \(ratio) times as long")
    }

    @Test func validatingCostsInProportionToTheStates() {
        let small = Self.archive(states: 2_000), large = Self.archive(states: 20_000)
        let validator = ArchiveValidator()
        #expect(validator.validate(data: large).diagnostics.contains { $0.code == .unknownClass })
        let ratio = Scaling.timeRatio(
            rounds: 2, small: { _ = validator.validate(data: small) }, large: { _ = validator.validate(data: large) })
        #expect(ratio < 30, "10 times the states took \(ratio) times as long")
    }
}
