import Foundation
import NibKit

/// The first load in a process against the loads after it: what an app pays once, at launch,
/// for the loader's own setup (the class registry and the name tables it builds on first use).
///
/// Measured in a fresh process on a file the parent wrote, so that nothing the parent did to
/// make the file (archiving warms the same names) is already done in the child.
struct FirstLoadBenchmark {
    struct Result: Codable {
        var views: Int
        /// `Nib(contentsOf:)` and `instantiate(withOwner:)`, the first time in the process.
        var firstMs: Double
        /// The same, the median of the next `rounds` times.
        var laterMs: Double
        /// What the first load costs beyond a later one.
        var setupMs: Double { firstMs - laterMs }
    }

    static let childFlag = "--first-load-child"
    static let rounds = 9

    let shape: ReferenceTree

    /// Writes the file, then measures in a child process started with `childFlag`.
    func run() throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibkit-bench-first-load-\(shape.viewCount).xml")
        try KeyedArchiver.archivedDocument(withRootObjects: [shape.build()]).data(format: .xml).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try JSONDecoder().decode(Result.self, from: ChildProcess.output(arguments: [Self.childFlag, url.path]))
    }

    /// The child's side: loads `path` once, then `rounds` more times.
    static func measure(path: String) throws -> Result {
        let url = URL(fileURLWithPath: path)
        let load = { try Nib(contentsOf: url).instantiate(withOwner: nil) as Any }
        let first = try Measure.once(load)
        var later: [Double] = []
        for _ in 0..<rounds { later.append(try Measure.once(load)) }
        let views = try Nib(contentsOf: url).instantiate(withOwner: nil).compactMap { $0 as? View }.map(\.subtreeCount)
            .reduce(0, +)
        return Result(views: views, firstMs: first * 1000, laterMs: Measure.median(later) * 1000)
    }
}

/// Runs this executable again with other arguments, for figures only a fresh process gives.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The child's side: prints what `measure` returns as JSON for the parent and exits, with
    /// status 1 and the error on standard error when it throws.
    static func serve<Result: Encodable>(_ measure: () throws -> Result) -> Never {
        do {
            print(String(decoding: try JSONEncoder().encode(measure()), as: UTF8.self))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("nibkit-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    /// What the child printed; throws when it did not exit cleanly.
    static func output(arguments: [String]) throws -> Data {
        guard let executable = Bundle.main.executableURL else {
            throw Failure(description: "cannot find this executable")
        }
        let child = Process()
        child.executableURL = executable
        child.arguments = arguments
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
            throw Failure(
                description: "\(arguments.joined(separator: " ")) exited with status \(child.terminationStatus)")
        }
        return output
    }
}

private extension View {
    var subtreeCount: Int { 1 + subviews.map(\.subtreeCount).reduce(0, +) }
}
