import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// A controller that records the segues it prepares, with their senders.
final class SegueTriggerController: ViewController {
    var prepared: [(identifier: String?, sender: AnyObject?)] = []
    var blocked: Set<String> = []

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender as AnyObject?))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        !blocked.contains(identifier)
    }
}

/// Segues whose source is not the controller fire as UIKit fires them: a static table cell's when
/// its row is selected as the user selects it, a prototype cell's when the prototype is, a
/// collection view cell's, a bar button item's tap, a button's tap wherever it is (inside a
/// static cell too); each asks `shouldPerformSegue` first and passes the source as sender.
@Suite struct StoryboardSegueTriggerTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
        initialViewController="nav">
        <scenes>
        <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="list" customClass="SegueTriggerController" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                    <subviews>
                        <tableView style="plain" dataMode="static" id="static"><rect key="frame" x="0" y="0" width="320" height="200"/>
                            <sections><tableViewSection id="sec">
                                <cells>
                                    <tableViewCell id="cell0"><rect key="frame" x="0" y="0" width="320" height="44"/>
                                        <tableViewCellContentView key="contentView" id="content0">
                                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                                            <subviews>
                                                <button id="cellButton"><rect key="frame" x="0" y="0" width="44" height="44"/>
                                                    <connections><segue destination="detail" kind="show" identifier="fromCellButton" id="g1"/></connections>
                                                </button>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections><segue destination="detail" kind="show" identifier="fromCell" id="g2"/></connections>
                                    </tableViewCell>
                                    <tableViewCell id="cell1"><rect key="frame" x="0" y="44" width="320" height="44"/></tableViewCell>
                                </cells>
                            </tableViewSection></sections>
                        </tableView>
                        <tableView style="plain" id="dynamic"><rect key="frame" x="0" y="200" width="320" height="100"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Row" id="proto"><rect key="frame" x="0" y="0" width="320" height="44"/>
                                    <connections><segue destination="detail" kind="show" id="g3"/></connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <collectionView id="grid"><rect key="frame" x="0" y="300" width="320" height="100"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="flow"/>
                            <cells>
                                <collectionViewCell reuseIdentifier="Item" id="item"><rect key="frame" x="0" y="0" width="50" height="50"/>
                                    <connections><segue destination="detail" kind="presentation" identifier="fromItem" id="g4"/></connections>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </subviews>
                </view>
                <navigationItem key="navigationItem" id="nav-item">
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                        <connections><segue destination="detail" kind="presentation" identifier="fromBar" id="g5"/></connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="detail" sceneMemberID="viewController">
                <view key="view" id="detailView"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController>
        </objects></scene>
        </scenes>
        </document>
        """

    struct Scene {
        let navigation: NavigationController
        let list: SegueTriggerController
        let staticTable: TableView
        let dynamicTable: TableView
        let grid: CollectionView
    }

    func start() throws -> Scene {
        Nib.register(SegueTriggerController.self)
        let document = try ArchiveDocument(data: Data(Self.storyboard.utf8), file: "Main.storyboard")
        let storyboard = Storyboard(document: document, file: "Main.storyboard")
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try #require(navigation.viewControllers.first as? SegueTriggerController)
        let subviews = list.view.subviews
        return Scene(
            navigation: navigation, list: list, staticTable: try #require(subviews.first as? TableView),
            dynamicTable: try #require(subviews.dropFirst().first as? TableView),
            grid: try #require(subviews.last as? CollectionView))
    }

    @Test func selectingAStaticRowPerformsItsCellsSegue() throws {
        let scene = try start()
        let cell = try #require(scene.staticTable.staticCell(at: IndexPath(row: 0, section: 0)))
        #expect(scene.staticTable.simulateSelection(ofRowAt: IndexPath(row: 0, section: 0)))
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.list.prepared.map(\.identifier) == ["fromCell"])
        #expect(scene.list.prepared.first?.sender === cell)
        #expect(cell.isSelected)
        #expect(scene.staticTable.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        // Selecting another row deselects the first cell and performs nothing: its cell has no segue.
        #expect(scene.staticTable.simulateSelection(ofRowAt: IndexPath(row: 1, section: 0)))
        #expect(!cell.isSelected)
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func aTableThatAllowsNoSelectionPerformsNothing() throws {
        let scene = try start()
        scene.staticTable.allowsSelection = false
        #expect(!scene.staticTable.simulateSelection(ofRowAt: IndexPath(row: 0, section: 0)))
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.list.prepared.isEmpty)
    }

    @Test func theSourceControllerCanDeclineACellsSegue() throws {
        let scene = try start()
        scene.list.blocked = ["fromCell"]
        #expect(scene.staticTable.simulateSelection(ofRowAt: IndexPath(row: 0, section: 0)))
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func selectingAPrototypePerformsItsSegue() throws {
        let scene = try start()
        let prototype = try #require(scene.dynamicTable.prototypeCell(withReuseIdentifier: "Row"))
        #expect(prototype.selectionActions.count == 1)
        #expect(prototype.simulateSelection())
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.list.prepared.count == 1 && scene.list.prepared[0].identifier == nil)
        #expect(scene.list.prepared[0].sender === prototype)
    }

    @Test func selectingACollectionViewCellPerformsItsSegue() throws {
        let scene = try start()
        let item = try #require(scene.grid.prototypeCell(withReuseIdentifier: "Item") as? CollectionViewCell)
        #expect(item.simulateSelection())
        #expect(scene.list.prepared.map(\.identifier) == ["fromItem"])
        #expect(scene.list.presentedViewController != nil)
        item.isHidden = true
        #expect(!item.simulateSelection())
    }

    @Test func aBarButtonItemsTapPerformsItsSegue() throws {
        let scene = try start()
        let add = try #require(scene.list.navigationItem.rightBarButtonItems.first)
        #expect(add.simulateTap())
        #expect(scene.list.prepared.map(\.identifier) == ["fromBar"])
        #expect(scene.list.prepared.first?.sender === add)
        #expect(scene.list.presentedViewController != nil)
    }

    @Test func aButtonInsideAStaticCellPerformsItsSegue() throws {
        let scene = try start()
        let cell = try #require(scene.staticTable.staticCell(at: IndexPath(row: 0, section: 0)))
        let button = try #require(cell.contentView.subviews.first as? Button)
        #expect(button.simulateTap())
        #expect(scene.list.prepared.map(\.identifier) == ["fromCellButton"])
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func aButtonsSegueIsItsTouchUpInside() throws {
        let scene = try start()
        let cell = try #require(scene.staticTable.staticCell(at: IndexPath(row: 0, section: 0)))
        let button = try #require(cell.contentView.subviews.first as? Button)
        button.sendActions(for: .primaryActionTriggered)
        #expect(scene.list.prepared.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(scene.list.prepared.map(\.identifier) == ["fromCellButton"])
    }

    @Test func triggersAreConnectedBeforeTheViewLoads() throws {
        Nib.register(SegueTriggerController.self)
        let document = try ArchiveDocument(data: Data(Self.storyboard.utf8), file: "Main.storyboard")
        let builder = StoryboardSceneBuilder(
            storyboard: Storyboard(document: document, file: "Main.storyboard"), options: Nib.Options())
        let scene = try #require(document.objects.first { $0.id == "list" })
        let (controller, unarchiver) = try #require(try builder.buildScene(scene, building: []))
        #expect(!controller.isViewLoaded)
        let bar = try #require(unarchiver?.object(withID: "add") as? BarButtonItem)
        let proto = try #require(unarchiver?.object(withID: "proto") as? TableViewCell)
        #expect(bar.namedActionConnections.isEmpty)
        #expect(proto.selectionActions.count == 1)
    }
}

/// A table view cell's segue whose trigger is `accessoryAction` is performed by a tap on the
/// cell's accessory button (UIKit's `tableView(_:accessoryButtonTappedForRowWith:)`), never by
/// selecting its row; the cell's selection segue keeps firing on selection only.
@Suite struct StoryboardAccessorySegueTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
        initialViewController="nav">
        <scenes>
        <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="list" customClass="SegueTriggerController" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                    <subviews>
                        <tableView style="plain" dataMode="static" id="static"><rect key="frame" x="0" y="0" width="320" height="200"/>
                            <sections><tableViewSection id="sec">
                                <cells>
                                    <tableViewCell accessoryType="detailDisclosureButton" id="cell"><rect key="frame" x="0" y="0" width="320" height="44"/>
                                        <connections>
                                            <segue destination="detail" kind="show" trigger="accessoryAction" identifier="fromAccessory" id="g1"/>
                                            <segue destination="detail" kind="show" identifier="fromRow" id="g2"/>
                                        </connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection></sections>
                        </tableView>
                        <tableView style="plain" id="dynamic"><rect key="frame" x="0" y="200" width="320" height="100"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Row" accessoryType="detailButton" id="proto">
                                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                                    <connections><segue destination="detail" kind="presentation" trigger="accessoryAction" id="g3"/></connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="detail" sceneMemberID="viewController">
                <view key="view" id="detailView"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController>
        </objects></scene>
        </scenes>
        </document>
        """

    func start() throws -> (NavigationController, SegueTriggerController, TableView, TableView) {
        Nib.register(SegueTriggerController.self)
        let document = try ArchiveDocument(data: Data(Self.storyboard.utf8), file: "Main.storyboard")
        let storyboard = Storyboard(document: document, file: "Main.storyboard")
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try #require(navigation.viewControllers.first as? SegueTriggerController)
        let tables = list.view.subviews.compactMap { $0 as? TableView }
        try #require(tables.count == 2)
        return (navigation, list, tables[0], tables[1])
    }

    @Test func theTemplatesKeepTheTrigger() throws {
        let (_, list, _, _) = try start()
        #expect(list.segueTemplates.map(\.trigger) == [.accessoryAction, .selection, .accessoryAction])
        #expect(list.segueTemplates.map(\.identifier) == ["fromAccessory", "fromRow", nil])
    }

    @Test func theAccessoryButtonPerformsTheAccessorySegueOnly() throws {
        let (navigation, list, table, _) = try start()
        let row = IndexPath(row: 0, section: 0)
        let cell = try #require(table.staticCell(at: row))
        #expect(cell.accessoryActions.count == 1 && cell.selectionActions.count == 1)
        #expect(table.simulateAccessoryButtonTap(forRowAt: row))
        #expect(list.prepared.map(\.identifier) == ["fromAccessory"])
        #expect(list.prepared.first?.sender === cell)
        #expect(navigation.viewControllers.count == 2)
        #expect(table.indexPathForSelectedRow == nil && !cell.isSelected, "the tap selects nothing")
    }

    @Test func selectingTheRowPerformsTheSelectionSegueOnly() throws {
        let (navigation, list, table, _) = try start()
        #expect(table.simulateSelection(ofRowAt: IndexPath(row: 0, section: 0)))
        #expect(list.prepared.map(\.identifier) == ["fromRow"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func theSourceControllerCanDeclineTheAccessorySegue() throws {
        let (navigation, list, table, _) = try start()
        list.blocked = ["fromAccessory"]
        #expect(table.simulateAccessoryButtonTap(forRowAt: IndexPath(row: 0, section: 0)))
        #expect(list.prepared.isEmpty)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aPrototypesAccessorySegueIsItsAccessoryButtons() throws {
        let (_, list, _, dynamic) = try start()
        let prototype = try #require(dynamic.prototypeCell(withReuseIdentifier: "Row"))
        #expect(prototype.selectionActions.isEmpty)
        #expect(prototype.simulateSelection())
        #expect(list.presentedViewController == nil, "selecting the prototype performs nothing")
        #expect(prototype.simulateAccessoryButtonTap())
        #expect(list.presentedViewController != nil)
        #expect(list.prepared.count == 1 && list.prepared[0].sender === prototype)
    }
}
