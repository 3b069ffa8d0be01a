import Foundation

extension View {
    /// The part of the view the window's `deviceSafeAreaInsets` cover, per edge: how far the
    /// unsafe band at each edge of the window reaches into the view, between zero and the
    /// view's size. Zero for a view in no window. `safeAreaLayoutGuide` is the bounds inset
    /// by these.
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
        let rect = convert(storedBounds, to: window)
        let edges = window.bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(edges.minY + unsafe.top - rect.minY, size.height),
            left: clamp(edges.minX + unsafe.left - rect.minX, size.width),
            bottom: clamp(rect.maxY - (edges.maxY - unsafe.bottom), size.height),
            right: clamp(rect.maxX - (edges.maxX - unsafe.right), size.width))
    }

    /// The margins `layoutMarginsGuide` insets the bounds by: `layoutMargins`, measured from
    /// the safe area when `insetsLayoutMarginsFromSafeArea` (each edge adds its safe-area
    /// inset, as UIKit's `layoutMargins` then report), and with
    /// `preservesSuperviewLayoutMargins` at least as far in as the superview's margins reach
    /// into the view (from the current frames). A view controller's root view keeps at least
    /// UIKit's system minimum at its sides: 16 points, 20 where the view is 414 points wide or
    /// more (UIKit's `systemMinimumLayoutMargins` on iPhones; NibKit has no trait collection
    /// to ask); its default margins are that minimum, zero at the top and bottom, where the
    /// safe area alone insets it (as UIKit's root views report `layoutMargins`).
    var effectiveLayoutMargins: EdgeInsets {
        var margins = storedLayoutMargins
        if owningViewController != nil {
            if margins == View.defaultLayoutMargins {
                margins.top = 0
                margins.bottom = 0
            }
            let minimum: CGFloat = storedBounds.width >= 414 ? 20 : 16
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
            let bounds = superview.storedBounds
            margins.top = max(margins.top, outer.top - (frame.minY - bounds.minY))
            margins.left = max(margins.left, outer.left - (frame.minX - bounds.minX))
            margins.bottom = max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
            margins.right = max(margins.right, outer.right - (bounds.maxX - frame.maxX))
        }
        return margins
    }
}
