import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// A scene's controller with outlets to the scene's other top-level objects and an action a
/// recognizer sends.
final class SceneObjectsController: ViewController, ActionReceiver {
    @Outlet var tap: TapGestureRecognizer?
    @Outlet var helper: SceneHelper?
    @Outlet var card: View?
    @OutletCollection var recognizers: [GestureRecognizer]
    var panned: [GestureRecognizer.State] = []
    var prepared: [(identifier: String?, sender: AnyObject?)] = []
    var blocked: Set<String> = []

    static let actionTable: ActionTable = ["panned:": .method(SceneObjectsController.didPan)]

    func didPan(_ sender: PanGestureRecognizer) { panned.append(sender.state) }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender as AnyObject?))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        !blocked.contains(identifier)
    }
}

/// A `customObject` of a scene: an outlet back to the controller and one to a view, an action a
/// button of the controller's view sends it, and a record of what it saw when it awoke.
final class SceneHelper: Archivable, NibAwaking, ActionReceiver {
    @Outlet var controller: SceneObjectsController?
    @Outlet var card: View?
    var unarchivedValues = UnarchivedValues()
    var refreshed: [Int] = []

    static let actionTable: ActionTable = ["refresh:": .method(SceneHelper.refresh)]

    func refresh(_ sender: Button) { refreshed.append(sender.tag) }
    /// Whether, when `awakeFromNib()` ran, its outlets and the controller's were connected and the
    /// recognizers attached.
    var awokeConnected: Bool?

    init(coder: Coder) throws {}
    func encode(with coder: Coder) {}

    func awakeFromNib() {
        awokeConnected =
            controller?.helper === self && card != nil && card?.gestureRecognizers.count == 2
            && controller?.tap?.view === card
    }
}

