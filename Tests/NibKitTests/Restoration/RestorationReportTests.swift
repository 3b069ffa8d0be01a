import Foundation
import NibKit
import TestSupport
import Testing

/// What a restore reports when the tree and the archive disagree, and what it refuses.
@Suite("State restoration reports and refusals")
struct RestorationReportTests {
    private func tree(_ identifiers: [String?], log: CallLog? = nil) -> (View, [RestorationSpyView]) {
        let root = View()
        root.restorationIdentifier = "root"
        let children = identifiers.enumerated().map { RestorationSpyView("v\($0)", identifier: $1, log: log) }
        children.forEach(root.addSubview)
        return (root, children)
    }

    @Test func aStateWhoseViewIsGoneIsReportedAsOrphaned() throws {
        let (old, views) = tree(["a", "b"])
        views[1].note = "b's note"
        let archive = try StateRestoration.save(root: old, appVersion: "1")
        let (new, newViews) = tree(["a"])
        let report = try StateRestoration.restore(archive, into: new)
        #expect(report.orphanedStates == ["root/b"])
        #expect(report.warnings.map(\.code) == [.orphanedState])
        #expect(report.restoredPaths == ["root", "root/a"])
        #expect(newViews[0].note == "")
        #expect(!report.isComplete)
    }

    @Test func aNewViewWithoutStateIsReportedAndLeftAlone() throws {
        let (old, _) = tree(["a"])
        let archive = try StateRestoration.save(root: old, appVersion: "1")
        let (new, newViews) = tree(["a", "fresh"])
        newViews[1].note = "untouched"
        let report = try StateRestoration.restore(archive, into: new)
        #expect(report.objectsWithoutState == ["root/fresh"])
        #expect(report.orphanedStates.isEmpty)
        #expect(newViews[1].note == "untouched")
    }

