import Foundation
import TestSupport
import Testing

@testable import NibArchive

/// The hostile fixture set (`Fixtures/hostile`): small files in our XML, our JSON and Xcode's
/// formats built to hurt a reader or a check (entities and DTDs, NUL bytes, broken and foreign
/// encodings, truncation, wrong roots, newer versions, NaN and overflowing numbers, duplicate
/// ids and keys, dangling references, cycles, owned placeholders, constraints without a common
/// ancestor). Each runs through `ArchiveValidator.validate(data:)`, as `nibc validate` and the
/// loader do, and must give exactly the diagnostics of its `.expected` twin, one per line as
/// `severity CODE line:column` (notes left out; messages are not pinned here, the fail
/// fixtures pin those). A file named `NIBxxxx-...` gives that code first; one named `OK-...`
/// gives no error. Big and generated cases are in `HostileInputTests`.
///
/// Run with `NIBKIT_RECORD_FIXTURES=1` to write missing `.expected` files (then review them).
@Suite struct HostileFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile")

    static var fixtures: [String] { HostileFixtures.names(in: directory) }

    @Test func thereAreEnoughOfEveryKind() {
        let names = Self.fixtures
        #expect(names.count >= 60)
        for ext in ["xml", "json", "xib", "storyboard"] {
            #expect(names.contains { $0.hasSuffix("." + ext) }, "no .\(ext) fixture")
        }
    }

    @Test(arguments: fixtures)
    func fixtureGivesItsExpectedDiagnostics(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name))
        let result = ArchiveValidator().validate(data: data, format: ArchiveFormat(path: name), file: name)
        let actual = HostileFixtures.summary(of: result.diagnostics)
        if name.hasPrefix("OK-") {
            #expect(!result.hasErrors, "\(name): \(actual)")
        } else {
            #expect(actual.first?.split(separator: " ").dropFirst().first == name.prefix(7)[...], "\(name): \(actual)")
        }
        #expect(result.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "\(name): every diagnostic located")
        let expectedURL = Self.directory.appendingPathComponent(name + ".expected")
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            if ProcessInfo.processInfo.environment["NIBKIT_RECORD_FIXTURES"] != nil {
                try actual.map { $0 + "\n" }.joined().write(to: expectedURL, atomically: true, encoding: .utf8)
            }
            Issue.record("no \(name).expected; actual:\n\(actual.joined(separator: "\n"))")
            return
        }
        #expect(actual == expected.split(separator: "\n").map(String.init), "\(name)")
    }
}
