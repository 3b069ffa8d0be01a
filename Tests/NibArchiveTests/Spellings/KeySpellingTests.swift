import Foundation
import NibArchive
import Testing
import ViewCore

/// Keys are told apart by their bytes in every reader, writer and in the coder, so that a
/// precomposed and a decomposed "é" (equal `String`s) are two keys everywhere: a file one
/// format accepts converts into one the other accepts too.
@Suite("Key spellings")
struct KeySpellingTests {
    static let composed = "caf\u{E9}Mode"
    static let decomposed = "cafe\u{301}Mode"

    /// An object holding both spellings, each with its own value, and a dictionary holding both.
    static func document(padding: Int = 0) -> ArchiveDocument {
        var entries = [
            ArchiveEntry(key: composed, value: .value(.string("composed"))),
            ArchiveEntry(key: decomposed, value: .value(.string("decomposed"))),
            // In the writers' order, by bytes: "e" (0x65) before "é" (0xC3 0xA9).
            ArchiveEntry(
                key: "both",
                value: .dictionary([
                    (key: decomposed, value: .value(.integer(2))), (key: composed, value: .value(.integer(1))),
                ])),
        ]
        // Past 16 keys, readers check duplicates through a set rather than a scan.
        entries += (0..<padding).map { ArchiveEntry(key: "padding\($0)", value: .value(.integer($0))) }
        return ArchiveDocument(objects: [ArchiveObject(className: "View", id: "v1", entries: entries)])
    }

    @Test(arguments: [0, 20])
    func bothSpellingsAreReadAndConvertedInBothFormats(padding: Int) throws {
        let document = Self.document(padding: padding)
        let xml = document.data(format: .xml)
        let json = document.data(format: .json)
        let fromXML = try ArchiveDocument(data: xml, format: .xml)
        let fromJSON = try ArchiveDocument(data: json, format: .json)
        #expect(fromXML.objects == document.objects)
        #expect(fromJSON.objects == document.objects)
        #expect(try ArchiveDocument(data: fromXML.data(format: .json), format: .json).data(format: .xml) == xml)
        #expect(try ArchiveDocument(data: fromJSON.data(format: .xml), format: .xml).data(format: .json) == json)
        let keys = try #require(fromXML.objects.first).entries.map { Array($0.key.utf8) }
        #expect(keys.prefix(2) == [Array(Self.composed.utf8), Array(Self.decomposed.utf8)])
    }

