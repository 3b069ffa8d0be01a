import Foundation

extension ViewController {
    /// Starts an appearance transition, UIKit's `beginAppearanceTransition(_:animated:)`: sends
    /// `viewWillAppear(_:)` (appearing) or `viewWillDisappear(_:)` to the controller, then to its
    /// children (pre-order) when forwarding. A transition into the state the controller is
    /// already in or entering sends nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared): return
        default: break
        }
        appearance = isAppearing ? .appearing : .disappearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: sends
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` to the controller, then to its children
    /// when forwarding. Without a transition in progress it sends nothing.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.endAppearanceTransition() }
        }
    }
}
