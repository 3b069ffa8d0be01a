import Foundation
import NibArchive
import Testing
import ViewCore

/// Ids are one id when they are equal `String`s, as they are to everything that looks them up
/// after reading (validator, unarchiver, a nib's placeholders): a precomposed and a decomposed
/// "é" declared as two ids is an id used twice, in both formats.
@Suite("Id spellings")
struct IDSpellingTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static func document(ids: [String]) -> ArchiveDocument {
        ArchiveDocument(objects: ids.map { ArchiveObject(className: "View", id: $0) })
    }

    @Test(arguments: ArchiveFormat.allCases)
    func canonicallyEquivalentIDsAreOneIDUsedTwice(_ format: ArchiveFormat) throws {
        #expect(Self.composed == Self.decomposed && !Self.composed.hasSameBytes(as: Self.decomposed))
        let text = Self.document(ids: [Self.composed, "plain", Self.decomposed]).data(format: format)
        let error = try #require(throws: ArchiveReadError.self) { try ArchiveDocument(data: text, format: format) }
        #expect(error.diagnostics.map(\.code) == [.duplicateID])
        #expect(error.diagnostics.first?.message.hasPrefix("id '\(Self.decomposed)' is already used at ") == true)
    }

    @Test(arguments: ArchiveFormat.allCases)
    func distinctNonASCIIIDsAreStillDistinct(_ format: ArchiveFormat) throws {
        let ids = ["caf\u{E9}", "caf\u{E8}", "\u{6F22}\u{5B57}", "\u{1F600}", "cafe"]
        let text = Self.document(ids: ids).data(format: format)
        #expect(try ArchiveDocument(data: text, format: format).objects.map(\.id) == ids)
    }

    /// A reference may spell the id either way: the validator and the unarchiver find the
    /// object it names.
    @Test func aReferenceMaySpellTheIDEitherWay() throws {
        let document = ArchiveDocument(objects: [
            ArchiveObject(
                className: "View", id: "plain", entries: [ArchiveEntry(key: "mask", value: .reference(Self.decomposed))]
            ),
            ArchiveObject(className: "View", id: Self.composed),
        ])
        #expect(!ArchiveValidator().validate(document).contains { $0.code == .danglingReference })
        let roots = try KeyedUnarchiver(document: document).decodeTopLevelObjects()
        let (view, mask) = (try #require(roots.first as? View), try #require(roots.last as? View))
        #expect(view.mask === mask)
    }
}
