import Foundation
import NibKit
import TestSupport
import Testing

/// Paths through view controllers, the order of the hooks, and overrides that call super.
@Suite("State restoration paths and order")
struct RestorationOrderTests {
    /// settings (controller) > root view > [list (spy) > [row (spy)], child controller
    /// "detail" > its view "body" (spy)], the child's view being a subview of the parent's.
    private func makeTree(log: CallLog?) -> (RestorationSpyController, [String: RestorationSpyView]) {
        let settings = RestorationSpyController("settings", identifier: "settings", log: log)
        let root = RestorationSpyView("root", identifier: "root", log: log)
        settings.view = root
        let list = RestorationSpyView("list", identifier: "list", log: log)
        let row = RestorationSpyView("row", identifier: "row", log: log)
        let unnamed = View()
        unnamed.addSubview(row)
        list.addSubview(unnamed)
        root.addSubview(list)
        let detail = RestorationSpyController("detail", identifier: "detail", log: log)
        let body = RestorationSpyView("body", identifier: "body", log: log)
        detail.view = body
        settings.addChild(detail)
        root.addSubview(body)
        detail.didMove(toParent: settings)
        return (settings, ["root": root, "list": list, "row": row, "body": body])
    }

    @Test func controllerIdentifiersArePartOfThePaths() {
        let (settings, _) = makeTree(log: nil)
        #expect(
            StateRestoration.paths(under: [settings]) == [
                "settings", "settings/root", "settings/root/list", "settings/root/list/row",
                "settings/root/detail", "settings/root/detail/body",
            ])
    }

    @Test func aChildControllerWhoseViewIsNotInTheTreeComesAfterTheView() {
        let parent = RestorationSpyController("p", identifier: "p", log: nil)
        parent.view = View()
        let child = RestorationSpyController("c", identifier: "c", log: nil)
        parent.addChild(child)
        #expect(StateRestoration.paths(under: [parent]) == ["p", "p/c"])
    }

    @Test func decodeRunsParentsFirstThenEveryObjectIsToldRestoringFinished() throws {
        let (old, oldViews) = makeTree(log: nil)
        old.selectedTab = 2
        oldViews["row"]?.note = "row note"
        let archive = try StateRestoration.save(roots: [old], appVersion: "1")

        let log = CallLog()
        let (new, newViews) = makeTree(log: log)
        let report = try StateRestoration.restore(archive, into: [new])
        #expect(report.isComplete, "\(report)")
        #expect(
            log.take() == [
                "settings.decode", "root.decode", "list.decode", "row.decode", "detail.decode", "body.decode",
                "settings.finished", "root.finished", "list.finished", "row.finished", "detail.finished",
                "body.finished",
            ])
        #expect(new.selectedTab == 2)
        #expect(newViews["row"]?.note == "row note")
    }

    @Test func viewsAParentAddsWhileDecodingGetTheirStateToo() throws {
        let saved = AddsChildOnRestore(identifier: "parent")
        let child = RestorationSpyView("child", identifier: "child", log: nil)
        child.note = "child note"
        saved.addSubview(child)
        let archive = try StateRestoration.save(root: saved, appVersion: "1")

        let fresh = AddsChildOnRestore(identifier: "parent")
        let report = try StateRestoration.restore(archive, into: fresh)
        let added = try #require(fresh.subviews.first as? RestorationSpyView)
        #expect(added.note == "child note")
        #expect(report.isComplete, "\(report)")
    }

    @Test func customOverridesAddTheirStateOnTopOfTheirSuperclasses() throws {
        let map = MapView()
        map.restorationIdentifier = "map"
        map.contentOffset = CGPoint(x: 30, y: 40)
        map.pinName = "Lisbon"
        let archive = try StateRestoration.save(root: map, appVersion: "1")
        #expect(archive.objects[1].entries.map(\.key) == ["contentOffset", "zoomScale", "pinName"])

        let fresh = MapView()
        fresh.restorationIdentifier = "map"
        let report = try StateRestoration.restore(archive, into: fresh)
        #expect(report.isComplete && report.warnings.isEmpty, "\(report)")
        #expect(fresh.contentOffset == CGPoint(x: 30, y: 40))
        #expect(fresh.pinName == "Lisbon")
        #expect(fresh.calls == ["decode", "finished"])
    }

    @Test func rootsThatAreAControllerAndItsViewAreWalkedOnce() {
        let controller = RestorationSpyController("c", identifier: "c", log: nil)
        let view = RestorationSpyView("v", identifier: "v", log: nil)
        controller.view = view
        #expect(StateRestoration.paths(under: [view, controller]) == ["c", "c/v"])
    }
}

/// A scroll view subclass with state of its own, calling super in every hook.
private final class MapView: ScrollView {
    var pinName = ""
    var calls: [String] = []

    override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(pinName, forKey: "pinName")
    }

    override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        calls.append("decode")
        pinName = try coder.decode(String.self, forKey: "pinName") ?? ""
    }

    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        calls.append("finished")
    }
}

/// A view that builds its subview while its state is decoded (as a lazily filled container).
private final class AddsChildOnRestore: View {
    init(identifier: String) {
        super.init(frame: .zero)
        restorationIdentifier = identifier
    }

    required init(coder: Coder) throws { try super.init(coder: coder) }

    override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        addSubview(RestorationSpyView("child", identifier: "child", log: nil))
    }
}
