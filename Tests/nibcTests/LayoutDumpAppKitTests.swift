import Foundation
import TestSupport
import Testing

/// `nibc dump --layout` on a macOS file lays out AppKit's geometry (issue 36): a control's
/// alignment rectangle by its cell, an NSStackView's arrangement with AppKit's defaults, a tab
/// view item's view in the tab view's content rectangle.
@Suite struct LayoutDumpAppKitTests {
    /// A label pinned 20 points from the top left (its frame 2 points wider each side, as
    /// Interface Builder stores it), a regular push button 60 points below it (its frame 7
    /// points wider each side, 5 above and 7 below its bezel), a vertical stack view aligned
    /// leading with no spacing given (AppKit's 8 points; the file stores its first view with
    /// the greatest y), and a tab view with top tabs (its item's view 10 points inside the
    /// sides, 33 below the top, 13 above the bottom).
    static let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="18" y="264" width="104" height="16"/>
                            <textFieldCell key="cell" title="Name" id="labelCell"/>
                        </textField>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                            <rect key="frame" x="13" y="193" width="94" height="32"/>
                            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="pushCell"/>
                        </button>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="200" y="200" width="100" height="80"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="50" width="60" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="60" id="aw"/>
                                        <constraint firstAttribute="height" constant="30" id="ah"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="42"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="bw"/>
                                        <constraint firstAttribute="height" constant="42" id="bh"/>
                                    </constraints>
                                </customView>
                            </subviews>
                        </stackView>
                        <tabView id="tabs">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                            <tabViewItems>
                                <tabViewItem label="One" identifier="1" id="item">
                                    <view key="view" id="page">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
                        <constraint firstItem="label" firstAttribute="height" constant="16" id="c4"/>
                        <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                        <constraint firstItem="push" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="60" id="c6"/>
                        <constraint firstItem="push" firstAttribute="width" constant="80" id="c7"/>
                        <constraint firstItem="push" firstAttribute="height" constant="20" id="c8"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c9"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c10"/>
                        <constraint firstItem="stack" firstAttribute="width" constant="100" id="c11"/>
                    </constraints>
                </customView>
            </objects>
        </document>

        """

    @Test func appKitGeometryIsLaidOut() throws {
        #expect(
            try Self.layout(Self.file) == """
                View id=root (0, 0, 400, 300)
                  TextField id=label (18, 20, 104, 16)
                  Button id=push (13, 91, 94, 32)
                  StackView id=stack (200, 20, 100, 80)
                    View id=a (0, 0, 60, 30)
                    View id=b (0, 38, 100, 42)
                  View id=tabs (0, 150, 200, 150)
                    View id=page (10, 33, 180, 104)

                """)
    }

    /// Separator boxes with no size constraints: a horizontal one pinned 25 points from the
    /// sides and 20 below the top, a vertical one pinned 148 points from the leading edge and
    /// to the top and bottom. Each takes its 1-point line's intrinsic size across it and draws
    /// 2 points on each side of the line, as Interface Builder stores a separator pinned 20
    /// points below a view in macOS-enterprise-privileges' Main.storyboard (its frame 5 points
    /// high, its edge 18 points below the view). A tab view with top tabs pinned 20 points
    /// inside the root: its frame 7 points beyond its bezel at the sides, 6 above and 10 below,
    /// as Clocker's Preferences.storyboard stores one (x = 13 and 560 wide in a 586-point view).
    static let separators = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                            <rect key="frame" x="25" y="277" width="350" height="5"/>
                        </box>
                        <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                            <rect key="frame" x="146" y="0.0" width="5" height="300"/>
                        </box>
                        <tabView translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                            <rect key="frame" x="13" y="10" width="374" height="276"/>
                        </tabView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="25" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="25" id="c2"/>
                        <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="148" id="c4"/>
                        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c5"/>
                        <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c6"/>
                        <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
                        <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" constant="20" id="c8"/>
                        <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c9"/>
                        <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" constant="20" id="c10"/>
                    </constraints>
                </customView>
            </objects>
        </document>

        """

