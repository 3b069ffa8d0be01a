import Foundation
import NibKit
import TestSupport
import Testing

@Suite struct StoryboardTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <!--Start-->
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Start" id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label text="Hello" id="hello">
                                        <rect key="frame" x="20" y="100" width="350" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="vc2" kind="show" identifier="details" id="sg1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root2">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button buttonType="system" id="done">
                                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                                        <state key="normal" title="Done"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func storyboard() throws -> Storyboard {
        try withTemporaryFolder("storyboard") { folder in
            let url = folder.appendingPathComponent("Main.storyboard")
            try Self.text.write(to: url, atomically: true, encoding: .utf8)
            return try Storyboard(contentsOf: url)
        }
    }

    @Test func instantiatesTheInitialControllerWithItsView() throws {
        let storyboard = try storyboard()
        #expect(storyboard.identifiers == ["Start", "Detail"])
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let label = try #require(controller.view.subviews.first as? Label)
        #expect(label.text == "Hello")
        #expect(controller.view.frame.size.width == 390)
        let again = try #require(try storyboard.instantiateInitialViewController())
        #expect(again !== controller)
    }

    @Test func instantiatesAControllerByIdentifier() throws {
        let controller = try storyboard().instantiateViewController(withIdentifier: "Detail")
        let button = try #require(controller.view.subviews.first as? Button)
        #expect(button.title(for: .normal) == "Done")
    }

    @Test func anUnknownIdentifierSuggestsTheClosestOne() throws {
        do {
            _ = try storyboard().instantiateViewController(withIdentifier: "Detal")
            Issue.record("expected an error")
        } catch let error as NibLoadingError {
            #expect(error.problems.map(\.code) == ["NIB0410"])
            #expect(
                error.problems.first?.message
                    == "no scene has the storyboard identifier 'Detal'; did you mean 'Detail'?")
        }
    }
}
