import Foundation
import TestSupport
import Testing

/// `nibc render` with a folder (every scene, and a storyboard's canvas), the initial scene
/// for one picture, and `--highlight-problems`, on a small hand-made storyboard: a navigation
/// controller (initial) whose root shows a detail scene, and a label whose two required widths
/// conflict.
@Suite struct RenderFolderTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="-400" y="0"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="20" y="120" width="100" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w1"/>
                                            <constraint firstAttribute="width" constant="200" id="w2"/>
                                        </constraints>
                                    </label>
                                    <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                                        <rect key="frame" x="20" y="200" width="120" height="34"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <segue destination="detail" kind="show" id="show1"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" constant="20" id="l1"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="homeView" secondAttribute="top" constant="120" id="t1"/>
                                    <constraint firstItem="next" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" constant="20" id="l2"/>
                                    <constraint firstItem="next" firstAttribute="top" secondItem="homeView" secondAttribute="top" constant="200" id="t2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="200" y="0"/>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" systemColor="systemYellowColor"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="800" y="0"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemYellowColor">
                    <color red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test func aFolderGetsEveryScenePlusTheCanvasWithScenesAndSegues() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("Main.storyboard")
            try Data(Self.storyboard.utf8).write(to: input)
            let out = folder.appendingPathComponent("pictures").path + "/"
            let run = try NibcProcess.run(["render", "--format", "svg", input.path, "-o", out])
            try #require(run.status == 0, "\(run.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            // The controller with a storyboard identifier is named by it, the other by its id;
            // the navigation controller has no view of its own.
            #expect(names == ["Detail.svg", "canvas.svg", "home.svg"])
            let canvas = try String(contentsOfFile: out + "canvas.svg", encoding: .utf8)
            #expect(canvas.contains(#"data-scene="nav" data-title="NavigationController""#))
            #expect(canvas.contains(#"data-scene="home" data-title="HomeViewController""#))
            #expect(canvas.contains(#"data-scene="detail" data-title="Detail""#))
            #expect(canvas.contains(#"<g data-segue="nav home" data-kind="relationship">"#))
            #expect(canvas.contains(#"<g data-segue="home detail" data-kind="show">"#))
            #expect(canvas.contains("<polygon"), "the arrowheads")
            // Scenes centred at their canvas locations, 600 points apart, in canvas order.
            let origins = Self.translations(in: canvas, after: "data-scene=")
            #expect(origins.count == 3)
            if origins.count == 3 {
                #expect(origins[1].x - origins[0].x == 600 && origins[2].x - origins[1].x == 600)
                #expect(origins[0].y == origins[1].y)
            }
            #expect(canvas.contains(#"id="title" data-class="Label""#), "the scenes' views are drawn")

            let png = try NibcProcess.run(["render", input.path, "-o", folder.appendingPathComponent("png").path + "/"])
            #expect(png.status == 0, "\(png.stderr)")
            let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("png").path)
            #expect(pngs.sorted() == ["Detail.png", "canvas.png", "home.png"])
        }
    }

    @Test func onePictureIsTheInitialSceneThroughItsNavigationController() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("Main.storyboard")
            // The detail scene comes first in the file: the initial one is still the one drawn.
            let text = Self.storyboard
            let start = try #require(text.range(of: "<scene sceneID=\"s3\">"))
            let end = try #require(text.range(of: "</scene>", range: start.upperBound..<text.endIndex))
            let detail = String(text[start.lowerBound..<end.upperBound])
            var reordered = text
            reordered.removeSubrange(start.lowerBound..<end.upperBound)
            reordered = reordered.replacingOccurrences(
                of: "<scene sceneID=\"s1\">", with: detail + "\n<scene sceneID=\"s1\">")
            try Data(reordered.utf8).write(to: input)
            let run = try NibcProcess.run(["render", "--format", "svg", input.path, "-o", "-"])
            try #require(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains(#"<g id="homeView""#))
            #expect(!run.stdout.contains(#"id="detailView""#))
        }
    }

    @Test func highlightedProblemsCarryTheirCodesAndARedOutline() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("Main.storyboard")
            try Data(Self.storyboard.utf8).write(to: input)
            let plain = try NibcProcess.run(["render", "--format", "svg", input.path, "-o", "-"])
            #expect(!plain.stdout.contains("data-problems"))
            let run = try NibcProcess.run(["render", "--format", "svg", "--highlight-problems", input.path, "-o", "-"])
            try #require(run.status == 0, "\(run.stderr)")
            let line = run.stdout.split(separator: "\n").first { $0.contains(#"id="title""#) } ?? ""
            #expect(line.contains(#"data-problems="NIB0516""#), "\(line)")
            #expect(run.stdout.contains(#"stroke="rgb(255,59,48)""#))
            let button = run.stdout.split(separator: "\n").first { $0.contains(#"id="next""#) } ?? ""
            #expect(!button.contains("data-problems"))
        }
    }

    @Test func anImageInNoCatalogIsOneWarning() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("Main.storyboard")
            let images = """
                <subviews>
                <imageView image="missing-logo" id="logo">
                    <rect key="frame" x="20" y="300" width="40" height="40"/>
                </imageView>
                <imageView image="missing-logo" id="logo2">
                    <rect key="frame" x="80" y="300" width="40" height="40"/>
                </imageView>
                """
            try Data(Self.storyboard.replacingOccurrences(of: "<subviews>", with: images).utf8).write(to: input)
            let run = try NibcProcess.run(["render", input.path, "-o", folder.appendingPathComponent("out").path + "/"])
            #expect(run.status == 0, "\(run.stderr)")
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains("[NIB0901]") }
            #expect(warnings.count == 1, "\(run.stderr)")
            #expect(warnings.first?.contains("1 image is not drawn (in no asset catalog") == true)
            #expect(warnings.first?.contains("'missing-logo'") == true)
        }
    }

    @Test func macOSControlsAreDrawnPlainlyWithTheirTitles() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                        <subviews>
                            <button verticalHuggingPriority="750" id="save">
                                <rect key="frame" x="10" y="70" width="100" height="32"/>
                                <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" id="c1"/>
                            </button>
                            <button id="check">
                                <rect key="frame" x="10" y="40" width="140" height="18"/>
                                <buttonCell key="cell" type="check" title="Remember me" bezelStyle="regularSquare" imagePosition="left" id="c2"/>
                            </button>
                            <textField id="name">
                                <rect key="frame" x="160" y="70" width="120" height="21"/>
                                <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" title="Ada" drawsBackground="YES" id="c3"/>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("Login.xib")
            try Data(xib.utf8).write(to: input)
            let run = try NibcProcess.run(["render", "--format", "svg", input.path, "-o", "-"])
            try #require(run.status == 0, "\(run.stderr)")
            for title in [">Save<", ">Remember me<", ">Ada<"] { #expect(run.stdout.contains(title), "\(title)") }
        }
    }

    /// The `translate(x y)` of each line holding `marker`, in order.
    static func translations(in svg: String, after marker: String) -> [CGPoint] {
        svg.split(separator: "\n").filter { $0.contains(marker) }.compactMap { line in
            guard let start = line.range(of: "translate(") else { return nil }
            let rest = line[start.upperBound...].prefix { $0 != ")" }
            let numbers = rest.split(separator: " ").compactMap { Double($0) }
            return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
        }
    }
}
