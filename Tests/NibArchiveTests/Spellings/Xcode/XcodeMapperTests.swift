import Foundation
import NibArchive
import Testing

/// The entries the mapper adds to objects once their elements are read (a storyboard
/// controller's `sceneObjects`, the initial controller's `isInitialViewController`, a
/// controller's legacy `layoutGuides` on its view) take the place of a value the file set
/// under the same key: every object holds each key once, and the conversion to XML reads back.
@Suite struct XcodeMapperTests {
    static func storyboard(_ scene: String, initial: String = "c") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes><scene sceneID="s"><objects>\(scene)</objects></scene></scenes>
        </document>
        """
    }

    @Test(arguments: [
        storyboard(
            #"<viewController id="c" sceneMemberID="viewController"><string key="sceneObjects">x</string></viewController>"#
                + #"<tapGestureRecognizer id="t"/>"#),
        storyboard(
            #"<viewController id="c" sceneMemberID="viewController"><bool key="isInitialViewController" value="NO"/></viewController>"#
        ),
        storyboard(
            #"<viewController id="c" sceneMemberID="viewController"><layoutGuides><viewControllerLayoutGuide type="top" id="g"/></layoutGuides>"#
                + #"<view key="view" id="v"><string key="layoutGuides">x</string></view></viewController>"#),
    ])
    func keysAddedLastTakeThePlaceOfTheFilesOwn(text: String) throws {
        let document = try XcodeTestDocuments.read(text)
        #expect(XcodeTestDocuments.keysHeldTwice(in: document) == [])
        #expect(throws: Never.self) { try ArchiveDocument(data: document.data(format: .xml), format: .xml) }
    }

    @Test func theMappersValueWins() throws {
        let document = try XcodeTestDocuments.read(
            Self.storyboard(
                #"<viewController id="c" sceneMemberID="viewController"><bool key="isInitialViewController" value="NO"/>"#
                    + #"<string key="sceneObjects">x</string></viewController><tapGestureRecognizer id="t"/>"#))
        let controller = try #require(document.objects.first { $0.id == "c" })
        #expect(controller["isInitialViewController"] == .value(.bool(true)))
        #expect(controller["sceneObjects"] == .array([.reference("t")]))
    }
}
