import Foundation

/// A view that blurs or makes vivid what is behind it, UIKit's `UIVisualEffectView`: an effect
/// and a content view to add subviews to. Nothing is drawn.
///
/// The content view is the first subview, made with the view and archived with the other
/// subviews; `contentView` names it (a reference, or an owned view when an archive holds it only
/// there, which the view then inserts as its first subview).
///
/// Archived keys: `effect` (an owned `BlurEffect` or `VibrancyEffect`), `contentView`.
open class VisualEffectView: View {
    /// The effect; nil shows none.
    open var effect: VisualEffect?

    private var contentSlot = ContentViewSlot()

    /// Creates a view with `effect` and its content view, as `UIVisualEffectView(effect:)`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        _ = contentView
    }

    /// Creates a view with `frame`, no effect, and its content view.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// The view to add content to: the first subview, made with the view.
    public var contentView: View {
        contentSlot.view(in: self)
    }

    /// Creates a view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for an effect or content view of the wrong class.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        effect = try coder.decodeObject(of: VisualEffect.self, forKey: "effect")
        if let view = try coder.decodeObject(of: View.self, forKey: "contentView") { contentSlot.adopt(view, in: self) }
    }

    /// Writes the view's properties (the content view among the subviews), the effect and the
    /// content view.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(effect, forKey: "effect")
        coder.encode(contentSlot.view, forKey: "contentView")
    }
}
