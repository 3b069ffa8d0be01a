import Foundation
import NibKit
import TestSupport
import Testing

/// `nibc convert` killed with SIGKILL at random moments: the output is absent, the old file or
/// the complete new one, never a part; the input is untouched; and the temporary file a killed
/// run leaves is removed by the next run.
@Suite struct ConvertKillTests {
    @Test func killedAtRandomMomentsNeverLeavesAPartialFile() throws {
        try withTemporaryFolder { folder in
            // Large enough that writing takes a while: about 2 MB of XML.
            let tree = View(frame: .zero)
            for index in 0..<3_000 {
                let label = Label(frame: CGRect(x: 0, y: CGFloat(index), width: 100, height: 20))
                label.text = "Label \(index)"
                tree.addSubview(label)
            }
            let input = folder.appendingPathComponent("In.xml")
            let inputBytes = KeyedArchiver.archivedDocument(withRootObjects: [tree]).data(format: .xml)
            try inputBytes.write(to: input)
            let output = folder.appendingPathComponent("Out.json")
            let old = Data("old output\n".utf8)
            try old.write(to: output)
            // The complete new output, as the library writes it.
            let expected = try ArchiveDocument(data: inputBytes, format: .xml).data(format: .json)
            var outcomes: Set<String> = []
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<50 {
                // posix_spawn and waitpid, not `Process`: its exit monitoring took seconds per
                // run while the rest of the suite ran beside it.
                let pid = try Self.spawn(NibcProcess.executable.path, ["convert", input.path, "-o", output.path])
                usleep(UInt32.random(in: 0...60_000, using: &generator))
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                let now = (try? Data(contentsOf: output)) ?? Data()
                let state = now == old ? "old" : now == expected ? "new" : now.isEmpty ? "absent" : "partial"
                outcomes.insert(state)
                #expect(state != "partial", "a killed convert left a partial output")
                #expect(try Data(contentsOf: input) == inputBytes, "the input changed")
            }
            // The next run removes whatever temporary file the killed ones left.
            let last = try Self.spawn(NibcProcess.executable.path, ["convert", input.path, "-o", output.path])
            var status: Int32 = 0
            while waitpid(last, &status, 0) < 0, errno == EINTR {}
            #expect(status == 0)
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty, "left behind: \(left)")
            #expect(try Data(contentsOf: output) == expected)
            #expect(!outcomes.isEmpty)
        }
    }

    /// Starts `path` with `arguments`, its output discarded; returns its process id.
    private static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }
}
