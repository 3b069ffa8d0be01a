import Foundation
import NibKit

/// A `.nibc.json` file: settings for the interface files in its folder and below, found
/// upwards from each file as SwiftLint finds `.swiftlint.yml`. The command line adds to it
/// (`--disable`, `--exclude`, `--known-classes`, `--strict`) or overrides it (`--enable`).
///
/// ```json
/// {
///   "strict": true,
///   "disable": ["NIB0511"],
///   "exclude": ["Generated/*"],
///   "knownClasses": { "CardView": "View", "MyApp.AvatarView": "ImageView" }
/// }
/// ```
struct Configuration: Decodable, Sendable, Equatable {
    /// The name nibc looks for.
    static let fileName = ".nibc.json"

    /// Whether warnings count as errors.
    var strict: Bool?
    /// Codes whose diagnostics are not reported.
    var disable: [String]?
    /// Globs of paths (relative to the configuration's folder) not checked.
    var exclude: [String]?
    /// The app's classes and their bases (see `KnownClasses`).
    var knownClasses: [String: String]?

    /// The folder the file is in, for its relative globs; set after decoding.
    var folder = ""

    private enum CodingKeys: String, CodingKey {
        case strict, disable, exclude, knownClasses
    }

    /// Reads the configuration at `path`.
    ///
    /// - Throws: `InputFile.Failure` when it cannot be read or is not a valid configuration.
    static func load(_ path: String) throws(InputFile.Failure) -> Configuration {
        let data = try InputFile.read(path)
        do {
            var configuration = try JSONDecoder().decode(Configuration.self, from: data)
            configuration.folder = (path as NSString).deletingLastPathComponent
            // A misspelt setting would be ignored without a word: refuse it.
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            let settings = ["strict", "disable", "exclude", "knownClasses"]
            for key in object.keys.sorted() where !settings.contains(key) {
                let close = NameSuggestion.closest(to: key, in: settings).map { "; did you mean '\($0)'?" } ?? ""
                throw InputFile.Failure(path: path, reason: "unknown setting '\(key)'\(close)")
            }
            for code in configuration.disable ?? [] where !DiagnosticsTable.isCode(code) {
                throw InputFile.Failure(path: path, reason: "'\(code)' in \"disable\" is no diagnostic code (NIB0xxx)")
            }
            return configuration
        } catch let failure as InputFile.Failure {
            throw failure
        } catch {
            throw InputFile.Failure(path: path, reason: "not a valid \(fileName): \(Self.describe(error))")
        }
    }

    /// The app's classes as a `KnownClasses` list, sorted by name.
    var knownClassList: KnownClasses {
        var list = KnownClasses()
        list.bases = (knownClasses ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return list
    }

    /// Whether an `exclude` glob matches `path` (a file below `folder`).
    func excludes(_ path: String) -> Bool {
        guard let exclude, !exclude.isEmpty else { return false }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
        guard absolute.hasPrefix(base + "/") else { return false }
        let relative = String(absolute.dropFirst(base.count + 1))
        let finder = InputFinder(excludes: exclude.map(Glob.init))
        // Each folder on the way down may be the one a glob names.
        var partial = ""
        for component in relative.split(separator: "/") {
            partial = partial.isEmpty ? String(component) : partial + "/" + component
            if finder.excluded(partial, relative: partial) { return true }
        }
        return false
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
            .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}
