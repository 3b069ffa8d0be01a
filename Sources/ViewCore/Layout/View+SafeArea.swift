import Foundation

extension View {
    /// The part of the view the window's `deviceSafeAreaInsets` cover, per edge: how far the
    /// unsafe band at each edge of the window reaches into the view, between zero and the
    /// view's size. Zero for a view in no window. `safeAreaLayoutGuide` is the bounds inset
    /// by these. Inside a scroll view that adjusts its content inset for the safe area (any
    /// `contentInsetAdjustmentBehavior` but `never`), the top and bottom bands are the scroll
    /// view's to inset its content by, and its content has none of them (`always` takes the
    /// left and right too), as in UIKit.
    ///
    /// Computed from the current frames; the layout pass reads it at its start, so a view the
    /// same pass moves gets its guide from where it was (UIKit iterates; NibKit takes one pass,
    /// which is exact for views whose frames the pass does not change, such as a view
    /// controller's root view).
    public var safeAreaInsets: EdgeInsets {
        guard let window = storedWindow else { return .zero }
        let unsafe = window.deviceSafeAreaInsets
        guard unsafe != .zero else { return .zero }
        let size = storedBounds.size
        if self === window { return unsafe }
        // The content of a scroll view far down its content area would otherwise count as
        // under the home indicator: corona-warn-app's configuration xib, a stack of long
        // labels in a scroll view, grew each of them by its own height.
        var vertical = true
        var horizontal = true
        var ancestor = superview
        while let view = ancestor, view !== window {
            if let scrollView = view as? ScrollView, scrollView.contentInsetAdjustmentBehavior != .never {
                vertical = false
                if scrollView.contentInsetAdjustmentBehavior == .always { horizontal = false }
            }
            ancestor = view.superview
        }
        let rect = convert(storedBounds, to: window)
        let edges = window.bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: vertical ? clamp(edges.minY + unsafe.top - rect.minY, size.height) : 0,
            left: horizontal ? clamp(edges.minX + unsafe.left - rect.minX, size.width) : 0,
            bottom: vertical ? clamp(rect.maxY - (edges.maxY - unsafe.bottom), size.height) : 0,
            right: horizontal ? clamp(rect.maxX - (edges.maxX - unsafe.right), size.width) : 0)
    }

    /// UIKit's system minimum margin at the sides of a controller's view `width` points wide:
    /// 16 points, 20 from 400 (see `effectiveLayoutMargins`).
    package static func systemMinimumSideMargin(width: CGFloat) -> CGFloat { width >= 400 ? 20 : 16 }

    /// The margins `layoutMarginsGuide` insets the bounds by: `layoutMargins`, measured from
    /// the safe area when `insetsLayoutMarginsFromSafeArea` (each edge adds its safe-area
    /// inset, as UIKit's `layoutMargins` then report), and with
    /// `preservesSuperviewLayoutMargins` at least as far in as the superview's margins reach
    /// into the view (from the current frames; in a scroll view that adjusts its content inset,
    /// from the offset it shows its content at). A view controller's root view keeps at least
    /// UIKit's system minimum at its sides: 16 points, 20 where the view is 400 points wide or
    /// more (UIKit's `systemMinimumLayoutMargins`: 16 on the 320- and 375-point phones, 20 on
    /// the 414-point Plus phones and on iPads; Interface Builder gives a 400-point freeform
    /// view 20 too, as SkyFloatingLabelTextField's storyboard stores; NibKit has no trait
    /// collection to ask); its default margins are that minimum, zero at the top and bottom, where the
    /// safe area alone insets it (as UIKit's root views report `layoutMargins`).
    var effectiveLayoutMargins: EdgeInsets {
        var margins = storedLayoutMargins
        if owningViewController != nil {
            if margins == View.defaultLayoutMargins {
                margins.top = 0
                margins.bottom = 0
            }
            let minimum = View.systemMinimumSideMargin(width: storedBounds.width)
            margins.left = max(margins.left, minimum)
            margins.right = max(margins.right, minimum)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            if safe != .zero {
                margins = EdgeInsets(
                    top: margins.top + safe.top, left: margins.left + safe.left,
                    bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins
            let frame = self.frame
            var bounds = superview.storedBounds
            // A scroll view that insets its content for the safe area shows it from an offset of
            // minus that inset (its `adjustedContentInset`), as UIKit sets it on its first layout
            // and Interface Builder draws it: its margins reach that much less far into content
            // at its top and left edges (kharrison's Validate storyboard: 8 points below a
            // navigation bar, not 52). As `safeAreaInsets` does, this takes every behaviour but
            // `never` to adjust the vertical insets; UIKit's `scrollableAxes` adjusts only an axis
            // that scrolls (or bounces), which the layout does not know before it is done.
            if let scrollView = superview as? ScrollView, scrollView.contentInsetAdjustmentBehavior != .never {
                let safe = scrollView.safeAreaInsets
                bounds.origin.y -= scrollView.contentInset.top + safe.top
                if scrollView.contentInsetAdjustmentBehavior == .always {
                    bounds.origin.x -= scrollView.contentInset.left + safe.left
                }
            }
            margins.top = max(margins.top, outer.top - (frame.minY - bounds.minY))
            margins.left = max(margins.left, outer.left - (frame.minX - bounds.minX))
            margins.bottom = max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
            margins.right = max(margins.right, outer.right - (bounds.maxX - frame.maxX))
        }
        return margins
    }
}
