import Foundation
import NibKit
import TestSupport
import Testing

/// Save -> change the live values -> load a fresh tree from the same nib -> restore: every
/// saved value is back, through XML and through JSON.
@Suite("State restoration round trip")
struct RestorationRoundTripTests {
    @Test(arguments: ArchiveFormat.allCases)
    func everySavedValueComesBack(format: ArchiveFormat) throws {
        let nib = try restorationScreenNib()
        let live = try RestorationScreen(nib)
        live.change()
        let data = try StateRestoration.save(root: live.root, appVersion: "3.1").data(format: format)
        live.scroll.contentOffset = CGPoint(x: 0, y: 1)  // Changes after the save are not restored.

        let fresh = try RestorationScreen(nib)
        #expect(fresh.name.text == "from the nib")
        let report = try StateRestoration.restore(data: data, format: format, into: [fresh.root])

        #expect(report.isComplete, "\(report)")
        #expect(report.warnings.isEmpty, "\(report)")
        #expect(report.savedAppVersion == "3.1")
        #expect(
            report.restoredPaths == [
                "main", "main/scroll", "main/name", "main/notes", "main/list", "main/grid", "main/inner", "main/badge",
            ])
        #expect(fresh.scroll.contentOffset == CGPoint(x: 0, y: 750.5))
        #expect(fresh.scroll.zoomScale == 2)
        #expect(fresh.name.text == "Zoë 👋 typed")
        #expect(fresh.name.selectedTextRange == 2..<5)
        #expect(fresh.notes.text == "line one\nline two")
        #expect(fresh.notes.selectedRange == NSRange(location: 5, length: 3))
        #expect(fresh.notes.contentOffset == CGPoint(x: 0, y: 40))
        #expect(fresh.list.indexPathsForSelectedRows == [IndexPath(row: 3, section: 1), IndexPath(row: 0, section: 0)])
        #expect(fresh.list.contentOffset == CGPoint(x: 0, y: 12))
        #expect(fresh.grid.indexPathsForSelectedItems == [IndexPath(item: 7, section: 2)])
        #expect(fresh.inner.text == "inner text")
        #expect(fresh.inner.selectedTextRange == nil)
        #expect(fresh.badge.note == "custom state")
    }

    @Test func defaultValuesAreRestoredOverTheNibs() throws {
        // The nib's text is not the default; a field the user emptied comes back empty.
        let nib = try restorationScreenNib()
        let live = try RestorationScreen(nib)
        live.name.text = ""
        let archive = try StateRestoration.save(root: live.root, appVersion: "1")
        let fresh = try RestorationScreen(nib)
        _ = try StateRestoration.restore(archive, into: fresh.root)
        #expect(fresh.name.text == "")
    }

    @Test func xmlAndJSONArchivesConvertIntoEachOther() throws {
        let live = try RestorationScreen(restorationScreenNib())
        live.change()
        let archive = try StateRestoration.save(root: live.root, appVersion: "3.1")
        let xml = archive.data(format: .xml)
        let json = try ArchiveDocument(data: xml, format: .xml).data(format: .json)
        let back = try ArchiveDocument(data: json, format: .json)
        #expect(back.data(format: .xml) == xml)
        #expect(back == archive)
    }

    @Test func theArchiveHoldsTheInfoRecordThenOneStatePerPath() throws {
        let live = try RestorationScreen(restorationScreenNib())
        let archive = try StateRestoration.save(root: live.root, appVersion: "3.1")
        let info = try RestorationArchiveInfo(document: archive)
        #expect(info == RestorationArchiveInfo(version: ArchiveVersion(major: 1, minor: 0), appVersion: "3.1"))
        #expect(archive.objects.map(\.id) == ["/"] + StateRestoration.paths(under: [live.root]))
        #expect(archive.objects.dropFirst().allSatisfy { $0.className == "RestorationState" })
        #expect(archive.objects[0].className == "RestorationArchiveInfo")
    }
}
