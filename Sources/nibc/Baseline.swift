import Foundation
import NibKit

/// The problems a team has accepted for now (`--write-baseline FILE`, `--baseline FILE`), so
/// that validation fails only on new ones. A problem is matched on its file, code and message,
/// not its line, so edits above it do not bring it back; two equal problems in one file need
/// two entries.
///
/// ```json
/// {
///   "version": 1,
///   "problems": [
///     { "file": "UI/Main.xml", "code": "NIB0305", "message": "class 'CardView' is not registered" }
///   ]
/// }
/// ```
struct Baseline: Codable, Sendable, Equatable {
    /// One accepted problem.
    struct Problem: Codable, Hashable, Sendable {
        /// The file as nibc named it, without a leading `./`.
        var file: String
        /// The diagnostic code.
        var code: String
        /// The message, without the file, line or code.
        var message: String

        /// The problem a diagnostic reports.
        init(_ diagnostic: ArchiveDiagnostic) {
            var file = diagnostic.file ?? ""
            while file.hasPrefix("./") { file.removeFirst(2) }
            self.file = file
            code = diagnostic.code.rawValue
            message = diagnostic.message
        }
    }

    /// The format's version.
    var version = 1
    /// The accepted problems, sorted.
    var problems: [Problem]

    /// A baseline accepting every diagnostic of `diagnostics`, notes too: `--strict` makes some
    /// notes errors (an app's class loaded as its base, `NIB0305`).
    init(accepting diagnostics: [ArchiveDiagnostic]) {
        problems = diagnostics.map(Problem.init)
            .sorted { ($0.file, $0.code, $0.message) < ($1.file, $1.code, $1.message) }
    }

    /// Reads a baseline.
    ///
    /// - Throws: `InputFile.Failure` when it cannot be read or is not a baseline.
    static func load(_ path: String) throws(InputFile.Failure) -> Baseline {
        let data = try InputFile.read(path)
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw InputFile.Failure(path: path, reason: "not a baseline written by nibc validate --write-baseline")
        }
    }

    /// The baseline as JSON, keys sorted, one problem a line or so, with a trailing newline.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// What is left of a baseline while diagnostics are matched against it: each accepted
    /// problem absorbs one diagnostic.
    struct Matcher {
        private var remaining: [Problem: Int] = [:]

        /// A matcher for `baseline`.
        init(_ baseline: Baseline) {
            for problem in baseline.problems { remaining[problem, default: 0] += 1 }
        }

        /// The diagnostics the baseline does not accept, with the notes of those it does dropped.
        mutating func new(_ diagnostics: [ArchiveDiagnostic]) -> [ArchiveDiagnostic] {
            var kept: [ArchiveDiagnostic] = []
            var dropping = false
            var previous: ArchiveDiagnostic?
            for diagnostic in diagnostics {
                defer { previous = diagnostic }
                let problem = Problem(diagnostic)
                let accepted = (remaining[problem] ?? 0) > 0
                if accepted { remaining[problem, default: 0] -= 1 }
                // A note that belongs to the diagnostic before it goes with that one.
                if !diagnostic.startsGroup(after: previous) {
                    if !dropping, !accepted { kept.append(diagnostic) }
                    continue
                }
                dropping = accepted
                if !accepted { kept.append(diagnostic) }
            }
            return kept
        }
    }
}
