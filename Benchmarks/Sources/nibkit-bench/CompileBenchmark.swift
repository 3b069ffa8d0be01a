import Foundation
import NibKit

/// Issue 40's figure: compiling interface files (`NibCompiler`) against validating them
/// (`ArchiveValidator`, what `nibc validate` runs), in processor time on one thread, both
/// measured in this run. Two lines: the files the compiler accepts (the corpus's macOS pairs'
/// sources it compiles), and the whole shared Xcode corpus, where a file the compiler refuses
/// costs what reading it up to the refused element costs.
enum CompileBenchmark {
    /// `--compile N`: both lines (N rounds each).
    static func run(rounds: Int) throws {
        let sources = CompiledNibBenchmark.pairs().map(\.source)
        let accepted = sources.filter { (try? NibCompiler().compile($0)) != nil }
        let corpus = XcodeBenchmark.corpusFiles() + sources
        guard !accepted.isEmpty else {
            print("compile vs validate: skipped, no file the compiler accepts in ../shared/corpus/compiled/macos")
            return
        }
        try line("compile vs validate, the \(accepted.count) macOS pair sources it compiles", accepted, rounds)
        let refused = corpus.count - corpus.filter { (try? NibCompiler().compile($0)) != nil }.count
        try line("compile vs validate, the whole corpus (\(corpus.count) files, \(refused) refused)", corpus, rounds)
    }

    private static func line(_ label: String, _ files: [Data], _ rounds: Int) throws {
        let times = try Measure.interleavedMediansWithCPU(
            rounds: rounds,
            [
                { files.map { try? NibCompiler().compile($0) } as Any },
                { files.map { ArchiveValidator().validate(data: $0) } as Any },
            ])
        let (compile, validate) = (times[0].cpu * 1e3, times[1].cpu * 1e3)
        let digits = { (value: Double) in String(format: "%.2f", value) }
        print(
            "\(label): compile \(digits(compile)) ms CPU, validate \(digits(validate)) ms CPU, "
                + "compile/validate \(digits(compile / validate))× (target: at most 2×)")
    }
}
