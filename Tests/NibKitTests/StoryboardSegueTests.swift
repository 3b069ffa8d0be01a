import Foundation
import NibKit
import TestSupport
import Testing

/// A list controller that records the segues it prepares and the unwinds it receives.
final class SegueListController: ViewController, ActionReceiver {
    var prepared: [(identifier: String?, destination: ViewController)] = []
    var unwound: [StoryboardSegue] = []
    var blocked: Set<String> = []

    static let actionTable: ActionTable = ["unwindToList:": .method(SegueListController.unwindToList)]

    func unwindToList(_ segue: StoryboardSegue) { unwound.append(segue) }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        !blocked.contains(identifier)
    }
}

/// Segues of a hand-written storyboard: relationships build containers, `performSegue` makes the
/// destination, prepares and shows it, unwinds find their target up the chain, embeds fill
/// container views, controls trigger segues, references load the storyboard beside.
@Suite struct StoryboardSegueTests {
    static func scene(_ id: String, _ body: String) -> String {
        "<scene sceneID=\"s-\(id)\"><objects>\(body)</objects></scene>\n"
    }

    static func view(_ id: String, _ subviews: String = "") -> String {
        """
        <view key="view" id="\(id)"><rect key="frame" x="0" y="0" width="320" height="480"/>\
        <subviews>\(subviews)</subviews></view>
        """
    }

    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" initialViewController="nav">
        <scenes>
        \(scene("nav", """
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """))\
        \(scene("list", """
            <viewController storyboardIdentifier="List" id="list" customClass="SegueListController" sceneMemberID="viewController">
                \(view("listView", """
                    <button buttonType="system" id="go"><rect key="frame" x="0" y="0" width="80" height="44"/>
                        <connections><segue destination="detail" kind="show" identifier="fromButton" id="g1"/></connections>
                    </button>
                    """))
                <connections>
                    <segue destination="detail" kind="show" identifier="details" id="g2"/>
                    <segue destination="settings" kind="presentation" identifier="settings" modalPresentationStyle="formSheet" id="g3"/>
                    <segue destination="missing" kind="show" identifier="elsewhere" id="g4"/>
                    <segue destination="child" kind="custom" identifier="fade" customClass="FadeSegue" id="g5"/>
                </connections>
            </viewController>
            """))\
        \(scene("detail", """
            <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                \(view("detailView", """
                    <containerView id="box"><rect key="frame" x="10" y="20" width="200" height="100"/>
                        <connections><segue destination="child" kind="embed" id="e1"/></connections>
                    </containerView>
                    """))
                <connections><segue destination="exit1" kind="unwind" identifier="back" unwindAction="unwindToList:" id="u1"/></connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
            """))\
        \(scene("child", "<viewController id=\"child\" sceneMemberID=\"viewController\">\(view("childView"))</viewController>"))\
        \(scene("settings", """
            <viewController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController">
                \(view("settingsView"))
                <connections><segue destination="exit2" kind="unwind" identifier="close" unwindAction="unwindToList:" id="u2"/></connections>
            </viewController>
            <exit id="exit2" userLabel="Exit" sceneMemberID="exit"/>
            """))\
        \(scene("tabs", """
            <tabBarController storyboardIdentifier="Tabs" id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="child" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="page" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController>
            """))\
        \(scene("split", """
            <splitViewController storyboardIdentifier="Split" id="split" sceneMemberID="viewController">
                <connections>
                    <segue destination="detail" kind="relationship" relationship="detailViewController" id="p1"/>
                    <segue destination="list" kind="relationship" relationship="masterViewController" id="p2"/>
                </connections>
            </splitViewController>
            """))\
        \(scene("page", "<viewControllerPlaceholder storyboardName=\"Other\" referencedIdentifier=\"Page\" id=\"page\" sceneMemberID=\"viewController\"/>"))\
        \(scene("missing", "<viewControllerPlaceholder storyboardName=\"Nowhere\" id=\"missing\" sceneMemberID=\"viewController\"/>"))\
        </scenes>
        </document>
        """

    static let other = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>\(scene("page", "<viewController storyboardIdentifier=\"Page\" title=\"Other page\" id=\"page\">\(view("pageView"))</viewController>"))</scenes>
        </document>
        """

    /// The storyboard, with `Other.storyboard` beside it.
    func withStoryboard(_ body: (Storyboard) throws -> Void) throws {
        Nib.register(SegueListController.self)
        try withTemporaryFolder("segues") { folder in
            try Self.other.write(
                to: folder.appendingPathComponent("Other.storyboard"), atomically: true, encoding: .utf8)
            let url = folder.appendingPathComponent("Main.storyboard")
            try Self.main.write(to: url, atomically: true, encoding: .utf8)
            try body(try Storyboard(contentsOf: url))
        }
    }

    /// The initial navigation controller and its root list controller.
    func start(_ storyboard: Storyboard) throws -> (NavigationController, SegueListController) {
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try #require(navigation.viewControllers.first as? SegueListController)
        return (navigation, list)
    }