    @Test func separatorsAndTabViewsAlignTheirBezels() throws {
        #expect(
            try Self.layout(Self.separators) == """
                View id=root (0, 0, 400, 300)
                  View id=line (25, 18, 350, 5)
                  View id=column (146, 0, 5, 300)
                  View id=tabs (13, 14, 374, 276)

                """)
    }

    /// A grid view as NetNewsWire's Feedbin sheet (AccountsFeedbin.xib) has it: labels at the
    /// trailing edge of the first column, fields at the leading edge of the second, centred
    /// down each row, 8 points between the columns and 7 between the rows (the labels' text 37
    /// and 62 points wide, their frames 2 points wider each side). Its cells' views are stored
    /// in the grid's coordinates, from the bottom. A menu item's view, which no
    /// view tree holds, laid out as a root at its stored frame (push buttons drawn in it keep
    /// their frame too).
    static let grid = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19529" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                    <subviews>
                        <gridView xPlacement="trailing" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="80" y="31" width="270" height="49"/>
                            <rows>
                                <gridRow id="r0"/>
                                <gridRow id="r1"/>
                            </rows>
                            <columns>
                                <gridColumn id="c0"/>
                                <gridColumn xPlacement="leading" id="c1"/>
                            </columns>
                            <gridCells>
                                <gridCell row="r0" column="c0" id="g00">
                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="email">
                                        <rect key="frame" x="23" y="31" width="41" height="16"/>
                                        <textFieldCell key="cell" title="Email:" id="emailCell"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="37" id="emailw"/>
                                            <constraint firstAttribute="height" constant="16" id="emailh"/>
                                        </constraints>
                                    </textField>
                                </gridCell>
                                <gridCell row="r0" column="c1" id="g01">
                                    <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="emailField">
                                        <rect key="frame" x="70" y="28" width="200" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="w1"/>
                                            <constraint firstAttribute="height" constant="21" id="h1"/>
                                        </constraints>
                                    </customView>
                                </gridCell>
                                <gridCell row="r1" column="c0" id="g10">
                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="password">
                                        <rect key="frame" x="-2" y="3" width="66" height="16"/>
                                        <textFieldCell key="cell" title="Password:" id="passwordCell"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="62" id="passwordw"/>
                                            <constraint firstAttribute="height" constant="16" id="passwordh"/>
                                        </constraints>
                                    </textField>
                                </gridCell>
                                <gridCell row="r1" column="c1" id="g11">
                                    <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="passwordField">
                                        <rect key="frame" x="70" y="0.0" width="200" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="w2"/>
                                            <constraint firstAttribute="height" constant="21" id="h2"/>
                                        </constraints>
                                    </customView>
                                </gridCell>
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="c1"/>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    </constraints>
                </customView>
                <menu id="menu">
                    <items>
                        <menuItem title="Volume" id="item">
                            <button key="view" translatesAutoresizingMaskIntoConstraints="NO" id="itemButton">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                <buttonCell key="cell" type="push" title="Up" bezelStyle="rounded" borderStyle="border" id="itemCell"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="iw"/>
                                </constraints>
                            </button>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>

        """

    @Test func gridViewsArrangeTheirCellsAndItemViewsAreLaidOut() throws {
        #expect(
            try Self.layout(Self.grid) == """
                View id=root (0, 0, 400, 100)
                  View id=grid (80, 20, 270, 49)
                    TextField id=email (23, 2.50, 41, 16)
                    View id=emailField (70, 0, 200, 21)
                    TextField id=password (-2, 30.50, 66, 16)
                    View id=passwordField (70, 28, 200, 21)
                Button id=itemButton (0, 0, 40, 30)

                """)
    }

    /// A table in a tab view item's view: its column's prototype cell view is laid out in it,
    /// as in a table anywhere else, at the frame the file gave it (the table sets its cell
    /// views' frames, whatever their own constraints would make of them), its subviews in it.
    @Test func aTableInATabViewItemShowsItsCellViews() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <tabView id="tabs">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <tabViewItems>
                            <tabViewItem label="One" identifier="1" id="item">
                                <view key="view" id="page">
                                    <rect key="frame" x="0.0" y="0.0" width="280" height="154"/>
                                    <subviews>
                                        <tableView rowHeight="24" id="table">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                            <tableColumns>
                                                <tableColumn width="200" id="column">
                                                    <prototypeCellViews>
                                                        <tableCellView translatesAutoresizingMaskIntoConstraints="NO" id="cellView">
                                                            <rect key="frame" x="1" y="1" width="198" height="24"/>
                                                            <subviews>
                                                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                                                    <rect key="frame" x="4" y="4" width="16" height="16"/>
                                                                </customView>
                                                            </subviews>
                                                            <constraints>
                                                                <constraint firstItem="icon" firstAttribute="leading" secondItem="cellView" secondAttribute="leading" constant="4" id="i1"/>
                                                                <constraint firstItem="icon" firstAttribute="centerY" secondItem="cellView" secondAttribute="centerY" id="i2"/>
                                                                <constraint firstItem="icon" firstAttribute="width" constant="16" id="i3"/>
                                                                <constraint firstItem="icon" firstAttribute="height" constant="16" id="i4"/>
                                                            </constraints>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                            </tableColumns>
                                        </tableView>
                                    </subviews>
                                </view>
                            </tabViewItem>
                        </tabViewItems>
                    </tabView>
                </objects>
            </document>

            """
        #expect(
            try Self.layout(xib) == """
                View id=tabs (0, 0, 300, 200)
                  View id=page (10, 33, 280, 154)
                    Control id=table (0, 54, 200, 100)
                      View id=cellView (1, 1, 198, 24)
                        View id=icon (4, 4, 16, 16)

                """)
    }

    /// A thin split view's panes placed by Auto Layout, side by side a point apart at the
    /// widths the file gave them (Textual's main window, Xcode 12: 150, 498 and 150 points in
    /// an 800-point split view).
    @Test func splitViewsArrangeTheirPanes() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <splitView dividerStyle="thin" vertical="YES" id="split">
                        <rect key="frame" x="0.0" y="0.0" width="800" height="439"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="left">
                                <rect key="frame" x="0.0" y="0.0" width="150" height="439"/>
                            </customView>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="middle">
                                <rect key="frame" x="151" y="0.0" width="498" height="439"/>
                            </customView>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="right">
                                <rect key="frame" x="650" y="0.0" width="150" height="439"/>
                            </customView>
                        </subviews>
                        <holdingPriorities>
                            <real value="355"/>
                            <real value="350"/>
                            <real value="355"/>
                        </holdingPriorities>
                    </splitView>
                </objects>
            </document>

            """
        #expect(
            try Self.layout(xib) == """
                View id=split (0, 0, 800, 439)
                  View id=left (0, 0, 150, 439)
                  View id=middle (151, 0, 498, 439)
                  View id=right (650, 0, 150, 439)

                """)
    }

    /// A grid whose spacings and sizes are no finite numbers, a merged cell and a cell naming
    /// a row the grid does not have: laid out, those numbers ignored, without a crash.
    @Test func aGridsNumbersThatAreNotFiniteAreIgnored() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <gridView xPlacement="fill" yPlacement="fill" rowAlignment="none" rowSpacing="nan" columnSpacing="inf" id="grid">
                        <rect key="frame" x="0" y="0" width="100" height="50"/>
                        <rows><gridRow height="nan" id="r0"/></rows>
                        <columns><gridColumn width="-inf" id="c0"/><gridColumn id="c1"/></columns>
                        <gridCells>
                            <gridCell row="r0" column="c0" headOfMergedCell="g0" id="g0">
                                <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                                </customView>
                            </gridCell>
                            <gridCell row="r0" column="c1" headOfMergedCell="g0" id="g1"/>
                            <gridCell row="elsewhere" column="c1" id="g2"/>
                        </gridCells>
                    </gridView>
                </objects>
            </document>

            """
        #expect(
            try Self.layout(xib) == """
                View id=grid (0, 0, 100, 50)
                  View id=v (0, 0, 100, 50)

                """)
    }

    /// A large date picker with a bezel pinned 150 points from the leading edge and 11 below
    /// the top, as in Aerial's overlays view (Xcode 16): with the sizes of text from the file it
    /// keeps the size Interface Builder stored (its text's), its frame 4 points above its bezel
    /// and 3 past its trailing side; a view 16 points after it and right below it.
    static let datePicker = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="23094"/></dependencies>
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="580" height="178"/>
                    <subviews>
                        <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                            <rect key="frame" x="150" y="149" width="66" height="22"/>
                            <datePickerCell key="cell" controlSize="large" borderStyle="bezel" alignment="left" id="pickerCell">
                                <font key="font" metaFont="system" size="14"/>
                            </datePickerCell>
                        </datePicker>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="next">
                            <rect key="frame" x="229" y="131" width="20" height="18"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="150" id="c1"/>
                        <constraint firstItem="picker" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="c2"/>
                        <constraint firstItem="next" firstAttribute="leading" secondItem="picker" secondAttribute="trailing" constant="16" id="c3"/>
                        <constraint firstItem="next" firstAttribute="top" secondItem="picker" secondAttribute="bottom" id="c4"/>
                        <constraint firstItem="next" firstAttribute="width" constant="20" id="c5"/>
                        <constraint firstItem="next" firstAttribute="height" constant="18" id="c6"/>
                    </constraints>
                </customView>
            </objects>
        </document>

        """

    @Test func aLargeDatePickerKeepsItsTextsSizeAndItsBezelInside() throws {
        let laidOut = try Self.layout(Self.datePicker, "--text-sizes-from-file")
        #expect(laidOut.contains("Control id=picker (150, 7, 66, 22)"), "\(laidOut)")
        #expect(laidOut.contains("View id=next (229, 29, 20, 18)"), "\(laidOut)")
    }

    /// Two stack views as in WWDC's Preferences storyboard (Xcode 15): a switch beside a label,
    /// aligned by baseline (the switch fills the stack, the label at its top, its baseline the
    /// switch's), and a label beside a small help button, aligned by first baseline (the stack
    /// as high as the button's circle, 8 points between the label and the circle). The labels'
    /// font is their cell's, 13 points.
    static let baselineStacks = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="23504"/></dependencies>
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="baseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switchRow">
                            <rect key="frame" x="20" y="58" width="161" height="22"/>
                            <subviews>
                                <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                                    <rect key="frame" x="-2" y="-2" width="42" height="25"/>
                                </switch>
                                <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="switchLabel">
                                    <rect key="frame" x="44" y="6" width="119" height="16"/>
                                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Include bookmarks" id="switchLabelCell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </stackView>
                        <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="helpRow">
                            <rect key="frame" x="200" y="63" width="212" height="17"/>
                            <subviews>
                                <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="helpLabel">
                                    <rect key="frame" x="-2" y="1" width="192" height="16"/>
                                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Download videos with subtitles" id="helpLabelCell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                                    <rect key="frame" x="195" y="-2" width="18" height="19"/>
                                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="helpCell">
                                        <font key="font" metaFont="smallSystem"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="switchRow" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="switchRow" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="helpRow" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c3"/>
                        <constraint firstItem="helpRow" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                    </constraints>
                </customView>
            </objects>
        </document>

        """

    /// Within the half point the corpus tests allow: the fonts are measured with Pango.
    @Test func switchesAndHelpButtonsLineUpWithTheirLabelsBaselines() throws {
        let json = try Self.layout(Self.baselineStacks, "--text-sizes-from-file", "--format", "json")
        let frames = try LaidOutFrames(dump: json, rootID: "root").frames
        let expected: [String: [Double]] = [
            "switchRow": [20, 20, 161, 22], "switch": [18, 19, 42, 25], "switchLabel": [64, 20, 119, 16],
            "helpRow": [200, 20, 212, 17], "helpLabel": [198, 20, 192, 16], "help": [395, 20, 18, 19],
        ]
        for (id, want) in expected {
            let got = try #require(frames[id], "\(id)")
            #expect(zip(want, got).allSatisfy { abs($0 - $1) <= 0.5 }, "\(id): \(got), not \(want)")
        }
    }

    /// What `nibc dump --layout` prints for `xib`, written as `file`; it must succeed.
    static func layout(_ xib: String, _ options: String..., file: String = "Mac.xib") throws -> String {
        try withTemporaryFolder("nibc") { folder in
            try xib.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "--layout"] + options + [file], in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return outcome.stdout
        }
    }
}
