import Foundation
import TestSupport
import Testing

/// The README's first hour: its tour is the `NibKitTour` target, and every `swift run nibc`
/// line it shows works as written from the repository's root.
@Suite struct ReadmeTests {
    static let root = ArchiveGenerators.repositoryRoot

    static var readme: String {
        get throws { try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    /// The lines of every fenced block of `language` in the README.
    static func blocks(_ language: String) throws -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in try readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theTourIsTheTourTargetLineForLine() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/NibKitTour/main.swift"), encoding: .utf8)
        let tour = try #require(try Self.blocks("swift").first)
        #expect(tour.joined(separator: "\n") + "\n" == source)
    }

    @Test func theTourRunsFromTheRootAndDoesWhatItSays() throws {
        let outcome = try NibcProcess.run([], in: Self.root, tool: "nibkit-tour")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "1 top-level object(s), 2 labels\nsigning in Ada\n")
    }

    @Test func everyNibcCommandOfTheReadmeWorksFromTheRoot() throws {
        let commands = try Self.blocks("sh").joined().compactMap { line -> [String]? in
            guard line.hasPrefix("swift run nibc ") else { return nil }
            let command = line.split(separator: "#", maxSplits: 1)[0]
            return command.split(separator: " ").dropFirst(3).map(String.init)
        }
        #expect(commands.count >= 4)
        try withTemporaryFolder("nibc-readme") { folder in
            for var arguments in commands {
                // What a command writes goes to the temporary folder, not the repository.
                for option in ["-o", "--compile", "--export-strings-file"] {
                    if let output = arguments.firstIndex(of: option), output + 1 < arguments.count,
                        arguments[output + 1] != "-"
                    {
                        let path = arguments[output + 1]
                        // A trailing slash names a folder to write into (nibc render): it stays.
                        arguments[output + 1] =
                            folder.appendingPathComponent(path).path + (path.hasSuffix("/") ? "/" : "")
                    }
                }
                let outcome = try NibcProcess.run(arguments, in: Self.root)
                #expect(outcome.status == 0, "nibc \(arguments.joined(separator: " ")): \(outcome.stderr)")
            }
        }
    }
}
