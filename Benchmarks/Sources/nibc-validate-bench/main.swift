// nibc-validate-bench: files per second of `nibc validate` over a folder of generated
// archives (or the folder `--folder` names, such as ../shared/corpus/xcode), with --jobs 1
// and --jobs 2, measured side by side in one run: the whole process, start-up included.
//
//   swift build -c release                      # in the repository root: builds nibc
//   swift run -c release nibc-validate-bench [--files 300] [--views 120] [--rounds 5] [--nibc PATH]
//   swift run -c release nibc-validate-bench --folder ../../shared/corpus/xcode
//
// Each file is a canonical XML archive: a root view with containers of labels and buttons,
// constraints between siblings, restoration identifiers and connections, so every check runs.
import Foundation
import NibKit

struct Options {
    var files = 300
    var views = 120
    var rounds = 5
    var nibc: String?
    var folder: String?

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--files": files = iterator.next().flatMap(Int.init) ?? files
            case "--views": views = iterator.next().flatMap(Int.init) ?? views
            case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
            case "--nibc": nibc = iterator.next()
            case "--folder": folder = iterator.next()
            case "--help", "-h":
                print(
                    "USAGE: nibc-validate-bench [--files 300] [--views 120] [--rounds 5] [--nibc PATH] [--folder PATH]")
                print("Files per second of `nibc validate` with --jobs 1 and --jobs 2; build nibc first")
                print("(swift build -c release in the repository's root).")
                exit(0)
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

/// One generated archive of about `views` views.
func document(number: Int, views: Int) -> ArchiveDocument {
    var nextID = 0
    func id() -> String { nextID += 1; return "o\(nextID)" }
    let rootID = id()
    var containers: [ArchiveValue] = []
    var connections: [ArchiveConnection] = []
    let perContainer = 10
    for container in 0..<max(1, views / (perContainer + 1)) {
        let containerID = id()
        var children: [ArchiveValue] = []
        var constraints: [ArchiveValue] = []
        var previous: String?
        for index in 0..<perContainer {
            let childID = id()
            let isButton = index % 3 == 0
            var entries = [
                ArchiveEntry(
                    key: "frame", value: .value(.rect(CGRect(x: 16, y: CGFloat(index * 24), width: 300, height: 21)))),
                ArchiveEntry(key: "restorationIdentifier", value: .value(.string("item\(index)"))),
                ArchiveEntry(key: "tag", value: .value(.integer(index))),
            ]
            if !isButton {
                entries.append(ArchiveEntry(key: "text", value: .value(.string("Label \(container).\(index)"))))
            }
            children.append(
                .object(ArchiveObject(className: isButton ? "Button" : "Label", id: childID, entries: entries)))
            if let previous {
                constraints.append(
                    .object(
                        ArchiveObject(
                            className: "LayoutConstraint", id: id(),
                            entries: [
                                ArchiveEntry(key: "firstItem", value: .reference(childID)),
                                ArchiveEntry(key: "firstAttribute", value: .value(.string("top"))),
                                ArchiveEntry(key: "secondItem", value: .reference(previous)),
                                ArchiveEntry(key: "secondAttribute", value: .value(.string("bottom"))),
                                ArchiveEntry(key: "constant", value: .value(.real(3))),
                            ])))
            }
            if isButton {
                connections.append(
                    ArchiveConnection(
                        kind: .action, source: childID, destination: "owner", name: "tapped:",
                        event: "touchUpInside"))
            }
            previous = childID
        }
        containers.append(
            .object(
                ArchiveObject(
                    className: "View", id: containerID,
                    entries: [
                        ArchiveEntry(
                            key: "frame",
                            value: .value(.rect(CGRect(x: 0, y: CGFloat(container * 240), width: 414, height: 240)))),
                        ArchiveEntry(key: "restorationIdentifier", value: .value(.string("section\(container)"))),
                        ArchiveEntry(key: "subviews", value: .array(children)),
                        ArchiveEntry(key: "constraints", value: .array(constraints)),
                    ])))
    }
    connections.insert(ArchiveConnection(kind: .outlet, source: "owner", destination: rootID, name: "view"), at: 0)
    let root = ArchiveObject(
        className: "View", id: rootID,
        entries: [
            ArchiveEntry(key: "frame", value: .value(.rect(CGRect(x: 0, y: 0, width: 414, height: 896)))),
            ArchiveEntry(key: "restorationIdentifier", value: .value(.string("screen\(number)"))),
            ArchiveEntry(key: "subviews", value: .array(containers)),
        ])
    return ArchiveDocument(
        placeholders: [ArchivePlaceholder(id: "owner", kind: .owner)], objects: [root], connections: connections)
}

func locateNibc(_ given: String?) -> String {
    if let given { return given }
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    for configuration in ["release", "debug"] {
        let candidate = root.appendingPathComponent(".build/\(configuration)/nibc").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    FileHandle.standardError.write(
        Data("nibc not found: run `swift build -c release` in the repository root, or pass --nibc PATH\n".utf8))
    exit(2)
}

/// Seconds one `nibc validate --jobs N folder` takes; exits when nibc does not report success.
func time(_ nibc: String, jobs: Int, folder: String) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: nibc)
    process.arguments = ["validate", "--jobs", String(jobs), folder]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    do { try process.run() } catch {
        FileHandle.standardError.write(Data("cannot run \(nibc): \(error)\n".utf8))
        exit(2)
    }
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(
            Data("nibc validate exited \(process.terminationStatus) on \(folder)\n".utf8))
        exit(1)
    }
    let parts = elapsed.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

let options = Options(CommandLine.arguments)
let nibc = locateNibc(options.nibc)
let generated = FileManager.default.temporaryDirectory.appendingPathComponent(
    "nibc-validate-bench-\(ProcessInfo.processInfo.processIdentifier)")
let folder = options.folder.map { URL(fileURLWithPath: $0) } ?? generated
var fileCount = options.files
if options.folder == nil {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var bytes = 0
    for number in 0..<options.files {
        let data = document(number: number, views: options.views).data(format: number % 4 == 3 ? .json : .xml)
        bytes += data.count
        try data.write(
            to: folder.appendingPathComponent(
                String(format: "screen%04d.%@", number, number % 4 == 3 ? "json" : "xml")))
    }
    print(
        "nibc validate: \(options.files) files (\(bytes / options.files / 1024) KiB each, ~\(options.views) views), "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(options.rounds) rounds, \(nibc)")
} else {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let extensions: Set<String> = ["xml", "json", "xib", "storyboard"]
    fileCount = names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.count
    print(
        "nibc validate: \(fileCount) files of \(folder.path), "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(options.rounds) rounds, \(nibc)")
}
defer { try? FileManager.default.removeItem(at: generated) }
_ = time(nibc, jobs: 2, folder: folder.path)  // warm the file cache
var medians: [Int: Double] = [:]
for jobs in [1, 2] {
    var samples: [Double] = []
    for _ in 0..<options.rounds { samples.append(time(nibc, jobs: jobs, folder: folder.path)) }
    samples.sort()
    medians[jobs] = samples[samples.count / 2]
}
for jobs in [1, 2] {
    let seconds = medians[jobs] ?? 0
    print(String(format: "  --jobs %d: %7.3f s  %8.1f files/s", jobs, seconds, Double(fileCount) / seconds))
}
if let one = medians[1], let two = medians[2] {
    print(String(format: "  speed-up --jobs 2 / --jobs 1: %.2fx", one / two))
}
