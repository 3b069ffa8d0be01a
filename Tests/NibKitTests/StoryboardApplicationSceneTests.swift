import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// The app delegate of the test storyboards: it records `awakeFromNib()`.
final class SceneAppDelegate: CustomObject {
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

/// What stands for AppKit's application: the outlets the storyboards connect on it.
private final class TestApplication {
    @Outlet var delegate: SceneAppDelegate?
    @Outlet var dockMenu: AppKitObject?
}

/// A macOS storyboard's application scene is made as `NSApplicationMain` makes it: the app
/// delegate and the other objects, connected to an application object the caller passes in
/// place of `NSApp`; the `<application>` itself is not made.
@Suite struct StoryboardApplicationSceneTests {
    /// A macOS storyboard with an application scene (`menu` adds a main menu with one item
    /// whose action goes to the First Responder, and a dock menu) and a window controller scene.
    static func storyboard(menu: Bool, applicationClass: String? = nil) throws -> Storyboard {
        let mainMenu = """
            <menu key="mainMenu" systemMenu="main" id="main">
                <items><menuItem title="Quit" id="quit">
                    <connections><action selector="terminate:" target="fr" id="a1"/></connections>
                </menuItem></items>
            </menu>
            """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="MacOSX.Cocoa" initialViewController="wc">
            <scenes>
            <scene sceneID="s1"><objects>
                <application id="app" \(applicationClass.map { "customClass=\"\($0)\" " } ?? "")sceneMemberID="viewController">
                    \(menu ? mainMenu : "")
                    <connections>
                        <outlet property="delegate" destination="del" id="o1"/>
                        \(menu ? #"<outlet property="dockMenu" destination="dock" id="o2"/>"# : "")
                    </connections>
                </application>
                <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                <customObject id="del" customClass="SceneAppDelegate" customModule="Example"/>
                \(menu ? #"<menu id="dock" userLabel="Dock Menu"><items/></menu>"# : "")
            </objects></scene>
            <scene sceneID="s2"><objects>
                <windowController id="wc" sceneMemberID="viewController"/>
                <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            </objects></scene>
            </scenes>
            </document>
            """
        Nib.register(SceneAppDelegate.self)
        let document = try ArchiveDocument(data: Data(text.utf8), file: "Main.storyboard")
        return Storyboard(document: document, file: "Main.storyboard")
    }

    @Test func theAppDelegateIsMadeAndConnectedToTheApplicationPassed() throws {
        let application = TestApplication()
        let warnings = WarningRecorder()
        let objects = try #require(
            try Self.storyboard(menu: false).instantiateApplicationScene(
                application: application, options: Nib.Options(warningHandler: { warnings.add($0) })))
        #expect(objects.count == 1)
        let delegate = try #require(objects.first as? SceneAppDelegate)
        #expect(application.delegate === delegate)
        #expect(delegate.awoke)
        #expect(warnings.all.isEmpty, "\(warnings.all)")
    }

    @Test func eachCallMakesFreshObjects() throws {
        let storyboard = try Self.storyboard(menu: false)
        let first = try #require(try storyboard.instantiateApplicationScene())
        let second = try #require(try storyboard.instantiateApplicationScene())
        #expect(first.count == 1 && second.count == 1 && first[0] !== second[0])
    }

    @Test func withoutAnApplicationItsConnectionsAreSkippedWithAWarning() throws {
        let warnings = WarningRecorder()
        let objects = try #require(
            try Self.storyboard(menu: false).instantiateApplicationScene(
                options: Nib.Options(warningHandler: { warnings.add($0) })))
        #expect(objects.count == 1 && objects.first is SceneAppDelegate)
        #expect(warnings.all.map(\.code) == [NibLoadingError.Code.skipped])
        #expect(
            warnings.all.first?.message.contains("AppKit's application object (placeholder app) was not passed") == true
        )
    }

    @Test func theApplicationsMenusLoadAsAppKitObjectsBesideTheOthers() throws {
        let application = TestApplication()
        let warnings = WarningRecorder()
        let storyboard = try Self.storyboard(menu: true, applicationClass: "ExampleApp")
        #expect(storyboard.applicationScene?.id == "app")
        // AppKit's menus are model objects NibKit keeps (`AppKitObject`): no fallback is needed.
        let objects = try #require(
            try storyboard.instantiateApplicationScene(
                application: application, options: Nib.Options(warningHandler: { warnings.add($0) })))
        // The main menu (held by the application), then the scene's objects in file order.
        #expect(objects.map { ($0 as? any Archivable)?.unarchivedValues.archiveID } == ["main", "del", "dock"])
        #expect((objects[0] as? AppKitObject)?.unarchivedValues.originalClassName == "NSMenu")
        #expect(application.delegate === objects[1])
        #expect(application.dockMenu === objects[2])
        // The Quit item, kept verbatim in its menu, sends nothing.
        #expect(warnings.all.map(\.code) == ["NIB0411"])
        #expect(warnings.all.last?.message.contains("action 'terminate:' names 'quit'") == true)
    }

    @Test func theApplicationSceneDocumentHasTheApplicationAsPlaceholder() throws {
        let storyboard = try Self.storyboard(menu: true)
        let scene = try #require(storyboard.applicationScene)
        let document = storyboard.applicationSceneDocument(scene)
        #expect(document.objects.map(\.id) == ["main", "del", "dock"])
        #expect(
            document.placeholders.map(\.id) == ["fr", "app"]
                && document.placeholders.last?.kind == .external("Application"))
        #expect(document.connections.map(\.name) == ["terminate:", "delegate", "dockMenu"])
    }

    @Test func otherScenesAndIOSStoryboardsAreUnchanged() throws {
        let storyboard = try Self.storyboard(menu: false)
        #expect(try storyboard.instantiateInitialViewController(options: .init(fallsBackToKnownBaseClass: true)) != nil)
        let iOS = Storyboard(
            document: try ArchiveDocument(
                data: Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                    targetRuntime="iOS.CocoaTouch"><scenes/></document>
                    """.utf8), file: "Main.storyboard"))
        #expect(try iOS.instantiateApplicationScene() == nil)
    }
}
