import Foundation

/// Moves one property of a view between two values as the device tilts along one axis, UIKit's
/// `UIInterpolatingMotionEffect`.
///
/// ```swift
/// let drift = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// drift.minimumRelativeValue = -10
/// drift.maximumRelativeValue = 10
/// card.addMotionEffect(drift)
/// drift.keyPathsAndRelativeValues(forViewerOffset: .init(horizontal: 1, vertical: 0))  // ["center.x": 10]
/// ```
///
/// Archived keys: `keyPath`, `type`, `minimumRelativeValue`, `maximumRelativeValue`.
open class InterpolatingMotionEffect: MotionEffect {
    /// The tilt axis that drives the effect, UIKit's `UIInterpolatingMotionEffect.EffectType`.
    public enum EffectType: String, ArchivableEnum, Sendable {
        /// Whether the horizontal or the vertical tilt of `ViewerOffset` drives the value.
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// The view property changed (`"center.x"`, `"layer.shadowOffset.height"`).
    public let keyPath: String
    /// The axis that drives the change.
    public let type: EffectType
    /// The value added at a tilt of -1; nil: the effect does nothing.
    open var minimumRelativeValue: CGFloat?
    /// The value added at a tilt of +1; nil: the effect does nothing.
    open var maximumRelativeValue: CGFloat?

    /// Creates an effect changing `keyPath` along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Creates an effect from an archive.
    ///
    /// - Throws: `CodingError` when `keyPath` or `type` is missing, or a value has the wrong type.
    public required init(coder: Coder) throws {
        // Every key is read before any is found missing, so that a coder listing the keys a
        // class reads (`ArchivedKeys`) sees them all.
        let keyPath = try coder.decode(String.self, forKey: "keyPath")
        let type = try coder.decode(EffectType.self, forKey: "type")
        let minimum = try coder.decode(CGFloat.self, forKey: "minimumRelativeValue")
        let maximum = try coder.decode(CGFloat.self, forKey: "maximumRelativeValue")
        self.keyPath = keyPath ?? ""
        self.type = type ?? .tiltAlongHorizontalAxis
        try super.init(coder: coder)
        guard keyPath != nil else {
            throw coder.error(.missingValue, "an interpolating motion effect needs a keyPath", forKey: "keyPath")
        }
        guard type != nil else {
            throw coder.error(.missingValue, "an interpolating motion effect needs a type", forKey: "type")
        }
        minimumRelativeValue = minimum
        maximumRelativeValue = maximum
    }

    /// Writes the key path, type and the values that are set.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(keyPath, forKey: "keyPath")
        coder.encode(type, forKey: "type")
        coder.encode(minimumRelativeValue, forKey: "minimumRelativeValue")
        coder.encode(maximumRelativeValue, forKey: "maximumRelativeValue")
    }

    /// Interpolates linearly between the two values along the effect's axis: the minimum at -1,
    /// the maximum at +1, the tilt clamped to that range. Nil while either value is unset.
    open override func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [String: CGFloat]? {
        guard let low = minimumRelativeValue, let high = maximumRelativeValue else { return nil }
        let tilt = min(max(type == .tiltAlongHorizontalAxis ? offset.horizontal : offset.vertical, -1), 1)
        return [keyPath: low + (tilt + 1) / 2 * (high - low)]
    }
}
