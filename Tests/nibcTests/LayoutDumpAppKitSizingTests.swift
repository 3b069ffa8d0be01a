import Foundation
import TestSupport
import Testing

/// `nibc dump --layout` on what sizes AppKit's views from outside (issue 36): a top-level view
/// keeps the size Interface Builder's canvas gave it, and a table's cell view is as high as its
/// row whatever the table's height.
@Suite struct LayoutDumpAppKitSizingTests {
    /// A macOS xib holding `objects`, saved by the Cocoa plug-in `plugIn` when given (which
    /// decides the controls it was drawn with).
    static func xib(_ objects: String, plugIn: String? = nil) -> String {
        let dependencies = plugIn.map {
            #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\#($0)"/></dependencies>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                \(dependencies ?? "")
                <objects>
            \(objects)
                </objects>
            </document>

            """
    }

    /// A top-level view placed by constraints keeps the size the file stored, as a window or
    /// Interface Builder's canvas holds it: its content fills that size (sindresorhus's Settings
    /// panes, Xcode 14, a grid 20 points inside a 394-point pane), where before the root shrank
    /// around its content's natural size. Its own required constraints still win.
    @Test func aTopLevelViewKeepsItsStoredSize() throws {
        func laidOut(rootConstraint: String = "") -> String {
            Self.xib(
                """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="394"/>
                    <subviews>
                        <textField verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                            <rect key="frame" x="18" y="20" width="364" height="354"/>
                            <textFieldCell key="cell" title="Note" id="noteCell"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="20" id="r"/>
                        <constraint firstAttribute="bottom" secondItem="note" secondAttribute="bottom" constant="20" priority="750" id="b"/>
                        \(rootConstraint)
                    </constraints>
                </customView>
                """)
        }
        let held = try LayoutDumpAppKitTests.layout(laidOut())
        #expect(held.contains("View id=root (0, 0, 400, 394)"), "\(held)")
        #expect(held.contains("TextField id=note (18, 20, 364, 354)"), "\(held)")
        let sized = try LayoutDumpAppKitTests.layout(
            laidOut(rootConstraint: #"<constraint firstItem="root" firstAttribute="height" constant="340" id="h"/>"#))
        #expect(sized.contains("View id=root (0, 0, 400, 340)"), "\(sized)")
    }

    /// A colour well is 38 points wide, its frame 3 points outside its bezel at each side and 2
    /// above and below, with macOS 11's controls (Xcode 12 to 16); its height is its
    /// constraints'. Drawn with macOS 26's controls it is left as the file stored it.
    @Test func aColorWellDrawsItsFrameAroundItsBezel() throws {
        func laidOut(plugIn: String) throws -> String {
            let text = Self.xib(
                """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                    <subviews>
                        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well">
                            <rect key="frame" x="0.0" y="0.0" width="44" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="21" id="h"/>
                            </constraints>
                        </colorWell>
                    </subviews>
                    <constraints>
                        <constraint firstItem="well" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="well" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </customView>
                """,
                plugIn: plugIn)
            return try LayoutDumpAppKitTests.layout(text)
        }
        let drawn = try laidOut(plugIn: "23094")
        #expect(drawn.contains("Control id=well (17, 18, 44, 25)"), "\(drawn)")
        let plain = try laidOut(plugIn: "24127")
        #expect(plain.contains("Control id=well (20, 20, 0, 21)"), "\(plain)")
    }

    /// A view given an intrinsic size placeholder in Interface Builder's size inspector is laid
    /// out at that size, as the canvas shows it: MonitorControl's separators (Main.storyboard,
    /// Xcode 14), a placeholder 2 points high, are stored 6 high (their 1-point line drawn 5
    /// high without one); a custom view, which has no intrinsic size of its own, takes the
    /// placeholder's; `infinite` leaves an axis free for the constraints.
    @Test func aViewTakesItsIntrinsicSizePlaceholder() throws {
        let text = Self.xib(
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                <subviews>
                    <box verticalHuggingPriority="750" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="2" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                        <rect key="frame" x="20" y="172" width="360" height="6"/>
                    </box>
                    <customView placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                        <rect key="frame" x="20" y="100" width="120" height="30"/>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="20" id="r"/>
                    <constraint firstItem="custom" firstAttribute="top" secondItem="line" secondAttribute="bottom" constant="48" id="c"/>
                    <constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="cl"/>
                </constraints>
            </customView>
            """)
        let laidOut = try LayoutDumpAppKitTests.layout(text)
        #expect(laidOut.contains("View id=line (20, 18, 360, 6)"), "\(laidOut)")
        #expect(laidOut.contains("View id=custom (20, 70, 120, 30)"), "\(laidOut)")
    }

