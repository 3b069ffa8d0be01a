import Foundation
import NibKit

/// Issue 3's figures: our load (parse + objects) and save per size and format, against the
/// bare libxml2 SAX scan of the same XML, Foundation's JSONDecoder on the same JSON and
/// NSKeyedUnarchiver on the same tree, all measured in this run.
struct ArchiveBenchmark {
    struct Row: Encodable {
        var views: Int
        var format: String
        var fileBytes: Int
        var loadMs: Double
        var loadMicrosPerView: Double
        /// Processor time of a load.
        var loadCPUMs: Double
        var saveMs: Double
        var baselineName: String
        var baselineMs: Double
        var loadOverBaseline: Double
        var keyedUnarchiverMs: Double?
        var loadOverKeyedUnarchiver: Double?
    }

    struct Memory: Codable {
        var views: Int
        var fileBytes: Int
        var liveTreeBytes: Int
        var peakBytes: Int
        /// peak / (live tree + file): the target is at most 2.
        var ratio: Double
        /// Whether /proc gave the figures (Linux); the ratio means nothing otherwise.
        var measured: Bool { liveTreeBytes > 0 && peakBytes > 0 }
    }

    let shape: ReferenceTree
    let rounds: Int
    /// How many times NSKeyedUnarchiver is timed, after a warm-up run unless it is once; 0
    /// leaves it out.
    let keyedUnarchiverRounds: Int

    /// Our load, as every benchmark and profile measures it: the file's bytes made into
    /// objects, as `KeyedUnarchiver(data:)` does.
    @discardableResult
    static func load(_ data: Data, format: ArchiveFormat) throws -> [any Archivable] {
        try KeyedUnarchiver(data: data, format: format).decodeTopLevelObjects()
    }

    func run() throws -> [Row] {
        let tree = shape.build()
        let document = KeyedArchiver.archivedDocument(withRootObjects: [tree])
        var keyedMs: Double?
        if keyedUnarchiverRounds > 0 {
            let keyedData = try KeyedNode.archive(KeyedNode.tree(shape))
            let unarchive = { try KeyedNode.unarchive(keyedData) as Any }
            keyedMs =
                try
                (keyedUnarchiverRounds == 1
                ? Measure.once(unarchive)
                : Measure.median(rounds: keyedUnarchiverRounds, unarchive)) * 1000
        }
        var rows: [Row] = []
        for format in [ArchiveFormat.xml, .json] {
            let data = document.data(format: format)
            // A load that read something else would be timed all the same: check it once first.
            guard try ArchiveDocument(data: data, format: format).objects == document.objects else {
                throw MismatchError(
                    description: "the \(shape.viewCount)-view \(format) file does not read back as written")
            }
            let baselineName = format == .xml ? "libxml2 SAX scan" : "JSONDecoder (structs)"
            let bodies: [() throws -> Any] = [
                { try Self.load(data, format: format) },
                { KeyedArchiver.archivedDocument(withRootObjects: [tree]).data(format: format) },
                { format == .xml ? XMLBaselineScan.elementCount(in: data) as Any : try PlainJSON.decode(data) },
            ]
            let times = try Measure.interleavedMediansWithCPU(rounds: rounds, bodies)
            let (load, save, baseline) = (times[0].wall * 1000, times[1].wall * 1000, times[2].wall * 1000)
            rows.append(
                Row(
                    views: shape.viewCount, format: format.rawValue, fileBytes: data.count, loadMs: load,
                    loadMicrosPerView: load * 1000 / Double(shape.viewCount), loadCPUMs: times[0].cpu * 1000,
                    saveMs: save, baselineName: baselineName,
                    baselineMs: baseline, loadOverBaseline: load / baseline, keyedUnarchiverMs: keyedMs,
                    loadOverKeyedUnarchiver: keyedMs.map { load / $0 }))
        }
        return rows
    }

    /// Peak memory while reading the XML file and loading it, against the live tree it leaves
    /// plus the file's size. The file is written first and everything used to make it freed,
    /// so the peak counts only reading and loading.
    func measureMemory() throws -> Memory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-bench-\(shape.viewCount).xml")
        try KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        Measure.returnFreedMemory()
        let before = Measure.residentBytes
        Measure.resetPeak()
        var data: Data? = try Data(contentsOf: url)
        let fileBytes = data?.count ?? 0
        let roots = try Self.load(data ?? Data(), format: .xml)
        data = nil
        // Freed memory (the document, the file) stays mapped until trimmed; without this the
        // "live tree" would count it, and flatter the ratio.
        Measure.returnFreedMemory()
        let live = max(Measure.residentBytes - before, 0)
        let peak = max(Measure.peakBytes - before, 0)
        withExtendedLifetime(roots) {}
        return Memory(
            views: shape.viewCount, fileBytes: fileBytes, liveTreeBytes: live, peakBytes: peak,
            ratio: Double(peak) / Double(live + fileBytes))
    }
}

/// A benchmark input that does not read back as it was written.
struct MismatchError: Error, CustomStringConvertible {
    let description: String
}