    @Test func aKeySpelledTwiceAlikeIsStillADuplicate() throws {
        let xml = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="v1">
                  <string key="\(Self.composed)" value="a"/>
                  <string key="\(Self.composed)" value="b"/>
                </object>
              </objects>
            </archive>

            """.utf8)
        let error = try #require(throws: ArchiveReadError.self) { try ArchiveDocument(data: xml, format: .xml) }
        #expect(error.diagnostics.map(\.code) == [.duplicateKey])
        let json = Data(
            """
            {"version": "1.0", "objects": [{"type": "object", "class": "View", "id": "v1",
              "values": {"\(Self.composed)": "a", "caf\\u00e9Mode": "b"}}]}
            """.utf8)
        let jsonError = try #require(throws: ArchiveReadError.self) { try ArchiveDocument(data: json, format: .json) }
        #expect(jsonError.diagnostics.map(\.code) == [.duplicateMember], "an escape spells the same bytes")
    }

    @Test func documentsWithTheOtherSpellingAreNotEqual() {
        let one = ArchiveObject(
            className: "View", id: "v1", entries: [ArchiveEntry(key: Self.composed, value: .value(.null))])
        let other = ArchiveObject(
            className: "View", id: "v1", entries: [ArchiveEntry(key: Self.decomposed, value: .value(.null))])
        #expect(one != other)
        #expect(one[Self.composed] != nil && one[Self.decomposed] == nil)
    }

    /// Two accents in either order: canonically equivalent (equal `String`s) and as many bytes
    /// long, so no length check tells them apart.
    static let accentsInOrder = "a\u{323}\u{301}Key"
    static let accentsSwapped = "a\u{301}\u{323}Key"

    /// Decoding asks for a key by its bytes: the entry spelled the same way, not the first
    /// entry that `==` would take for it.
    @Test func decodingFindsTheEntrySpelledAlike() throws {
        final class Reader: Archivable {
            var value: String?
            var unarchivedValues = UnarchivedValues()
            required init(coder: Coder) throws {
                value = try coder.decode(String.self, forKey: KeySpellingTests.accentsInOrder)
            }
            func encode(with coder: Coder) {}
        }
        #expect(Self.accentsInOrder == Self.accentsSwapped)
        #expect(Self.accentsInOrder.utf8.count == Self.accentsSwapped.utf8.count)
        let object = ArchiveObject(
            className: "Reader", id: "r",
            entries: [
                ArchiveEntry(key: Self.accentsSwapped, value: .value(.string("swapped"))),
                ArchiveEntry(key: Self.accentsInOrder, value: .value(.string("in order"))),
            ])
        let unarchiver = KeyedUnarchiver(
            document: ArchiveDocument(objects: [object]), registry: ClassRegistry([Reader.self]))
        let reader = try #require(try unarchiver.decodeTopLevelObjects().first as? Reader)
        #expect(reader.value == "in order")
        #expect(reader.unarchivedValues.entries.map { Array($0.key.utf8) } == [Array(Self.accentsSwapped.utf8)])
    }

    /// A Swift dictionary holds one of two keys that are equal `String`s: decoding a dictionary
    /// holding both is an error naming them, not a value silently dropped. Nested ones too.
    @Test(arguments: [false, true])
    func decodingADictionaryWithEquivalentKeysIsAnError(nested: Bool) throws {
        final class Glossary: Archivable {
            var unarchivedValues = UnarchivedValues()
            required init(coder: Coder) throws {
                _ = try coder.decodeValue(forKey: "entries")
            }
            func encode(with coder: Coder) {}
        }
        let dictionary = ArchiveValue.dictionary([
            (key: "plain", value: .value(.integer(0))),
            (key: Self.composed, value: .value(.integer(1))), (key: Self.decomposed, value: .value(.integer(2))),
        ])
        let value = nested ? ArchiveValue.array([.dictionary([(key: "inner", value: dictionary)])]) : dictionary
        let object = ArchiveObject(
            className: "Glossary", id: "g", entries: [ArchiveEntry(key: "entries", value: value)])
        let unarchiver = KeyedUnarchiver(
            document: ArchiveDocument(objects: [object]), registry: ClassRegistry([Glossary.self]))
        let error = try #require(throws: CodingError.self) { try unarchiver.decodeTopLevelObjects() }
        #expect(error.code == .invalidValue)
        #expect(error.message.contains("'\(Self.composed)' and '\(Self.decomposed)'"))
        #expect(error.keyPath.hasSuffix("entries"))
    }

    @Test func aDictionaryWithDistinctKeysDecodesWhole() throws {
        let value = ArchiveValue.dictionary([
            (key: Self.composed, value: .value(.integer(1))), (key: "cafe", value: .value(.integer(2))),
        ])
        #expect(value.codingValue == .dictionary([Self.composed: .integer(1), "cafe": .integer(2)]))
    }

    /// A dictionary encoded from Swift is in the order a file read back has: its keys' bytes.
    /// (`<` puts a decomposed "é" after "z", as if it were precomposed; its bytes come before.)
    @Test(arguments: ArchiveFormat.allCases)
    func anEncodedDictionaryIsInTheOrderReadBack(_ format: ArchiveFormat) throws {
        let encoded = ArchiveValue(.dictionary([Self.decomposed: .integer(1), "cafz": .integer(2)]))
        guard case .dictionary(let items) = encoded else { Issue.record("expected a dictionary"); return }
        #expect(items.map { Array($0.key.utf8) } == [Array(Self.decomposed.utf8), Array("cafz".utf8)])
        let document = ArchiveDocument(objects: [
            ArchiveObject(className: "View", id: "v", entries: [ArchiveEntry(key: "d", value: encoded)])
        ])
        #expect(try ArchiveDocument(data: document.data(format: format), format: format).objects == document.objects)
    }
}
