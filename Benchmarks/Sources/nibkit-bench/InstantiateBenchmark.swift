import Foundation
import NibKit

/// Issue 4's figures: instantiating an already-parsed `Nib` against building the same tree in
/// code (the floor) and against parsing and instantiating, at one size.
struct InstantiateBenchmark {
    struct Result: Encodable {
        var views: Int
        var handBuiltMs: Double
        var cachedInstantiateMs: Double
        var parseAndInstantiateMs: Double
        /// cached / hand-built: the target is at most 3.
        var cachedOverHandBuilt: Double
        var parseAndInstantiateOverHandBuilt: Double
    }

    let shape: ReferenceTree
    let rounds: Int

    /// The three are measured in turn within each round, so drift in the machine's speed
    /// affects them alike; each figure is the median over the rounds.
    func run() throws -> Result {
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml)
        let nib = try Nib(data: data, format: .xml)
        let times = try Measure.interleavedMedians(
            rounds: rounds,
            [
                { shape.build() },
                { try nib.instantiate(withOwner: nil) },
                { try Nib(data: data, format: .xml).instantiate(withOwner: nil) },
            ]
        ).map { $0 * 1000 }
        let (h, c, f) = (times[0], times[1], times[2])
        return Result(
            views: shape.viewCount, handBuiltMs: h, cachedInstantiateMs: c, parseAndInstantiateMs: f,
            cachedOverHandBuilt: c / h, parseAndInstantiateOverHandBuilt: f / h)
    }
}
