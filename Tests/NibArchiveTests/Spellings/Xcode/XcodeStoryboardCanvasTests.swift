import Foundation
import Testing

@testable import NibArchive

/// The storyboard canvas read from small documents: which object is a scene's controller, and
/// a translated read keeping it.
@Suite struct XcodeStoryboardCanvasTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <userDefaultsController representsSharedInstance="YES" id="defaults"/>
                        <application id="app" customClass="MyApp" sceneMemberID="viewController"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <controllerPlaceholder storyboardName="Preferences" id="prefs" sceneMemberID="viewController"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="200"/>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController title="Hello" id="vc" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="400"/>
                </scene>
            </scenes>
        </document>
        """

    @Test func aScenesControllerIsItsViewControllerMember() throws {
        let canvas = try XcodeDesignMetrics.read(Data(Self.storyboard.utf8)).canvas
        // Not the user defaults controller beside the application; the storyboard reference too.
        #expect(canvas.scenes.map(\.controllerID) == ["app", "prefs", "vc"])
    }

    @Test func aTranslatedReadKeepsTheCanvas() throws {
        let data = Data(Self.storyboard.utf8)
        let read = try XcodeDocumentReader().readWithDesignMetrics(data, translations: ["vc.title": "Bonjour"])
        #expect(read.design == (try XcodeDesignMetrics.read(data)))
        #expect(read.design.canvas.scenes.count == 3)
        #expect(read.document.objects.contains { $0["title"] == .value(.string("Bonjour")) })
    }
}
