import Foundation
import TestSupport
import Testing

/// `nibc dump --layout` on where AppKit's controls place their baselines (issue 36), which
/// views aligned by baseline with them follow.
@Suite struct LayoutDumpAppKitBaselineTests {
    /// AppKit draws a text field's text from the top of its cell: a label aligned by first
    /// baseline with a field three lines high sits level with the field's first line, 2.5
    /// points below its top (a small bezeled field's line is 19 points, the label's 14), as
    /// HandBrake's naming-format token field and its label (Preferences.xib, Xcode 26); one
    /// aligned by last baseline, level with its last line, 2.5 points above its bottom less
    /// the label's height. Centred as UIKit centres a label's text, both would sit 24 points
    /// down.
    @Test func aTallTextFieldsFirstBaselineIsItsFirstLines() throws {
        let text = LayoutDumpAppKitSizingTests.xib(
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="400" height="102"/>
                <subviews>
                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="80" y="20" width="300" height="62"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="62" id="fh"/>
                        </constraints>
                        <textFieldCell key="cell" controlSize="small" borderStyle="bezel" title="Name" drawsBackground="YES" id="fieldCell">
                            <font key="font" metaFont="smallSystem"/>
                        </textFieldCell>
                    </textField>
                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="18" y="66" width="56" height="14"/>
                        <textFieldCell key="cell" controlSize="small" title="Format:" id="labelCell">
                            <font key="font" metaFont="smallSystem"/>
                        </textFieldCell>
                    </textField>
                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="last">
                        <rect key="frame" x="18" y="22" width="56" height="14"/>
                        <textFieldCell key="cell" controlSize="small" title="Ends:" id="lastCell">
                            <font key="font" metaFont="smallSystem"/>
                        </textFieldCell>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="l"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
                    <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="b"/>
                    <constraint firstItem="last" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ml"/>
                    <constraint firstItem="last" firstAttribute="lastBaseline" secondItem="field" secondAttribute="lastBaseline" id="mb"/>
                </constraints>
            </customView>
            """)
        let laidOut = try LayoutDumpAppKitTests.layout(text, "--text-sizes-from-file")
        #expect(laidOut.contains("TextField id=field (80, 20, 300, 62)"), "\(laidOut)")
        #expect(laidOut.contains("TextField id=label (18, 22.50, 56, 14)"), "\(laidOut)")
        #expect(laidOut.contains("TextField id=last (18, 65.50, 56, 14)"), "\(laidOut)")
    }

    /// A regular pop-up button drawn 25 points high with macOS 11's controls sets its title a
    /// point above its bezel's middle: a label aligned by first baseline with one is stored 2
    /// points below the pop-up's frame's top (33 such pairs in iina's, MacPass's, OpenEmu's and
    /// Transmission's files, Xcode 12 to 16), not 3 as a centred title would put it. A pop-up
    /// in a font by name keeps the centred title.
    @Test func aPopUpButtonsTitleSitsAPointAboveItsBezelsMiddle() throws {
        func laidOut(font: String) throws -> String {
            let text = LayoutDumpAppKitSizingTests.xib(
                """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="18" y="24" width="40" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Level:" id="labelCell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                            <rect key="frame" x="61" y="17" width="89" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Verbose" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                                \(font)
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="popUp" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="g"/>
                        <constraint firstItem="popUp" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="b"/>
                    </constraints>
                </customView>
                """,
                plugIn: "23094")
            return try LayoutDumpAppKitTests.layout(text, "--text-sizes-from-file")
        }
        let system = try laidOut(font: #"<font key="font" metaFont="menu"/>"#)
        #expect(system.contains("Button id=popUp (61, 18, 89, 25)"), "\(system)")
        let named = try laidOut(font: #"<font key="font" size="13" name="Avenir-Book"/>"#)
        #expect(named.contains("Button id=popUp (61, 17, 89, 25)"), "\(named)")
    }
}
