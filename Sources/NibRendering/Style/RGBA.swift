import Foundation
import ViewCore

/// A colour resolved for drawing: sRGB components and opacity, each 0...1.
struct RGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// A colour from 0...255 components.
    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red / 255, green / 255, blue / 255, alpha)
    }

    /// `color` in `appearance`: a system colour takes UIKit's value for the appearance, any
    /// other colour its components (an asset colour its fallback: no catalog is read yet).
    init(_ color: Color, in appearance: Appearance) {
        if let name = color.systemName, let pair = SystemColors.named(name) {
            self = appearance == .dark ? pair.dark : pair.light
            return
        }
        let clamp = { (value: CGFloat) in Double(max(0, min(1, value.isFinite ? value : 0))) }
        if color.colorSpace == .gray {
            (red, green, blue) = (clamp(color.red), clamp(color.red), clamp(color.red))
        } else {
            (red, green, blue) = (clamp(color.red), clamp(color.green), clamp(color.blue))
        }
        alpha = clamp(color.alpha)
    }

    /// The same colour at `alpha` times its opacity.
    func fading(_ factor: Double) -> RGBA {
        var copy = self
        copy.alpha *= factor
        return copy
    }

    /// Whether drawing it shows nothing.
    var isClear: Bool { alpha <= 0 }
}
