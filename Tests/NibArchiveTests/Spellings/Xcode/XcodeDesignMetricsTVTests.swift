import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// The TV screen Interface Builder simulates: the overscan band UIKit folds into tvOS's safe
/// area, 60 points at the top and bottom and 90 (older tools) or 80 at the sides; none in files
/// that name no device; none yet under tvOS's navigation and tab bars.
@Suite struct XcodeDesignMetricsTVTests {
    /// A tvOS storyboard of `tools` with one controller, under a navigation controller when
    /// `pushed`, on `device` (none when nil).
    static func storyboard(tools: String, device: String? = "appleTV", pushed: Bool = false) -> String {
        let navigation =
            pushed
            ? """
            <scene><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
            <segue destination="tv" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="\(tools)" \
            targetRuntime="AppleTV" useAutolayout="YES" initialViewController="tv">
                \(device.map { #"<device id="\#($0)" orientation="landscape" appearance="light"/>"# } ?? "")
                <scenes>
                    \(navigation)
                    <scene><objects><viewController id="tv" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="tv-view">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        </view>
                    </viewController></objects></scene>
                </scenes>
            </document>
            """
    }

    static func safeArea(_ text: String) throws -> EdgeInsets? {
        try XcodeDesignMetrics.read(Data(text.utf8), file: "TV.storyboard").safeAreas["tv-view"]
    }

    @Test func theOverscanBandIsTheSafeArea() throws {
        // TVVLCPlayer's storyboard (14460) stores a view 300 points in from the safe area at x = 390.
        #expect(
            try Self.safeArea(Self.storyboard(tools: "14460.31"))
                == EdgeInsets(top: 60, left: 90, bottom: 60, right: 90))
        // SasquatchTV's (19455) stores its margins 80 + 16 in.
        #expect(
            try Self.safeArea(Self.storyboard(tools: "19455")) == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
        // A view stored as short as the bands above and below it keeps the side bands.
        let short = Self.storyboard(tools: "19455").replacingOccurrences(of: #"height="1080""#, with: #"height="960""#)
        #expect(try Self.safeArea(short) == EdgeInsets(top: 0, left: 80, bottom: 0, right: 80))
        #expect(try Self.safeArea(Self.storyboard(tools: "10117", device: nil)) == nil)
        #expect(try Self.safeArea(Self.storyboard(tools: "19455", pushed: true)) == nil)
    }
}
