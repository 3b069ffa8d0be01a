import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing
import ViewCore

/// Well-formed archives that say the wrong things: random trees of every view class whose
/// documents are then edited at random (`ArchiveDocumentEditor`: a value swapped for one of
/// another type, a reference pointed elsewhere or nowhere, an entry dropped, an object given
/// another class or id, a view listed as a subview of its own descendant). Written in either
/// format, read back and decoded, each must be refused by the reader with a place, load, or
/// fail with a `CodingError` that names its code, key path, file, line and column: never crash,
/// hang, or fail without saying where.
@Suite struct HostileDocumentTests {
    /// Codes decoding may raise: those of `CodingError.Code`.
    static let decodingCodes: Set<CodingError.Code> = [
        .typeMismatch, .missingValue, .invalidValue, .unknownEnumValue, .unknownClass, .danglingReference, .wrongClass,
        .ownershipCycle,
    ]

    @Test(arguments: ArchiveFormat.allCases)
    func editedDocumentsLoadOrFailWithALocatedError(_ format: ArchiveFormat) async {
        let file = "edited.\(format.rawValue)"
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let document = ArchiveDocumentEditor.edited(
                KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 2, width: 3)]),
                seed: UInt64(seed))
            // Written and read back, so that every value has its place in a file.
            let data = document.data(format: format)
            let read: ArchiveDocument
            do {
                read = try ArchiveDocument(data: data, format: format, file: file)
            } catch let error as ArchiveReadError {
                // Some edits break the document's own rules (an id used twice): refused with a place.
                #expect(error.everyDiagnosticIsLocated, "seed \(seed): \(error)")
                return
            }
            do {
                _ = try KeyedUnarchiver(document: read, file: file).decodeTopLevelObjects()
            } catch let error as CodingError {
                #expect(Self.decodingCodes.contains(error.code), "seed \(seed): \(error)")
                #expect(!error.keyPath.isEmpty, "seed \(seed): \(error)")
                #expect(error.file == file && error.line >= 1 && error.column >= 1, "seed \(seed): \(error)")
            } catch {
                Issue.record("seed \(seed): decoding threw \(type(of: error)), not a CodingError: \(error)")
            }
        }
    }
}
