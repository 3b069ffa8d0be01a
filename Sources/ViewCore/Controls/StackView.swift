import Foundation

/// A view that lines up its arranged subviews in a row or a column, UIKit's `UIStackView`.
///
/// `arrangedSubviews` is a subset of `subviews` in its own order: adding an arranged subview
/// also adds it as a subview, `removeArrangedSubview(_:)` only takes it out of the arrangement
/// (it stays a subview, as in UIKit), and removing it from the hierarchy removes it from both.
///
/// UIKit arranges with constraints; NibKit's stack view sets the frames of its visible
/// arranged subviews in `layoutSubviews()`, using each one's intrinsic size (or current size
/// when it has none) along the axis:
/// - `.fill`: the space left over (or missing) goes to the last view;
/// - `.fillEqually`: every view gets the same length;
/// - `.fillProportionally`: lengths are scaled in proportion to the intrinsic lengths;
/// - `.equalSpacing` / `.equalCentering`: the left-over space widens the gaps equally.
/// Across the axis, `.fill` stretches, `.leading`/`.top` and `.trailing`/`.bottom` pin to an
/// edge, `.center` centres; baselines are treated as `.top` / `.bottom`.
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
    open var axis: LayoutAxis = .horizontal { didSet { setNeedsLayout() } }
    /// How the length is shared; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// How views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The gap between adjacent views; 0 by default.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement = false
    /// Whether the arrangement is inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// The arranged views, in arrangement order.
    public private(set) var arrangedSubviews: [View] = []

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
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes `view` out of the arrangement; it stays a subview (call `removeFromSuperview()` too
    /// to remove it from the screen).
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// A subview leaving the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Layout

    /// Sets the frames of the visible arranged subviews; see the type's documentation.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        var area = CGRect(origin: bounds.origin, size: bounds.size)
        if isLayoutMarginsRelativeArrangement {
            let m = layoutMargins
            area = CGRect(
                x: area.minX + m.left, y: area.minY + m.top,
                width: max(0, area.width - m.left - m.right), height: max(0, area.height - m.top - m.bottom))
        }
        let horizontal = axis == .horizontal
        let available = horizontal ? area.width : area.height
        let cross = horizontal ? area.height : area.width
        var lengths = views.map { Self.length(of: $0, horizontal: horizontal) }
        var gap = spacing
        let free = available - lengths.reduce(0, +) - spacing * CGFloat(views.count - 1)
        switch distribution {
        case .fill:
            lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + free)
        case .fillEqually:
            let each = max(0, (available - spacing * CGFloat(views.count - 1)) / CGFloat(views.count))
            lengths = lengths.map { _ in each }
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let target = max(0, available - spacing * CGFloat(views.count - 1))
            lengths =
                total > 0 ? lengths.map { $0 * target / total } : lengths.map { _ in target / CGFloat(views.count) }
        case .equalSpacing, .equalCentering:
            if views.count > 1, free > 0 { gap += free / CGFloat(views.count - 1) }
        }
        var position = horizontal ? area.minX : area.minY
        for (view, length) in zip(views, lengths) {
            let natural = Self.length(of: view, horizontal: !horizontal)
            let (offset, thickness): (CGFloat, CGFloat) =
                switch alignment {
                case .fill: (0, cross)
                case .leading, .top, .firstBaseline: (0, min(natural, cross))
                case .trailing, .bottom, .lastBaseline: (max(0, cross - natural), min(natural, cross))
                case .center: ((cross - min(natural, cross)) / 2, min(natural, cross))
                }
            view.frame =
                horizontal
                ? CGRect(x: position, y: area.minY + offset, width: length, height: thickness)
                : CGRect(x: area.minX + offset, y: position, width: thickness, height: length)
            position += length + gap
        }
    }

    private static func length(of view: View, horizontal: Bool) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let value = horizontal ? intrinsic.width : intrinsic.height
        if value != View.noIntrinsicMetric { return value }
        return horizontal ? view.bounds.width : view.bounds.height
    }
}
