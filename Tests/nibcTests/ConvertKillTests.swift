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
            // Large enough that writing takes a while: about 1 MB of XML. Written as text: building
            // 3,000 subviews would run the hierarchy invariant checks other tests turn on, each
            // walking every sibling, for minutes.
            var xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <archive version="1.0">
                  <objects>
                    <object class="View" id="root">
                      <array key="subviews">

                """
            for index in 0..<3_000 {
                xml += """
                            <object class="Label" id="l\(index)">
                              <string key="text" value="Label \(index)"/>
                            </object>

                    """
            }
            xml += "        </array>\n      </object>\n    </objects>\n  </archive>\n"
            let input = folder.appendingPathComponent("In.xml")
            let inputBytes = Data(xml.utf8)
            try inputBytes.write(to: input)
            let output = folder.appendingPathComponent("Out.json")
            let old = Data("old output\n".utf8)
            try old.write(to: output)
            // The complete new output, as the library writes it.
            let expected = try ArchiveDocument(data: inputBytes, format: .xml).data(format: .json)
            var outcomes: Set<String> = []
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<50 {
                // posix_spawn, SIGKILL and waitpid: the child is killed whatever it is doing.
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
