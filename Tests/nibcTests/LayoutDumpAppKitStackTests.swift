import Foundation
import TestSupport
import Testing

/// `nibc dump --layout` on AppKit stack views (issue 36): how a stack keeps its views when a
/// constraint of the file breaks their alignment.
@Suite struct LayoutDumpAppKitStackTests {
    /// A constraint that breaks a leading-aligned stack's alignment moves the view it pins
    /// inward, not a wider one outward: HandBrake's naming preferences (Xcode 26) pin a check
    /// box, in a stack of its own, to a field after a 130-point label in a stack below it, and
    /// store the lower stack at the edge, the check box's stack 130 points in, the outer stack
    /// as wide as the lower one (510 points). Before, the lower stack stuck 130 points out of a
    /// 380-point outer stack.
    @Test func aBrokenAlignmentMovesTheViewItPinsInward() throws {
        let text = LayoutDumpAppKitSizingTests.xib(
            """
            <customView id="root"><rect key="frame" x="0.0" y="0.0" width="580" height="120"/>
            <subviews>
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="18" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
            <rect key="frame" x="35" y="20" width="510" height="80"/>
            <subviews>
            <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="130" y="66" width="184" height="14"/>
            <subviews>
            <button verticalHuggingPriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="check">
            <rect key="frame" x="0.0" y="0.0" width="184" height="14"/>
            <buttonCell key="cell" type="check" title="Automatically name output files" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="checkCell"><font key="font" metaFont="smallSystem"/></buttonCell>
            </button>
            </subviews>
            </stackView>
            <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
            <rect key="frame" x="0.0" y="0.0" width="510" height="48"/>
            <subviews>
            <textField horizontalHuggingPriority="249" verticalHuggingPriority="749" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="-2" y="34" width="126" height="14"/>
            <textFieldCell key="cell" controlSize="small" alignment="right" title="Format:" id="labelCell"><font key="font" metaFont="smallSystem"/></textFieldCell>
            </textField>
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="130" y="0.0" width="380" height="48"/>
            <textFieldCell key="cell" controlSize="small" borderStyle="bezel" title="Name" drawsBackground="YES" id="fieldCell"><font key="font" metaFont="smallSystem"/></textFieldCell>
            </textField>
            </subviews>
            </stackView>
            </subviews>
            <constraints>
            <constraint firstItem="check" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="c1"/>
            </constraints>
            </stackView>
            </subviews>
            <constraints>
            <constraint firstItem="outer" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="o1"/>
            <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" constant="20" id="o2"/>
            <constraint firstItem="outer" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="o3"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="outer" secondAttribute="trailing" constant="20" id="o4"/>
            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="o5"/>
            </constraints>
            </customView>
            """)
        let laidOut = try LayoutDumpAppKitTests.layout(text, "--text-sizes-from-file")
        #expect(laidOut.contains("StackView id=outer (35, 20, 510, 80)"), "\(laidOut)")
        #expect(laidOut.contains("StackView id=row (130, 0, 184, 14)"), "\(laidOut)")
        #expect(laidOut.contains("StackView id=wide (0, 32, 510, 48)"), "\(laidOut)")
    }
}
