import Foundation
import ViewCore

/// Random gesture recognizers (every recognizer class) and motion effects (both classes), with
/// every archived property randomized, attached to random views.
extension RandomViewTree {
    /// Makers for every archivable recognizer class, the base class included.
    public static var everyGestureRecognizerMaker: [(inout RandomViewTree) -> GestureRecognizer] {
        [
            { _ in GestureRecognizer() },
            { builder in builder.randomTap() },
            { builder in builder.randomPan() },
            { builder in builder.randomLongPress() },
            { builder in builder.randomSwipe() },
            { _ in PinchGestureRecognizer() },
        ]
    }

    /// Attaches up to three random recognizers to `view`, sometimes.
    public mutating func attachRandomGestureRecognizers(to view: View) {
        guard chance(0.35) else { return }
        for _ in 0..<int(1...3) {
            let recognizer = pick(Self.everyGestureRecognizerMaker)(&self)
            randomizeGestureRecognizer(recognizer)
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Sets the properties every recognizer archives.
    public mutating func randomizeGestureRecognizer(_ recognizer: GestureRecognizer) {
        if chance(0.4) { recognizer.isEnabled = false }
        if chance(0.4) { recognizer.cancelsTouchesInView = false }
        if chance(0.4) { recognizer.delaysTouchesBegan = true }
        if chance(0.4) { recognizer.delaysTouchesEnded = false }
        if chance(0.4) { recognizer.requiresExclusiveTouchType = false }
        if chance(0.6) { recognizer.name = optionalString() }
    }

    /// A tap gesture recognizer with random archived properties.
    public mutating func randomTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        if chance(0.7) { tap.numberOfTapsRequired = count(1...4, extremeAbove: 4) }
        if chance(0.7) { tap.numberOfTouchesRequired = int(1...5) }
        return tap
    }

    /// A pan gesture recognizer with random archived properties.
    public mutating func randomPan() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer()
        if chance(0.7) { pan.minimumNumberOfTouches = int(1...3) }
        if chance(0.7) { pan.maximumNumberOfTouches = count(1...10, extremeAbove: 10) }
        return pan
    }

    /// A longPress gesture recognizer with random archived properties.
    public mutating func randomLongPress() -> LongPressGestureRecognizer {
        let press = LongPressGestureRecognizer()
        if chance(0.7) { press.minimumPressDuration = Double(real(0...5)) }
        if chance(0.7) { press.numberOfTouchesRequired = int(1...5) }
        if chance(0.7) { press.numberOfTapsRequired = int(0...3) }
        if chance(0.7) { press.allowableMovement = real(0...50) }
        return press
    }

    /// A swipe gesture recognizer with random archived properties.
    public mutating func randomSwipe() -> SwipeGestureRecognizer {
        let swipe = SwipeGestureRecognizer()
        if chance(0.7) { swipe.direction = SwipeGestureRecognizer.Direction(rawValue: UInt(int(0...15))) }
        if chance(0.7) { swipe.numberOfTouchesRequired = int(1...5) }
        return swipe
    }

    /// Adds up to two motion effects to `view`, sometimes: base effects and interpolating ones
    /// with random key paths, axes and (possibly unset) relative values.
    public mutating func attachRandomMotionEffects(to view: View) {
        guard chance(0.25) else { return }
        for _ in 0..<int(1...2) {
            if chance(0.2) {
                view.addMotionEffect(MotionEffect())
            } else {
                let keyPath =
                    chance(0.8) ? pick(["center.x", "center.y", "layer.shadowOffset.height", "alpha"]) : string()
                let effect = InterpolatingMotionEffect(
                    keyPath: keyPath, type: anyCase(of: InterpolatingMotionEffect.EffectType.self))
                if chance(0.8) { effect.minimumRelativeValue = real(-30...30) }
                if chance(0.8) { effect.maximumRelativeValue = real(-30...30) }
                view.addMotionEffect(effect)
            }
        }
    }
}
