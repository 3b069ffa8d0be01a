import Foundation

extension UIKitNibBuilder {
    /// `UIBlurEffect.Style` by the name a document gives it, for the styles whose archived form is
    /// known: the fixed ones, and the two that follow the interface style (iOS 10's regular and
    /// prominent).
    static let blurStyles = ["extraLight": 0, "light": 1, "dark": 2, "extraDark": 3, "regular": 4, "prominent": 5]

    /// Compiles a `<visualEffectView>`'s own children, as `-[UIVisualEffectView initWithCoder:]`
    /// reads them (published decompilations of UIKitCore 26.1; xibdump and xib2nib's Python port
    /// agree): its content view, a `_UIVisualEffectContentView` the effect view installs itself
    /// (`UIVisualEffectViewContentView`, not among its subviews), and its blur as a `UIBlurEffect`
    /// (`UIVisualEffectViewEffect`); false for a child no effect view has.
    ///
    /// - Throws: `NIB0801` for a vibrancy effect, a blur style whose archived form is not known
    ///   (the system materials, which UIKit archives by an internal material number), or a
    ///   content view of a custom class.
    mutating func visualEffectChild(_ child: XMLElementNode, of effectView: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> Bool
    {
        switch (child.name, child["key"] ?? "") {
        case ("view", "contentView"):
            // UIKit makes the content view itself; one of the app's own class has no known form.
            if child.has("customClass") { throw invalid(child, "customClass") }
            let content = try view(child, superview: effectView)
            graph.setClassName(content, "_UIVisualEffectContentView")
            graph.set(effectView, "UIVisualEffectViewContentView", content)
        case ("blurEffect", _):
            guard let style = Self.blurStyles[child["style"] ?? ""] else { throw invalid(child, "style") }
            let effect = graph.add("UIBlurEffect")
            // `-[UIBlurEffect encodeWithCoder:]` writes a style that follows the interface style
            // as `UIBlurEffectAutomaticStyle`, which its decoder reads first.
            graph.set(
                effect, style >= 4 ? "UIBlurEffectAutomaticStyle" : "UIBlurEffectStyle", NibObjectGraph.integer(style))
            graph.set(effectView, "UIVisualEffectViewEffect", effect)
        default: return false
        }
        return true
    }
}
