import Foundation
import NibArchive
import NibKit
import TestSupport
import Testing

/// The loader against the hostile fixture set (`HostileFixtures`, checked against the validator
/// in NibArchiveTests): a fixture with an error is refused, by `Nib(data:)` (the reader's and the
/// loading checks' errors) or by `instantiate` (values a class refuses, found when decoding),
/// with the fixture's own code among the problems, each located; a fixture without one loads,
/// or is refused only for what the validator warned of (an unregistered class).
@Suite struct HostileFixtureLoadingTests {
    @Test(arguments: HostileFixtures.names())
    func theLoaderRefusesWhatTheValidatorRefuses(_ name: String) throws {
        let data = try Data(contentsOf: HostileFixtures.directory.appendingPathComponent(name))
        let expectsError = HostileFixtures.expected(name).contains { $0.hasPrefix("error ") }
        let code = String(name.prefix(7))
        var codes: [String] = []
        do {
            let nib = try Nib(data: data, format: ArchiveFormat(path: name), file: name)
            let external: [String: AnyObject] = ["Theme": View()]
            _ = try nib.instantiate(withOwner: View(), options: Nib.Options(externalObjects: external))
        } catch let error as ArchiveReadError {
            codes = error.diagnostics.map(\.code.rawValue)
            #expect(error.diagnostics.allSatisfy { $0.line >= 1 }, "\(name): \(error)")
        } catch let error as NibLoadingError {
            codes = error.problems.map(\.code)
            #expect(error.problems.allSatisfy { $0.line >= 1 && $0.file == name }, "\(name): \(error)")
        }
        if expectsError {
            #expect(codes.contains(code), "\(name) was refused with \(codes), not \(code)")
        } else {
            // An unregistered class is a warning to the validator and an error to the loader
            // unless it may fall back: the loader refuses only with the codes warned of.
            let warned = Set(HostileFixtures.expected(name).compactMap { $0.split(separator: " ").dropFirst().first })
            #expect(codes.allSatisfy { warned.contains($0[...]) }, "\(name): the loader refused it with \(codes)")
        }
    }
}
