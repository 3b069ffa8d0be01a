import Foundation
import NibKit
import TestSupport
import Testing

/// `nibc dump --layout` on what unseen files showed missing (issue 36): a scroll view's content
/// and frame layout guides, a text view that does not scroll, and the TV's overscan band and
/// image views.
@Suite struct LayoutDumpScrollAndTextTests {
    /// An iOS xib whose root holds `subviews` under `constraints`.
    static func xib(_ subviews: String, constraints: String, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="\(runtime)" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// Content pinned to a scroll view's content layout guide and as wide as its frame layout
    /// guide is its content, at the top left, as wide as the scroll view (UIKit's documentation
    /// of `contentLayoutGuide` and `frameLayoutGuide`); a badge pinned to the frame guide sits
    /// where the scroll view shows it. Before, the guides were free ones and the content
    /// undetermined.
    @Test func aScrollViewsContentAndFrameGuidesAreItsOwn() throws {
        let scroll = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="1000"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1000" id="h"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="20" y="20" width="30" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="bw"/>
                            <constraint firstAttribute="height" constant="30" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="t"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="l"/>
                    <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="w"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="fg" secondAttribute="top" constant="20" id="bt"/>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="fg" secondAttribute="leading" constant="20" id="bl"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            </scrollView>
            """
        let constraints = ["top", "leading", "trailing", "bottom"].map {
            #"<constraint firstItem="scroll" firstAttribute="\#($0)" secondItem="root" secondAttribute="\#($0)" id="s\#($0)"/>"#
        }.joined()
        let laidOut = try LayoutDumpAppKitTests.layout(Self.xib(scroll, constraints: constraints), file: "Scroll.xib")
        #expect(laidOut.contains("View id=content (0, 0, 320, 1000)"), "\(laidOut)")
        #expect(laidOut.contains("View id=badge (20, 20, 30, 30)"), "\(laidOut)")
        #expect(!laidOut.contains("ambiguous"), "\(laidOut)")
    }

    /// A text view that does not scroll is as high as its text (with `--text-sizes-from-file`,
    /// the height the file stored: FirebaseUI's demo's note, 33 points); one that scrolls has no
    /// height of its own, so pinned only at its top it is undetermined.
    @Test func aTextViewThatDoesNotScrollIsAsHighAsItsText() throws {
        func laidOut(scrolls: Bool) throws -> String {
            let text = """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
                \(scrolls ? "" : #"scrollEnabled="NO" "#)text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                    <rect key="frame" x="16" y="40" width="288" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                """
            let constraints = """
                <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="16" id="r"/>
                """
            return try LayoutDumpAppKitTests.layout(
                Self.xib(text, constraints: constraints), "--text-sizes-from-file", file: "Note.xib")
        }
        let fixed = try laidOut(scrolls: false)
        #expect(fixed.contains("TextView id=note (16, 40, 288, 33)"), "\(fixed)")
        #expect(!fixed.contains("ambiguous"), "\(fixed)")
        #expect(try laidOut(scrolls: true).contains("ambiguous: TextView id=note: height undetermined"))
    }

    /// With text sizes from the file, a label of several lines is as high as its text: its
    /// last baseline lies on its last line, a line above its bottom, not where one centred line
    /// would put it (VLC's donation screen: a field 50 points below a four-line label's last
    /// baseline).
    @Test func aLabelOfSeveralLinesHasItsLastBaselineOnItsLastLine() throws {
        let subviews = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Private, open-source multimedia, funded by you." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="blurb">
                <rect key="frame" x="20" y="100" width="280" height="78"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="20" y="200" width="280" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="blurb" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="blurb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
            <constraint firstItem="field" firstAttribute="trailing" secondItem="blurb" secondAttribute="trailing" id="ft"/>
            <constraint firstItem="field" firstAttribute="baseline" secondItem="blurb" secondAttribute="baseline" constant="50" id="b"/>
            """
        let json = try LayoutDumpAppKitTests.layout(
            Self.xib(subviews, constraints: constraints), "--text-sizes-from-file", "--format", "json",
            file: "Label.xib")
        let frames = try LaidOutFrames(dump: json, rootID: "root").frames
        let baselines = try #require(Label.baselinesOfText(filling: 78, font: .systemFont(ofSize: 15)))
        #expect(frames["blurb"] == [20, 100, 280, 78])
        // A plain view's baseline is its bottom.
        let field = try #require(frames["field"])
        #expect(abs(field[1] + 30 - (178 + Double(baselines.last.offset) + 50)) < 0.01, "\(frames)")
        #expect(Label.baselinesOfText(filling: 20, font: .systemFont(ofSize: 15)) == nil, "one line stays centred")
    }

    /// A tvOS view pinned 300 points in from the safe area's leading edge and to its top sits at
    /// (390, 60): the overscan band Interface Builder 10 to 11 simulates, 60 at the top and 90 at
    /// the sides (TVVLCPlayer's storyboard, 14460, stores its panel at x = 390).
    @Test func aTVViewIsPlacedInsideTheOverscanBand() throws {
        let panel = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="390" y="60" width="200" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="w"/>
                    <constraint firstAttribute="height" constant="100" id="h"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="300" id="l"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
            """
        let text = Self.xib(panel, constraints: constraints, runtime: "AppleTV")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="14460.31""#)
            .replacingOccurrences(
                of: "<objects>", with: #"<device id="appleTV" orientation="landscape" appearance="light"/><objects>"#
            )
            .replacingOccurrences(
                of: #"width="320" height="480"/>"#,
                with: #"width="1920" height="1080"/><viewLayoutGuide key="safeArea" id="safe"/>"#)
        let laidOut = try LayoutDumpAppKitTests.layout(text, file: "TV.xib")
        #expect(laidOut.contains("View id=panel (390, 60, 200, 100)"), "\(laidOut)")
    }

    /// A tvOS image view is as large as its image as the document's resources record it, as on
    /// iOS (VLC's About screen, Xcode 7: an icon 255 points high from its 425 × 255 image,
    /// stored so; before, an image view on tvOS had no size of its own).
    @Test func aTVImageViewIsAsLargeAsItsImage() throws {
        let icon = """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="69" y="168" width="425" height="255"/>
            </imageView>
            """
        let constraints = """
            <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="69" id="l"/>
            <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="168" id="t"/>
            """
        let resources = #"<resources><image name="icon" width="425" height="255"/></resources>"#
        let text = Self.xib(icon, constraints: constraints, runtime: "AppleTV")
            .replacingOccurrences(of: "</objects>", with: "</objects>" + resources)
        let laidOut = try LayoutDumpAppKitTests.layout(text, file: "TV.xib")
        #expect(laidOut.contains("ImageView id=icon (69, 168, 425, 255)"), "\(laidOut)")
    }

    /// A content view that preserves its scroll view's margins, in a bouncing scroll view under
    /// a 64-point bar, gets the scroll view's 8-point margin at its top, not 72: the scroll view
    /// shows its content from an offset of minus its adjusted inset, so its margins reach no
    /// further in (kharrison's Validate storyboard stores its text view at y = 8 so). A scroll
    /// view that does not adjust its inset shows the content from 0, where the band reaches 72
    /// in.
    @Test func preservedMarginsInAScrollViewStartBelowItsAdjustedInset() throws {
        func laidOut(adjusts: Bool) throws -> String {
            let scroll = """
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
                \(adjusts ? "" : #"contentInsetAdjustmentBehavior="never" "#)translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                    <rect key="frame" x="8" y="8" width="304" height="100"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="note" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="nt"/>
                                <constraint firstItem="note" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="nl"/>
                                <constraint firstAttribute="trailingMargin" secondItem="note" secondAttribute="trailing" id="nr"/>
                                <constraint firstAttribute="height" secondItem="note" secondAttribute="height" multiplier="3" id="nh"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
                        <constraint firstItem="content" firstAttribute="height" constant="300" id="ch"/>
                    </constraints>
                </scrollView>
                """
            let constraints = ["top", "leading", "trailing", "bottom"].map {
                #"<constraint firstItem="scroll" firstAttribute="\#($0)" secondItem="root" secondAttribute="\#($0)" id="s\#($0)"/>"#
            }.joined()
            return try LayoutDumpAppKitTests.layout(
                Self.xib(scroll, constraints: constraints), "--safe-area", "64,0,0,0", file: "Margins.xib")
        }
        let adjusting = try laidOut(adjusts: true)
        #expect(adjusting.contains("View id=note (8, 8, 304, 100)"), "\(adjusting)")
        let fixed = try laidOut(adjusts: false)
        #expect(fixed.contains("View id=note (8, 72, 304, 100)"), "\(fixed)")
    }
}
