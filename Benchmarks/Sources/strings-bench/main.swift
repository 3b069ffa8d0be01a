// strings-bench: the cost of exporting the strings table of every file of a folder of Xcode
// files (../shared/corpus/xcode by default) against validating them, measured side by side in
// one run, rounds interleaved, CPU time of this thread. The goal (issue 37): export costs no
// more than 1.5x validation.
//
//   swift run -c release strings-bench [--folder ../../shared/corpus/xcode] [--rounds 5]
//
// Measured (2026-11-28, 2 shared cores, 80 files of the corpus, median of 5 rounds):
// validate 325.8 ms, export 82.1 ms: 0.25x.
import Foundation
import NibKit

var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../../shared/corpus/xcode"
).standardized.path
var rounds = 5
var iterator = CommandLine.arguments.dropFirst().makeIterator()
while let argument = iterator.next() {
    switch argument {
    case "--folder": folder = iterator.next() ?? folder
    case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
    default:
        print("USAGE: strings-bench [--folder PATH] [--rounds 5]")
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}

let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
    $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")
}.sorted()
let files = names.compactMap { name -> (String, Data)? in
    let path = (folder as NSString).appendingPathComponent(name)
    return FileManager.default.contents(atPath: path).map { (path, $0) }
}
guard !files.isEmpty else {
    print("no .xib or .storyboard files in \(folder)")
    exit(2)
}

/// CPU time of the calling thread, in seconds.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let validator = ArchiveValidator()
let reader = XcodeDocumentReader()
var validateTimes: [Double] = []
var exportTimes: [Double] = []
var sink = 0
for _ in 0..<rounds {
    var start = threadCPUTime()
    for (path, data) in files {
        sink &+= validator.validate(data: data, format: .xml, file: path).diagnostics.count
    }
    validateTimes.append(threadCPUTime() - start)
    start = threadCPUTime()
    for (path, data) in files {
        // What `nibc strings export` does for a file: the table, then its bytes.
        sink &+= (try? reader.stringsTable(data, file: path).data(encoding: .utf16).count) ?? 0
    }
    exportTimes.append(threadCPUTime() - start)
}
let validate = validateTimes.sorted()[rounds / 2], export = exportTimes.sorted()[rounds / 2]
print("\(files.count) files, median of \(rounds) rounds (thread CPU time)")
print(String(format: "validate: %.1f ms", validate * 1000))
print(String(format: "export:   %.1f ms  (%.2fx validate; goal <= 1.5x)", export * 1000, export / validate))
if sink == 42 { print("") }
