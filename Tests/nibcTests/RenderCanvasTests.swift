import Foundation
import TestSupport
import Testing

/// `nibc render -o OUT/` on a macOS storyboard: the canvas's scenes are the scenes' own
/// objects, a storyboard reference a small box titled by the storyboard it names, an
/// application its menu bar.
@Suite struct RenderCanvasTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <userDefaultsController representsSharedInstance="YES" id="defaults"/>
                        <application id="app" sceneMemberID="viewController"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <controllerPlaceholder storyboardName="Preferences" id="prefs" sceneMemberID="viewController"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="300"/>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="600"/>
                </scene>
            </scenes>
        </document>
        """

    @Test func aStoryboardReferenceIsASmallBoxAndAnApplicationSceneIsNotItsDefaultsController() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("Main.storyboard")
            try Data(Self.storyboard.utf8).write(to: input)
            let out = folder.appendingPathComponent("pictures").path + "/"
            let run = try NibcProcess.run(["render", "--format", "svg", input.path, "-o", out])
            try #require(run.status == 0, "\(run.stderr)")
            let canvas = try String(contentsOfFile: out + "canvas.svg", encoding: .utf8)
            #expect(canvas.contains(#"data-scene="app""#))
            #expect(!canvas.contains(#"data-scene="defaults""#))
            let lines = canvas.components(separatedBy: "\n")
            let reference = try #require(lines.firstIndex { $0.contains(#"data-scene="prefs""#) })
            #expect(lines[reference].contains(#"data-title="Preferences""#))
            #expect(lines[reference...].prefix(4).contains { $0.contains(#"width="120" height="50""#) }, "\(lines)")
            // The application scene is its menu bar.
            let application = try #require(lines.firstIndex { $0.contains(#"data-scene="app""#) })
            #expect(lines[application...].prefix(4).contains { $0.contains(#"width="480" height="40""#) })
        }
    }
}
