import Foundation

/// The root of a view tree, NibKit's `UIWindow`, and the driver of its layout and display
/// cycle.
///
/// With no screen and no run loop, the "next cycle" is explicit: `runDisplayCycle()` runs the
/// update-constraints pass, then layout (`layoutIfNeeded()`), then display
/// (`displayIfNeeded()`), which is what UIKit does at the end of each run-loop turn.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.addSubview(card)        // willMove(toWindow:) ... didMoveToWindow() over card's subtree
/// window.runDisplayCycle()       // layoutSubviews() then draw(_:) where marked
/// ```
open class Window: View {
    /// The view controller whose view fills the window.
    open var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// What the screen covers at each edge of the window (a notch, the status bar, the home
    /// indicator): the window's `safeAreaInsets`, and the source of every view's. Zero by
    /// default, as there is no screen; set it to lay out as on a device (`(47, 0, 34, 0)` is an
    /// iPhone 14 in portrait). UIKit reads it from the screen, so it has no such property.
    open var deviceSafeAreaInsets: EdgeInsets = .zero {
        didSet { if deviceSafeAreaInsets != oldValue { setNeedsLayout() } }
    }

    /// The scale of the screen the window shows on (2 or 3 on today's iPhones): the layout pass
    /// rounds the edges of the frames it solves to its pixels, as UIKit does. Nil by default,
    /// as there is no screen: frames keep the solver's exact values.
    open var screenScale: CGFloat? {
        didSet { if screenScale != oldValue { setNeedsLayout() } }
    }

    /// Whether the window is the key window; `makeKeyAndVisible()` sets it.
    public private(set) var isKeyWindow = false

    /// The view that last became first responder in this window (`becomeFirstResponder()`),
    /// where actions sent to the First Responder start; nil when none is, or it left the window.
    public internal(set) weak var firstResponder: View?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedWindow = self
    }

    /// Decodes a window as `View` does; the window becomes its own and its subviews' `window`.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        setWindow(self)
    }

    /// Shows the window and makes it key; there being no screen, it only records the state and
    /// unhides the window.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }

    /// Runs one cycle: constraint updates, layout and display for everything marked in the tree.
    open func runDisplayCycle() {
        layoutIfNeeded()
        displayIfNeeded()
    }
}
