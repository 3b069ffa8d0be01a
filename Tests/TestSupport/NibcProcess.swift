import Foundation

/// Runs the built `nibc` binary for end-to-end tests and captures what it did.
///
/// The binary is looked up beside the running test bundle (`.build/<config>/nibc`: the test
/// target depends on the executable, so SwiftPM builds it first), then in `.build/debug`.
public enum NibcProcess {
    /// What one run printed and how it ended.
    public struct Outcome: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output, as UTF-8.
        public var stdout: String
        /// Standard error, as UTF-8.
        public var stderr: String
        /// Standard output, as bytes.
        public var stdoutData: Data
    }

    /// The `nibc` executable.
    public static var executable: URL { executable(named: "nibc") }

    /// An executable of the package built beside the tests (`nibc`, `NibKitTour`, ...).
    public static func executable(named name: String) -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = beside.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return ArchiveGenerators.repositoryRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `nibc arguments...` in `directory` (the current one by default), feeding `stdin`;
    /// `tool` names another executable of the package to run instead.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
        tool: String = "nibc"
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable(named: tool)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
    }

    /// A small valid archive with one view (and a subview), in XML.
    public static let validXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive version="1.0">
          <placeholders>
            <placeholder id="owner" kind="owner"/>
          </placeholders>
          <objects>
            <object class="View" id="root">
              <rect key="frame" x="0" y="0" width="320" height="480"/>
              <real key="alpha" value="0.5"/>
              <array key="subviews">
                <object class="Button" id="b1">
                  <rect key="frame" x="16" y="16" width="100" height="44"/>
                </object>
              </array>
            </object>
          </objects>
          <connections>
            <outlet source="owner" destination="root" name="view"/>
            <action source="b1" destination="owner" name="tapped:" event="touchUpInside"/>
          </connections>
        </archive>

        """
}
