import Foundation
import PropertyBased
import Testing

@testable import ViewCore

/// AppKit controls' alignment rectangles by their cell (issue 36), and the layout placing a
/// view's alignment rectangle, not its frame, where its constraints say.
@Suite struct AppKitControlGeometryTests {
    typealias Cell = AppKitControlGeometry.Cell

    static let sizes = Gen.int(in: 0...3).map { [nil, "regular", "small", "mini"][$0] }
    static let insets = Gen.int(in: 0...12).array(of: 4).map {
        EdgeInsets(top: CGFloat($0[0]), left: CGFloat($0[1]), bottom: CGFloat($0[2]), right: CGFloat($0[3]))
    }
    static let offsets = Gen.int(in: -50...200).map { CGFloat($0) }

    /// A label's text sits 2 points inside each side of its frame at every control size (as
    /// Interface Builder stores a label pinned 20 points from its superview at x = 18, 4 points
    /// wider than its width constraint); a bezeled or bordered field fills its frame.
    @Test func aLabelAlignsTwoPointsInsideItsSides() async {
        await propertyCheck(count: 20, input: Self.sizes) { size in
            let label = Cell(className: "NSTextFieldCell", controlSize: size)
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: label, frame: CGSize(width: 100, height: 16))
                    == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
            for border in ["bezel", "border"] {
                let field = Cell(className: "NSTextFieldCell", borderStyle: border, controlSize: size)
                let frame = CGSize(width: 100, height: 21)
                #expect(AppKitControlGeometry.alignmentRectInsets(of: field, frame: frame) == nil)
            }
        }
    }

    /// A bordered push button's bezel lies inside its frame by control size (as Interface
    /// Builder stores a regular button whose constraints say 110 × 22 in a 124 × 34 frame,
    /// and, before macOS 11's controls, one pinned 20 points from its superview's top and
    /// leading edges at 16 and 14: Natalie's macOS example storyboard, Xcode 8); without a
    /// border it draws no bezel, and the mini size is not known.
    @Test func aPushButtonAlignsItsBezel() {
        let frame = CGSize(width: 80, height: 32)
        let push = Cell(className: "NSButtonCell", bezelStyle: "rounded", borderStyle: "border", type: "push")
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: push, frame: frame)
                == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: push, frame: frame, controls: .beforeMacOS11)
                == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        var plain = push
        plain.borderStyle = nil
        #expect(AppKitControlGeometry.alignmentRectInsets(of: plain, frame: frame) == nil)
        var small = push
        small.controlSize = "small"
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: small, frame: CGSize(width: 80, height: 28))
                == EdgeInsets(top: 4, left: 5, bottom: 6, right: 5))
        var large = push
        large.controlSize = "large"
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: large, frame: CGSize(width: 80, height: 40))
                == EdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
        var mini = push
        mini.controlSize = "mini"
        #expect(AppKitControlGeometry.alignmentRectInsets(of: mini, frame: frame) == nil)
    }

    /// A pop-up button's bezel: a regular one drawn 25 points high with macOS 11's controls
    /// keeps 1 point above, 4 below and 3 at each side (Clocker's Preferences storyboard, Xcode
    /// 12), and so does one drawn taller, its bezel given a height (ProtonVPN's profile form,
    /// Xcode 13: 21-point bezels in 26-point frames); a large one 6 above and below and 5 at
    /// each side (Aerial's overlays view, Xcode 16); a small one drawn 22 high 2 above, 4
    /// below and at each side (Hex Fiend's preferences, Xcode 14). Before macOS 11's controls
    /// a regular one drawn 26 points high keeps 2 above and at its leading side and 3 below
    /// and at its trailing one, a small one drawn 22 high 1 above
    /// and 3 at the sides and below (MacDown's HTML preferences, Xcode 7). Other heights, and
    /// macOS 26's controls, which fill their frames, are not inset.
    @Test func aPopUpButtonAlignsItsBezel() {
        let popUp = Cell(className: "NSPopUpButtonCell", bezelStyle: "rounded", borderStyle: "borderAndBezel")
        let regular = CGSize(width: 100, height: 25)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: regular)
                == EdgeInsets(top: 1, left: 3, bottom: 4, right: 3))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: regular, controls: .macOS26) == nil)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: regular, controls: .beforeMacOS11) == nil)
        let classic = CGSize(width: 100, height: 26)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: classic)
                == EdgeInsets(top: 1, left: 3, bottom: 4, right: 3))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: CGSize(width: 100, height: 24)) == nil)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: classic, controls: .beforeMacOS11)
                == EdgeInsets(top: 2, left: 2, bottom: 3, right: 3))
        var small = popUp
        small.controlSize = "small"
        #expect(
            AppKitControlGeometry.alignmentRectInsets(
                of: small, frame: CGSize(width: 100, height: 22), controls: .beforeMacOS11)
                == EdgeInsets(top: 1, left: 3, bottom: 3, right: 3))
        // Hex Fiend's preferences (Xcode 14): 2 above, 4 below and at each side.
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: small, frame: CGSize(width: 100, height: 22))
                == EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: small, frame: CGSize(width: 100, height: 19)) == nil)
        var large = popUp
        large.controlSize = "large"
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: large, frame: CGSize(width: 100, height: 40))
                == EdgeInsets(top: 6, left: 5, bottom: 6, right: 5))
    }

    /// A primary box's border lies 3 points inside its sides and 4 above its bottom, 2 below
    /// its top without a title and at its top with one; separators, custom and old-style boxes
    /// and boxes without a border fill their frames.
    @Test func aBoxAlignsItsBorder() {
        for box in [nil, "primary"] {
            for border in [nil, "line", "bezel", "groove"] {
                #expect(
                    AppKitControlGeometry.boxInsets(boxType: box, borderType: border, titled: false)
                        == EdgeInsets(top: 2, left: 3, bottom: 4, right: 3))
                #expect(
                    AppKitControlGeometry.boxInsets(boxType: box, borderType: border, titled: true)
                        == EdgeInsets(top: 0, left: 3, bottom: 4, right: 3))
            }
            #expect(AppKitControlGeometry.boxInsets(boxType: box, borderType: "none", titled: true) == nil)
        }
        for box in ["separator", "custom", "oldStyle"] {
            #expect(AppKitControlGeometry.boxInsets(boxType: box, borderType: nil, titled: false) == nil)
        }
    }

    /// A bordered bevel button keeps 2 points at its top and sides and 3 above its bottom;
    /// without a border, or with macOS 26's controls, it fills its frame.
    @Test func aBevelButtonAlignsItsBezel() {
        let bevel = Cell(className: "NSButtonCell", bezelStyle: "regularSquare", borderStyle: "border", type: "bevel")
        let frame = CGSize(width: 100, height: 35)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: bevel, frame: frame)
                == EdgeInsets(top: 2, left: 2, bottom: 3, right: 2))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: bevel, frame: frame, controls: .macOS26) == nil)
        var plain = bevel
        plain.borderStyle = nil
        #expect(AppKitControlGeometry.alignmentRectInsets(of: plain, frame: frame) == nil)
    }

    /// A slider's track lies 2 points inside each end; a horizontal slider drawn 28 points high
    /// keeps 2 points above it and 6 below, one drawn otherwise 2 above and below, and its
    /// height is its frame's less those; a vertical one keeps 2 at each side and its width is
    /// its frame's less 4.
    @Test func aSliderIsAsHighAsItsTrack() async {
        let lengths = Gen.int(in: 4...600).map { CGFloat($0) }
        await propertyCheck(count: 100, input: lengths, lengths) { width, height in
            let slider = AppKitControlGeometry.sliderGeometry(frame: CGSize(width: width, height: height))
            if height > width {
                #expect(slider.insets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
                #expect(slider.intrinsicSize == CGSize(width: width - 4, height: View.noIntrinsicMetric))
            } else {
                let below: CGFloat = height == 28 ? 6 : 2
                #expect(slider.insets == EdgeInsets(top: 2, left: 2, bottom: below, right: 2))
                #expect(
                    slider.intrinsicSize
                        == CGSize(width: View.noIntrinsicMetric, height: max(0, height - 2 - below)))
            }
        }
        let modern = AppKitControlGeometry.sliderGeometry(frame: CGSize(width: 394, height: 28))
        #expect(modern.intrinsicSize.height == 20)
    }

    /// With macOS 26's controls a slider fills its frame: no insets, and as high (or, upright,
    /// as wide) as the frame.
    @Test func aMacOS26SliderFillsItsFrame() async {
        let lengths = Gen.int(in: 4...600).map { CGFloat($0) }
        await propertyCheck(count: 100, input: lengths, lengths) { width, height in
            let slider = AppKitControlGeometry.sliderGeometry(
                frame: CGSize(width: width, height: height), controls: .macOS26)
            #expect(slider.insets == .zero)
            #expect(
                slider.intrinsicSize
                    == (height > width
                        ? CGSize(width: width, height: View.noIntrinsicMetric)
                        : CGSize(width: View.noIntrinsicMetric, height: height)))
        }
    }

    /// A stepper's frame by control size: 19 × 28 at the regular size (27 high before Xcode
    /// 13), 15 × 22 at the small one with its arrows 11 × 19 inside it, 13 × 20 at the mini one.
    @Test func aStepperIsSizedByItsControlSize() {
        for taller in [true, false] {
            for size in [nil, "regular", "small", "mini", "large"] {
                let stepper = AppKitControlGeometry.stepperGeometry(controlSize: size, tallerRegular: taller)
                let frame = stepper.map { geometry in
                    CGSize(
                        width: geometry.intrinsicSize.width + geometry.insets.left + geometry.insets.right,
                        height: geometry.intrinsicSize.height + geometry.insets.top + geometry.insets.bottom)
                }
                switch size {
                case nil, "regular": #expect(frame == CGSize(width: 19, height: taller ? 28 : 27))
                case "small":
                    #expect(frame == CGSize(width: 15, height: 22))
                    #expect(stepper?.insets == EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
                case "mini": #expect(frame == CGSize(width: 13, height: 20))
                default: #expect(stepper == nil)
                }
            }
        }
    }

    /// A small pop-up drawn 22 points high keeps its bezel 2 points below its top, 4 above its
    /// bottom and 4 inside its sides with macOS 11's controls and macOS 26's, not before.
    @Test func aSmallPopUpKeepsItsBezelInsetsWithMacOS26Controls() {
        var popUp = AppKitControlGeometry.Cell(className: "NSPopUpButtonCell")
        popUp.bezelStyle = "rounded"
        popUp.controlSize = "small"
        let frame = CGSize(width: 58, height: 22)
        for controls in [AppKitControlGeometry.Controls.macOS11, .macOS26] {
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: frame, controls: controls)
                    == EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
        }
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: popUp, frame: frame, controls: .beforeMacOS11)
                != AppKitControlGeometry.smallPopUpInsets)
    }

    /// A switch's frame by control size: the regular one 42 × 25 around its 38 × 22 track, a
    /// mini one (macOS 26) filling its 36 × 16 frame; no geometry for the others.
    @Test func aSwitchIsSizedByItsControlSize() {
        for size in [nil, "regular", "small", "mini"] {
            let geometry = AppKitControlGeometry.switchGeometry(controlSize: size)
            switch size {
            case nil, "regular":
                #expect(geometry?.insets == EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
                #expect(geometry?.intrinsicSize == CGSize(width: 38, height: 22))
            case "mini":
                #expect(geometry?.insets == .zero)
                #expect(geometry?.intrinsicSize == CGSize(width: 36, height: 16))
            default: #expect(geometry == nil)
            }
        }
    }

    /// A spinning progress indicator is 32 points square at the regular size and 16 at the
    /// small one.
    @Test func aSpinnerIsSquareBySize() {
        #expect(AppKitControlGeometry.spinnerSide(controlSize: nil) == 32)
        #expect(AppKitControlGeometry.spinnerSide(controlSize: "regular") == 32)
        #expect(AppKitControlGeometry.spinnerSide(controlSize: "small") == 16)
        #expect(AppKitControlGeometry.spinnerSide(controlSize: "mini") == nil)
    }

    /// macOS 26's push button, which Xcode 26 draws 24 points high, fills its frame (as the
    /// corpus's Xcode 26 files store push buttons at their stack views' edges); a small one
    /// drawn 27 high does not.
    @Test func aMacOS26PushButtonFillsItsFrame() {
        let push = Cell(className: "NSButtonCell", bezelStyle: "rounded", borderStyle: "border", type: "push")
        let frame = CGSize(width: 80, height: 24)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: push, frame: frame, controls: .macOS26) == nil)
        let label = Cell(className: "NSTextFieldCell")
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: label, frame: frame, controls: .macOS26)
                == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        // A small one drawn 27 points high keeps a bezel 16 points high inside it (HandBrake's
        // sheets); drawn otherwise, it fills its frame.
        var small = push
        small.controlSize = "small"
        #expect(
            AppKitControlGeometry.alignmentRectInsets(
                of: small, frame: CGSize(width: 64, height: 27), controls: .macOS26)
                == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: small, frame: frame, controls: .macOS26) == nil)
    }

    /// A separator box's line runs along its longer side, horizontal when the sides are equal
    /// (Apple's "Using a Box to Create a Separator"); its alignment rectangle is the 1-point
    /// line, 2 points inside the 5-point frame Interface Builder draws across it (as
    /// macOS-enterprise-privileges' Main.storyboard stores a separator 20 points below a view:
    /// its frame's edge 18 points below it).
    @Test func aSeparatorAlignsItsLine() async {
        let lengths = Gen.int(in: 0...600).map { CGFloat($0) }
        await propertyCheck(count: 100, input: lengths, lengths) { width, height in
            let separator = AppKitControlGeometry.separatorGeometry(frame: CGSize(width: width, height: height))
            if width >= height {
                #expect(separator.insets == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
                #expect(separator.intrinsicSize == CGSize(width: View.noIntrinsicMetric, height: 1))
            } else {
                #expect(separator.insets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
                #expect(separator.intrinsicSize == CGSize(width: 1, height: View.noIntrinsicMetric))
            }
        }
    }

    /// A check box or radio button 18 points high keeps 2 points at its sides and 2 above and
    /// below before macOS 11's controls (MacDown's HTML preferences, Xcode 7); with them, 1
    /// above and below (pock's Preferences view, Xcode 12) and 2 at its leading side only, its
    /// title reaching its trailing edge (Textual's address book sheet, Xcode 12: check boxes in
    /// a grid 56 and 53 points before the next column's and 43 before the grid's trailing edge,
    /// each by its frame's trailing edge). One 16 points high does the same with macOS 11's
    /// controls (Scroll-Reverser's preferences, Xcode 15: a 6-point gap between two check boxes
    /// and a 16-point leading constraint from their box, each met only so), and fills its frame
    /// before them and with macOS 26's (SAP's privileges app). A small one drawn 18 points high
    /// before them keeps 3 points above, below and at its leading side and 2 at its trailing
    /// one (MacDown's HTML preferences, Xcode 7). A small one drawn 16 points high keeps 1
    /// point above, below and at its leading side; a large one, 22 points high,
    /// 2.5 above and below and 3 at its leading side (Aerial's overlays view, Xcode 16: large
    /// check boxes pinned 150 points from their superview's leading edge stored at x = 147).
    /// Its title reaches its trailing edge.
    @Test func aCheckBoxKeepsItsBoxInsideByHeight() {
        for type in ["check", "radio"] {
            var cell = Cell(className: "NSButtonCell", bezelStyle: "regularSquare", type: type)
            let eighteen = CGSize(width: 90, height: 18)
            // Before macOS 11's controls the box keeps its place in a taller frame (Fluor's, 25).
            for height in [18.0, 25] {
                #expect(
                    AppKitControlGeometry.alignmentRectInsets(
                        of: cell, frame: CGSize(width: 90, height: height), controls: .beforeMacOS11)
                        == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            }
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: cell, frame: eighteen)
                    == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
            let sixteen = CGSize(width: 90, height: 16)
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: cell, frame: sixteen)
                    == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
            for controls in [AppKitControlGeometry.Controls.beforeMacOS11, .macOS26] {
                #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: sixteen, controls: controls) == nil)
            }
            cell.controlSize = "small"
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: cell, frame: CGSize(width: 90, height: 16))
                    == EdgeInsets(top: 1, left: 1, bottom: 1, right: 0))
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: cell, frame: eighteen, controls: .beforeMacOS11)
                    == EdgeInsets(top: 3, left: 3, bottom: 3, right: 2))
            #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: eighteen) == nil)
            cell.controlSize = "large"
            #expect(
                AppKitControlGeometry.alignmentRectInsets(of: cell, frame: CGSize(width: 90, height: 22))
                    == EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0))
            #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: CGSize(width: 90, height: 18)) == nil)
        }
    }

    /// A small help button keeps its circle 1 point inside its sides and 2 above its bottom
    /// with macOS 11's controls (WWDC's Preferences storyboard, Xcode 15); a large one's is not
    /// known.
    @Test func aSmallHelpButtonsCircleLiesInsideItsFrame() {
        var cell = Cell(
            className: "NSButtonCell", bezelStyle: "helpButton", borderStyle: "border", controlSize: "small")
        let frame = CGSize(width: 18, height: 19)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: cell, frame: frame)
                == EdgeInsets(top: 0, left: 1, bottom: 2, right: 1))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: frame, controls: .macOS26) == nil)
        cell.controlSize = "large"
        #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: CGSize(width: 25, height: 25)) == nil)
    }

    /// A large date picker with a bezel keeps its bezel 4 points below its frame's top and 3
    /// inside its trailing side with macOS 11's controls (Aerial's overlays view, Xcode 16);
    /// other sizes, borders and controls are not known.
    @Test func aLargeDatePickersBezelLiesInsideItsFrame() {
        var cell = Cell(className: "NSDatePickerCell", borderStyle: "bezel", controlSize: "large")
        let frame = CGSize(width: 66, height: 22)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: cell, frame: frame)
                == EdgeInsets(top: 4, left: 0, bottom: 0, right: 3))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: frame, controls: .macOS26) == nil)
        cell.controlSize = "regular"
        #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: frame) == nil)
        cell.controlSize = "large"
        cell.borderStyle = nil
        #expect(AppKitControlGeometry.alignmentRectInsets(of: cell, frame: frame) == nil)
    }

    /// Any insets given in place of `alignmentRectInsets`: constraints place the alignment
    /// rectangle, the frame reaches past it by the insets, and `alignmentRect(forFrame:)`
    /// agrees; without them the frame is where the constraints say.
    @Test func insetsGivenForLayoutMoveTheFrameAroundTheAlignedRectangle() async {
        await propertyCheck(count: 100, input: Self.insets, Self.offsets, Self.offsets) { insets, x, y in
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let control = Button(), plain = View()
            for view in [control, plain] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                LayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                    view.widthAnchor.constraint(equalToConstant: 50),
                    view.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            control.alignmentRectInsetsForLayout = insets
            root.layoutIfNeeded()
            #expect(
                control.frame
                    == CGRect(
                        x: x - insets.left, y: y - insets.top, width: 50 + insets.left + insets.right,
                        height: 20 + insets.top + insets.bottom))
            #expect(control.alignmentRect(forFrame: control.frame) == CGRect(x: x, y: y, width: 50, height: 20))
            #expect(plain.frame == CGRect(x: x, y: y, width: 50, height: 20))
        }
    }

    /// A regular segmented control's 21-point bezel lies inside the 24-point frame Interface
    /// Builder draws: 2 points at each side, 1 below the top, 2 above the bottom; a small one's
    /// 18-point bezel as far inside its 21-point frame, with macOS 11's controls. Other sizes,
    /// other heights and macOS 26's controls are not known.
    @Test func aSegmentedControlAlignsItsBezel() {
        let segmented = Cell(className: "NSSegmentedCell")
        let frame = CGSize(width: 85, height: 24)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: segmented, frame: frame)
                == EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: segmented, frame: frame, controls: .macOS26) == nil)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: segmented, frame: CGSize(width: 85, height: 20)) == nil)
        var small = segmented
        small.controlSize = "small"
        #expect(AppKitControlGeometry.alignmentRectInsets(of: small, frame: frame) == nil)
        let smallFrame = CGSize(width: 176, height: 21)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: small, frame: smallFrame)
                == EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: small, frame: smallFrame, controls: .beforeMacOS11) == nil)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: small, frame: smallFrame, controls: .macOS26) == nil)
    }

    /// A colour well's bezel lies 3 points inside its frame at each side and 2 above and below,
    /// 38 points wide with no height of its own, with macOS 11's controls; other controls' are
    /// not known.
    @Test func aColorWellAlignsItsBezel() {
        let well = AppKitControlGeometry.colorWellGeometry(controls: .macOS11)
        #expect(well?.insets == EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
        #expect(well?.intrinsicSize == CGSize(width: 38, height: View.noIntrinsicMetric))
        #expect(AppKitControlGeometry.colorWellGeometry(controls: .beforeMacOS11) == nil)
        #expect(AppKitControlGeometry.colorWellGeometry(controls: .macOS26) == nil)
    }

    /// A regular help button's bezel lies 3 points inside its 25-point frame's leading side, 2
    /// inside its trailing one, 1 below its top and 3 above its bottom, with macOS 11's
    /// controls; other heights and controls are not known.
    @Test func aRegularHelpButtonAlignsItsBezel() {
        let help = Cell(className: "NSButtonCell", bezelStyle: "helpButton", borderStyle: "border")
        let frame = CGSize(width: 25, height: 25)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: help, frame: frame)
                == EdgeInsets(top: 1, left: 3, bottom: 3, right: 2))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: help, frame: CGSize(width: 25, height: 26)) == nil)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: help, frame: frame, controls: .beforeMacOS11) == nil)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: help, frame: frame, controls: .macOS26) == nil)
    }

    /// A small check box or radio button drawn 15 points high with macOS 11's controls keeps its
    /// box 1 point inside its top and leading side, its bottom at the frame's; with other
    /// controls it is not known.
    @Test func aSmallCheckBoxFifteenPointsHigh() {
        let radio = Cell(className: "NSButtonCell", controlSize: "small", type: "radio")
        let frame = CGSize(width: 79, height: 15)
        #expect(
            AppKitControlGeometry.alignmentRectInsets(of: radio, frame: frame)
                == EdgeInsets(top: 1, left: 1, bottom: 0, right: 0))
        #expect(AppKitControlGeometry.alignmentRectInsets(of: radio, frame: frame, controls: .macOS26) == nil)
        #expect(AppKitControlGeometry.alignmentRectInsets(of: radio, frame: frame, controls: .beforeMacOS11) == nil)
    }
}
