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

    /// How far an `NSSwitch`'s alignment rectangle lies inside its frame.
    package static let switchInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)

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

    /// How far a regular `NSTabView`'s alignment rectangle, its bezel, lies inside its frame
    /// when its tabs run along the top: Interface Builder stores a tab view pinned 20 points
    /// inside its superview 7 points further out at each side, 6 above and 10 below (Clocker's
    /// Preferences.storyboard, Xcode 12; sentry-cocoa's macOS Main.storyboard, Xcode 26, pins
    /// one 8 points inside with the same frame around it).
    package static let topTabsInsets = EdgeInsets(top: 6, left: 7, bottom: 10, right: 7)

    /// How far a regular rounded `NSSegmentedControl`'s alignment rectangle, its 21-point-high
    /// bezel, lies inside the 24-point-high frame Interface Builder draws for it: 2 points at
    /// each side, 1 below the top and 2 above the bottom, as an `NSSwitch`'s (Interface Builder
    /// stores one 2 points outside a leading constraint's edge and 1 above a top one).
    package static let segmentedInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)

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

    /// The alignment rectangle insets AppKit gives a control drawn by `cell`, or nil when
    /// ViewCore does not know them (the control's frame is then its alignment rectangle).
    /// `frame` is the size the file stored for the control: a check box or radio button 18
    /// points high was drawn by Interface Builder before macOS 11's controls (a 14-point box 2
    /// points inside its frame on each side); one 16 points high, by later versions, fills its
    /// frame.
    ///
    /// - A label (an `NSTextFieldCell` with no bezel and no border) insets its text by the
    ///   2-point line fragment padding on each side, at every control size.
    /// - A push button (a bordered `NSButtonCell` with the `rounded` bezel; without a border it
    ///   draws no bezel and has no insets) of the regular size draws a
    ///   20-point-high bezel 7 points inside its frame's sides, 5 below its top and 7 above its
    ///   bottom (the frame Interface Builder draws for it is 32 points high). macOS 26's push
    ///   button, which Xcode 26 draws (`macOS26Controls`), fills its frame.
    /// - A regular check box or radio button: see `frame`.
    /// - A regular segmented control drawn 24 points high (before macOS 26's controls):
    ///   ``segmentedInsets``.
    package static func alignmentRectInsets(of cell: Cell, frame: CGSize, macOS26Controls: Bool = false)
        -> EdgeInsets?
    {
        let regularSize = cell.controlSize == nil || cell.controlSize == "regular"
        switch cell.className {
        case "NSButtonCell" where macOS26Controls && cell.bezelStyle == "rounded":
            return nil
        case "NSTextFieldCell" where cell.borderStyle == nil && cell.bezelStyle == nil:
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "NSButtonCell" where cell.bezelStyle == "rounded" && cell.borderStyle == "border" && regularSize:
            return EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
        case "NSButtonCell" where (cell.type == "check" || cell.type == "radio") && regularSize && frame.height == 18:
            return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case "NSSegmentedCell" where regularSize && !macOS26Controls && frame.height == 24:
            return segmentedInsets
        default:
            return nil
        }
    }
}
