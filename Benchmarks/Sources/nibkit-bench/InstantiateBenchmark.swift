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

    func run() throws -> Result {
        let data = try KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml)
        let nib = try Nib(data: data, format: .xml)
        let handBuilt = Measure.median(rounds: rounds) { _ = shape.build() } * 1000
        let cached = try Measure.median(rounds: rounds) { _ = try nib.instantiate(withOwner: nil) } * 1000
        let full = try Measure.median(rounds: rounds) {
            _ = try Nib(data: data, format: .xml).instantiate(withOwner: nil)
        } * 1000
        return Result(views: shape.viewCount, handBuiltMs: handBuilt, cachedInstantiateMs: cached,
                      parseAndInstantiateMs: full, cachedOverHandBuilt: cached / handBuilt,
                      parseAndInstantiateOverHandBuilt: full / handBuilt)
    }
}
