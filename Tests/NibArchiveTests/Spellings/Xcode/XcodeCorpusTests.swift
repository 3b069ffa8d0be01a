import Foundation
import NibArchive
import TestSupport
import Testing

/// The real files of `XcodeCorpus.folders`: each reads and validates with no error, converts to
/// our XML and JSON and back without loss, and holds what a different parser counts. Skipped
/// (the tests are not enabled) when a folder is absent; set `NIBKIT_XCODE_CORPUS` or
/// `NIBKIT_XCODE_MORE_CORPUS` to point elsewhere.
@Suite(XcodeCorpus.required)
struct XcodeCorpusTests {
    static let files = XcodeCorpus.files().map(\.lastPathComponent)

    private func load(_ name: String) throws -> (data: Data, document: ArchiveDocument) {
        let data = try Data(contentsOf: XcodeCorpus.file(named: name))
        return (data, try ArchiveDocument(data: data, file: name))
    }

    @Test func thereAreFiles() {
        #expect(XcodeCorpus.files(in: XcodeCorpus.folder).count >= 70)
        #expect(XcodeCorpus.files(in: XcodeCorpus.moreFolder).count >= 150)
    }

    @Test(arguments: files)
    func validatesWithoutErrors(_ name: String) throws {
        let data = try Data(contentsOf: XcodeCorpus.file(named: name))
        let result = ArchiveValidator().validate(data: data, file: name)
        #expect(result.document != nil)
        #expect(
            result.errorCount == 0,
            "\(result.diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description))")
    }

    @Test(arguments: files)
    func convertsToOurSpellingsAndBackWithoutLoss(_ name: String) throws {
        let (_, document) = try load(name)
        let json = document.data(format: .json)
        let fromJSON = try ArchiveDocument(data: json, format: .json)
        #expect(DocumentDifference.first(document, fromJSON) == nil)
        let xml = fromJSON.data(format: .xml)
        let fromXML = try ArchiveDocument(data: xml, format: .xml)
        #expect(DocumentDifference.first(document, fromXML) == nil)
        #expect(fromXML.data(format: .json) == json, "xib -> json -> xml -> json is not byte-identical")
        #expect(ArchiveValidator().validate(data: xml).errorCount == 0)
    }

    @Test(arguments: files)
    func holdsWhatAnotherParserCounts(_ name: String) throws {
        let (data, document) = try load(name)
        let expected = try XcodeIndependentCount(data: data)
        var sizes: [String: [Double]] = [:]
        var synthetic = 0
        var ids: Set<String> = []
        document.forEachObject { object in
            ids.insert(object.id)
            // The reader names the view elements the file gives no id `xcode-LINE-COLUMN`.
            if object.id.hasPrefix("xcode-"), object.className != "LayoutGuide" { synthetic += 1 }
            guard case .value(.rect(let frame))? = object["frame"], !object.id.hasPrefix("xcode-") else { return }
            sizes[object.id] = [frame.width, frame.height]
        }
        #expect(sizes == expected.viewSizes)
        #expect(synthetic == expected.viewsWithoutID)
        // With ViewCore's classes known, the views the file gives no frame count too.
        let summary = ArchiveDump().summary(of: document)
        #expect(summary.views == expected.views)
        #expect(summary.constraints == expected.constraints)
        #expect(summary.outlets == expected.outlets)
        #expect(summary.actions == expected.actions)
        #expect(expected.segueIDs.isSubset(of: ids))
    }
}

/// Xcode 3's `<archive>` files: exactly one error each, saying how to upgrade.
@Suite(XcodeCorpus.legacyRequired)
struct XcodeLegacyCorpusTests {
    static let files = XcodeCorpus.files(in: XcodeCorpus.legacyFolder).map(\.lastPathComponent)

    @Test(arguments: files)
    func givesExactlyOneLegacyError(_ name: String) throws {
        let data = try Data(contentsOf: XcodeCorpus.legacyFolder.appendingPathComponent(name))
        let result = ArchiveValidator().validate(data: data, file: name)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.code) == [.legacyXcodeArchive])
    }
}
