import Foundation
import LayoutEngine

// layout-bench [--views 10000] [--fit-views 400] [--rounds 5] [--edits 2000] [--python /usr/bin/python3|none]
//
// LayoutEngine against kiwisolver (the C++ kiwi behind Python) on the same constraints in the
// same run: a tree of nested stacks and pinned labels (see StackTree), at 1/10 of the views
// and at the full count with stacks that share their height among their children, and at
// --fit-views and twice that with stacks as high as their content (quadratic for both
// solvers: see StackTree). Prints, as single-thread CPU time:
//   - building the system and solving it once (all adds, one edit variable, reading every value);
//   - re-solving after one change: a suggested value for an edit variable, and (ours only)
//     a changed constant of a required constraint, one that moves every view below it and one
//     that resizes a single label;
//   - ratios: ours/kiwi, and 10x the views against 1x.
// Targets (issue "Auto Layout: solve constraints into frames"): first solve within 2x kiwi,
// one changed constant re-solved in under 50 µs, 10x the variables at most 12x the time.
// Build and run in release: `swift run -c release layout-bench`.

struct Options {
    var views = 10_000
    var rounds = 5
    var edits = 2000
    var python = "/usr/bin/python3"
    var fitViews = 400

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--views": views = iterator.next().flatMap(Int.init) ?? views
            case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
            case "--edits": edits = iterator.next().flatMap(Int.init) ?? edits
            case "--python": python = iterator.next() ?? python
            case "--fit-views": fitViews = iterator.next().flatMap(Int.init) ?? fitViews
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

let options = Options(CommandLine.arguments)
let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/kiwi_bench.py").path

var results: [LayoutBenchmark.Result] = []
let runs: [(Int, StackTree.Sizing)] = [
    (options.fitViews, .fitContent), (2 * options.fitViews, .fitContent),
    (options.views / 10, .fillEqually), (options.views, .fillEqually),
]
for (views, sizing) in runs {
    let tree = StackTree(views: views, sizing: sizing)
    let ours = LayoutBenchmark.run(tree, rounds: options.rounds, edits: options.edits)
    // `--python none` skips kiwi (for profiling our side alone).
    let kiwi =
        options.python == "none"
        ? KiwiRunner.Result.skipped
        : try KiwiRunner.run(tree, python: options.python, script: script, rounds: options.rounds, edits: options.edits)
    results.append(LayoutBenchmark.Result(views: views, sizing: sizing, ours: ours, kiwi: kiwi))
}

func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }
func us(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }

for result in results {
    let ours = result.ours
    let kiwi = result.kiwi
    print(
        "\(result.views) views (\(result.sizing.rawValue)), \(ours.constraints) constraints, \(ours.variables) variables"
    )
    print(
        "  build + first solve   ours \(ms(ours.build))   kiwi \(ms(kiwi.build)) (loop overhead \(ms(kiwi.loopOverhead)) subtracted)   ours/kiwi \(String(format: "%.3f", ours.build / kiwi.build))"
    )
    print(
        "  suggest (edit var)    ours \(us(ours.suggest)) (\(ours.suggestRows) values change)   kiwi \(us(kiwi.suggest))"
            + "   kiwi + updateVariables \(us(kiwi.suggestAndUpdate))")
    print(
        "  solved form           \(ours.terms) terms, \(ours.cellOperations) read or written to build it"
            + String(
                format: ", %.1f ns per term read or written", ours.build / Double(max(1, ours.cellOperations)) * 1e9))
    print("  set constant, cascade ours \(us(ours.cascadingConstant)) (\(ours.cascadeRows) values change)")
    print("  set constant, global  ours \(us(ours.globalConstant)) (\(ours.globalRows) values change)")
    print("  set constant, local   ours \(us(ours.localConstant))")
    print(
        "  check: edited height ours \(ours.editedValue) kiwi \(kiwi.check.editedValue); largest difference in values \(ours.largestDifference(kiwi: kiwi))"
    )
}
for (small, large) in [(results[0], results[1]), (results[2], results[3])] {
    let factor = large.views / small.views
    print(
        "\(small.sizing.rawValue), \(factor)x the views: ours \(String(format: "%.2f", large.ours.build / small.ours.build))x the time, kiwi \(String(format: "%.2f", large.kiwi.build / small.kiwi.build))x"
    )
    // The time follows the size of the solved form, which any Cassowary solver must build (a
    // term per required equality a value depends on): where the tree deepens with its size,
    // that grows faster than the views.
    print(
        String(
            format: "  solved form %.2fx the terms, %.2fx the terms read or written",
            Double(large.ours.terms) / Double(max(1, small.ours.terms)),
            Double(large.ours.cellOperations) / Double(max(1, small.ours.cellOperations))))
}
do {
    let small = results[2]
    let large = results[3]
    print(
        "targets: first solve within 2x kiwi: \(large.ours.build <= 2 * large.kiwi.build); suggested value under 50 µs: \(large.ours.suggest < 50e-6); cascading constant under 50 µs: \(large.ours.cascadingConstant < 50e-6); local constant under 50 µs: \(large.ours.localConstant < 50e-6); 10x views within 12x time: \(large.ours.build / small.ours.build <= 12)"
    )
}
