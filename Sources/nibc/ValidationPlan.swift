import Foundation
import NibKit

/// What `nibc validate` will check and how: the files its paths hold, less the excluded ones,
/// each with the settings of the command line over its `.nibc.json`.
struct ValidationPlan {
    /// The files, in order.
    var files: [InputFinder.File] = []
    /// Each file's settings, parallel to `files`.
    var settings: [FileSettings] = []
    /// The folders that held no interface file, and whether that is an error (strictness
    /// from the command line or the folder's `.nibc.json`).
    var emptyFolders: [(path: String, strict: Bool)] = []

    /// A problem with the paths, a configuration or a list of classes.
    struct Failure: Error, CustomStringConvertible {
        /// What is wrong, naming the file.
        var description: String

        /// A path that cannot be read.
        init(_ failure: InputFile.Failure) { description = failure.description }

        /// A file that can be read but not used.
        init(_ description: String) { self.description = description }
    }

    /// Finds the files and settles their settings.
    ///
    /// - Throws: `Failure` for a path that cannot be read, or a `.nibc.json` or
    ///   `--known-classes` file that cannot be used.
    init(_ command: Validate) throws(Failure) {
        let found: InputFinder.Found
        do {
            found = try InputFinder(excludes: command.excludes.map(Glob.init)).find(command.paths)
        } catch {
            throw Failure(error)
        }
        let finder = ConfigurationFinder()
        for folder in found.emptyFolders {
            let configuration: Configuration?
            do {
                configuration = try finder.configuration(for: (folder as NSString).appendingPathComponent("."))
            } catch {
                throw Failure(error)
            }
            emptyFolders.append((folder, command.strict || configuration?.strict == true))
        }
        var commandLineClasses = KnownClasses()
        if let path = command.knownClasses {
            let text: String
            do {
                text = String(decoding: try InputFile.read(path), as: UTF8.self)
            } catch {
                throw Failure(error)
            }
            do {
                commandLineClasses = try KnownClasses(text: text, file: path)
            } catch {
                throw Failure(error.description)
            }
        }
        var byConfiguration: [String: FileSettings] = [:]
        for file in found.files {
            let configuration: Configuration?
            do {
                configuration = try finder.configuration(for: file.path)
            } catch {
                throw Failure(error)
            }
            if file.foundInFolder, configuration?.excludes(file.path) == true { continue }
            let key = finder.path(for: file.path) ?? ""
            if byConfiguration[key] == nil {
                byConfiguration[key] = try Self.settings(
                    command, configuration, commandLineClasses, configurationPath: key)
            }
            files.append(file)
            settings.append(
                byConfiguration[key] ?? FileSettings(validator: ArchiveValidator(), disabled: [], maxDiagnostics: .max))
        }
    }

    private static func settings(
        _ command: Validate, _ configuration: Configuration?, _ classes: KnownClasses,
        configurationPath: String
    ) throws(Failure) -> FileSettings {
        var known = configuration?.knownClassList ?? KnownClasses()
        known.bases += classes.bases
        let registry = ClassRegistry.nibc(knownClasses: known)
        if let unresolved = known.unresolved(in: registry).first {
            let source =
                classes.bases.contains { $0.name == unresolved.name } ? (command.knownClasses ?? "") : configurationPath
            let problem = "the base class '\(unresolved.base)' of '\(unresolved.name)' is no class NibKit knows"
            throw Failure("\(source): \(problem)")
        }
        let strict = command.strict || configuration?.strict == true
        var disabled = Set((configuration?.disable ?? []).map { $0.uppercased() })
        disabled.formUnion(command.disabled.map { $0.uppercased() })
        disabled.subtract(command.enabled.map { $0.uppercased() })
        // The validator reports everything; `FileSettings.reported` drops the disabled codes
        // first, then applies the limits, so disabled diagnostics do not use up the limit.
        var limits = command.limits.limits
        limits.maxReportedDiagnostics = .max
        limits.maxIdenticalDiagnostics = .max
        return FileSettings(
            validator: ArchiveValidator(registry: registry, strict: strict, limits: limits), disabled: disabled,
            // A baseline lists every problem.
            maxDiagnostics: command.maxDiagnostics == 0 || command.writeBaseline != nil ? .max : command.maxDiagnostics)
    }
}
