import Foundation

/// A view that lines up its arranged subviews in a row or a column, UIKit's `UIStackView`.
///
/// `arrangedSubviews` is a subset of `subviews` in its own order: adding an arranged subview
/// also adds it as a subview, `removeArrangedSubview(_:)` only takes it out of the arrangement
/// (it stays a subview, as in UIKit), and removing it from the hierarchy removes it from both.
///
/// As in UIKit, the arrangement is made of constraints (the stack view's own, in its tree's
/// layout system; see `StackView+Arrangement.swift`), solved with every other constraint of
/// the tree, so arranged subviews size by their intrinsic sizes, hugging and compression
/// resistance, and a hidden arranged subview collapses. Unlike UIKit, arranging a view does not
/// set its `translatesAutoresizingMaskIntoConstraints` to false (so archives round-trip
/// unchanged); an arranged subview is placed by the arrangement whatever that flag says.
///
/// Archived keys: `axis`, `distribution`, `alignment`, `spacing`, `isBaselineRelativeArrangement`,
/// `isLayoutMarginsRelativeArrangement`, and `arrangedSubviews` as references to subviews.
open class StackView: View {
    /// How arranged views share the length along the axis, UIKit's `UIStackView.Distribution`.
    public enum Distribution: String, ArchivableEnum, Sendable {
        /// UIKit's distributions of the same names.
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the axis, UIKit's `UIStackView.Alignment`. Unlike UIKit's,
    /// `.top` and `.leading` (and `.bottom` and `.trailing`) are distinct cases so that archives
    /// keep the spelling they were given; they lay out the same.
    public enum Alignment: String, ArchivableEnum, Sendable {
        /// UIKit's alignments of the same names; `top` lays out as `leading`, `bottom` as `trailing`.
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// The direction of the arrangement; `.horizontal` by default.
    open var axis: LayoutAxis = .horizontal { didSet { arrangementDidChange() } }
    /// How the length is shared; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between adjacent views (the least gap for `.equalSpacing` and
    /// `.equalCentering`); 0 by default.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether vertical spacing is measured from the last baseline of a view to the first
    /// baseline of the next.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the arrangement is inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// AppKit's stack hugging along the axis (`NSStackView.huggingPriority(for:)`): below
    /// required, the last arranged view's end meets the stack's end only at this priority and
    /// stays inside it otherwise, so views that hug their content more leave the stack's extra
    /// length after them. Nil (UIKit's stack views, the default) pins it.
    package var edgeHuggingPriority: LayoutPriority? { didSet { arrangementDidChange() } }
    /// The gaps set with `setCustomSpacing(_:after:)`, by arranged view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The arranged views, in arrangement order.
    public private(set) var arrangedSubviews: [View] = []
    /// The arranged views, to tell one without searching the list: asking each of n arranged
    /// views whether it is arranged, as every layout pass does, searched the list each time (n²).
    private(set) var arrangedIdentifiers: Set<ObjectIdentifier> = []

    /// Creates a stack view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view arranging `views`, as `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(LayoutAxis.self, forKey: "axis") { axis = v }
        if let v = try coder.decode(Distribution.self, forKey: "distribution") { distribution = v }
        if let v = try coder.decode(Alignment.self, forKey: "alignment") { alignment = v }
        if let v = try coder.decode(CGFloat.self, forKey: "spacing") { spacing = v }
        if let v = try coder.decode(Bool.self, forKey: "isBaselineRelativeArrangement") {
            isBaselineRelativeArrangement = v
        }
        if let v = try coder.decode(Bool.self, forKey: "isLayoutMarginsRelativeArrangement") {
            isLayoutMarginsRelativeArrangement = v
        }
        try coder.decodeConditionalObjects(of: View.self, forKey: "arrangedSubviews") { [unowned self] views in
            for view in views { self.addArrangedSubview(view) }
        }
    }

    /// Writes the view's properties, then the stack view's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(axis, forKey: "axis", omittingDefault: .horizontal)
        coder.encode(distribution, forKey: "distribution", omittingDefault: .fill)
        coder.encode(alignment, forKey: "alignment", omittingDefault: .fill)
        coder.encode(spacing, forKey: "spacing", omittingDefault: 0)
        coder.encode(isBaselineRelativeArrangement, forKey: "isBaselineRelativeArrangement", omittingDefault: false)
        coder.encode(
            isLayoutMarginsRelativeArrangement, forKey: "isLayoutMarginsRelativeArrangement", omittingDefault: false)
        if !arrangedSubviews.isEmpty { coder.encodeConditionalObjects(arrangedSubviews, forKey: "arrangedSubviews") }
    }

    // MARK: Managing the arrangement

    /// Appends `view` to the arrangement, adding it as the front-most subview when it is not one.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped to the arrangement), adding it as
    /// a subview when it is not one. An already arranged view moves to `index`.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        if !arrangedIdentifiers.insert(ObjectIdentifier(view)).inserted { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.layoutNode?.needsOwnSync = true
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (call `removeFromSuperview()` too
    /// to remove it from the screen).
    open func removeArrangedSubview(_ view: View) {
        if arrangedIdentifiers.remove(ObjectIdentifier(view)) != nil { arrangedSubviews.removeAll { $0 === view } }
        customSpacings[ObjectIdentifier(view)] = nil
        view.layoutNode?.needsOwnSync = true
        arrangementDidChange()
    }

    /// A subview leaving the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// The value of `customSpacing(after:)` for a view with no custom spacing: `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// Sets the gap after `arrangedSubview` (before the next visible one), in place of
    /// `spacing`; `StackView.spacingUseDefault` goes back to `spacing`. Not archived.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview` set with `setCustomSpacing(_:after:)`, or
    /// `StackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: Baselines

    /// The first visible arranged subview's first-baseline view (the stack view itself when
    /// none is visible).
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged subview's last-baseline view (the stack view itself when none
    /// is visible).
    open override var forLastBaselineLayout: View {
        arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
    }

    /// Marks the arrangement constraints for the next layout pass.
    func arrangementDidChange() {
        layoutNode?.needsOwnSync = true
        setNeedsLayout()
    }
}
