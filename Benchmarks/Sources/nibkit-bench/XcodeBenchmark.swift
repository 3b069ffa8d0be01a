import Foundation
import NibKit

/// Issue 25's figures: the processor time of a full load of an Xcode file (`Nib(data:)` then
/// `instantiate`, unknown classes falling back to their base) in µs per view and as a ratio to
/// the libxml2 SAX scan of the same bytes, on the reference `.xib` of `../shared/bench/`
/// (`gen_synth.py 100 100`) and on the corpus of real files as a whole.
enum XcodeBenchmark {
    static let bench = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared")

    /// The reference `.xib`: the file `NIBKIT_BENCH_XIB` names (a profiler such as valgrind
    /// cannot start the generator), else a fresh one from `gen_synth.py 100 100`.
    static func referenceXib() throws -> Data {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_BENCH_XIB"] {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return try generatedXib(containers: 100)
    }

    /// A fresh `.xib` from `gen_synth.py C 100`: `containers` containers of 100 labels each.
    static func generatedXib(containers: Int) throws -> Data {
        try generatedFiles(containers: containers, names: ["ref_ios.xib"])[0]
    }

    /// Files `gen_synth.py C 100` writes (`ref_ios.xib`, `ref_mac.xib`, ...), by name, from one run.
    static func generatedFiles(containers: Int, names: [String]) throws -> [Data] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-xcode-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", bench.appendingPathComponent("bench/gen_synth.py").path, "\(containers)", "100",
            folder.appendingPathComponent("ref").path,
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        return try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    }

    static func load(_ data: Data) throws -> [AnyObject] {
        try Nib(data: data, format: .xml).instantiate(
            withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
    }

    /// `--profile-xcode N`: loads and instantiates the reference `.xib` N times.
    static func profile(times: Int) throws {
        let reference = try referenceXib()
        for _ in 0..<times { _ = try load(reference) }
    }

    /// `--profile-xcode-corpus N`: loads and instantiates every loadable file of the corpus
    /// folder N times (the per-file costs the reference `.xib` hides).
    static func profileCorpus(times: Int) throws {
        let files = corpusFiles().filter { (try? load($0)) != nil }
        for _ in 0..<times {
            for data in files { _ = try load(data) }
        }
    }

    /// The bytes of every `.xib` and `.storyboard` of the corpus folder, by name.
    static func corpusFiles() -> [Data] {
        let corpus = bench.appendingPathComponent("corpus/xcode")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        return names.compactMap { try? Data(contentsOf: corpus.appendingPathComponent($0)) }
    }

    static func run(rounds: Int) throws {
        let reference = try referenceXib()
        let views = 10_101
        let times = try Measure.interleavedMediansWithCPU(
            rounds: rounds,
            [
                { XMLBaselineScan.elementCount(in: reference) as Any },
                { try load(reference) },
            ])
        let (scan, full) = (times[0].cpu * 1000, times[1].cpu * 1000)
        print(
            "reference .xib (\(views) views, \(reference.count / 1000) KB): load \(String(format: "%.2f", full)) ms CPU, "
                + "\(String(format: "%.2f", full * 1000 / Double(views))) µs/view, scan \(String(format: "%.2f", scan)) ms, "
                + "load/scan \(String(format: "%.2f", full / scan))×")
        try printGrowth(large: reference, rounds: rounds)
        let files = corpusFiles()
        var loadable: [Data] = []
        for data in files where (try? load(data)) != nil { loadable.append(data) }
        let corpusTimes = try Measure.interleavedMediansWithCPU(
            rounds: max(rounds / 2, 3),
            [
                { files.map { XMLBaselineScan.elementCount(in: $0) } as Any },
                { try loadable.map { try load($0) } as Any },
                { files.map { try? Nib(data: $0, format: .xml) } as Any },
            ])
        let scanAll = corpusTimes[0].cpu * 1000
        let scanLoadable =
            try Measure.interleavedMediansWithCPU(
                rounds: 3,
                [
                    { loadable.map { XMLBaselineScan.elementCount(in: $0) } as Any }
                ])[0].cpu * 1000
        print(
            "corpus: \(files.count) files, \(loadable.count) load and instantiate with their classes falling back; "
                + "those: load \(String(format: "%.2f", corpusTimes[1].cpu * 1000)) ms, scan \(String(format: "%.2f", scanLoadable)) ms, "
                + "load/scan \(String(format: "%.2f", corpusTimes[1].cpu * 1000 / scanLoadable))×; "
                + "Nib(data:) of all \(files.count): \(String(format: "%.2f", corpusTimes[2].cpu * 1000)) ms, "
                + "scan of all \(String(format: "%.2f", scanAll)) ms")
    }

    /// Issue 35's figure: how `Nib(data:)` and the libxml2 scan grow from the 1,011-view file
    /// (`gen_synth.py 10 100`) to the reference one, ten times the views. Work in proportion to
    /// the file gives 10×; the scan shows what the memory of a larger input alone adds.
    static func printGrowth(large: Data, rounds: Int) throws {
        let small = try generatedXib(containers: 10)
        let times = try Measure.interleavedMediansWithCPU(
            rounds: rounds,
            [
                { XMLBaselineScan.elementCount(in: small) as Any },
                { XMLBaselineScan.elementCount(in: large) as Any },
                { try Nib(data: small, format: .xml) },
                { try Nib(data: large, format: .xml) },
            ])
        let scan = times[1].cpu / times[0].cpu
        let nib = times[3].cpu / times[2].cpu
        print(
            "growth, 1,011 -> 10,101 views (10×): Nib(data:) \(String(format: "%.1f", nib))× "
                + "(\(String(format: "%.2f", times[2].cpu * 1e6 / 1011)) -> \(String(format: "%.2f", times[3].cpu * 1e6 / 10101)) µs/view), "
                + "libxml2 scan \(String(format: "%.1f", scan))×")
    }
}
