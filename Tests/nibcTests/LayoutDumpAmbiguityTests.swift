import Foundation
import TestSupport
import Testing

/// `nibc dump --layout` keeps a view Interface Builder marked ambiguous where the file stored
/// it, in what its constraints leave free: Interface Builder shows such a view where it was
/// (issue 36). A view the layout leaves free but Interface Builder places is not held, unless it
/// is of the app's own class, whose stored size is then kept.
@Suite struct LayoutDumpAmbiguityTests {
    /// Two custom views with no size of their own, each pinned only by its top left corner:
    /// `marked` as Interface Builder marks an ambiguous view, `unmarked` not.
    static func xib(markedFrame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="marked">
                            \(markedFrame)
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="unmarked">
                            <rect key="frame" x="20" y="300" width="90" height="70"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="marked" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="marked" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                        <constraint firstItem="unmarked" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstItem="unmarked" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    @Test func aViewInterfaceBuilderMarkedAmbiguousKeepsItsStoredSize() throws {
        let sizes = [(120, 45), (10, 300), (0, 0)]
        for (width, height) in sizes {
            let frame = #"<rect key="frame" x="20" y="40" width="\#(width)" height="\#(height)"/>"#
            let laidOut = try LayoutDumpAppKitTests.layout(Self.xib(markedFrame: frame), file: "Ambiguous.xib")
            #expect(laidOut.contains("View id=marked (20, 40, \(width), \(height))"), "\(laidOut)")
            // The unmarked view is placed by the solver alone, and both stay reported.
            #expect(!laidOut.contains("View id=unmarked (20, 300, 90, 70)"), "\(laidOut)")
            #expect(laidOut.contains("ambiguous: View id=marked: width, height undetermined"), "\(laidOut)")
            #expect(laidOut.contains("ambiguous: View id=unmarked: width, height undetermined"), "\(laidOut)")
        }
    }

    /// A view of the app's own class that Interface Builder placed without a warning keeps its
    /// stored size where its constraints leave the size free (Interface Builder ran its code, as
    /// for Cosmos's `CosmosView`), but not its stored position: here the constraints put it 20
    /// points in, though the file stored it 5 points further.
    @Test func anUnmarkedViewOfTheAppsClassKeepsItsStoredSizeOnly() throws {
        for (width, height) in [(120, 45), (293, 53), (1, 200)] {
            let source = Self.xib(markedFrame: #"<rect key="frame" x="20" y="40" width="10" height="10"/>"#)
                .replacingOccurrences(
                    of: #"translatesAutoresizingMaskIntoConstraints="NO" id="unmarked">"#,
                    with: #"translatesAutoresizingMaskIntoConstraints="NO" id="unmarked" customClass="RatingView">"#
                )
                .replacingOccurrences(
                    of: #"x="20" y="300" width="90" height="70""#,
                    with: #"x="25" y="300" width="\#(width)" height="\#(height)""#)
            let laidOut = try LayoutDumpAppKitTests.layout(source, file: "Designable.xib")
            #expect(laidOut.contains("RatingView id=unmarked (20, 300, \(width), \(height))"), "\(laidOut)")
            #expect(laidOut.contains("ambiguous: RatingView id=unmarked: width, height undetermined"), "\(laidOut)")
        }
    }
}
