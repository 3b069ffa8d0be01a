import Foundation

/// What a view passes down to its subviews for tint: the inherited colour and the resolved
/// adjustment mode (never `.automatic`).
struct TintContext: Equatable {
    var color: Color
    var mode: View.TintAdjustmentMode

    /// What a view with nothing above it inherits: the system tint, not dimmed.
    static let root = TintContext(color: .systemBlue, mode: .normal)

    /// The colour as shown: dimmed while the mode is `.dimmed`.
    var effectiveColor: Color { mode == .dimmed ? color.dimmed : color }
}

extension View {
    /// The tint colour: the first one set walking up from the view itself, else the system
    /// tint (RGB 0, 122, 255), dimmed while the effective `tintAdjustmentMode` is `.dimmed`.
    /// Setting nil makes the view inherit again. Only the value set here is archived.
    ///
    /// Changing it sends `tintColorDidChange()` to the view and to exactly those descendants
    /// whose effective tint changes (those that set their own are left alone).
    public var tintColor: Color! {
        get { tintContext.effectiveColor }
        set {
            let before = tintContext
            storedTintColor = newValue
            propagateTintChange(from: before, to: tintContext)
        }
    }

    /// How the tint is shown; `.automatic` (the default) inherits from the superview, and the
    /// getter resolves it, answering `.normal` when nothing up the chain says otherwise.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { tintContext.mode }
        set {
            let before = tintContext
            storedTintAdjustmentMode = newValue
            propagateTintChange(from: before, to: tintContext)
        }
    }

    /// Whether `view` or one of its ancestors sets a tint colour or adjustment mode; when no
    /// view on either side of a hierarchy change does, the change cannot alter any tint.
    static func chainSetsTint(from view: View?) -> Bool {
        guard let view else { return false }
        var candidate = view
        while true {
            if candidate.storedTintColor != nil || candidate.storedTintAdjustmentMode != .automatic { return true }
            guard let parent = candidate.superview else { return false }
            candidate = parent
        }
    }

    /// The tint state this view resolves to, walking up the superviews.
    var tintContext: TintContext {
        var color = storedTintColor
        var mode = storedTintAdjustmentMode
        var ancestor = superview
        while color == nil || mode == .automatic, let current = ancestor {
            if color == nil { color = current.storedTintColor }
            if mode == .automatic { mode = current.storedTintAdjustmentMode }
            ancestor = current.superview
        }
        return TintContext(color: color ?? TintContext.root.color, mode: mode == .automatic ? .normal : mode)
    }

    /// Sends `tintColorDidChange()` down the subtree, parents first, to the views whose
    /// effective tint differs between the two states, pruning subtrees that cannot change.
    func propagateTintChange(from old: TintContext, to new: TintContext) {
        guard old != new else { return }
        if old.effectiveColor != new.effectiveColor { tintColorDidChange() }
        for subview in subviews {
            subview.propagateTintChange(
                from: subview.resolvedTint(inheriting: old),
                to: subview.resolvedTint(inheriting: new))
        }
    }

    private func resolvedTint(inheriting parent: TintContext) -> TintContext {
        TintContext(
            color: storedTintColor ?? parent.color,
            mode: storedTintAdjustmentMode == .automatic ? parent.mode : storedTintAdjustmentMode)
    }
}
