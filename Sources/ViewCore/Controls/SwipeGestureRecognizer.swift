import Foundation

/// Recognizes a swipe in given directions (a discrete gesture), UIKit's `UISwipeGestureRecognizer`.
///
/// Archived keys (besides the recognizer's): `direction` (space-separated names),
/// `numberOfTouchesRequired`.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Swipe directions, UIKit's `UISwipeGestureRecognizer.Direction`, with UIKit's bit values.
    public struct Direction: ArchivableOptionSet, Hashable, Sendable {
        /// The direction bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates directions from raw bits; unknown bits are kept as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downward.
        public static let down = Direction(rawValue: 1 << 3)

        /// The directions with their archive names.
        public static let named: [(name: String, member: Direction)] = [
            ("right", .right), ("left", .left), ("up", .up), ("down", .down),
        ]
    }

    /// The directions that count; `.right` by default.
    open var direction: Direction = .right
    /// The fingers that must swipe; 1 by default.
    open var numberOfTouchesRequired = 1

    /// Creates a swipe recognizer with no actions.
    public override init() { super.init() }

    /// Creates a swipe recognizer from an archive.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown direction name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Direction.self, forKey: "direction") { direction = v }
        if let v = try coder.decode(Int.self, forKey: "numberOfTouchesRequired") { numberOfTouchesRequired = v }
    }

    /// Writes the recognizer's properties, then those that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(direction, forKey: "direction", omittingDefault: .right)
        coder.encode(numberOfTouchesRequired, forKey: "numberOfTouchesRequired", omittingDefault: 1)
    }
}
