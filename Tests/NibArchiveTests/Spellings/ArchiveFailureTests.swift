import Foundation
import Testing

@testable import NibArchive

/// The fail fixture set: each file in `Fixtures/fail` must be refused with exactly the
/// diagnostics in its `.expected` twin (golden, compiler style, with line and column). A file
/// named `NIBxxxx-...` must fail with that code first. Files with `limits-` in their name are
/// read with small limits (`ArchiveFailureTests.smallLimits`).
///
/// Run with `NIBKIT_RECORD_FIXTURES=1` to write missing `.expected` files (then review them).
@Suite struct ArchiveFailureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fail")

    static let smallLimits = ReaderLimits(
        maxBytes: 4096, maxDepth: 256, maxObjects: 3, maxStringLength: 64, maxAttributes: 8)

    static var fixtures: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { !$0.hasSuffix(".expected") }.sorted()
    }

    @Test func everyCodeHasAFixture() {
        let codes = Set(Self.fixtures.map { String($0.prefix(7)) })
        for number in [
            101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 114, 115, 201, 202, 203, 204, 205, 206, 207,
            208,
            209,
            210, 211,
        ] {
            #expect(codes.contains("NIB0\(number)"), "no fixture for NIB0\(number)")
        }
    }

    @Test(arguments: fixtures)
    func fixtureFailsWithItsGoldenDiagnostics(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name))
        let limits = name.contains("limits-") ? Self.smallLimits : .default
        let expectedURL = Self.directory.appendingPathComponent(name + ".expected")
        do {
            let document = try ArchiveDocument(data: data, file: name, limits: limits)
            Issue.record("\(name) was read without error: \(document.objects.count) objects")
        } catch let error as ArchiveReadError {
            #expect(error.code.rawValue == String(name.prefix(7)), "\(name) failed with \(error.code) first")
            let actual = error.description + "\n"
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
                if ProcessInfo.processInfo.environment["NIBKIT_RECORD_FIXTURES"] != nil {
                    try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                }
                Issue.record("no \(name).expected; actual:\n\(actual)")
                return
            }
            #expect(actual == expected)
        }
    }

    /// Refused at its DOCTYPE, before the body that would expand the entities, whatever the
    /// chunks: the only diagnostic is the DOCTYPE's. (Not timed: machines are noisy.)
    @Test(arguments: [XMLPushParser.chunkSize, 7])
    func billionLaughsIsRefusedAtItsDoctype(chunkSize: Int) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("NIB0102-billion-laughs.xml"))
        let error = try #require(throws: ArchiveReadError.self) {
            try XMLArchiveReader().read(data, file: "laughs.xml", chunkSize: chunkSize)
        }
        #expect(error.diagnostics.map { "\($0.code.rawValue) \($0.line):\($0.column)" } == ["NIB0102 2:1"])
    }
}
