import Foundation
import TestSupport
import Testing

/// Every diagnostic code `nibc validate` can raise has a failing fixture
/// (`Fixtures/fail/NIBnnnn-what.xml`) beside the exact text it must print
/// (`NIBnnnn-what.xml.expected`). Run from the fixtures folder, so paths print as names.
@Suite struct GoldenFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/fail")

    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasPrefix("NIB") && !$0.hasSuffix(".expected") }
        .sorted()

    @Test(arguments: fixtures)
    func fixturePrintsItsExpectedDiagnostics(_ name: String) throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
        let outcome = try NibcProcess.run(["validate", name], in: Self.folder)
        #expect(outcome.stdout == expected)
        let code = String(name.prefix(7))
        #expect(outcome.stdout.contains("[\(code)]"), "the fixture must raise its own code")
        // Warnings and notes (`NIB0512`) leave the status 0.
        #expect(outcome.status == (outcome.stdout.contains("error: ") ? 1 : 0))
    }

    @Test func warningFixturesFailUnderStrict() throws {
        for name in Self.fixtures where ["NIB0305", "NIB0508", "NIB0510"].contains(String(name.prefix(7))) {
            let outcome = try NibcProcess.run(["validate", "--strict", name], in: Self.folder)
            #expect(outcome.status == 1, "\(name)")
        }
    }

    /// The codes with a fixture; codes left out cannot come from `nibc validate` on a small file
    /// (input limits of many megabytes, the loader's codes that need the app's classes).
    @Test func everyValidatorCodeHasAFixture() {
        let codes = Set(Self.fixtures.map { String($0.prefix(7)) })
        let validatorCodes = (1...11).map { String(format: "NIB05%02d", $0) }
        let coderCodes = (1...8).map { String(format: "NIB03%02d", $0) }
        for code in validatorCodes + coderCodes + ["NIB0404", "NIB0408", "NIB0409"] {
            #expect(codes.contains(code), "no fixture for \(code)")
        }
    }
}