    @Test func duplicatePathsMakeTheSaveFail() throws {
        let (root, _) = tree(["same", "other", "same"])
        let error = try #require(throws: RestorationError.self) {
            try StateRestoration.save(root: root, appVersion: "1")
        }
        #expect(error.codes == [.duplicatePath])
        #expect(error.problems.first?.path == "root/same")
    }

    @Test func identifiersThatBreakPathsMakeTheSaveFail() throws {
        let (root, _) = tree(["a/b", "fine"])
        let error = try #require(throws: RestorationError.self) {
            try StateRestoration.save(root: root, appVersion: "1")
        }
        #expect(error.codes == [.invalidIdentifier])
        #expect(error.problems.first?.path == "root/a/b")
    }

    @Test func anEmptyIdentifierMeansNoIdentifier() throws {
        let (root, views) = tree(["", "b"])
        let inner = RestorationSpyView("inner", identifier: "inner", log: nil)
        views[0].addSubview(inner)
        #expect(StateRestoration.paths(under: [root]) == ["root", "root/inner", "root/b"])
        let archive = try StateRestoration.save(root: root, appVersion: "1")
        #expect(archive.objects.map(\.id) == ["/", "root", "root/inner", "root/b"])
    }

    @Test func aStateThatFailsToDecodeIsReportedAndSkipped() throws {
        let log = CallLog()
        let (old, views) = tree(["a", "b", "c"])
        views.forEach { $0.note = "saved \($0.restorationIdentifier ?? "")" }
        let archive = try StateRestoration.save(root: old, appVersion: "1")
        let (new, newViews) = tree(["a", "b", "c"], log: log)
        newViews[1].failsToDecode = true
        let report = try StateRestoration.restore(archive, into: new)
        #expect(report.failures.map(\.code) == [.stateDecodingFailed])
        #expect(report.failedPaths == ["root/b"])
        #expect(report.failures.first?.underlying?.code == .invalidValue)
        #expect(report.failures.first?.underlying?.keyPath == "states[id=root/b] > note")
        #expect(report.restoredPaths == ["root", "root/a", "root/c"])
        #expect(newViews[0].note == "saved a" && newViews[2].note == "saved c")
        #expect(log.take() == ["v0.decode", "v1.decode", "v2.decode", "v0.finished", "v2.finished"])
    }

    @Test func aValueOfTheWrongTypeInTheFileIsAFailedStateWithItsLine() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="RestorationArchiveInfo" id="/">
                  <string key="kind" value="restoration"/>
                  <string key="restorationVersion" value="1.0"/>
                  <string key="appVersion" value="1"/>
                </object>
                <object class="RestorationState" id="scroll">
                  <string key="contentOffset" value="not a point"/>
                </object>
                <object class="RestorationState" id="field">
                  <string key="text" value="fine"/>
                </object>
              </objects>
            </archive>
            """
        let scroll = ScrollView()
        scroll.restorationIdentifier = "scroll"
        let field = TextField()
        field.restorationIdentifier = "field"
        let report = try StateRestoration.restore(data: Data(xml.utf8), file: "state.xml", into: [scroll, field])
        let failure = try #require(report.failures.first)
        #expect(failure.code == .stateDecodingFailed)
        #expect(failure.underlying?.code == .typeMismatch)
        #expect(failure.underlying?.line == 10)
        #expect(failure.underlying?.file == "state.xml")
        #expect(scroll.contentOffset == .zero)
        #expect(field.text == "fine")
    }

    @Test func aStateWhosePathSeveralLiveObjectsShareGoesToNone() throws {
        let (old, views) = tree(["twin", "other"])
        views[0].note = "twin's"
        let archive = try StateRestoration.save(root: old, appVersion: "1")
        let (new, newViews) = tree(["twin", "other", "twin"])
        let report = try StateRestoration.restore(archive, into: new)
        #expect(report.failures.map(\.code) == [.ambiguousPath])
        #expect(report.failedPaths == ["root/twin"])
        #expect(newViews[0].note == "" && newViews[2].note == "")
        #expect(report.restoredPaths == ["root", "root/other"])
    }

    @Test func anotherAppVersionIsRefusedWhenTheCallerAsks() throws {
        let (old, views) = tree(["a"])
        views[0].note = "old"
        let archive = try StateRestoration.save(root: old, appVersion: "1.0")
        let (new, newViews) = tree(["a"])
        let error = try #require(throws: RestorationError.self) {
            try StateRestoration.restore(archive, into: new, options: RestorationOptions(requiredAppVersion: "2.0"))
        }
        #expect(error.codes == [.appVersionMismatch])
        #expect(newViews[0].note == "")
        let report = try StateRestoration.restore(
            archive, into: new, options: RestorationOptions(requiredAppVersion: "1.0"))
        #expect(report.isComplete)
        #expect(newViews[0].note == "old")
    }

    @Test func aNewerRestorationFormatOrAnotherArchiveIsRefused() throws {
        var newer = try StateRestoration.save(root: View(), appVersion: "1")
        newer.objects[0] =
            RestorationArchiveInfo(version: ArchiveVersion(major: 2, minor: 0), appVersion: "1").archiveObject
        #expect(throws: RestorationError.self) { try StateRestoration.restore(newer, into: View()) }
        let nib = try ArchiveDocument(data: Data(restorationScreenXML.utf8), format: .xml)
        let error = try #require(throws: RestorationError.self) { try StateRestoration.restore(nib, into: View()) }
        #expect(error.codes == [.notARestorationArchive])
    }

    @Test func theAliasTableFindsStatesSavedUnderAnEarlierName() throws {
        let root = View()
        root.restorationIdentifier = "list"
        let old = RestorationSpyView("old", identifier: "search", log: nil)
        old.note = "query"
        root.addSubview(old)
        let nested = RestorationSpyView("nested", identifier: "field", log: nil)
        nested.note = "nested"
        old.addSubview(nested)
        let archive = try StateRestoration.save(root: root, appVersion: "1")

        // "list" became "items" (a prefix alias moves its whole subtree), "search" became "find".
        let newRoot = View()
        newRoot.restorationIdentifier = "items"
        let renamed = RestorationSpyView("renamed", identifier: "find", log: nil)
        newRoot.addSubview(renamed)
        let renamedChild = RestorationSpyView("child", identifier: "field", log: nil)
        renamed.addSubview(renamedChild)
        let options = RestorationOptions(aliases: ["list": "items", "list/search": "items/find"])
        let report = try StateRestoration.restore(archive, into: newRoot, options: options)
        #expect(renamed.note == "query")
        #expect(report.aliased.map(\.restoredPath) == ["items", "items/find", "items/find/field"])
        #expect(report.isComplete)
        #expect(renamedChild.note == "nested", "the longest aliased prefix wins: list/search/field -> items/find/field")

        // Without the alias table, every state is orphaned.
        let plain = try StateRestoration.restore(archive, into: newRoot)
        #expect(plain.orphanedStates == ["list", "list/search", "list/search/field"])
    }

    @Test func anAliasNeverOverridesAStateSavedUnderTheNewPath() throws {
        let root = View()
        let a = RestorationSpyView("a", identifier: "a", log: nil)
        let b = RestorationSpyView("b", identifier: "b", log: nil)
        a.note = "a"; b.note = "b"
        root.addSubview(a); root.addSubview(b)
        let archive = try StateRestoration.save(root: root, appVersion: "1")
        let newRoot = View()
        let newB = RestorationSpyView("b", identifier: "b", log: nil)
        newRoot.addSubview(newB)
        let report = try StateRestoration.restore(
            archive, into: newRoot, options: RestorationOptions(aliases: ["a": "b"]))
        #expect(newB.note == "b")
        #expect(report.orphanedStates == ["a"])
    }

    @Test func unreadKeysAreWarnings() throws {
        let archive = try StateRestoration.save(root: ScrollView.withIdentifier("s"), appVersion: "1")
        archive.objects[1].entries.append(ArchiveEntry(key: "removedInThisVersion", value: .value(.bool(true))))
        let report = try StateRestoration.restore(archive, into: ScrollView.withIdentifier("s"))
        #expect(report.warnings.map(\.code) == [.unreadKeys])
        #expect(report.restoredPaths == ["s"])
    }
}

extension ScrollView {
    fileprivate static func withIdentifier(_ identifier: String) -> ScrollView {
        let view = ScrollView()
        view.restorationIdentifier = identifier
        return view
    }
}
