import Foundation

/// Recognizes taps (a discrete gesture), UIKit's `UITapGestureRecognizer`.
///
/// Archived keys (besides the recognizer's): `numberOfTapsRequired`, `numberOfTouchesRequired`.
open class TapGestureRecognizer: GestureRecognizer {
    /// The taps that make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers that must tap; 1 by default.
    open var numberOfTouchesRequired = 1

    /// Creates a tap recognizer with no actions.
    public override init() { super.init() }

    /// Creates a tap recognizer from an archive.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or (`.invalidValue`) a count below 1.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Int.self, forKey: "numberOfTapsRequired") {
            guard v >= 1 else {
                throw coder.error(
                    .invalidValue, "numberOfTapsRequired must be at least 1, found \(v)", forKey: "numberOfTapsRequired"
                )
            }
            numberOfTapsRequired = v
        }
        if let v = try coder.decode(Int.self, forKey: "numberOfTouchesRequired") {
            guard v >= 1 else {
                throw coder.error(
                    .invalidValue, "numberOfTouchesRequired must be at least 1, found \(v)",
                    forKey: "numberOfTouchesRequired")
            }
            numberOfTouchesRequired = v
        }
    }

    /// Writes the recognizer's properties, then the counts that differ from 1.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(numberOfTapsRequired, forKey: "numberOfTapsRequired", omittingDefault: 1)
        coder.encode(numberOfTouchesRequired, forKey: "numberOfTouchesRequired", omittingDefault: 1)
    }
}
