import Foundation

/// Recognizes dragging (a continuous gesture), UIKit's `UIPanGestureRecognizer`.
///
/// `simulatePan(by:)` plays a drag of a given translation; `translation(in:)` reports it while
/// the actions run.
///
/// Archived keys (besides the recognizer's): `minimumNumberOfTouches`, `maximumNumberOfTouches`
/// (omitted while unlimited).
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; `Int.max` (no limit) by default.
    open var maximumNumberOfTouches = Int.max

    private var translation: CGPoint = .zero

    /// Creates a pan recognizer with no actions.
    public override init() { super.init() }

    /// Creates a pan recognizer from an archive.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Int.self, forKey: "minimumNumberOfTouches") { minimumNumberOfTouches = v }
        if let v = try coder.decode(Int.self, forKey: "maximumNumberOfTouches") { maximumNumberOfTouches = v }
    }

    /// Writes the recognizer's properties, then the touch limits that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(minimumNumberOfTouches, forKey: "minimumNumberOfTouches", omittingDefault: 1)
        coder.encode(maximumNumberOfTouches, forKey: "maximumNumberOfTouches", omittingDefault: Int.max)
    }

    /// A pan is continuous.
    open override var isContinuous: Bool { true }

    /// The distance moved since the gesture began (or the last `setTranslation`), in the
    /// coordinates of `view` (rotation and scale of the path between the views are not applied).
    open func translation(in view: View?) -> CGPoint { translation }

    /// Resets the translation reported from now on.
    open func setTranslation(_ translation: CGPoint, in view: View?) { self.translation = translation }

    /// The speed of the pan in points per second; simulated pans have none.
    open func velocity(in view: View?) -> CGPoint { .zero }

    /// Plays a drag starting at `location` that moves by `translation`: `.began` (translation
    /// zero), `.changed` and `.ended` (translation `translation`).
    ///
    /// - Returns: false when the recognizer cannot fire (see `simulateRecognition(at:)`).
    @discardableResult
    public func simulatePan(by translation: CGPoint, from location: CGPoint = .zero) -> Bool {
        guard isEnabled, let view, !view.isHidden, view.isUserInteractionEnabled else { return false }
        self.location = location
        self.translation = .zero
        state = .began
        self.translation = translation
        self.location = CGPoint(x: location.x + translation.x, y: location.y + translation.y)
        state = .changed
        state = .ended
        state = .possible
        return true
    }
}