    @Test func relationshipsBuildNavigationTabAndSplitControllers() throws {
        try withStoryboard { storyboard in
            let (navigation, list) = try start(storyboard)
            #expect(navigation.viewControllers.count == 1)
            #expect(list.storyboard === storyboard)
            #expect(
                list.segueIdentifiers == ["details", "settings", "elsewhere", "fade", "fromButton"],
                "its own, then its views'")
            let tabs = try #require(
                try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
            #expect(tabs.viewControllers?.count == 2)
            #expect(tabs.viewControllers?.last?.title == "Other page", "the reference loads Other.storyboard beside")
            let split = try #require(
                try storyboard.instantiateViewController(withIdentifier: "Split") as? SplitViewController)
            #expect(split.viewControllers.count == 2)
            #expect(split.viewControllers.first is SegueListController, "the primary column comes first")
        }
    }

    @Test func showPreparesThenPushesAFreshDestination() throws {
        try withStoryboard { storyboard in
            let (navigation, list) = try start(storyboard)
            let segue = try list.performSegue(withIdentifier: "details", sender: nil)
            #expect(segue.kind == .show && segue.source === list)
            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.topViewController === segue.destination)
            #expect(list.prepared.map(\.identifier) == ["details"])
            #expect(list.prepared.first?.destination === segue.destination)
            let again = try list.performSegue(withIdentifier: "details", sender: nil)
            #expect(again.destination !== segue.destination)
        }
    }

    @Test func presentationSetsThePresentedController() throws {
        try withStoryboard { storyboard in
            let (navigation, list) = try start(storyboard)
            let segue = try list.performSegue(withIdentifier: "settings", sender: nil)
            #expect(list.presentedViewController === segue.destination)
            #expect(navigation.presentedViewController === segue.destination)
            #expect(segue.destination.presentingViewController === navigation)
            #expect(navigation.viewControllers.count == 1)
        }
    }

    @Test func unwindSeguesFindTheirTargetUpTheChain() throws {
        try withStoryboard { storyboard in
            let (navigation, list) = try start(storyboard)
            let detail = try list.performSegue(withIdentifier: "details", sender: nil).destination
            let back = try detail.performSegue(withIdentifier: "back", sender: nil)
            #expect(back.destination === list)
            #expect(list.unwound.map { $0 === back } == [true])
            #expect(navigation.viewControllers.count == 1, "popped back to the list")

            let settings = try list.performSegue(withIdentifier: "settings", sender: nil).destination
            try settings.performSegue(withIdentifier: "close", sender: nil)
            #expect(list.unwound.count == 2)
            #expect(list.presentedViewController == nil, "dismissed back to the list")
        }
    }

    @Test func anUnwindWithNoTargetIsAnError() throws {
        try withStoryboard { storyboard in
            let detail = try storyboard.instantiateViewController(withIdentifier: "Detail")
            let error = try #require(throws: SegueError.self) {
                try detail.performSegue(withIdentifier: "back", sender: nil)
            }
            #expect(error.reason == .noUnwindTarget(action: "unwindToList:"))
        }
    }

    @Test func embedSeguesFillTheirContainerViewWhenTheViewLoads() throws {
        try withStoryboard { storyboard in
            let detail = try storyboard.instantiateViewController(withIdentifier: "Detail")
            #expect(!detail.isViewLoaded)
            let container = try #require(detail.view.subviews.first)
            let child = try #require(detail.children.first)
            #expect(container.subviews.first === child.view)
            #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        }
    }

    @Test func aControlTriggersItsSegueUnlessTheSourceDeclines() throws {
        try withStoryboard { storyboard in
            let (navigation, list) = try start(storyboard)
            let button = try #require(list.view.subviews.first as? Button)
            list.blocked = ["fromButton"]
            button.simulateTap()
            #expect(navigation.viewControllers.count == 1)
            list.blocked = []
            button.simulateTap()
            #expect(navigation.viewControllers.count == 2)
            #expect(list.prepared.map(\.identifier) == ["fromButton"])
        }
    }

    @Test func anUnknownSegueSuggestsTheClosestOne() throws {
        try withStoryboard { storyboard in
            let (_, list) = try start(storyboard)
            let error = try #require(throws: SegueError.self) {
                try list.performSegue(withIdentifier: "detials", sender: nil)
            }
            #expect(
                error.description
                    == "SegueListController has no segue with identifier 'detials'; did you mean 'details'?")
        }
    }

    @Test func aReferenceToAMissingStoryboardIsReported() throws {
        try withStoryboard { storyboard in
            let (_, list) = try start(storyboard)
            let error = try #require(throws: NibLoadingError.self) {
                try list.performSegue(withIdentifier: "elsewhere", sender: nil)
            }
            #expect(error.problems.map(\.code) == ["NIB0412"])
            #expect(
                error.problems.first?.message.contains("storyboard 'Nowhere', but there is no Nowhere.storyboard")
                    == true)
            #expect(list.prepared.isEmpty, "nothing is prepared when the destination cannot be made")
        }
    }

    @Test func aReferenceThatLeadsBackToItselfIsReportedNotFollowedForever() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="again">
            <scenes>\(Self.scene("again", "<viewControllerPlaceholder storyboardName=\"Loop\" id=\"again\"/>"))</scenes>
            </document>
            """
        try withTemporaryFolder("segues") { folder in
            let url = folder.appendingPathComponent("Loop.storyboard")
            try text.write(to: url, atomically: true, encoding: .utf8)
            let error = try #require(throws: NibLoadingError.self) {
                try Storyboard(contentsOf: url).instantiateInitialViewController()
            }
            #expect(error.problems.map(\.code) == ["NIB0412"])
            #expect(error.problems.first?.message.contains("leads back to itself through Loop.storyboard") == true)
        }
    }

    @Test func aCustomSegueClassIsMadeWhenRegistered() throws {
        StoryboardSegue.register(FadeSegue.self)
        try withStoryboard { storyboard in
            let (_, list) = try start(storyboard)
            let segue = try list.performSegue(withIdentifier: "fade", sender: nil)
            #expect(segue is FadeSegue)
            #expect((segue as? FadeSegue)?.performed == true)
            #expect(list.presentedViewController == nil, "its own perform() ran, not the presentation")
        }
    }
}

/// A custom segue that records being performed instead of presenting.
final class FadeSegue: StoryboardSegue {
    var performed = false
    override func perform() { performed = true }
}
