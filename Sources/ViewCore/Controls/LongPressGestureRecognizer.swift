import Foundation

/// Recognizes a press held in place (a continuous gesture), UIKit's `UILongPressGestureRecognizer`.
///
/// Archived keys (besides the recognizer's): `minimumPressDuration`, `numberOfTouchesRequired`,
/// `numberOfTapsRequired`, `allowableMovement`.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The fingers that must press; 1 by default.
    open var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the gesture fails, in points; 10 by default.
    open var allowableMovement: CGFloat = 10

    /// Creates a long-press recognizer with no actions.
    public override init() { super.init() }

    /// Creates a long-press recognizer from an archive.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or (`.invalidValue`) a negative duration.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Double.self, forKey: "minimumPressDuration") {
            guard v >= 0, v.isFinite else {
                throw coder.error(
                    .invalidValue, "minimumPressDuration must be a finite, non-negative number of seconds, found \(v)",
                    forKey: "minimumPressDuration")
            }
            minimumPressDuration = v
        }
        if let v = try coder.decode(Int.self, forKey: "numberOfTouchesRequired") { numberOfTouchesRequired = v }
        if let v = try coder.decode(Int.self, forKey: "numberOfTapsRequired") { numberOfTapsRequired = v }
        if let v = try coder.decode(CGFloat.self, forKey: "allowableMovement") { allowableMovement = v }
    }

    /// Writes the recognizer's properties, then those that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(minimumPressDuration, forKey: "minimumPressDuration", omittingDefault: 0.5)
        coder.encode(numberOfTouchesRequired, forKey: "numberOfTouchesRequired", omittingDefault: 1)
        coder.encode(numberOfTapsRequired, forKey: "numberOfTapsRequired", omittingDefault: 0)
        coder.encode(allowableMovement, forKey: "allowableMovement", omittingDefault: 10)
    }

    /// A long press is continuous.
    open override var isContinuous: Bool { true }
}
