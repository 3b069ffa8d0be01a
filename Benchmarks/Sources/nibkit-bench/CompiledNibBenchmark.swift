import Foundation
import NibKit

/// Issue 39's figure: reading a compiled nib into a document (`CompiledNibReader`) against
/// reading the `.xib` it was compiled from (`XcodeDocumentReader`), over the macOS pairs of the
/// shared corpus (`corpus/compiled/macos`, `X.nib` beside `X.xib`), in processor time (one
/// thread does all of it), µs per object and as a ratio, both measured in this run; and the
/// same over the reference tree, compiled once by `NibCompiler`.
///
/// Measured on 2026-11-28 (release, 5 rounds, 2 shared cores): the 79 corpus pairs .nib/.xib
/// 1.92× (22.3 against 20.6 µs/object); the reference tree's macOS form 3.29× (16.8 µs for
/// each of the nib's 60,103 objects: its cells and fonts are objects of their own), its iOS
/// form 2.55× (41.9 against 16.5 µs/object). Reading a nib is slower than reading its source:
/// the reader decodes the whole graph, then maps it onto the model key by key.
enum CompiledNibBenchmark {
    /// The macOS pairs' bytes: (source, compiled), by name; empty when the corpus is absent.
    static func pairs() -> [(source: Data, compiled: Data)] {
        let folder = XcodeBenchmark.bench.appendingPathComponent("corpus/compiled/macos")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xib") }.sorted()
        return names.compactMap { name in
            let compiled = folder.appendingPathComponent(String(name.dropLast(4)) + ".nib")
            guard let source = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let nib = try? Data(contentsOf: compiled)
            else { return nil }
            return (source, nib)
        }
    }

    /// The objects of a document: each object, however deep, once.
    static func objectCount(_ document: ArchiveDocument) -> Int {
        func count(_ value: ArchiveValue) -> Int {
            switch value {
            case .object(let object): 1 + object.entries.reduce(0) { $0 + count($1.value) }
            case .array(let items): items.reduce(0) { $0 + count($1) }
            case .dictionary(let pairs): pairs.reduce(0) { $0 + count($1.value) }
            case .value, .reference: 0
            }
        }
        return document.objects.reduce(0) { $0 + count(.object($1)) }
    }

    /// `--compiled N`: the corpus line and the reference tree's lines (N rounds each).
    static func run(rounds: Int) throws {
        let pairs = pairs().filter {
            (try? XcodeDocumentReader().read($0.source)) != nil && (try? CompiledNibReader().read($0.compiled)) != nil
        }
        if pairs.isEmpty {
            print("compiled vs source: skipped, no macOS pairs in ../shared/corpus/compiled/macos")
        } else {
            try line("compiled vs source, \(pairs.count) macOS corpus pairs", pairs, rounds: rounds)
        }
        try runReferenceTree(rounds: rounds)
    }

    /// The reference tree's lines: `gen_synth.py 100 100`'s macOS and iOS `.xib` (10,101
    /// views each), each compiled once by `NibCompiler` before any timing, then the nib read
    /// against the `.xib`. A source the compiler refuses, or a nib that does not read back,
    /// gets a line saying why instead.
    static func runReferenceTree(rounds: Int) throws {
        let names = ["ref_mac.xib", "ref_ios.xib"]
        let sources = try XcodeBenchmark.generatedFiles(containers: 100, names: names)
        for (platform, (name, source)) in zip(["macOS", "iOS"], zip(names, sources)) {
            let label = "compiled vs source, reference tree (\(platform), \(name))"
            let compiled: Data
            do {
                let output = try NibCompiler().compile(source, file: name)
                guard let nib = output.files.first(where: { $0.path.isEmpty }) else {
                    print("\(label): not measured; the compiler wrote no single nib")
                    continue
                }
                compiled = nib.data
                _ = try CompiledNibReader().read(compiled, file: "ref.nib")
            } catch {
                let reason = error.diagnostics.first.map(\.description) ?? "\(error)"
                print("\(label): not measured; \(reason)")
                continue
            }
            try line(label, [(source, compiled)], rounds: rounds)
        }
    }

    /// Times reading `pairs`' nibs against reading their sources, interleaved, and prints one line.
    private static func line(_ label: String, _ pairs: [(source: Data, compiled: Data)], rounds: Int) throws {
        var sourceObjects = 0
        var compiledObjects = 0
        for pair in pairs {
            sourceObjects += objectCount(try XcodeDocumentReader().read(pair.source))
            compiledObjects += objectCount(try CompiledNibReader().read(pair.compiled))
        }
        let times = try Measure.interleavedMediansWithCPU(
            rounds: rounds,
            [
                { try pairs.map { try XcodeDocumentReader().read($0.source) } as Any },
                { try pairs.map { try CompiledNibReader().read($0.compiled) } as Any },
            ])
        let (source, compiled) = (times[0].cpu * 1e6, times[1].cpu * 1e6)
        let digits = { (value: Double) in String(format: "%.2f", value) }
        print(
            "\(label): .xib \(digits(source / 1000)) ms CPU, "
                + "\(sourceObjects) objects, \(digits(source / Double(sourceObjects))) µs/object; "
                + ".nib \(digits(compiled / 1000)) ms CPU, \(compiledObjects) objects, "
                + "\(digits(compiled / Double(compiledObjects))) µs/object; .nib/.xib \(digits(compiled / source))×")
    }
}
