import Foundation
import NibArchive

/// Issue 3's scaling figure: how a load's time grows from 10k to 100k views. The two sizes are
/// loaded in turn within each round, so a slow spell of a shared machine lands on both, where
/// taking them from rows measured minutes apart swung the ratio between 7× and 16×.
struct ScalingBenchmark {
    struct Result: Encodable {
        var format: String
        var smallViews: Int
        var largeViews: Int
        var smallMs: Double
        var largeMs: Double
        /// largeMs / smallMs: the target is at most 11.
        var ratio: Double
    }

    let small: ReferenceTree
    let large: ReferenceTree
    let rounds: Int

    func run() throws -> [Result] {
        let smallDocument = KeyedArchiver.archivedDocument(withRootObjects: [small.build()])
        let largeDocument = KeyedArchiver.archivedDocument(withRootObjects: [large.build()])
        return try ArchiveFormat.allCases.map { format in
            let smallData = smallDocument.data(format: format)
            let largeData = largeDocument.data(format: format)
            let times = try Measure.interleavedMedians(
                rounds: rounds,
                [
                    { try ArchiveBenchmark.load(smallData, format: format) },
                    { try ArchiveBenchmark.load(largeData, format: format) },
                ])
            return Result(
                format: format.rawValue, smallViews: small.viewCount, largeViews: large.viewCount,
                smallMs: times[0] * 1000, largeMs: times[1] * 1000, ratio: times[1] / times[0])
        }
    }
}
