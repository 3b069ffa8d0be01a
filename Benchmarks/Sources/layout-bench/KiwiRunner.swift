import Foundation

/// kiwisolver's side: writes the tree's constraints to a temporary file and runs
/// `Scripts/kiwi_bench.py` on it with Debian's Python, which has python3-kiwisolver.
enum KiwiRunner {
    struct Check: Decodable {
        var editedValue: Double
        var variables: Int
    }

    struct Result: Decodable {
        var constraints: Int
        var buildRaw: Double
        var loopOverhead: Double
        var build: Double
        var suggest: Double
        var suggestAndUpdate: Double
        var check: Check
        var values: [Double]?

        static let skipped = Result(
            constraints: 0, buildRaw: .nan, loopOverhead: .nan, build: .nan, suggest: .nan, suggestAndUpdate: .nan,
            check: Check(editedValue: .nan, variables: 0))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ tree: StackTree, python: String, script: String, rounds: Int, edits: Int) throws -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-bench-\(getpid()).txt")
        try tree.text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, file.path, String(rounds), String(edits)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "\(python) \(script) exited with \(process.terminationStatus) (is python3-kiwisolver installed?)")
        }
        return try JSONDecoder().decode(Result.self, from: data)
    }
}