/// A recognizer subclass that records its `awakeFromNib()`.
final class AwakeTapGestureRecognizer: TapGestureRecognizer {
    var awoke = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// A storyboard scene's other top-level objects (gesture recognizers, custom objects) are made
/// with each instance of its controller, as UIKit makes them: connected to and from the
/// controller and its views, recognizers attached to their views, sent `awakeFromNib()`, and a
/// segue held by a recognizer performed when the gesture is recognized.
@Suite struct StoryboardSceneObjectsTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
        initialViewController="nav">
        <scenes>
        <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="main" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            <viewController storyboardIdentifier="Main" id="main" customClass="SceneObjectsController" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                    <subviews>
                        <button tag="7" id="refresh"><rect key="frame" x="0" y="200" width="44" height="44"/>
                            <connections><action selector="refresh:" destination="helper" eventType="touchUpInside" id="a2"/></connections>
                        </button>
                        <view id="card"><rect key="frame" x="0" y="0" width="100" height="100"/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c1"/>
                                <outletCollection property="gestureRecognizers" destination="pan" appends="YES" id="c2"/>
                            </connections>
                        </view>
                    </subviews>
                </view>
                <connections>
                    <outlet property="tap" destination="tap" id="o1"/>
                    <outlet property="helper" destination="helper" id="o2"/>
                    <outlet property="card" destination="card" id="o3"/>
                    <outletCollection property="recognizers" destination="pan" id="o4"/>
                    <outletCollection property="recognizers" destination="tap" id="o5"/>
                    <segue destination="exit" kind="unwind" identifier="none" unwindAction="nothing:" id="u1"/>
                </connections>
            </viewController>
            <tapGestureRecognizer id="tap" customClass="AwakeTapGestureRecognizer">
                <connections><segue destination="detail" kind="show" identifier="fromTap" id="g1"/></connections>
            </tapGestureRecognizer>
            <panGestureRecognizer id="pan">
                <connections><action selector="panned:" destination="main" id="a1"/></connections>
            </panGestureRecognizer>
            <customObject id="helper" customClass="SceneHelper">
                <connections>
                    <outlet property="controller" destination="main" id="o6"/>
                    <outlet property="card" destination="card" id="o7"/>
                </connections>
            </customObject>
            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="detail" sceneMemberID="viewController">
                <view key="view" id="detailView"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
        </objects></scene>
        </scenes>
        </document>
        """

    static func makeStoryboard(format: ArchiveFormat? = nil) throws -> Storyboard {
        Nib.register(SceneObjectsController.self)
        Nib.register(SceneHelper.self)
        Nib.register(AwakeTapGestureRecognizer.self)
        var document = try ArchiveDocument(data: Data(storyboard.utf8), file: "Main.storyboard")
        if let format {
            document = try ArchiveDocument(data: document.data(format: format), format: format)
        }
        return Storyboard(document: document, file: "Main.storyboard")
    }

    @Test func theReaderNamesTheSceneObjectsOnTheController() throws {
        let document = try Self.makeStoryboard().document
        let main = try #require(document.objects.first { $0.id == "main" })
        // The placeholders and the exit are not made; the others are named in file order.
        #expect(main["sceneObjects"] == .array([.reference("tap"), .reference("pan"), .reference("helper")]))
        #expect(document.objects.first { $0.id == "nav" }?["sceneObjects"] == nil)
        #expect(document.objects.first { $0.id == "detail" }?["sceneObjects"] == nil)
    }

    @Test func theValidatorKnowsTheLoaderReadsTheKey() throws {
        _ = try Self.makeStoryboard()  // registers the classes
        try withTemporaryFolder("scene-objects") { folder in
            let url = folder.appendingPathComponent("Main.storyboard")
            try Self.storyboard.write(to: url, atomically: true, encoding: .utf8)
            let storyboard = try Storyboard(contentsOf: url)
            #expect(storyboard.document.objects.contains { $0["sceneObjects"] != nil })
            #expect(!storyboard.warnings.contains { $0.message.contains("sceneObjects") })
        }
    }

    @Test(arguments: [nil, ArchiveFormat.xml, ArchiveFormat.json])
    func everySceneObjectIsMadeAndConnected(format: ArchiveFormat?) throws {
        let storyboard = try Self.makeStoryboard(format: format)
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let main = try #require(navigation.viewControllers.first as? SceneObjectsController)
        let card = try #require(main.card)
        let tap = try #require(main.tap as? AwakeTapGestureRecognizer)
        let helper = try #require(main.helper)
        #expect(card.gestureRecognizers.count == 2)
        #expect(card.gestureRecognizers.first === tap && tap.view === card)
        let pan = try #require(card.gestureRecognizers.last as? PanGestureRecognizer)
        #expect(pan.view === card)
        // The collection is in file order of its connections: pan, then tap.
        #expect(main.recognizers.map(ObjectIdentifier.init) == [ObjectIdentifier(pan), ObjectIdentifier(tap)])
        #expect(helper.controller === main && helper.card === card)
        // Sent once each, after every connection of the scene was made.
        #expect(tap.awoke == 1)
        #expect(helper.awokeConnected == true)
        // The recognizer's action reaches the controller; the button's, the custom object.
        #expect(pan.simulateRecognition())
        #expect(main.panned == [.began, .changed, .ended])
        try #require(main.view.subviews.first as? Button).simulateTap()
        #expect(helper.refreshed == [7])
    }

    @Test func theControllerKeepsItsSceneObjectsAlive() throws {
        // The helper has no outlet to it here: only the controller keeps it.
        let text = Self.storyboard.replacingOccurrences(
            of: #"<outlet property="helper" destination="helper" id="o2"/>"#, with: "")
        _ = try Self.makeStoryboard()  // registers the classes
        let storyboard = Storyboard(
            document: try ArchiveDocument(data: Data(text.utf8), file: "Main.storyboard"), file: "Main.storyboard")
        weak var helper: SceneHelper?
        var main: SceneObjectsController? = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Main") as? SceneObjectsController)
        helper = main?.storyboardSceneObjects.last as? SceneHelper
        #expect(main?.storyboardSceneObjects.count == 3)
        #expect(helper != nil && main?.helper == nil)
        #expect(helper?.controller === main)
        // The helper's outlet holds the controller as UIKit's strong outlets do; break that cycle.
        helper?.controller = nil
        main = nil
        #expect(helper == nil)
    }

    @Test func eachInstantiationMakesItsOwnSceneObjects() throws {
        let storyboard = try Self.makeStoryboard()
        let first = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Main") as? SceneObjectsController)
        let second = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Main") as? SceneObjectsController)
        let firstTap = try #require(first.tap)
        let secondTap = try #require(second.tap)
        #expect(firstTap !== secondTap)
        #expect(first.helper !== second.helper)
        #expect(firstTap.view === first.card && secondTap.view === second.card)
        #expect(second.helper?.controller === second)
    }

    @Test func recognizingTheGesturePerformsTheRecognizersSegue() throws {
        let storyboard = try Self.makeStoryboard()
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let main = try #require(navigation.viewControllers.first as? SceneObjectsController)
        let tap = try #require(main.tap)
        #expect(main.segueTemplates.contains { $0.identifier == "fromTap" && $0.sourceID == "tap" })
        #expect(tap.simulateRecognition(at: CGPoint(x: 10, y: 10)))
        #expect(navigation.viewControllers.count == 2)
        #expect(main.prepared.map(\.identifier) == ["fromTap"])
        #expect(main.prepared.first?.sender === tap)
        // Another recognition pushes another fresh destination.
        #expect(tap.simulateRecognition())
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.viewControllers[1] !== navigation.viewControllers[2])
    }

    @Test func theControllerCanDeclineTheRecognizersSegue() throws {
        let storyboard = try Self.makeStoryboard()
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let main = try #require(navigation.viewControllers.first as? SceneObjectsController)
        main.blocked = ["fromTap"]
        #expect(try #require(main.tap).simulateRecognition())
        #expect(navigation.viewControllers.count == 1)
        #expect(main.prepared.isEmpty)
    }

    @Test func aContinuousRecognizerPerformsItsSegueOnceWhenTheGestureEnds() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: """
                <connections><action selector="panned:" destination="main" id="a1"/></connections>
                """,
            with: """
                <connections><segue destination="detail" kind="show" identifier="fromPan" id="g2"/></connections>
                """)
        _ = try Self.makeStoryboard()  // registers the classes
        let storyboard = Storyboard(
            document: try ArchiveDocument(data: Data(text.utf8), file: "Main.storyboard"), file: "Main.storyboard")
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let main = try #require(navigation.viewControllers.first as? SceneObjectsController)
        let pan = try #require(main.card?.gestureRecognizers.last as? PanGestureRecognizer)
        pan.state = .began
        pan.state = .changed
        #expect(navigation.viewControllers.count == 1, "nothing before the gesture is recognized")
        pan.state = .ended
        pan.state = .possible
        #expect(navigation.viewControllers.count == 2)
        #expect(main.prepared.map(\.identifier) == ["fromPan"])
    }

    @Test func aSceneObjectOfAnUnregisteredClassIsAnErrorUnlessItFallsBack() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: "customClass=\"SceneHelper\"", with: "customClass=\"Unknown\"")
        let document = try ArchiveDocument(data: Data(text.utf8), file: "Main.storyboard")
        Nib.register(SceneObjectsController.self)
        Nib.register(AwakeTapGestureRecognizer.self)
        let storyboard = Storyboard(document: document, file: "Main.storyboard")
        #expect(throws: NibLoadingError.self) { try storyboard.instantiateViewController(withIdentifier: "Main") }
        let warnings = Locked<[String]>([])
        let options = Nib.Options(
            fallsBackToKnownBaseClass: true,
            warningHandler: { warning in warnings.withLock { $0.append(warning.message) } })
        let main = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Main", options: options)
                as? SceneObjectsController)
        // The stand-in cannot take the controller's typed outlet; the rest is connected.
        #expect(main.helper == nil && main.tap?.view === main.card)
        #expect(warnings.withLock { $0 }.contains { $0.contains("Unknown") })
    }
}