    /// An image view without a frame is as large as its image, as the document's resources
    /// record it (`NSImageView`'s intrinsic size): MonitorControl's onboarding icon, 40 × 40,
    /// pinned by its top and leading edges only. One drawn with a bezel has no such size here.
    @Test func anImageViewIsAsLargeAsItsImage() throws {
        func laidOut(frameStyle: String) throws -> String {
            let text = Self.xib(
                """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="24" y="36" width="40" height="40"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" \(frameStyle) image="onboarding_icon_keyboard" id="iconCell"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="t"/>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="l"/>
                    </constraints>
                </customView>
                """
            ).replacingOccurrences(
                of: "</objects>",
                with:
                    #"</objects><resources><image name="onboarding_icon_keyboard" width="40" height="40"/></resources>"#
            )
            return try LayoutDumpAppKitTests.layout(text)
        }
        let plain = try laidOut(frameStyle: "")
        #expect(plain.contains("Control id=icon (24, 24, 40, 40)"), "\(plain)")
        let bezeled = try laidOut(frameStyle: #"imageFrameStyle="grayBezel""#)
        #expect(!bezeled.contains("Control id=icon (24, 24, 40, 40)"), "\(bezeled)")
    }

    /// A top-level control keeps its stored frame, not its bezel grown to the frame's size:
    /// constraints hold its alignment rectangle (a push button's bezel, inside its frame).
    @Test func aTopLevelControlKeepsItsStoredFrame() throws {
        let text = Self.xib(
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="pushCell"/>
            </button>
            """)
        let laidOut = try LayoutDumpAppKitTests.layout(text)
        #expect(laidOut.contains("Button id=push (0, 0, 120, 32)"), "\(laidOut)")
    }

    /// A cell view whose mask makes it as high as its superview stays as high as its row when
    /// the table is laid out taller than the file stored it (AppKit gives a cell view its row's
    /// rectangle, `frameOfCell(atColumn:row:)`); it still follows its column's width.
    @Test func aCellViewIsAsHighAsItsRow() throws {
        let text = Self.xib(
            """
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                <subviews>
                    <tableView rowHeight="24" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                        <rect key="frame" x="0.0" y="50" width="200" height="100"/>
                        <tableColumns>
                            <tableColumn width="200" id="column">
                                <prototypeCellViews>
                                    <tableCellView id="cellView">
                                        <rect key="frame" x="1" y="1" width="198" height="24"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews>
                <constraints>
                    <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
                </constraints>
            </customView>
            """)
        let laidOut = try LayoutDumpAppKitTests.layout(text)
        #expect(laidOut.contains("Control id=table (0, 0, 200, 150)"), "\(laidOut)")
        #expect(laidOut.contains("View id=cellView (1, 1, 198, 24)"), "\(laidOut)")
    }

    /// A stack view with no distribution whose views lie in its leading gravity area packs them
    /// from its start, 8 points apart, and hugs them at its hugging priority: pinned only at
    /// its trailing edge, it is as wide as its buttons (KeepingYouAwake's duration sheet, Xcode
    /// 15, stores such a row of buttons 170 points wide, 130 in). Its buttons' fixed frames
    /// do not keep them out of the arrangement. Before, the stack and its buttons were free.
    @Test func aStackViewsLeadingGravityAreaPacksItsViews() throws {
        func button(_ id: String, _ title: String, x: Int, width: Int) -> String {
            """
            <button verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="-7" width="\(width)" height="32"/>
                <buttonCell key="cell" type="push" title="\(title)" bezelStyle="rounded" alignment="center" borderStyle="border" id="\(id)Cell"/>
            </button>
            """
        }
        let text = Self.xib(
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <subviews>
                    <stackView orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" \
            verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="130" y="20" width="170" height="20"/>
                        <beginningViews>
                            \(button("cancel", "Cancel", x: -7, width: 76))
                            \(button("add", "Add Duration", x: 63, width: 114))
                        </beginningViews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="row" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20" id="r"/>
                    <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="20" id="b"/>
                </constraints>
            </customView>
            """)
        let laidOut = try LayoutDumpAppKitTests.layout(text, "--text-sizes-from-file")
        #expect(laidOut.contains("StackView id=row (130, 20, 170, 20)"), "\(laidOut)")
        #expect(laidOut.contains("Button id=add (63, -5, 114, 32)"), "\(laidOut)")
        #expect(!laidOut.contains("ambiguous"), "\(laidOut)")
    }

    /// With macOS 26's controls (Xcode 26) a slider fills its frame and a mini stepper is 13 ×
    /// 20 points (Mos's preferences: a 160 × 15 slider under constraints of that size, a stepper
    /// 8 points after a field and centred on it); before, the slider was drawn 2 points outside
    /// its constraints and the stepper had no size, so a stack of rows below them drifted.
    @Test func macOS26SlidersAndSteppersFillTheirFrames() throws {
        let objects = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                    <slider translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                        <rect key="frame" x="20" y="25" width="160" height="15"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="160" id="sw"/>
                            <constraint firstAttribute="height" constant="15" id="sh"/>
                        </constraints>
                        <sliderCell key="cell" controlSize="small" alignment="left" maxValue="100" doubleValue="35" tickMarkPosition="above" sliderType="linear" id="sliderCell"/>
                    </slider>
                    <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                        <rect key="frame" x="188" y="22" width="13" height="20"/>
                        <stepperCell key="cell" controlSize="mini" continuous="YES" alignment="left" maxValue="100" id="stepperCell"/>
                    </stepper>
                </subviews>
                <constraints>
                    <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="stepper" firstAttribute="leading" secondItem="slider" secondAttribute="trailing" constant="8" id="s"/>
                    <constraint firstItem="stepper" firstAttribute="centerY" secondItem="slider" secondAttribute="centerY" id="c"/>
                </constraints>
            </customView>
            """
        let modern = try LayoutDumpAppKitTests.layout(Self.xib(objects, plugIn: "24127"))
        #expect(modern.contains("Slider id=slider (20, 20, 160, 15)"), "\(modern)")
        #expect(modern.contains("Control id=stepper (188, 17.50, 13, 20)"), "\(modern)")
        let older = try LayoutDumpAppKitTests.layout(Self.xib(objects, plugIn: "22155"))
        #expect(older.contains("Slider id=slider (18, 18, 164, 19)"), "\(older)")
    }
}
