import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a tool of the package and measures its peak resident memory, for the tests that hold
/// memory to a multiple of the input (issue 27). `wait4` reports the one child's own peak;
/// `getrusage(RUSAGE_CHILDREN)` would give the largest of every child the test process ran.
public enum PeakMemory {
    /// The outcome of one run: the exit status and the peak resident set in bytes.
    public struct Outcome: Sendable {
        /// The exit status (128 + the signal's number when a signal ended it).
        public var status: Int32
        /// The child's peak resident set size in bytes.
        public var peakBytes: Int
    }

    /// Runs `nibc arguments...` (or `tool`) with its output thrown away, and waits for it.
    ///
    /// - Throws: `POSIXError` when the tool cannot be started.
    public static func run(_ arguments: [String], tool: String = "nibc") throws -> Outcome {
        let path = NibcProcess.executable(named: tool).path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
        }
        // WIFEXITED / WEXITSTATUS, spelled out: the macros are not imported.
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        // Linux reports ru_maxrss in kilobytes.
        return Outcome(status: code, peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}
