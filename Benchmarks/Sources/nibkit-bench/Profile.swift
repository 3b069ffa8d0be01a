import Foundation
import NibKit

/// `nibkit-bench --profile-decode N`: decodes one parsed 10k-view document N times, for a
/// profiler to attach to; prints nothing else.
enum ProfileDecode {
    static func run(times: Int) throws {
        let shape = ReferenceTree(containers: 100, labels: 100)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml)
        let document = try ArchiveDocument(data: data, format: .xml)
        let index = document.objectIndex()
        let clock = ContinuousClock()
        var kept: [Any] = []
        let elapsed = try clock.measure {
            for _ in 0..<times {
                kept.append(try KeyedUnarchiver(document: document, objectIndex: index).decodeTopLevelObjects())
            }
        }
        let freeing = clock.measure { kept.removeAll() }
        print("decode: \(elapsed / times) per document, freeing the trees: \(freeing / times) per tree")
    }

    /// `--profile-parse N`: parses the 10k-view XML N times.
    static func parse(times: Int, format: ArchiveFormat) throws {
        let shape = ReferenceTree(containers: 100, labels: 100)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: format)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { for _ in 0..<times { _ = try ArchiveDocument(data: data, format: format) } }
        var kept: [ArchiveDocument] = []
        let keeping = try clock.measure {
            for _ in 0..<times { kept.append(try ArchiveDocument(data: data, format: format)) }
        }
        let freeing = clock.measure { kept.removeAll() }
        print(
            "parse \(format): \(elapsed / times) per document; kept: \(keeping / times) to parse, \(freeing / times) to free"
        )
    }

    /// `--profile-instantiate N`: instantiates one cached 10k-view `Nib` N times, then builds
    /// the tree by hand N times, keeping the trees, and prints the time per tree to make it and
    /// to free it.
    static func instantiate(times: Int) throws {
        let shape = ReferenceTree(containers: 100, labels: 100)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml)
        let nib = try Nib(data: data, format: .xml)
        let clock = ContinuousClock()
        var kept: [Any] = []
        let instantiating = try clock.measure {
            for _ in 0..<times { kept.append(try nib.instantiate(withOwner: nil)) }
        }
        let freeingInstantiated = clock.measure { kept.removeAll() }
        let building = clock.measure { for _ in 0..<times { kept.append(shape.build()) } }
        let freeingBuilt = clock.measure { kept.removeAll() }
        print(
            "instantiate: \(instantiating / times) per tree, freeing it \(freeingInstantiated / times); "
                + "hand-built: \(building / times) per tree, freeing it \(freeingBuilt / times)")
    }

    /// `--profile-nib N`: makes a `Nib` from the 10k-view XML N times (reading and validating
    /// it, as `Nib(data:)` does before any instantiation).
    static func nib(times: Int) throws {
        let shape = ReferenceTree(containers: 100, labels: 100)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { for _ in 0..<times { _ = try Nib(data: data, format: .xml) } }
        print("nib: \(elapsed / times) per document")
    }

    /// `--profile-load N`: parses and decodes the 10k-view XML N times, as the benchmark's load does.
    static func load(times: Int, format: ArchiveFormat) throws {
        let shape = ReferenceTree(containers: 100, labels: 100)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: format)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for _ in 0..<times {
                try ArchiveBenchmark.load(data, format: format)
            }
        }
        print("load \(format): \(elapsed / times) per document")
    }

    /// `--profile-phases N`: loads the 10k-view file N times in each format and prints the
    /// median of each phase: reading the document, decoding it, freeing the document, freeing
    /// the tree. `NIBKIT_BENCH_CONTAINERS=1000` makes it the 100k-view file.
    static func phases(times: Int) throws {
        let containers = ProcessInfo.processInfo.environment["NIBKIT_BENCH_CONTAINERS"].flatMap { Int($0) } ?? 100
        let shape = ReferenceTree(containers: containers, labels: 100)
        let document = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()])
        let clock = ContinuousClock()
        func median(_ values: [Duration]) -> String {
            let sorted = values.sorted()
            let value = sorted[sorted.count / 2]
            return String(
                format: "%.2f ms", Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1e3)
        }
        for format in ArchiveFormat.allCases {
            let data = document.data(format: format)
            var read: [Duration] = [], decode: [Duration] = [], freeDocument: [Duration] = [], freeTree: [Duration] = []
            for _ in 0..<times {
                var parsed: ArchiveDocument? = nil
                var roots: [any Archivable] = []
                read.append(try clock.measure { parsed = try ArchiveDocument(data: data, format: format) })
                guard let loaded = parsed else { continue }
                decode.append(
                    try clock.measure { roots = try KeyedUnarchiver(document: loaded).decodeTopLevelObjects() })
                freeDocument.append(clock.measure { parsed = nil })
                freeTree.append(clock.measure { roots.removeAll() })
            }
            print(
                "\(format): read \(median(read)), decode \(median(decode)), free document \(median(freeDocument)), free tree \(median(freeTree))"
            )
        }
    }

    /// `--profile-scan N`: the bare libxml2 SAX scan of the 10k-view XML, N times.
    static func scan(times: Int) {
        let shape = ReferenceTree(containers: 100, labels: 100)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml)
        let clock = ContinuousClock()
        let elapsed = clock.measure { for _ in 0..<times { _ = XMLBaselineScan.elementCount(in: data) } }
        print("scan: \(elapsed / times) per document")
    }
}
