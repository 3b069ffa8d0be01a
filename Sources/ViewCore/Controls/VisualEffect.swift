import Foundation

/// An effect a `VisualEffectView` applies to what is behind it, UIKit's `UIVisualEffect`: the
/// abstract base of `BlurEffect` and `VibrancyEffect`. Nothing is drawn.
open class VisualEffect: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// Creates an effect.
    public init() {}

    /// Creates an effect from an archive; the base class reads no keys.
    public required init(coder: Coder) throws {}

    /// Writes nothing; subclasses write their properties.
    open func encode(with coder: Coder) {}
}

/// A blur of what is behind the view, UIKit's `UIBlurEffect`.
///
/// Archived keys: `style`.
open class BlurEffect: VisualEffect {
    /// The kind of blur, UIKit's `UIBlurEffect.Style`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// The pre-iOS 13 styles.
        case extraLight, light, dark, regular, prominent
        /// The materials that follow the appearance.
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// The kind of blur; fixed at creation.
    public let style: Style

    /// Creates a blur of `style`, as `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Creates a blur from an archive; `style` is `.regular` when absent.
    ///
    /// - Throws: `CodingError` for an unknown style.
    public required init(coder: Coder) throws {
        style = try coder.decode(Style.self, forKey: "style") ?? .regular
        try super.init(coder: coder)
    }

    /// Writes the style.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(style, forKey: "style")
    }
}

/// Content made vivid over a blur, UIKit's `UIVibrancyEffect`.
///
/// Archived keys: `blurEffect` (an owned blur effect).
open class VibrancyEffect: VisualEffect {
    /// The blur the vibrancy is made for.
    public let blurEffect: BlurEffect

    /// Creates vibrancy for `blurEffect`, as `UIVibrancyEffect(blurEffect:)`.
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// Creates vibrancy from an archive; a `.regular` blur when `blurEffect` is absent.
    ///
    /// - Throws: `CodingError` for a blur effect of the wrong class or style.
    public required init(coder: Coder) throws {
        blurEffect = try coder.decodeObject(of: BlurEffect.self, forKey: "blurEffect") ?? BlurEffect(style: .regular)
        try super.init(coder: coder)
    }

    /// Writes the blur effect.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(blurEffect, forKey: "blurEffect")
    }
}
