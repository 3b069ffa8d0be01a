import Foundation

/// Writes a file the way `nibc convert` must: all or nothing. The bytes go to a temporary file
/// in the destination's folder (so the rename stays on one file system), which is then renamed
/// over the destination; on any failure the temporary file is removed and the destination is
/// left as it was. Refuses to write over `protectedPath` (the input), comparing resolved paths
/// so `./a.xml`, `a.xml` and a symbolic link to it are the same file.
public struct AtomicFileWriter: Sendable {
    /// Why a write did not happen.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The destination is the file being converted.
        case wouldOverwriteInput(String)
        /// The system refused (no such folder, no permission, disk full): its message.
        case io(path: String, reason: String)

        /// The message `nibc` prints: which path, and why it was not written.
        public var description: String {
            switch self {
            case .wouldOverwriteInput(let path): "refusing to overwrite the input file '\(path)'; choose another output"
            case .io(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    /// Creates a writer; it has no settings.
    public init() {}

    /// Whether two paths name the same file (after resolving `.`/`..` and symbolic links).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        resolved(a) == resolved(b)
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Writes `data` to `path` atomically.
    ///
    /// - Throws: `Failure`; the destination is then unchanged and no temporary file remains.
    public func write(_ data: Data, to path: String, protecting protectedPath: String? = nil) throws(Failure) {
        if let protectedPath, Self.sameFile(path, protectedPath) { throw .wouldOverwriteInput(path) }
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).nibc-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            var isFolder: ObjCBool = false
            let reason = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
                ? "the folder is not writable" : "no such folder '\(folder.path)'"
            throw .io(path: path, reason: reason)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: path, reason: reason)
        }
    }
}
