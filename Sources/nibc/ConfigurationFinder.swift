import Foundation

/// Finds the `.nibc.json` that applies to a file: the nearest one in the file's folder or
/// above it, up to the file system's root. Remembers each folder's answer.
final class ConfigurationFinder {
    private var nearest: [String: String?] = [:]
    private var loaded: [String: Configuration] = [:]

    /// The path of the configuration for the file at `path` (or, for `-`, the current folder), if any.
    func path(for file: String) -> String? {
        let start = file == InputFile.standardInput ? "." : (file as NSString).deletingLastPathComponent
        var folder = URL(fileURLWithPath: start.isEmpty ? "." : start).standardizedFileURL.path
        var visited: [String] = []
        var found: String?
        while true {
            if let known = nearest[folder] {
                found = known
                break
            }
            visited.append(folder)
            let candidate = (folder as NSString).appendingPathComponent(Configuration.fileName)
            if FileManager.default.fileExists(atPath: candidate) {
                found = candidate
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        for folder in visited { nearest[folder] = .some(found) }
        return found
    }

    /// The configuration for the file at `path`, if any.
    ///
    /// - Throws: `InputFile.Failure` when the configuration found cannot be used.
    func configuration(for file: String) throws(InputFile.Failure) -> Configuration? {
        guard let path = path(for: file) else { return nil }
        if let configuration = loaded[path] { return configuration }
        let configuration = try Configuration.load(path)
        loaded[path] = configuration
        return configuration
    }
}
