/// How much the solver cares about a constraint: UIKit's layout priority, 1 to 1000.
///
/// Priority 1000 is *required*: the solver satisfies it exactly or reports a conflict. Any
/// lower priority is *optional*: the solver minimizes the sum, over optional constraints, of
/// each one's violation times its ``weight``.
///
/// ## Why the weights grow exponentially
///
/// UIKit documents that higher priorities are satisfied before lower ones. Cassowary weighs
/// violations instead, so priorities become weights, and the question is how many lower ones
/// together may outweigh a higher one. kiwi's answer is three tiers a factor 1000 apart
/// (strong 10⁶, medium 10³, weak 1). With 999 optional priorities no double-precision scheme can
/// make each level beat *any* number of the level below (that needs a factor of "infinity"
/// per level), so the weights spread kiwi's nine decades evenly over the priorities:
///
///     weight(p) = 10^(9 × p / 1000)        (p = 1 … 999)
///
/// - It is monotonic: a higher priority always weighs more, so of two conflicting constraints
///   the higher one wins, as in UIKit. 999 against 998 is 1.02 to 1: one 999 beats one 998,
///   but two 998s pulling the same way by the same amount outweigh it.
/// - The gaps people use are wide: UIKit's named priorities 750 (`defaultHigh`), 500 and 250
///   (`defaultLow`) are 31,623 times apart, 50 (`fittingSizeLevel`) is 63 times 1; a gap of 100
///   is a factor 7.9, of 333 a factor 1000 (kiwi's tiers sit at about 0, 333 and 667).
/// - The largest optional weight (10⁹) stays below kiwi's `required` (about 1.001 × 10⁹), and
///   the ratio of largest to smallest (10⁹) keeps objective arithmetic in doubles far from the
///   1e-8 at which the solver treats a coefficient as zero.
///
/// A linear map (weight = p, as kiwi's `Strength::create(0, p, 0)` would give) is also
/// monotonic, but there one 750 loses to two 500s; the exponential map keeps UIKit's named
/// levels apart by four orders of magnitude instead.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, clamped to 1...1000.
    public let priority: Double

    /// Creates the strength of a UIKit priority; values outside 1...1000 are clamped (a NaN
    /// counts as 1).
    public init(priority: Double) {
        self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
    }

    /// Priority 1000: the constraint must hold.
    public static let required = Strength(priority: 1000)
    /// Priority 750, UIKit's `defaultHigh` (a button's compression resistance).
    public static let defaultHigh = Strength(priority: 750)
    /// Priority 250, UIKit's `defaultLow` (a button's content hugging).
    public static let defaultLow = Strength(priority: 250)
    /// Priority 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Strength(priority: 50)

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// What the objective pays per unit of violation: `10^(9 × priority / 1000)`; a required
    /// strength has no weight (it never enters the objective) and reports infinity.
    public var weight: Double {
        isRequired ? .infinity : Self.power10(9 * priority / 1000)
    }

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    /// `required` or the priority.
    public var description: String {
        isRequired ? "required" : "priority \(priority)"
    }

    /// 10^x for 0 ≤ x ≤ 9 without Foundation: 10 to the integer part times a series for the
    /// rest (exp(f × ln 10), f < 1, 30 terms: exact to a few ulps).
    private static func power10(_ x: Double) -> Double {
        let whole = Int(x)
        var result = 1.0
        for _ in 0..<whole { result *= 10 }
        let exponent = (x - Double(whole)) * 2.302_585_092_994_045_7
        var term = 1.0
        var sum = 1.0
        for n in 1...30 {
            term *= exponent / Double(n)
            sum += term
        }
        return result * sum
    }
}
