import Foundation
import TestSupport
import Testing

@Suite struct DumpCommandTests {
    @Test func textShowsTheTreeOneObjectALine() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "Main.xml"], in: folder)
            #expect(outcome.status == 0)
            #expect(
                outcome.stdout == """
                    View id=root frame=(0 0 320 480) alpha=0.5
                      Button id=b1 frame=(16 16 100 44)
                    placeholders:
                      owner owner
                    connections:
                      outlet owner.view -> root
                      action b1.tapped: -> owner [touchUpInside]
                    2 views, 0 constraints, 1 outlet, 1 action

                    """)
        }
    }

    @Test func jsonHasTheDocumentedShape() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "--format", "json", "Main.xml"], in: folder)
            #expect(outcome.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: outcome.stdoutData) as? [String: Any])
            let objects = try #require(object["objects"] as? [[String: Any]])
            let root = try #require(objects.first)
            #expect(root["class"] as? String == "View")
            #expect(root["id"] as? String == "root")
            #expect(root["frame"] as? [Double] == [0, 0, 320, 480])
            let children = try #require(root["children"] as? [[String: Any]])
            #expect(children.first?["id"] as? String == "b1")
            #expect(children.first?["frame"] as? [Double] == [16, 16, 100, 44])
            #expect((root["properties"] as? [String: Any])?["alpha"] as? Double == 0.5)
            #expect((object["connections"] as? [[String: Any]])?.count == 2)
            #expect(object["summary"] as? [String: Int] == ["views": 2, "constraints": 0, "outlets": 1, "actions": 1])
        }
    }

    @Test func anUnreadableFileExitsTwoAndAnInvalidOneExitsOne() throws {
        #expect(try NibcProcess.run(["dump", "/no/such.xml"]).status == 2)
        try withTemporaryFolder("nibc") { folder in
            try "<archive".write(to: folder.appendingPathComponent("Bad.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "Bad.xml"], in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stderr.hasPrefix("Bad.xml:1:"))
        }
    }
}

@Suite struct DumpLayoutCommandTests {
    static let pinned = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive version="1.0">
          <objects>
            <object class="View" id="root">
              <rect key="frame" x="0" y="0" width="320" height="480"/>
              <array key="subviews">
                <object class="View" id="bar">
                  <rect key="frame" x="0" y="0" width="10" height="10"/>
                  <bool key="translatesAutoresizingMaskIntoConstraints" value="false"/>
                </object>
              </array>
              <array key="constraints">
                <object class="LayoutConstraint" id="l">
                  <reference key="firstItem" ref="bar"/>
                  <string key="firstAttribute" value="leading"/>
                  <reference key="secondItem" ref="root"/>
                  <string key="secondAttribute" value="leading"/>
                  <real key="constant" value="16"/>
                </object>
                <object class="LayoutConstraint" id="r">
                  <reference key="firstItem" ref="bar"/>
                  <string key="firstAttribute" value="trailing"/>
                  <reference key="secondItem" ref="root"/>
                  <string key="secondAttribute" value="trailing"/>
                  <real key="constant" value="-16"/>
                </object>
                <object class="LayoutConstraint" id="b">
                  <reference key="firstItem" ref="bar"/>
                  <string key="firstAttribute" value="bottom"/>
                  <reference key="secondItem" ref="root"/>
                  <string key="secondAttribute" value="bottom"/>
                </object>
              </array>
            </object>
          </objects>
        </archive>

        """

    @Test func framesAreSolvedAtTheStoredOrGivenSize() throws {
        try withTemporaryFolder("nibc") { folder in
            try Self.pinned.write(to: folder.appendingPathComponent("Bar.xml"), atomically: true, encoding: .utf8)
            let stored = try NibcProcess.run(["dump", "--layout", "Bar.xml"], in: folder)
            #expect(stored.status == 0)
            #expect(
                stored.stdout == """
                    View id=root (0, 0, 320, 480)
                      View id=bar (16, 480, 288, 0)
                    ambiguous: View id=bar: top, height undetermined
                    stale: stored frames of bar, root break constraint l by 16 pt
                    stale: stored frames of bar, root break constraint r by 294 pt
                    stale: stored frames of bar, root break constraint b by 470 pt

                    """)
            let resized = try NibcProcess.run(
                ["dump", "--layout", "--size", "400x300", "--format", "json", "Bar.xml"], in: folder)
            #expect(resized.status == 0)
            let json = try JSONSerialization.jsonObject(with: Data(resized.stdout.utf8)) as? [String: Any]
            let root = (json?["roots"] as? [[String: Any]])?.first
            let bar = (root?["subviews"] as? [[String: Any]])?.first
            #expect(root?["frame"] as? [Double] == [0, 0, 400, 300])
            #expect((bar?["frame"] as? [Double])?.prefix(1) == [16])
            #expect((bar?["frame"] as? [Double])?[2] == 368)
            #expect((json?["ambiguous"] as? [Any])?.count == 1)
        }
    }

    @Test func sizeNeedsLayout() throws {
        let outcome = try NibcProcess.run(["dump", "--size", "10x10", "-"], stdin: Data(Self.pinned.utf8))
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("need --layout"))
        let insets = try NibcProcess.run(
            ["dump", "--layout", "--safe-area", "1,2", "-"], stdin: Data(Self.pinned.utf8))
        #expect(insets.status != 0)
        #expect(insets.stderr.contains("top,left,bottom,right"))
    }

    /// By default `dump --layout` measures text with Pango, as `nibc render` does; with
    /// `--estimate-text` it takes ViewCore's estimate, which sizes a label otherwise; the two
    /// flags exclude each other.
    @Test func textIsMeasuredAsRenderMeasuresItUnlessTheEstimateIsAskedFor() throws {
        let xib = String(
            decoding: XcodeTestXib.iOS(
                """
                        <view id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label text="Measured with Pango, not estimated" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                            </constraints>
                        </view>
                """), as: UTF8.self)
        let width = { (arguments: [String]) throws -> String in
            let outcome = try NibcProcess.run(["dump", "--layout"] + arguments + ["-"], stdin: Data(xib.utf8))
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return outcome.stdout.split(separator: "\n").first { $0.contains("id=text") }.map(String.init) ?? ""
        }
        let measured = try width([])
        #expect(try width(["--measure-text"]) == measured)
        #expect(try width(["--estimate-text"]) != measured, "the estimate sizes the label otherwise")
        let both = try NibcProcess.run(
            ["dump", "--layout", "--measure-text", "--estimate-text", "-"], stdin: Data(xib.utf8))
        #expect(both.status != 0)
    }

    /// A storyboard whose root controller sits in a navigation controller: one view pinned to
    /// the legacy top layout guide, one to the safe area.
    static let underNavigationBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="a"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <layoutGuides><viewControllerLayoutGuide type="top" id="top"/></layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="guided">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                                    <constraints><constraint firstAttribute="height" constant="10" id="gh"/></constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="safe">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                                    <constraints><constraint firstAttribute="height" constant="10" id="sh"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="guided" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="g1"/>
                                <constraint firstItem="guided" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g2"/>
                                <constraint firstItem="guided" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="g3"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="area" secondAttribute="bottom" id="s1"/>
                                <constraint firstItem="safe" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="s2"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="s3"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="area"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """

    @Test func anXcodeFileIsLaidOutUnderTheBarsInterfaceBuilderSimulated() throws {
        try withTemporaryFolder("nibc") { folder in
            let file = folder.appendingPathComponent("Main.storyboard")
            try Self.underNavigationBar.write(to: file, atomically: true, encoding: .utf8)
            // Status bar 20 + navigation bar 44 at the top; the root view's margins are 16. (The
            // first root is the navigation controller's own view, which the file does not store.)
            let outcome = try NibcProcess.run(["dump", "--layout", "Main.storyboard"], in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(
                outcome.stdout == """
                    View (0, 0, 0, 0)
                    View id=root (0, 0, 375, 667)
                      View id=guided (0, 64, 375, 10)
                      View id=safe (16, 657, 343, 10)
                    stale: stored frames of guided, root break constraint g3 by 275 pt

                    """)
            // --safe-area still says what the screen covers.
            let given = try NibcProcess.run(
                ["dump", "--layout", "--safe-area", "0,0,0,0", "Main.storyboard"], in: folder)
            #expect(given.stdout.contains("View id=guided (0, 0, 375, 10)"))
        }
    }

    @Test func textSizesFromTheFileCoverSegmentedControlsAndDatePickers() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                <rect key="frame" x="16" y="20" width="152" height="32"/>
                                <segments><segment title="A"/><segment title="B"/></segments>
                            </segmentedControl>
                            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                                <rect key="frame" x="16" y="60" width="200" height="216"/>
                            </datePicker>
                        </subviews>
                        <constraints>
                            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="date" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                            <constraint firstItem="date" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>

            """
        let outcome = try NibcProcess.run(
            ["dump", "--layout", "--text-sizes-from-file", "-"], stdin: Data(xib.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("SegmentedControl id=seg (16, 20, 152, 32)"), "\(outcome.stdout)")
        // 8 points below the segmented control's alignment rectangle, which leaves out the
        // point at the bottom of its frame.
        #expect(outcome.stdout.contains("DatePicker id=date (16, 59, 200, 216)"), "\(outcome.stdout)")
    }

    @Test func anImageViewTakesItsImagesSizeFromTheDocumentsResources() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="logo" width="120" height="60"/>
                </resources>
            </document>

            """
        let outcome = try NibcProcess.run(["dump", "--layout", "-"], stdin: Data(xib.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("ImageView id=logo (127.50, 20, 120, 60)"), "\(outcome.stdout)")
    }

    /// A storyboard saved by tools `tools` on an iPhone 11 (retina6_1): a search bar under the
    /// safe area's top, and a switch 8 points below it, 20 from the right edge.
    static func searchAndSwitch(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="a"><objects>
                <viewController id="home" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                            </searchBar>
                            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </switch>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="area"/>
                        <constraints>
                            <constraint firstItem="search" firstAttribute="top" secondItem="area" secondAttribute="top" id="c1"/>
                            <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="search" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="toggle" firstAttribute="top" secondItem="search" secondAttribute="bottom" constant="8" id="c4"/>
                            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c5"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>

        """
    }

    @Test func xcode26FilesGetTheirDoubledSafeAreaAndIOS26Controls() throws {
        // Xcode 26's tools: the housing (48) and home indicator counted twice, a 64-point search
        // bar and a 63 x 28 switch whose alignment rect still leaves out 2 points at the right.
        let new = try NibcProcess.run(
            ["dump", "--layout", "-"], stdin: Data(Self.searchAndSwitch(tools: "24127").utf8))
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stdout.contains("SearchBar id=search (0, 96, 414, 64)"), "\(new.stdout)")
        #expect(new.stdout.contains("Switch id=toggle (333, 168, 63, 28)"), "\(new.stdout)")
        // Xcode 13's tools: iOS 13's 44-point housing once, UIKit's 56-point bar and 51 x 31 switch.
        let old = try NibcProcess.run(
            ["dump", "--layout", "-"], stdin: Data(Self.searchAndSwitch(tools: "20037").utf8))
        #expect(old.stdout.contains("SearchBar id=search (0, 44, 414, 56)"), "\(old.stdout)")
        #expect(old.stdout.contains("Switch id=toggle (345, 108, 51, 31)"), "\(old.stdout)")
    }

    @Test func anIPadLaysOutWithoutTheConstraintsItsSizeClassLeavesOut() throws {
        // "narrow" (width 100) is left out at regular width and height; "wide" (width 300) is
        // left out by default and taken back there: on an iPad the view is 300 wide.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
                <scenes><scene sceneID="a"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="narrow"/>
                                        <constraint firstAttribute="width" constant="300" id="wide"/>
                                        <constraint firstAttribute="height" constant="50" id="high"/>
                                    </constraints>
                                    <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
                                    <variation key="heightClass=regular-widthClass=regular">
                                        <mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask>
                                    </variation>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="area"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="area" secondAttribute="top" id="c1"/>
                                <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>

            """
        let pad = try NibcProcess.run(["dump", "--layout", "-"], stdin: Data(storyboard.utf8))
        #expect(pad.status == 0, "\(pad.stderr)")
        #expect(pad.stdout.contains("View id=box (234, 20, 300, 50)"), "\(pad.stdout)")
        #expect(!pad.stdout.contains("conflict"), "\(pad.stdout)")
        // On an iPhone the default variation leaves "wide" out: 100 wide.
        let phone = try NibcProcess.run(
            ["dump", "--layout", "-"],
            stdin: Data(storyboard.replacingOccurrences(of: #"id="ipad9_7""#, with: #"id="retina4_7""#).utf8))
        #expect(phone.stdout.contains("View id=box (334, 20, 100, 50)"), "\(phone.stdout)")
    }
}
