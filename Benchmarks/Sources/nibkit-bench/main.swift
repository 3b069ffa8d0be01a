import Foundation

// nibkit-bench [--json] [--quick]
// Prints, for 1k, 10k and 100k views: our load and save per format with ratios against
// baselines measured in the same run, peak memory at 100k, and cached instantiation against a
// hand-built tree at 10k; and the first load in a fresh process against later ones. Build it
// in release: `swift run -c release nibkit-bench`.

struct Report: Encodable {
    var archive: [ArchiveBenchmark.Row] = []
    var memory: ArchiveBenchmark.Memory?
    var instantiate: InstantiateBenchmark.Result?
    var scaling: [ScalingBenchmark.Result] = []
    var firstLoad: FirstLoadBenchmark.Result?
    var targets: [String: Bool] = [:]
}

Usage.handleHelp(CommandLine.arguments)
let arguments = Set(CommandLine.arguments.dropFirst())
let asJSON = arguments.contains("--json")
let quick = arguments.contains("--quick")
let shapes: [(ReferenceTree, Int)] =
    quick
    ? [(ReferenceTree(containers: 10, labels: 99), 5), (ReferenceTree(containers: 100, labels: 100), 3)]
    : [
        (ReferenceTree(containers: 10, labels: 99), 21), (ReferenceTree(containers: 100, labels: 100), 9),
        (ReferenceTree(containers: 1000, labels: 100), 3),
    ]

func log(_ text: String) {
    if !asJSON { print(text) }
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

// `--profile-<what> N`: one piece of the work, N times, for a profiler to attach to.
let profiles: [(flag: String, run: (Int) throws -> Void)] = [
    ("--profile-decode", { try ProfileDecode.run(times: $0) }),
    ("--profile-instantiate", { try ProfileDecode.instantiate(times: $0) }),
    (
        "--profile-load",
        { times in
            try ProfileDecode.load(times: times, format: .xml)
            try ProfileDecode.load(times: times, format: .json)
        }
    ),
    ("--profile-load-xml", { try ProfileDecode.load(times: $0, format: .xml) }),
    ("--profile-load-json", { try ProfileDecode.load(times: $0, format: .json) }),
    ("--profile-nib", { try ProfileDecode.nib(times: $0) }),
    (
        "--profile-parse",
        { times in
            try ProfileDecode.parse(times: times, format: .xml)
            try ProfileDecode.parse(times: times, format: .json)
        }
    ),
    ("--profile-phases", { try ProfileDecode.phases(times: $0) }),
    ("--profile-scan", { ProfileDecode.scan(times: $0) }),
    ("--single-thread", { try SingleThreadBenchmark.run(rounds: $0) }),
    ("--xcode", { try XcodeBenchmark.run(rounds: $0) }),
    ("--render", { try RenderBenchmark.run(rounds: $0) }),
    ("--compiled", { try CompiledNibBenchmark.run(rounds: $0) }),
    ("--compile", { try CompileBenchmark.run(rounds: $0) }),
    ("--profile-xcode", { try XcodeBenchmark.profile(times: $0) }),
    ("--profile-xcode-corpus", { try XcodeBenchmark.profileCorpus(times: $0) }),
]
for profile in profiles {
    guard let index = CommandLine.arguments.firstIndex(of: profile.flag) else { continue }
    let times = CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) } ?? 20
    do { try profile.run(times) } catch { print(error) }
    exit(0)
}

// A fresh process measures memory: in this one, memory freed by earlier runs stays mapped and
// hides what loading costs.
if CommandLine.arguments.contains("--memory-child") {
    ChildProcess.serve {
        try ArchiveBenchmark(shape: ReferenceTree(containers: 1000, labels: 100), rounds: 1, keyedUnarchiverRounds: 0)
            .measureMemory()
    }
}
if let index = CommandLine.arguments.firstIndex(of: FirstLoadBenchmark.childFlag) {
    ChildProcess.serve { try FirstLoadBenchmark.measure(path: CommandLine.arguments.dropFirst(index + 1).first ?? "") }
}

