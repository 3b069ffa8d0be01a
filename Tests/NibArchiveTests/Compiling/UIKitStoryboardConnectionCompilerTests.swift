import Foundation
import NibArchive
import TestSupport
import Testing

/// Where `UIKitStoryboardCompiler` makes a storyboard's connections: one naming an object of
/// another scene is left out with a warning (no run-time object could be its end).
@Suite struct UIKitStoryboardConnectionCompilerTests {
    typealias Fixture = UIKitStoryboardCompilerTests

    /// The sample storyboard with the details scene's back button also sending `tapped:` to the
    /// root controller, in another scene (a copy and paste between scenes leaves such actions:
    /// SkyFloatingLabelTextField's example storyboard holds 17).
    static let crossing = Fixture.storyboard.replacingOccurrences(
        of: #"<segue destination="exit" kind="unwind" unwindAction="backToRoot:" id="seg-back"/>"#,
        with: #"""
            <segue destination="exit" kind="unwind" unwindAction="backToRoot:" id="seg-back"/>
            <action selector="tapped:" destination="root" eventType="touchUpInside" id="act-crossing"/>
            """#)

    @Test func aConnectionToAnotherScenesObjectIsLeftOutWithAWarningAtItsLine() throws {
        let output = try Fixture.compile(Self.crossing)
        let line = Self.crossing.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("act-crossing") }.map { $0 + 1 }
        let warning = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(warning.code == .crossSceneConnection)
        #expect(warning.severity == .warning)
        #expect(warning.line == line && warning.objectID == "act-crossing")
        #expect(warning.message.contains("'tapped:'") && warning.message.contains("root"))
        let details = try Fixture.nib(output, "details-view-detailsView.nib")
        #expect(
            !details.indices(ofClass: "UIRuntimeEventConnection").contains {
                details.string($0, "UILabel") == "tapped:"
            })
        // The connection made before it was known to cross is not left behind in the archive.
        #expect(details == (try Fixture.nib(try Fixture.compile(), "details-view-detailsView.nib")))
        // Everything else reads back as the source, less that connection.
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(Self.crossing.utf8), file: "Main.storyboard")
        let summary = InterfaceTreeSummary(source, leftOut: [[warning.line, warning.column]])
        let differences = InterfaceTreeSummary(read).differences(from: summary)
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
    }

    /// A controller archived in two nibs (its container's and its own, for its identifier)
    /// meets the same crossing twice; it is said once.
    @Test func aCrossingInAControllerArchivedTwiceIsSaidOnce() throws {
        let text = Fixture.storyboard.replacingOccurrences(
            of: #"<viewController id="root" customClass="RootController""#,
            with: #"<viewController storyboardIdentifier="Root" id="root" customClass="RootController""#
        ).replacingOccurrences(
            of: Self.itemOne,
            with: Self.itemOne(connecting: #"<action selector="back:" destination="details" id="act-one"/>"#))
        let output = try Fixture.compile(text)
        #expect(output.files.contains { $0.path == "Root.nib" })
        #expect(output.diagnostics.map(\.code) == [.crossSceneConnection])
    }

    @Test func aConnectionToNoObjectAtAllIsStillAnError() {
        let text = Self.crossing.replacingOccurrences(
            of: #"destination="root" eventType"#, with: #"destination="gone" eventType"#)
        #expect {
            _ = try Fixture.compile(text)
        } throws: { error in
            (error as? ArchiveReadError)?.code == .unknownConnectionTarget
        }
    }

    /// A guard of what was so before: every nib has its own First Responder, so an action to
    /// another scene's crosses nothing.
    @Test func anActionToAnotherScenesFirstResponderStaysTheResponderChains() throws {
        let text = Self.crossing.replacingOccurrences(
            of: #"destination="root" eventType"#, with: #"destination="fr2" eventType"#)
        let output = try Fixture.compile(text)
        #expect(output.diagnostics.isEmpty)
        let details = try Fixture.nib(output, "details-view-detailsView.nib")
        #expect(
            details.indices(ofClass: "UIRuntimeEventConnection").contains { details.string($0, "UILabel") == "tapped:" }
        )
    }

    /// The sample storyboard with a custom object in the root controller's scene that a bar
    /// button item of its navigation item names, as Ramotion's animated tab bar's items name
    /// their animations.
    static let namedFromTheControllersNib = Fixture.rootScene(
        holding: #"<customObject id="bounce" customClass="BounceAnimation" customModule="App"/>"#
    ).replacingOccurrences(
        of: itemOne, with: itemOne(connecting: #"<outlet property="animation" destination="bounce" id="out-bounce"/>"#))

    /// The sample's bar button item "One", with no connections.
    static let itemOne = #"<barButtonItem title="One" style="plain" id="one"/>"#

    /// Item "One" holding `connection`.
    static func itemOne(connecting connection: String) -> String {
        #"<barButtonItem title="One" style="plain" id="one"><connections>\#(connection)</connections></barButtonItem>"#
    }

    @Test func aSceneObjectOnlyTheControllersNibNamesIsArchivedThere() throws {
        let output = try Fixture.compile(Self.namedFromTheControllersNib)
        let nav = try Fixture.nib(output, "UINavigationController-nav.nib")
        let bounce = try #require(
            nav.indices(ofClass: "UIClassSwapper").first {
                nav.string($0, "UIClassName") == "_TtC3App15BounceAnimation"
            })
        let outlet = try #require(
            nav.indices(ofClass: "UIRuntimeOutletConnection").first { nav.string($0, "UILabel") == "animation" })
        #expect(nav.value(outlet, "UIDestination") == .object(bounce))
        #expect(nav.topLevelObjects().contains(bounce))
        let view = try Fixture.nib(output, "root-view-rootView.nib")
        #expect(
            !view.indices(ofClass: "UIClassSwapper").contains {
                view.string($0, "UIClassName")?.contains("Bounce") == true
            })
        try Fixture.expectReadsBack(output, as: Self.namedFromTheControllersNib)
    }

    /// An object the controller's nib names that the view's nib names too, or that names an
    /// object left in the view's nib, would be needed in both: refused at it.
    @Test func aSceneObjectBothNibsNeedIsRefused() {
        let namedFromTheView = Self.namedFromTheControllersNib.replacingOccurrences(
            of: #"<action selector="tapped:" destination="root""#,
            with: #"<action selector="tapped:" destination="bounce""#)
        let namingTheView = Self.namedFromTheControllersNib.replacingOccurrences(
            of: #"<customObject id="bounce" customClass="BounceAnimation" customModule="App"/>"#,
            with: #"""
                <customObject id="bounce" customClass="BounceAnimation" customModule="App">
                    <connections><outlet property="helper" destination="helper" id="out-helper"/></connections>
                </customObject>
                <customObject id="helper" customClass="Helper" customModule="App"/>
                """#)
        for text in [namedFromTheView, namingTheView] {
            expectRefusal(of: text, atLineHolding: #"id="bounce""#) { text throws(ArchiveReadError) in
                _ = try Fixture.compile(text)
            }
        }
    }
}
