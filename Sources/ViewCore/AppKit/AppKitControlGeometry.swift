import Foundation

/// The geometry AppKit gives a control by the cell that draws it, which the ViewCore class a
/// macOS control loads as (`TextField`, `Button`) does not know: how far its alignment
/// rectangle, the rectangle Auto Layout places, lies inside its frame.
///
/// Interface Builder stores a control's frame, and its constraints act on the alignment
/// rectangle: a label's text starts 2 points inside its frame (the text container's line
/// fragment padding), and a push button's frame holds its bezel's shadow and focus ring
/// around the 20-point-high bezel. A layout that put frames where the constraints put
/// alignment rectangles would shift every label 2 points left and every push button by its
/// shadow.
package enum AppKitControlGeometry {
    /// The size of an `NSSwitch`'s alignment rectangle at the regular control size, which
    /// Interface Builder draws in a 42 × 25 frame (`switchInsets` around it).
    package static let switchSize = CGSize(width: 38, height: 22)

    /// The alignment rectangle insets and intrinsic size of an `NSSlider` whose frame is
    /// `frame`, which Interface Builder draws at the slider's height (its width is left to
    /// constraints): its track lies 2 points inside each end; a horizontal slider drawn 28
    /// points high (macOS 11's controls) keeps 2 points above and 6 below it
    /// (KeepingYouAwake's battery settings, Xcode 16: a slider pinned to the top of its
    /// container stored 2 points above it, labels 4 points below it stored 4 below the 20-point
    /// rectangle), one drawn otherwise (19 or 21 points, before) 2 above and below. A vertical
    /// slider (taller than wide) keeps 2 points at each side. With macOS 26's `controls` a
    /// slider fills its frame (Mos's preferences, Xcode 26: small sliders stored 160 × 15 and
    /// 160 × 18 under constraints of those sizes, their ends at the edges the buttons above
    /// them reach).
    package static func sliderGeometry(frame: CGSize, controls: Controls = .macOS11) -> (
        insets: EdgeInsets, intrinsicSize: CGSize
    ) {
        if controls == .macOS26 {
            return frame.height > frame.width
                ? (.zero, CGSize(width: frame.width, height: View.noIntrinsicMetric))
                : (.zero, CGSize(width: View.noIntrinsicMetric, height: frame.height))
        }
        if frame.height > frame.width {
            let insets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            return (insets, CGSize(width: max(0, frame.width - 4), height: View.noIntrinsicMetric))
        }
        let insets = EdgeInsets(top: 2, left: 2, bottom: frame.height == 28 ? 6 : 2, right: 2)
        return (
            insets, CGSize(width: View.noIntrinsicMetric, height: max(0, frame.height - insets.top - insets.bottom))
        )
    }

    /// The side of a spinning `NSProgressIndicator`, which is square, by control size (nil
    /// for the regular size when none is given): 32 points at the regular size, 16 at the
    /// small one (the sizes Interface Builder gives a new one); nil for others.
    package static func spinnerSide(controlSize: String?) -> CGFloat? {
        switch controlSize ?? "regular" {
        case "regular": 32
        case "small": 16
        default: nil
        }
    }

    /// The alignment rectangle insets and intrinsic size of an `NSStepper` by control size (nil
    /// for the regular size when none is given). Frames: 19 × 28 points at the regular size
    /// (Platypus, Xcode 14; the compiled corpus's steppers, Xcode 13), 19 × 27 where
    /// `tallerRegular` is false (Amethyst's preferences, Xcode 12), 15 × 22 at the small size
    /// (HandBrake's 17, Xcode 26), 13 × 20 at the mini size (Mos's preferences, Xcode 26). A
    /// small stepper's arrows lie a point below its frame's top, two above its bottom and two
    /// inside each side (HandBrake's, 4 points after 42-point fields in 57-point stacks and
    /// centred in them, 19 points high: frames stored 2 points before the spacing's end, 1
    /// above the stack and 2 below); the other sizes fill their frames as far as any file
    /// shows (Mos's mini steppers, 8 points after a field and centred on a label).
    package static func stepperGeometry(controlSize: String?, tallerRegular: Bool) -> (
        insets: EdgeInsets, intrinsicSize: CGSize
    )? {
        switch controlSize ?? "regular" {
        case "regular": (.zero, CGSize(width: 19, height: tallerRegular ? 28 : 27))
        case "small": (EdgeInsets(top: 1, left: 2, bottom: 2, right: 2), CGSize(width: 11, height: 19))
        case "mini": (.zero, CGSize(width: 13, height: 20))
        default: nil
        }
    }

    /// How far an `NSSwitch`'s alignment rectangle lies inside its frame.
    package static let switchInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)

    /// The alignment rectangle insets and size of an `NSSwitch` by control size (nil for the
    /// regular size when none is given): `switchInsets` around `switchSize` at the regular size;
    /// at the mini size a 36 × 16 frame that it fills (QLMarkdown's settings, Xcode 26: a mini
    /// switch pinned 8 points above its view's bottom stored 8 above it, a label 8 points after
    /// it and centred on it stored so); nil for other sizes, which no file shows under
    /// constraints.
    package static func switchGeometry(controlSize: String?) -> (insets: EdgeInsets, intrinsicSize: CGSize)? {
        switch controlSize ?? "regular" {
        case "regular": (switchInsets, switchSize)
        case "mini": (.zero, CGSize(width: 36, height: 16))
        default: nil
        }
    }

    /// Where an `NSSwitch` puts its baselines: where a regular label (16 points high, the system
    /// font centred in it) set at the top of its alignment rectangle puts its own (WWDC's
    /// Preferences storyboard, Xcode 15: five switches in stack views aligned by baseline, each
    /// beside such a label stored at the top of the stack, the switch filling its height).
    package static func switchBaseline() -> (fraction: CGFloat, offset: CGFloat) {
        let label = TextMetrics.centredBaseline(" ", font: Font.systemFont(ofSize: 13), last: false)
        return (0, 16 * label.fraction + label.offset)
    }

    /// Where the first and last baselines of an `NSTextField` lie whose alignment rectangle is
    /// `height` high, clearly more than one line of the system font `font` in its cell (with its
    /// bezel when `bezeled`: 5 points more, 6 with macOS 26's controls, as fields are stored 21 and
    /// 22 high): AppKit draws a field's text from the top of its cell, not centred as UIKit's label
    /// does, so its first baseline lies as far below its top as a one-line field's and its last as
    /// far above its bottom (HandBrake's naming-format token field, 62 points high, its label
    /// beside it in a stack aligned by first baseline level with its first line). Nil for a field
    /// less than half the font's size taller than one line, and for a font by name (whose line
    /// ViewCore does not know): the view's own rule places their baselines.
    package static func textFieldBaselines(font: Font, height: CGFloat, bezeled: Bool, controls: Controls) -> (
        first: (fraction: CGFloat, offset: CGFloat), last: (fraction: CGFloat, offset: CGFloat)
    )? {
        // The system font's line, 1.2 times its size rounded up: labels are stored 14 high at
        // 11 points, 16 at 13, 17 at 14 (the shared corpus's macOS files, Xcode 12 to 16).
        guard font.kind != .named, font.pointSize > 0 else { return nil }
        let bezel: CGFloat = bezeled ? (controls == .macOS26 ? 6 : 5) : 0
        let line = (font.pointSize * 1.2).rounded(.up) + bezel
        // Half the font's size more at least: a field a point or two taller than its line
        // (labels drawn 17 high at 13 points before macOS 11) keeps its own rule.
        guard height >= line + font.pointSize / 2 else { return nil }
        let centred = TextMetrics.centredBaseline(" ", font: font, last: false)
        let fromTop = line * centred.fraction + centred.offset
        return ((0, fromTop), (1, fromTop - line))
    }

    /// The alignment rectangle insets and intrinsic size of an `NSBox` of the `separator` type
    /// whose frame is `frame`. AppKit draws a separator's line centred in the box along its
    /// longer side, horizontal when the sides are equal (Apple's "Using a Box to Create a
    /// Separator"); its alignment rectangle is that 1-point line, and Interface Builder draws
    /// the box 5 points across the line, so 2 points lie on each side of the alignment
    /// rectangle. Across the line the box has an intrinsic size of 1; along it, none.
    package static func separatorGeometry(frame: CGSize) -> (insets: EdgeInsets, intrinsicSize: CGSize) {
        if frame.width >= frame.height {
            return (EdgeInsets(top: 2, left: 0, bottom: 2, right: 0), CGSize(width: View.noIntrinsicMetric, height: 1))
        }
        return (EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), CGSize(width: 1, height: View.noIntrinsicMetric))
    }

    /// How far an `NSBox`'s alignment rectangle lies inside its frame, by its `boxType` and
    /// `borderType` as a file names them (nil: the primary box with a bezel) and whether it
    /// shows its title: a primary box's border lies 3 points inside its sides and 4 above its
    /// bottom, 2 below its top without a title and at the top of the title with one (pock's
    /// Preferences view, Xcode 12: an untitled box 80 points high stored in an 86-point frame, 3
    /// points beyond its stack view's sides; Scroll-Reverser's titled boxes 4 points taller
    /// than the stack that holds them, aligned at their tops). Nil for separators, custom and
    /// old-style boxes and boxes without a border, which fill their frames.
    package static func boxInsets(boxType: String?, borderType: String?, titled: Bool) -> EdgeInsets? {
        guard boxType == nil || boxType == "primary", borderType != "none" else { return nil }
        return EdgeInsets(top: titled ? 0 : 2, left: 3, bottom: 4, right: 3)
    }

    /// How far a regular `NSTabView`'s alignment rectangle, its bezel, lies inside its frame
    /// when its tabs run along the top: Interface Builder stores a tab view pinned 20 points
    /// inside its superview 7 points further out at each side, 6 above and 10 below (Clocker's
    /// Preferences.storyboard, Xcode 12; sentry-cocoa's macOS Main.storyboard, Xcode 26, pins
    /// one 8 points inside with the same frame around it).
    package static let topTabsInsets = EdgeInsets(top: 6, left: 7, bottom: 10, right: 7)

    /// How far a regular rounded `NSSegmentedControl`'s alignment rectangle, its 21-point-high
    /// bezel, lies inside the 24-point-high frame Interface Builder draws for it: 2 points at
    /// each side, 1 below the top and 2 above the bottom, as an `NSSwitch`'s (Interface Builder
    /// stores one 2 points outside a leading constraint's edge and 1 above a top one). A small
    /// one's 18-point bezel lies as far inside its 21-point frame (iina's inspector, Xcode 16:
    /// a small segmented control pinned 16 points below its window's top is stored 15 below it,
    /// and a tab view pinned 2 points below its bezel is stored right at its frame's bottom;
    /// iina's quick settings: one pinned between two edges is stored 2 points outside each).
    package static let segmentedInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)

    /// How far an `NSColorWell`'s alignment rectangle, its bezel, lies inside the frame
    /// Interface Builder draws for it with macOS 11's controls, and its width (it has no
    /// height of its own): 3 points at each side, 2 above and below (Hex Fiend's preferences,
    /// Xcode 14: a well sized 36 × 15 stored 42 × 19; iina's quick settings, Xcode 16: 21 × 21
    /// stored 27 × 25), 38 points wide (each well no constraint sizes is stored 44 wide:
    /// Platypus, Xcode 14; iina's subtitle settings, Xcode 16). Nil with other controls.
    package static func colorWellGeometry(controls: Controls) -> (insets: EdgeInsets, intrinsicSize: CGSize)? {
        guard controls == .macOS11 else { return nil }
        return (EdgeInsets(top: 2, left: 3, bottom: 2, right: 3), CGSize(width: 38, height: View.noIntrinsicMetric))
    }

    /// What of a control's cell decides its geometry, as an Interface Builder file names it.
    package struct Cell: Sendable, Equatable {
        /// The cell's AppKit class (`NSTextFieldCell`, `NSButtonCell`, ...).
        package var className: String
        /// `bezelStyle` (a button's `rounded`, `regularSquare`, ...; a text field's `round`).
        package var bezelStyle: String?
        /// `borderStyle` (a text field's `bezel` or `border`; a button's `border`).
        package var borderStyle: String?
        /// `controlSize` (`regular` when the file gives none, `small`, `mini`, `large`).
        package var controlSize: String?
        /// A button cell's `type` (`push`, `check`, `radio`, ...).
        package var type: String?

        /// A cell of `className` with the given attributes.
        package init(
            className: String, bezelStyle: String? = nil, borderStyle: String? = nil, controlSize: String? = nil,
            type: String? = nil
        ) {
            self.className = className
            self.bezelStyle = bezelStyle
            self.borderStyle = borderStyle
            self.controlSize = controlSize
            self.type = type
        }
    }

    /// The controls an Interface Builder file was drawn with, which decide a control's frame
    /// around its alignment rectangle: the Cocoa plug-in's version says which macOS's controls
    /// Xcode showed.
    package enum Controls: Sendable, Equatable {
        /// Before macOS 11's controls (Xcode 11 and earlier, a Cocoa plug-in below 17000).
        case beforeMacOS11
        /// macOS 11's to macOS 15's controls (Xcode 12 to 16).
        case macOS11
        /// macOS 26's controls (Xcode 26, a Cocoa plug-in from 24000), which fill their frames.
        case macOS26
    }

    /// The alignment rectangle insets AppKit gives a control drawn by `cell`, or nil when
    /// ViewCore does not know them (the control's frame is then its alignment rectangle).
    /// `frame` is the size the file stored for the control, `controls` the controls the file
    /// was drawn with. Each figure is how far Interface Builder stores the control's frame
    /// outside the edges its constraints place, on the corpus's files of each Xcode version.
    ///
    /// - A label (an `NSTextFieldCell` with no bezel and no border) insets its text by the
    ///   2-point line fragment padding on each side, at every control size.
    /// - A bordered push button (an `NSButtonCell` with the `rounded` bezel; without a border
    ///   it draws no bezel and has no insets) draws its bezel inside a frame that holds its
    ///   shadow and focus ring: ``pushInsets(controlSize:controls:)``. macOS 26's push button
    ///   fills its frame.
    /// - A pop-up button's bezel, at the large size: ``largePopUpInsets``; at the regular size
    ///   drawn 25 points high or more (a bezel given a height): ``popUpInsets``; at the small
    ///   size drawn 22 points high: ``smallPopUpInsets``; before macOS 11's controls:
    ///   ``classicPopUpInsets(controlSize:frame:)``.
    /// - A bordered bevel button's: ``bevelInsets``.
    /// - A check box or radio button: ``checkBoxInsets(controlSize:frame:controls:)``.
    /// - A regular segmented control drawn 24 points high (before macOS 26's controls), or a
    ///   small one drawn 21 points high (macOS 11's): ``segmentedInsets``.
    /// - A large date picker with a bezel, with macOS 11's controls: ``largeDatePickerInsets``.
    /// - A small help button, with macOS 11's controls: ``smallHelpButtonInsets``; a regular one
    ///   drawn 25 points high: ``helpButtonInsets``.
    package static func alignmentRectInsets(of cell: Cell, frame: CGSize, controls: Controls = .macOS11)
        -> EdgeInsets?
    {
        let size = cell.controlSize ?? "regular"
        switch cell.className {
        case "NSTextFieldCell" where cell.borderStyle == nil && cell.bezelStyle == nil:
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "NSButtonCell" where cell.bezelStyle == "rounded" && cell.borderStyle == "border":
            if controls == .macOS26 { return size == "small" && frame.height == 27 ? smallMacOS26PushInsets : nil }
            return pushInsets(controlSize: size, controls: controls)
        case "NSPopUpButtonCell" where cell.bezelStyle == "rounded" && controls != .macOS26 && size == "large":
            return largePopUpInsets
        case "NSPopUpButtonCell"
        where cell.bezelStyle == "rounded" && controls == .macOS11 && size == "regular"
            && frame.height >= 25:
            return popUpInsets
        case "NSPopUpButtonCell"
        where cell.bezelStyle == "rounded" && controls != .beforeMacOS11 && size == "small" && frame.height == 22:
            return smallPopUpInsets
        case "NSPopUpButtonCell" where cell.bezelStyle == "rounded" && controls == .beforeMacOS11:
            return classicPopUpInsets(controlSize: size, frame: frame)
        case "NSButtonCell"
        where cell.bezelStyle == "regularSquare" && cell.borderStyle == "border" && size == "regular"
            && controls != .macOS26:
            return bevelInsets
        case "NSButtonCell" where cell.type == "check" || cell.type == "radio":
            return checkBoxInsets(controlSize: size, frame: frame, controls: controls)
        case "NSSegmentedCell" where size == "regular" && controls != .macOS26 && frame.height == 24:
            return segmentedInsets
        case "NSSegmentedCell" where size == "small" && controls == .macOS11 && frame.height == 21:
            return segmentedInsets
        case "NSDatePickerCell" where cell.borderStyle == "bezel" && size == "large" && controls == .macOS11:
            return largeDatePickerInsets
        case "NSButtonCell" where cell.bezelStyle == "helpButton" && size == "small" && controls == .macOS11:
            return smallHelpButtonInsets
        case "NSButtonCell"
        where cell.bezelStyle == "helpButton" && size == "regular" && controls == .macOS11 && frame.height == 25:
            return helpButtonInsets
        default:
            return nil
        }
    }

    /// Where a pop-up button drawn by `cell` in a frame `frame` high places its baselines, when not
    /// where a centred title of `font` puts them: a regular one drawn 25 points high with macOS
    /// 11's controls sets its title a point above its bezel's middle (33 pop-ups aligned by
    /// baseline with a label in iina's, MacPass's, OpenEmu's and Transmission's files, Xcode 12 to
    /// 16: each frame stored 2 points above the label's, where a centred title puts it 3), in the
    /// system font; nil otherwise (a font by name, whose metrics ViewCore does not know: Clocker's
    /// Avenir pop-ups and labels are stored as centred titles place them).
    package static func popUpBaseline(of cell: Cell, frame: CGSize, font: Font, controls: Controls) -> (
        fraction: CGFloat, offset: CGFloat
    )? {
        guard cell.className == "NSPopUpButtonCell", font.kind != .named, frame.height == 25,
            alignmentRectInsets(of: cell, frame: frame, controls: controls) == popUpInsets
        else { return nil }
        let centred = TextMetrics.centredBaseline(" ", font: font, last: false)
        return (centred.fraction, centred.offset - 1)
    }

    /// How far a regular pop-up button's 20-point-high bezel lies inside the 25-point-high frame
    /// Interface Builder draws for it with macOS 11's controls: 1 point below the top, 4 above
    /// the bottom, 3 at each side (Clocker's Preferences storyboard, Xcode 12: a pop-up in a
    /// grid column 3 points right of the column's edge, the next row 20 points below its
    /// bezel).
    package static let popUpInsets = EdgeInsets(top: 1, left: 3, bottom: 4, right: 3)

    /// How far a small pop-up button's 16-point-high bezel lies inside the 22-point-high frame
    /// Interface Builder draws for it with macOS 11's controls: 2 points below the top, 4 above
    /// the bottom, 4 at each side (Hex Fiend's preferences, Xcode 14: four pop-ups 16 points in
    /// from their labels' text and 8 below them, stored 4 points left of that and 2 above; a
    /// check box 8 points below a pop-up's bezel, stored 12 below its frame), and with macOS
    /// 26's (HandBrake's, Xcode 26: a pop-up alone in a 16-point stack aligned at the top,
    /// stored 4 points left of it and 2 above).
    package static let smallPopUpInsets = EdgeInsets(top: 2, left: 4, bottom: 4, right: 4)

    /// How far a pop-up button's bezel lies inside its frame before macOS 11's controls, nil for
    /// a size not known (MacDown's HTML preferences, Xcode 7). A regular one drawn 26 points
    /// high: 2 points inside its leading side and 3 inside its trailing one (a pop-up 8 points
    /// after a label's text and 8 before a segmented control's bezel), its bezel's centre half a
    /// point above its frame's (centred on a label's); that difference is all the file shows of
    /// its top and bottom, taken as 2 and 3. A small one drawn 22 points high: 1 point below the
    /// top, 3 at the sides and above the bottom (pop-ups pinned to a check box's box by their
    /// sides and 8 points below it, and centred on a label).
    package static func classicPopUpInsets(controlSize: String, frame: CGSize) -> EdgeInsets? {
        switch (controlSize, frame.height) {
        case ("regular", 26): EdgeInsets(top: 2, left: 2, bottom: 3, right: 3)
        case ("small", 22): EdgeInsets(top: 1, left: 3, bottom: 3, right: 3)
        default: nil
        }
    }

    /// How far a bordered bevel button's (the `regularSquare` bezel) bezel lies inside its
    /// frame: 2 points at the top and sides, 3 above the bottom (XCGLogger's macOS example,
    /// Xcode 11: buttons pinned 20 points from their superview's sides stored 18 points from
    /// them, 460 wide in 464-point frames, 30 high in 35-point ones).
    package static let bevelInsets = EdgeInsets(top: 2, left: 2, bottom: 3, right: 2)

    /// How far a small help button's circle lies inside its 18 × 19-point frame with macOS 11's
    /// controls: 1 point inside each side and 2 above the bottom (WWDC's Preferences storyboard,
    /// Xcode 15: one in a stack view aligned by first baseline, 8 points after a label by a
    /// frame 1 point further, the stack 1 point short of the frame's trailing edge and as high
    /// as the frame less 2).
    package static let smallHelpButtonInsets = EdgeInsets(top: 0, left: 1, bottom: 2, right: 1)

    /// How far a regular help button's 20 × 21-point bezel lies inside its 25 × 25-point frame
    /// with macOS 11's controls: 3 points inside the leading side, 2 inside the trailing one, 1
    /// below the top and 3 above the bottom (iina's preferences, Xcode 14 to 16: of eleven help
    /// buttons, each placed after a label or check box is stored 3 points before the 8-point
    /// gap, each pinned at its trailing side 2 points beyond the constraint, each pinned at its
    /// top 1 point above it, and one aligned by baseline with a label 1 point above the bezel's
    /// bottom on it).
    package static let helpButtonInsets = EdgeInsets(top: 1, left: 3, bottom: 3, right: 2)

    /// How far a large date picker's bezel lies inside its 22-point-high frame with macOS 11's
    /// controls: 4 points below the top and 3 inside the trailing side (Aerial's overlays view,
    /// Xcode 16: two pickers each pinned 150 points from their superview's leading edge stored
    /// at x = 150, 11 points below its top at y = 7, 22 above a check box's bezel by their
    /// frames' bottom, and 16 before a check box's bezel by a frame 3 points wider).
    package static let largeDatePickerInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 3)

    /// How far a large pop-up button's bezel lies inside its 40-point-high frame (macOS 11's
    /// large control size): 6 points above and below, 5 at each side (Aerial's overlays view,
    /// Xcode 16: pop-ups pinned 150 points from their superview's leading edge stored at 145).
    package static let largePopUpInsets = EdgeInsets(top: 6, left: 5, bottom: 6, right: 5)

    /// How far a small push button's bezel lies inside the 27-point-high frame Interface Builder
    /// draws for it with macOS 26's controls: 4 points below the top, 7 above the bottom, 6 at
    /// each side (HandBrake's sheets, Xcode 26: OK and Cancel pinned 20 points from the
    /// window's edges and 8 apart stored 14 and 13 from them and 4 apart; an Edit button
    /// pinned 3 points inside a table cell's sides and centred in it stored 3 outside them
    /// and 1.5 points above the middle).
    package static let smallMacOS26PushInsets = EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)

    /// How far a bordered push button's bezel lies inside its frame, nil for a size not known.
    /// A regular one's frame is 32 points high: its bezel lies 7 points above the bottom, and
    /// 4 below the top and 6 inside the sides before macOS 11's controls (a 21-point bezel;
    /// Natalie's and AppAuth's macOS examples, Xcode 8 and 9, store buttons pinned 20 points
    /// from an edge 14 points from it), 5 below the top and 7 inside the sides after (20
    /// points). A small one's bezel lies 4 points below the top, 5 inside the sides and 6
    /// above the bottom of its 28-point frame; a large one's 6 inside each edge of its 40.
    package static func pushInsets(controlSize: String, controls: Controls) -> EdgeInsets? {
        switch controlSize {
        case "regular" where controls == .beforeMacOS11: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
        case "regular": EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
        case "small": EdgeInsets(top: 4, left: 5, bottom: 6, right: 5)
        case "large": EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        default: nil
        }
    }

    /// How far a check box's or radio button's box lies inside its frame, by control size, the
    /// height of the frame the file stored and the controls it was drawn with. A regular one
    /// drawn 18 points high or more keeps 2 points at its sides and 2 above and below before
    /// macOS 11's controls (MacDown's HTML preferences, Xcode 7; Fluor's, Xcode 11, one 25 high);
    /// with them, one 18 high keeps 1 above and below (pock's
    /// Preferences view, Xcode 12: a check box at the top of a stack view stored 1 point above
    /// it) and 2 at its leading side, its title reaching the trailing edge (Textual's address
    /// book sheet, Xcode 12: three constraints on check boxes' trailing edges in a grid, each
    /// met by the frame's edge). One drawn 16 points high does the same with macOS 11's
    /// controls (Scroll-Reverser's preferences, Xcode 15: a standard 6-point gap between two
    /// check boxes and a 16-point leading constraint from their box, each met only so), and
    /// fills its frame before them and with macOS 26's (SAP's privileges app). A small one drawn
    /// 18 points high before macOS 11's controls keeps 3 points above, below and at its leading
    /// side and 2 at its trailing one (MacDown's HTML preferences, Xcode 7: small check boxes 22
    /// points in from a regular one's box, level with its trailing edge, 8 below a pop-up's
    /// bezel and 11 above a check box's box; Scroll-Reverser's debug window, Xcode 6). A small
    /// one drawn 16 points high lies 1 point inside the top, bottom and leading side; one drawn
    /// 15 high with macOS 11's controls 1 inside the top and leading side and none above the
    /// bottom (iina's interface preferences, Xcode 16: small radio buttons stored 1 point above
    /// a top constraint and 1 before a leading one, 8 points after the frame of the one before
    /// them in a row, and 3 below the frame of the one above them, 4 below its box); a large
    /// one, 22 points high, 2.5 points inside the top and bottom and 3 inside the leading side,
    /// its title reaching the trailing edge. Nil for other sizes and heights.
    package static func checkBoxInsets(controlSize: String, frame: CGSize, controls: Controls) -> EdgeInsets? {
        switch (controlSize, frame.height) {
        // The box keeps its place whatever the frame's height: Fluor's preferences (Xcode 11)
        // centre one drawn 25 points high in a 21-point stack row.
        case ("regular", let height) where controls == .beforeMacOS11 && height >= 18:
            return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case ("regular", 18),
            ("regular", 16) where controls == .macOS11:
            return EdgeInsets(top: 1, left: 2, bottom: 1, right: 0)
        case ("small", 16): return EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
        case ("small", 15) where controls == .macOS11: return EdgeInsets(top: 1, left: 1, bottom: 0, right: 0)
        case ("small", 18) where controls == .beforeMacOS11:
            return EdgeInsets(top: 3, left: 3, bottom: 3, right: 2)
        case ("large", 22): return EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0)
        default: return nil
        }
    }
}
