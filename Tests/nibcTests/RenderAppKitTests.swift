import Foundation
import TestSupport
import Testing

/// `nibc render` on a macOS `.xib`: what the archive document reads as plain views but AppKit
/// draws, such as boxes, keeps its look.
@Suite struct RenderAppKitTests {
    static let boxes = XcodeTestXib.macOS(
        """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="160"/>
                    <subviews>
                        <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                            <rect key="frame" x="20" y="60" width="260" height="80"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="3" y="3" width="254" height="62"/>
                            </view>
                        </box>
                        <box title="Hidden" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="untitled">
                            <rect key="frame" x="20" y="10" width="260" height="40"/>
                            <view key="contentView" id="content2">
                                <rect key="frame" x="3" y="3" width="254" height="34"/>
                            </view>
                        </box>
                    </subviews>
                </customView>
        """)

    @Test func aXibsBoxesAreDrawnAsBoxesWithTheirTitles() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("Boxes.xib")
            try Self.boxes.write(to: file)
            let outcome = try NibcProcess.run(["render", "--format", "svg", file.path, "-o", "-"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let svg = outcome.stdout
            #expect(svg.contains(">Options<"))
            #expect(!svg.contains(">Hidden<"), "a box set to show no title shows none")
            // Both boxes have their border: an unfilled rounded rectangle each.
            let outlines = svg.components(separatedBy: "\n").filter {
                $0.contains("<rect") && $0.contains(#"fill="none""#) && $0.contains(#"rx="5""#)
            }
            #expect(outlines.count == 2, "\(outlines)")
        }
    }

    static let separators = XcodeTestXib.macOS(
        """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="160"/>
                    <subviews>
                        <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="across">
                            <rect key="frame" x="20" y="77" width="260" height="5"/>
                        </box>
                        <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="down">
                            <rect key="frame" x="148" y="10" width="5" height="60"/>
                        </box>
                    </subviews>
                </customView>
        """)

    @Test func aSeparatorBoxIsOneHairlineAlongItsLongerSide() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("Separators.xib")
            try Self.separators.write(to: file)
            let outcome = try NibcProcess.run(["render", "--format", "svg", file.path, "-o", "-"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let lines = outcome.stdout.components(separatedBy: "\n")
            let outlines = lines.filter { $0.contains("<rect") && $0.contains(#"fill="none""#) }
            #expect(outlines.isEmpty, "a separator has no outline: \(outlines)")
            // Across its 260-point width through its middle, and down its 60-point height.
            #expect(lines.contains { $0.contains(#"<line x1="0" y1="2.5" x2="260" y2="2.5""#) })
            #expect(lines.contains { $0.contains(#"<line x1="2.5" y1="0" x2="2.5" y2="60""#) })
        }
    }
}