do {
    var report = Report()
    let instantiate = try InstantiateBenchmark(
        shape: ReferenceTree(containers: 100, labels: 100), rounds: quick ? 5 : 31
    ).run()
    report.instantiate = instantiate
    report.targets["cached instantiate ≤ 3× hand-built at 10k"] = instantiate.cachedOverHandBuilt <= 3
    log(
        "instantiate at \(instantiate.views) views: hand-built \(format(instantiate.handBuiltMs)) ms, cached Nib "
            + "\(format(instantiate.cachedInstantiateMs)) ms (\(format(instantiate.cachedOverHandBuilt))×), parse + instantiate "
            + "\(format(instantiate.parseAndInstantiateMs)) ms (\(format(instantiate.parseAndInstantiateOverHandBuilt))×)"
    )
    log(
        "views   format  file MB   load ms  µs/view  CPU ms    save ms   baseline                 base ms  load/base  NSKeyedUnarchiver ms  load/NSKeyed"
    )
    for (shape, rounds) in shapes {
        // NSKeyedUnarchiver takes seconds at 100k views (about 5 s here, and 12 s to archive the
        // tree first): timed once there, without a warm-up that would double it.
        let keyedRounds = shape.viewCount <= 20_000 ? rounds : 1
        let rows = try ArchiveBenchmark(shape: shape, rounds: rounds, keyedUnarchiverRounds: keyedRounds).run()
        for row in rows {
            report.archive.append(row)
            func column(_ text: String, _ width: Int) -> String {
                text.padding(toLength: width, withPad: " ", startingAt: 0)
            }
            let sizes: [String] = [
                column(String(row.views), 8), column(row.format, 8), column(format(Double(row.fileBytes) / 1e6), 10),
            ]
            let loads: [String] = [
                column(format(row.loadMs), 9), column(format(row.loadMicrosPerView), 9),
                column(format(row.loadCPUMs), 10),
            ]
            let others: [String] = [
                column(format(row.saveMs), 10), column(row.baselineName, 25), column(format(row.baselineMs), 9),
                column(format(row.loadOverBaseline) + "×", 11),
                column(row.keyedUnarchiverMs.map { format($0) } ?? "n/a", 22),
                row.loadOverKeyedUnarchiver.map { format($0) + "×" } ?? "n/a",
            ]
            log((sizes + loads + others).joined())
        }
    }
    func load(_ views: Int, _ format: String) -> ArchiveBenchmark.Row? {
        report.archive.first { $0.views == views && $0.format == format }
    }
    let tenK = 10_101
    for format in ["xml", "json"] {
        if let row = load(tenK, format) {
            report.targets["\(format) load ≤ 3.0 µs/view at 10k"] = row.loadMicrosPerView <= 3.0
        }
    }
    if !quick {
        report.scaling = try ScalingBenchmark(
            small: ReferenceTree(containers: 100, labels: 100),
            large: ReferenceTree(containers: 1000, labels: 100), rounds: 5
        ).run()
        for result in report.scaling {
            report.targets["\(result.format) load 100k/10k ≤ 11×"] = result.ratio <= 11
            log(
                "\(result.format): load 100k/10k = \(String(format: "%.2f", result.ratio))× (\(format(result.largeMs)) ms / "
                    + "\(format(result.smallMs)) ms, loaded in turn)")
        }
    }
    if let row = load(tenK, "xml") { report.targets["xml load ≤ 2.5× SAX scan at 10k"] = row.loadOverBaseline <= 2.5 }

    if !quick {
        let memory = try JSONDecoder().decode(
            ArchiveBenchmark.Memory.self, from: ChildProcess.output(arguments: ["--memory-child"]))
        report.memory = memory
        report.targets["peak memory at 100k ≤ 2× (live tree + file)"] = memory.measured && memory.ratio <= 2
        log(
            "memory at \(memory.views) views (fresh process): file \(format(Double(memory.fileBytes) / 1e6)) MB, live tree "
                + "\(format(Double(memory.liveTreeBytes) / 1e6)) MB, peak while reading and loading "
                + "\(format(Double(memory.peakBytes) / 1e6)) MB, peak / (tree + file) = \(format(memory.ratio))×")
    }

    // A small file, so that the difference is the loader's own setup rather than memory the
    // process touches for the first time.
    let firstLoad = try FirstLoadBenchmark(shape: ReferenceTree(containers: 1, labels: 10)).run()
    report.firstLoad = firstLoad
    log(
        "first load in a fresh process at \(firstLoad.views) views: \(format(firstLoad.firstMs)) ms, later loads "
            + "\(format(firstLoad.laterMs)) ms: setup \(format(firstLoad.setupMs)) ms once")

    for (name, met) in report.targets.sorted(by: { $0.key < $1.key }) { log("\(met ? "met " : "MISS") \(name)") }
    if asJSON {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
} catch {
    FileHandle.standardError.write(Data("nibkit-bench: \(error)\n".utf8))
    exit(1)
}
