import Foundation

/// Recognizes two fingers pinching (a continuous gesture), UIKit's `UIPinchGestureRecognizer`.
///
/// `simulatePinch(to:)` plays a pinch ending at a scale; `scale` reports it while the actions
/// run. Nothing of its own is archived: `scale` and `velocity` describe a gesture in progress.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale relative to the fingers' distance when the gesture began; 1 by default.
    open var scale: CGFloat = 1
    /// The speed of the scale change per second; simulated pinches have none.
    public private(set) var velocity: CGFloat = 0

    /// Creates a pinch recognizer with no actions.
    public override init() { super.init() }

    /// Creates a pinch recognizer from an archive (the recognizer's keys only).
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
    }

    /// A pinch is continuous.
    open override var isContinuous: Bool { true }

    /// Plays a pinch from scale 1 to `scale`: `.began` (scale 1), `.changed` and `.ended` (scale `scale`).
    ///
    /// - Returns: false when the recognizer cannot fire (see `simulateRecognition(at:)`).
    @discardableResult
    public func simulatePinch(to scale: CGFloat, at location: CGPoint = .zero) -> Bool {
        guard isEnabled, let view, !view.isHidden, view.isUserInteractionEnabled else { return false }
        self.location = location
        self.scale = 1
        state = .began
        self.scale = scale
        state = .changed
        state = .ended
        state = .possible
        return true
    }
}
