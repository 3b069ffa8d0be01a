import Foundation
import NibArchive
import TestSupport
import Testing

/// Xcode files are untrusted input too: cut short, bytes changed, nested without end or given a
/// DOCTYPE, each reads or fails with an `ArchiveReadError` at a location in the file; nothing
/// crashes and no partial document comes back.
@Suite struct XcodeHostileInputTests {
    @Test func aDoctypeIsRefusedBeforeAnyEntityIsExpanded() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&b;" id="l"/></objects></document>
            """
        #expect(throws: ArchiveReadError.self) { try XcodeDocumentReader().read(Data(text.utf8)) }
    }

    @Test func deepNestingStopsAtTheLimit() {
        let depth = 400
        let text =
            "<document type=\"x\"><objects>" + String(repeating: "<view id=\"v\"><subviews>", count: depth)
            + String(repeating: "</subviews></view>", count: depth) + "</objects></document>"
        do {
            _ = try XcodeDocumentReader().read(Data(text.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .tooDeep)
        }
    }

    @Test(XcodeCorpus.firstRequired)
    func truncatedAndDamagedCorpusFilesFailCleanly() throws {
        var generator = SystemRandomNumberGenerator()
        for url in XcodeCorpus.files(in: XcodeCorpus.folder).prefix(12) {
            let data = try Data(contentsOf: url)
            for _ in 0..<8 {
                var damaged = data
                if Bool.random(using: &generator) {
                    damaged = damaged.prefix(Int.random(in: 0..<data.count, using: &generator))
                } else {
                    for _ in 0..<4 {
                        let index = Int.random(in: 0..<damaged.count, using: &generator)
                        damaged[index] =
                            [UInt8(ascii: "<"), UInt8(ascii: "\""), 0, 0xFF, UInt8(ascii: "&")].randomElement(
                                using: &generator) ?? 0
                    }
                }
                do {
                    _ = try ArchiveDocument(data: damaged, file: url.lastPathComponent)
                } catch let error as ArchiveReadError {
                    #expect(!error.diagnostics.isEmpty)
                    #expect(error.diagnostics.allSatisfy { $0.line >= 1 }, "\(error)")
                }
            }
        }
    }
}
