import Foundation
import TestSupport
import Testing

/// macOS controls as `nibc render` draws them from a `.xib` (AppKit's looks, drawn plainly): a
/// push button, a check box and radio buttons, a text field with a placeholder, a label, a
/// pop-up button, a titled box and a table with its header in a scroll view, light and dark,
/// pinned by pictures in `Fixtures/Goldens` (`RenderedPicture`; `NIBKIT_UPDATE_GOLDENS=1`
/// rewrites them, then look at each).
@Suite struct RenderAppKitGoldenTests {
    static let controls = XcodeTestXib.macOS(
        """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="330"/>
                    <subviews>
                        <box title="Account" id="box">
                            <rect key="frame" x="17" y="96" width="286" height="110"/>
                            <view key="contentView" id="boxContent">
                                <rect key="frame" x="3" y="3" width="280" height="92"/>
                                <subviews>
                                    <textField id="label">
                                        <rect key="frame" x="10" y="62" width="60" height="16"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="labelCell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <textField id="field">
                                        <rect key="frame" x="76" y="59" width="190" height="21"/>
                                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" placeholderString="Your name" drawsBackground="YES" id="fieldCell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <button id="check">
                                        <rect key="frame" x="8" y="32" width="150" height="18"/>
                                        <buttonCell key="cell" type="check" title="Remember me" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="checkCell">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                    <button id="radio">
                                        <rect key="frame" x="8" y="8" width="120" height="18"/>
                                        <buttonCell key="cell" type="radio" title="Personal" bezelStyle="regularSquare" imagePosition="left" inset="2" id="radioCell">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                </subviews>
                            </view>
                        </box>
                        <scrollView id="scroll">
                            <rect key="frame" x="20" y="206" width="280" height="104"/>
                            <clipView key="contentView" id="clip">
                                <rect key="frame" x="1" y="24" width="278" height="79"/>
                                <subviews>
                                    <tableView alternatingRowBackgroundColors="YES" rowHeight="17" headerView="header" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="278" height="79"/>
                                        <tableColumns>
                                            <tableColumn width="150" id="nameColumn">
                                                <tableHeaderCell key="headerCell" title="Name"/>
                                            </tableColumn>
                                            <tableColumn width="116" id="sizeColumn">
                                                <tableHeaderCell key="headerCell" title="Size"/>
                                            </tableColumn>
                                        </tableColumns>
                                    </tableView>
                                </subviews>
                            </clipView>
                            <tableHeaderView key="headerView" id="header">
                                <rect key="frame" x="0.0" y="0.0" width="278" height="23"/>
                            </tableHeaderView>
                        </scrollView>
                        <popUpButton id="popUp">
                            <rect key="frame" x="18" y="56" width="160" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Every day" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="popUpCell">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                        <button id="cancel">
                            <rect key="frame" x="130" y="13" width="86" height="32"/>
                            <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="cancelCell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button id="save">
                            <rect key="frame" x="220" y="13" width="86" height="32"/>
                            <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="saveCell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </customView>
        """)

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Goldens")

    @Test(arguments: ["light", "dark"])
    func macOSControlsMatchTheirPictures(appearance: String) throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("Controls.xib")
            try Self.controls.write(to: file)
            let outcome = try NibcProcess.run([
                "render", file.path, "-o", "-", "--scale", "2", "--appearance", appearance,
            ])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            try RenderedPicture(url: Self.goldens.appendingPathComponent("appkit-\(appearance).png"))
                .check(outcome.stdoutData)
        }
    }
}
