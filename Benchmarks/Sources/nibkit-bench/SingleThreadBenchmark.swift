import Foundation
import NibKit

/// Issue 24's figures: single-thread processor time of a load (bytes to objects, one thread)
/// per format at 100, 1k and 10k views, as a ratio to the bare libxml2 SAX scan of the same
/// tree's XML measured in the same run.
enum SingleThreadBenchmark {
    static func run(rounds: Int) throws {
        print("views   format  file MB   load CPU ms  scan CPU ms  load/scan")
        let shapes = [
            ReferenceTree(containers: 1, labels: 98), ReferenceTree(containers: 10, labels: 99),
            ReferenceTree(containers: 100, labels: 100),
        ]
        for shape in shapes {
            let document = KeyedArchiver.archivedDocument(withRootObjects: [shape.build()])
            let xml = document.data(format: .xml)
            let json = document.data(format: .json)
            let times = try Measure.interleavedMediansWithCPU(
                rounds: rounds,
                [
                    { XMLBaselineScan.elementCount(in: xml) as Any },
                    { try loadOnOneThread(xml, format: .xml) },
                    { try loadOnOneThread(json, format: .json) },
                ])
            let scan = times[0].cpu * 1000
            for (index, (format, data)) in [("xml", xml), ("json", json)].enumerated() {
                let load = times[index + 1].cpu * 1000
                print(
                    [
                        String(shape.viewCount), format, String(format: "%.2f", Double(data.count) / 1e6),
                        String(format: "%.3f", load), String(format: "%.3f", scan),
                        String(format: "%.2f×", load / scan),
                    ]
                    .enumerated().map { $1.padding(toLength: [8, 8, 10, 13, 13, 10][$0], withPad: " ", startingAt: 0) }
                    .joined())
            }
        }
    }
}

/// A load as issue 24 measures it: the document read whole, then decoded, on this thread.
func loadOnOneThread(_ data: Data, format: ArchiveFormat) throws -> [any Archivable] {
    try KeyedUnarchiver(document: ArchiveDocument(data: data, format: format)).decodeTopLevelObjects()
}
