import Foundation

/// Writes a file the way `nibc convert` must: all or nothing, whatever happens meanwhile.
///
/// The bytes go to a temporary file of our own in the destination's folder (so the rename stays
/// on one file system), named `.NAME.nibc-PID-RANDOM.tmp`; it is flushed to the disk
/// (`fsync`), given the permissions of the file it replaces (or the usual ones for a new file),
/// and renamed over the destination. On any failure the temporary file is removed and the
/// destination is left as it was. A process killed mid-write leaves its temporary file behind:
/// the name says whose it was, and the next write to that folder removes the leftovers of
/// processes that no longer run. Refuses to write over `protectedPath` (the input), comparing
/// resolved paths so `./a.xml`, `a.xml` and a symbolic link to it are the same file.
///
/// ```swift
/// try AtomicFileWriter().write(data, to: "Login.json", protecting: "Login.xml")
/// ```
public struct AtomicFileWriter: Sendable {
    /// Why a write did not happen.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The destination is the file being converted.
        case wouldOverwriteInput(String)
        /// The system refused (no such folder, permission denied, disk full, read-only file
        /// system): which path, and the cause in words.
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

    /// The marker in the names of our temporary files: `.NAME.nibc-PID-RANDOM.tmp`.
    static let temporaryMarker = ".nibc-"

    /// Writes `data` to `path` atomically.
    ///
    /// - Throws: `Failure`; the destination is then unchanged and no temporary file remains.
    /// - Complexity: O(n) in the size of `data`, plus a look at the names in the folder.
    public func write(_ data: Data, to path: String, protecting protectedPath: String? = nil) throws(Failure) {
        if let protectedPath, Self.sameFile(path, protectedPath) { throw .wouldOverwriteInput(path) }
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        Self.removeLeftovers(in: folder.path)
        let name =
            ".\(destination.lastPathComponent)\(Self.temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = folder.appendingPathComponent(name).path
        // The permissions of the file replaced; a new file gets 0666 less the umask, as any.
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .io(path: path, reason: Self.reason(errno, folder: folder.path)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, failure == 0 {
                let written = Foundation.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    offset += written
                }
            }
        }
        // `open` applied the umask; an existing file's own mode is restored exactly.
        if failure == 0, existing.st_mode != 0, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw .io(path: path, reason: Self.reason(failure, folder: folder.path))
        }
    }

    /// The cause of `code` in words, as `nibc` names it.
    static func reason(_ code: Int32, folder: String) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied in '\(folder)'"
        case ENOENT, ENOTDIR: "no such folder '\(folder)'"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code))
        }
    }

    /// Removes the temporary files in `folder` that processes which no longer run left behind
    /// (killed while writing).
    static func removeLeftovers(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            guard let marker = name.range(of: temporaryMarker, options: .backwards) else { continue }
            let fields = name[marker.upperBound...].dropLast(4).split(separator: "-")
            guard fields.count == 2, let pid = pid_t(fields[0]), UInt32(fields[1]) != nil, pid > 0 else { continue }
            // ESRCH: no such process. Another process writing now keeps its file.
            if kill(pid, 0) != 0, errno == ESRCH { unlink((folder as NSString).appendingPathComponent(name)) }
        }
    }
}
