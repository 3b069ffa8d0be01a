import Foundation
import ViewCore

/// A small deterministic random number generator (SplitMix64), so a property test's failing
/// seed rebuilds exactly the same tree.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// Starts from `seed`; the same seed gives the same sequence.
    public init(seed: UInt64) { state = seed }
    /// The next pseudo-random number (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds random view trees in which every archived property of every class gets a random,
/// usually non-default value, with random constraints and masks between the views: the input
/// of the property-based round-trip tests.
///
/// Values are drawn from sets that survive a text round trip exactly (multiples of 1/8, short
/// strings with XML-hostile characters), so equality after decoding is exact.
public struct RandomViewTree {
    /// The generator every random choice draws from.
    public var rng: SplitMix64
    /// Makers for each view class to draw from; tests add the controls.
    public var viewMakers: [(inout RandomViewTree) -> View]
    /// Randomizes the properties a subclass adds (after `randomizeViewProperties`).
    public var subclassRandomizers: [(View, inout RandomViewTree) -> Void] = []
    /// Runs once the whole tree exists (views in creation order, root first), for properties
    /// that relate views of the tree (a stack view's arranged subviews).
    public var treeRandomizers: [([View], inout RandomViewTree) -> Void] = []

    /// Starts from `seed`; the same seed gives the same sequence.
    public init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        viewMakers = [{ _ in View(frame: .zero) }]
    }

    // MARK: Values

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
    /// A random integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    /// A multiple of 1/8 in `range`: exact in binary and in decimal text.
    public mutating func real(_ range: ClosedRange<Int>) -> CGFloat {
        CGFloat(int(range.lowerBound * 8...range.upperBound * 8)) / 8
    }
    /// A random fraction in eighths, from 0 to 1, exact in binary.
    public mutating func unit() -> CGFloat { CGFloat(int(0...8)) / 8 }
    /// A random element of `values`, which must not be empty.
    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
    /// A short random string, sometimes with characters that need escaping.
    public mutating func string() -> String {
        let pieces = ["a", "Z", "9", " ", "&", "<", ">", "\"", "'", "é", "日本", "\n", "\t", "🙂", "x y", "\\"]
        return (0..<int(1...6)).map { _ in pick(pieces) }.joined()
    }
    /// A random rectangle with exactly representable coordinates.
    public mutating func rect() -> CGRect {
        CGRect(x: real(-50...400), y: real(-50...800), width: real(0...400), height: real(0...400))
    }
    /// A random size, negative values included.
    public mutating func size() -> CGSize { CGSize(width: real(-20...20), height: real(-20...20)) }
    /// A random point.
    public mutating func point() -> CGPoint { CGPoint(x: real(-20...20), y: real(-20...20)) }
    /// Random edge insets.
    public mutating func insets() -> EdgeInsets {
        EdgeInsets(top: real(0...30), left: real(0...30), bottom: real(0...30), right: real(0...30))
    }
    /// A random colour in one of the colour spaces archives spell.
    public mutating func color() -> Color {
        switch int(0...3) {
        case 0: return Color(white: unit(), alpha: unit())
        case 1: return pick([Color.systemBlue, .systemRed, .label, .systemBackground])
        case 2:
            return Color(
                named: "Brand" + String(int(0...9)), fallback: Color(red: unit(), green: unit(), blue: unit(), alpha: 1)
            )
        default:
            return Color(
                red: unit(), green: unit(), blue: unit(), alpha: unit(), colorSpace: pick([.sRGB, .displayP3]))
        }
    }
    /// A random font: system, bold, weighted, text style or named.
    public mutating func font() -> Font {
        switch int(0...3) {
        case 0: return .systemFont(ofSize: real(8...40), weight: pick(Font.Weight.allCases))
        case 1: return .boldSystemFont(ofSize: real(8...40))
        case 2: return .preferredFont(forTextStyle: pick([.body, .headline, .caption1, .title1]))
        default: return Font(name: pick(["Helvetica", "Menlo-Bold", "Avenir Next"]), size: real(8...40))
        }
    }
    /// A random affine transform with exact entries.
    public mutating func transform() -> CGAffineTransform {
        pick([
            CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(scaleX: 2, y: 0.5),
            CGAffineTransform(translationX: 8, y: -4), CGAffineTransform(a: 1, b: 0.5, c: 0.25, d: 1, tx: 3, ty: 4),
        ])
    }

    // MARK: Trees

    /// A tree of at most `depth` levels below the root, each view with up to `width` subviews,
    /// plus random constraints, layout guides and masks.
    public mutating func makeTree(depth: Int, width: Int) -> View {
        let root = makeView()
        var all = [root]
        func grow(_ parent: View, _ level: Int) {
            guard level < depth else { return }
            for _ in 0..<int(0...width) {
                let child = makeView()
                parent.addSubview(child)
                all.append(child)
                grow(child, level + 1)
            }
        }
        grow(root, 0)
        for view in all where chance(0.2) {
            let guide = LayoutGuide()
            guide.identifier = "guide" + String(int(0...99))
            view.addLayoutGuide(guide)
        }
        for view in all where view.superview != nil && chance(0.15) {
            view.mask = pick(all.filter { $0 !== view })
        }
        for _ in 0..<int(0...all.count) { addRandomConstraint(among: all) }
        for randomize in treeRandomizers { randomize(all, &self) }
        return root
    }

    /// A view of a random class with random properties, without subviews.
    public mutating func makeView() -> View {
        let maker = pick(viewMakers)
        let view = maker(&self)
        randomizeViewProperties(view)
        for randomize in subclassRandomizers { randomize(view, &self) }
        return view
    }

    /// Sets each archived `View` property to a random value, most of them non-default.
    public mutating func randomizeViewProperties(_ view: View) {
        if chance(0.3) {
            view.bounds = CGRect(origin: point(), size: CGSize(width: real(0...300), height: real(0...300)))
            view.center = point()
            view.transform = transform()
        } else {
            view.frame = rect()
            if chance(0.2) { view.bounds.origin = point() }
        }
        if chance(0.5) { view.backgroundColor = color() }
        if chance(0.3) { view.isHidden = true }
        if chance(0.5) { view.alpha = unit() }
        if chance(0.3) { view.isOpaque = false }
        if chance(0.3) { view.tintColor = color() }
        if chance(0.3) { view.tintAdjustmentMode = pick([.normal, .dimmed]) }
        if chance(0.3) { view.clipsToBounds = true }
        if chance(0.3) { view.clearsContextBeforeDrawing = false }
        if chance(0.3) { view.layer.cornerRadius = real(0...20) }
        if chance(0.3) { view.layer.borderWidth = real(0...4) }
        if chance(0.3) { view.layer.borderColor = chance(0.2) ? nil : color() }
        if chance(0.2) { view.layer.anchorPoint = CGPoint(x: unit(), y: unit()) }
        if chance(0.2) { view.layer.zPosition = real(-5...5) }
        if chance(0.2) { view.layer.shadowColor = color() }
        if chance(0.2) { view.layer.shadowOpacity = Float(unit()) }
        if chance(0.2) { view.layer.shadowOffset = size() }
        if chance(0.2) { view.layer.shadowRadius = real(0...10) }
        if chance(0.3) { view.isUserInteractionEnabled = false }
        if chance(0.3) { view.isMultipleTouchEnabled = true }
        if chance(0.3) { view.isExclusiveTouch = true }
        if chance(0.5) { view.autoresizingMask = View.AutoresizingMask(rawValue: UInt(int(0...63))) }
        if chance(0.3) { view.autoresizesSubviews = false }
        if chance(0.3) { view.contentMode = pick(View.ContentMode.allCases) }
        if chance(0.2) { view.contentScaleFactor = pick([2, 3]) }
        if chance(0.5) { view.tag = int(-1000...1000) }
        if chance(0.3) { view.restorationIdentifier = string() }
        if chance(0.3) { view.translatesAutoresizingMaskIntoConstraints = false }
        if chance(0.3) { view.layoutMargins = insets() }
        if chance(0.3) { view.preservesSuperviewLayoutMargins = true }
        if chance(0.3) { view.insetsLayoutMarginsFromSafeArea = false }
        if chance(0.3) { view.semanticContentAttribute = pick(SemanticContentAttribute.allCases) }
        if chance(0.3) { view.setContentHuggingPriority(LayoutPriority(Float(int(1...1000))), for: .horizontal) }
        if chance(0.3) { view.setContentHuggingPriority(LayoutPriority(Float(int(1...1000))), for: .vertical) }
        if chance(0.3) {
            view.setContentCompressionResistancePriority(LayoutPriority(Float(int(1...1000))), for: .horizontal)
        }
        if chance(0.3) {
            view.setContentCompressionResistancePriority(LayoutPriority(Float(int(1...1000))), for: .vertical)
        }
        if chance(0.3) { view.isAccessibilityElement = true }
        if chance(0.3) { view.accessibilityLabel = string() }
        if chance(0.3) { view.accessibilityHint = string() }
        if chance(0.3) { view.accessibilityIdentifier = string() }
        if chance(0.3) { view.accessibilityValue = string() }
        if chance(0.3) {
            view.accessibilityTraits = AccessibilityTraits(
                AccessibilityTraits.named.filter { _ in chance(0.3) }.map(\.member))
        }
    }

    /// A constraint between two random views (or a guide, or a constant-only one) that share
    /// an ancestor, with a random attribute pair of one axis, activated.
    public mutating func addRandomConstraint(among views: [View]) {
        let first = pick(views)
        let families: [[LayoutConstraint.Attribute]] = [
            [.left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins],
            [.leading, .trailing, .leadingMargin, .trailingMargin],
            [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline],
        ]
        let family = pick(families)
        let relation = pick([LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let constraint: LayoutConstraint
        if chance(0.2) {
            constraint = LayoutConstraint(
                item: first, attribute: pick([.width, .height]), relatedBy: relation,
                toItem: nil, attribute: .notAnAttribute, constant: real(0...100))
        } else {
            let root = first.rootViewForTests
            let candidates = views.filter { $0.rootViewForTests === root }
            if chance(0.2) {
                // Guides have no baselines or margins: relate plain edges.
                let plain = family.filter {
                    [.left, .right, .centerX, .leading, .trailing, .top, .bottom, .centerY].contains($0)
                }
                constraint = LayoutConstraint(
                    item: first, attribute: pick(plain), relatedBy: relation,
                    toItem: pick(candidates).layoutMarginsGuide, attribute: pick(plain),
                    constant: real(-20...20))
            } else {
                constraint = LayoutConstraint(
                    item: first, attribute: pick(family), relatedBy: relation,
                    toItem: pick(candidates), attribute: pick(family),
                    multiplier: pick([1, 0.5, 2]), constant: real(-20...20))
            }
        }
        if chance(0.5) { constraint.priority = LayoutPriority(Float(int(1...999))) }
        if chance(0.3) { constraint.identifier = string() }
        constraint.isActive = true
    }
}

extension View {
    /// The top of the view's tree.
    public var rootViewForTests: View {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }
}
