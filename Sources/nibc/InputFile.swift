import Foundation
import NibKit

/// Reads a path named on the command line, or standard input for `-`, and says why when it
/// cannot: no such file, a folder, permission denied.
enum InputFile {
    /// The path that means standard input.
    static let standardInput = "-"
    /// How diagnostics name standard input.
    static let standardInputName = "<stdin>"

    /// A path that cannot be read, and why.
    struct Failure: Error, CustomStringConvertible {
        /// The path as given.
        var path: String
        /// Why, in a few words (`no such file or folder`, `it is a folder`, `permission denied`).
        var reason: String

        /// `cannot read 'PATH': reason`.
        var description: String { "cannot read '\(path)': \(reason)" }
    }

    /// The name diagnostics give `path`: itself, or `<stdin>` for `-`.
    static func displayName(_ path: String) -> String {
        path == standardInput ? standardInputName : path
    }

    /// The bytes of `path`, or of standard input for `-`.
    ///
    /// - Throws: `Failure` saying why the file cannot be read.
    static func read(_ path: String) throws(Failure) -> Data {
        if path == standardInput { return FileHandle.standardInput.readDataToEndOfFile() }
        // A `.nib` folder is one input: the archive in it the newest system loads.
        let path = path.lowercased().hasSuffix(".nib") ? CompiledNibFile.archivePath(path) : path
        if let reason = problem(with: path) { throw Failure(path: path, reason: reason) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(path: path, reason: reason(for: error))
        }
    }

    /// The size in bytes of the file at `path` as the file system records it (`stat`), without
    /// reading it; nil for standard input or a size the system does not give.
    static func size(of path: String) -> Int? {
        guard path != standardInput,
            let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber
        else { return nil }
        return size.intValue
    }

    /// Why `path` cannot be read as a file, or nil when it looks readable.
    static func problem(with path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return "no such file or folder"
        }
        if isFolder.boolValue { return "it is a folder" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return nil
    }

    /// The system's reason in a few words.
    private static func reason(for error: any Error) -> String {
        switch (error as? CocoaError)?.code {
        case .fileReadNoPermission?: "permission denied"
        case .fileReadNoSuchFile?, .fileNoSuchFile?: "no such file or folder"
        default:
            ((error as? CocoaError)?.underlying as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
                ?? error.localizedDescription
        }
    }
}
