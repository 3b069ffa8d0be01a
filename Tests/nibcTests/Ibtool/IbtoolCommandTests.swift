import Foundation
import TestSupport
import Testing

/// `nibc ibtool`, and nibc called as `ibtool`: ibtool's diagnostics in its three output formats,
/// its exit status, and the files it writes beside a compile.
@Suite struct IbtoolCommandTests {
    /// Two width constraints that cannot both hold: a warning on the second, `c2`.
    static let conflicting = XcodeTestXib.iOS(
        """
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <label text="Hi" id="l1">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="width" constant="50" id="c1"/>
                        <constraint firstItem="l1" firstAttribute="width" constant="60" id="c2"/>
                    </constraints>
                </view>
        """)

    /// Cut off inside its first element: an error with a line and no object.
    static let broken = Data(
        #"<?xml version="1.0"?>\#n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB""#.utf8)

    static let warningLine =
        "warning: 'c2' cannot hold together with 1 constraint the views make themselves; layout breaks it (NIB0516)"

    static func write(_ data: Data, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("View.xib")
        try data.write(to: file)
        return file.path
    }

    @Test func textIsWhatXcodesBuildSystemReads() throws {
        try withTemporaryFolder { folder in
            let file = try Self.write(Self.conflicting, in: folder)
            let outcome = try NibcProcess.run(["ibtool", "--warnings", "--output-format", "human-readable-text", file])
            #expect(outcome.status == 0)
            #expect(outcome.stdout == "/* com.apple.ibtool.document.warnings */\n\(file):c2: \(Self.warningLine)\n")
        }
    }

    @Test func propertyListsHoldTheSameDiagnostics() throws {
        try withTemporaryFolder { folder in
            let file = try Self.write(Self.conflicting, in: folder)
            for format in ["xml1", "binary1"] {
                let outcome = try NibcProcess.run(["ibtool", "--errors", "--warnings", "--output-format", format, file])
                #expect(outcome.status == 0)
                let root = try #require(
                    PropertyListSerialization.propertyList(from: outcome.stdoutData, format: nil) as? [String: Any])
                #expect((root["com.apple.ibtool.document.errors"] as? [String: Any])?.isEmpty == true)
                let warnings = try #require(root["com.apple.ibtool.document.warnings"] as? [String: [[String: Any]]])
                #expect(Array(warnings.keys) == ["c2"])
                #expect(warnings["c2"]?.first?["type"] as? String == "NIB0516")
                #expect(warnings["c2"]?.first?["line"] as? Int == 15)
            }
        }
    }

    @Test func anErrorFailsTheRunAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            let file = try Self.write(Self.broken, in: folder)
            let plist = folder.appendingPathComponent("Partial.plist").path
            let outcome = try NibcProcess.run([
                "ibtool", "--output-partial-info-plist", plist, "--output-format", "human-readable-text", file,
            ])
            #expect(outcome.status == 1)
            // Document errors are printed even without --errors: a failed build must say why.
            #expect(outcome.stdout.hasPrefix("/* com.apple.ibtool.document.errors */\n\(file):2: error: "))
            #expect(!FileManager.default.fileExists(atPath: plist))
        }
    }

    @Test func anUnknownOptionIsAToolError() throws {
        let outcome = try NibcProcess.run(["ibtool", "--strip", "out.nib", "View.xib"])
        #expect(outcome.status == 1)
        let root = try #require(
            PropertyListSerialization.propertyList(from: outcome.stdoutData, format: nil) as? [String: Any])
        let errors = try #require(root["com.apple.ibtool.errors"] as? [[String: String]])
        #expect(errors == [["description": "unknown argument '--strip'"]])
        #expect(root.count == 1)
    }

    @Test func calledAsIbtoolNibcIsIbtool() throws {
        try withTemporaryFolder { folder in
            let file = try Self.write(Self.conflicting, in: folder)
            let link = folder.appendingPathComponent("ibtool")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: NibcProcess.executable)
            let arguments = ["--warnings", "--output-format", "human-readable-text", file]
            let direct = try NibcProcess.run(["ibtool"] + arguments)
            let process = Process()
            process.executableURL = link
            process.arguments = arguments
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let linked = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(linked == direct.stdout)
            #expect(linked.contains(Self.warningLine))
        }
    }

    @Test func exportStringsFileWritesWhatStringsExportWrites() throws {
        try withTemporaryFolder { folder in
            let file = try Self.write(Self.conflicting, in: folder)
            let strings = folder.appendingPathComponent("View.strings").path
            let plist = folder.appendingPathComponent("Partial.plist").path
            let outcome = try NibcProcess.run([
                "ibtool", "--export-strings-file", strings, "--output-partial-info-plist", plist, file,
            ])
            #expect(outcome.status == 0, "\(outcome.stdout)")
            let exported = try NibcProcess.run(["strings", "export", file])
            #expect(try Data(contentsOf: URL(fileURLWithPath: strings)) == exported.stdoutData)
            #expect(String(data: exported.stdoutData, encoding: .utf16)?.contains("\"l1.text\" = \"Hi\";") == true)
            let partial = try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: plist)), format: nil)
            #expect((partial as? [String: Any])?.isEmpty == true)
        }
    }

    @Test func versionIsAPropertyList() throws {
        let outcome = try NibcProcess.run(["ibtool", "--version"])
        #expect(outcome.status == 0)
        let root = try PropertyListSerialization.propertyList(from: outcome.stdoutData, format: nil)
        let version = (root as? [String: [String: String]])?["com.apple.ibtool.version"]
        #expect(version?["short-bundle-version"]?.isEmpty == false)
    }

    @Test func linkCopiesCompiledStoryboardsOverTheOldOnes() throws {
        try withTemporaryFolder { folder in
            let bundle = folder.appendingPathComponent("Main.storyboardc")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Data("new".utf8).write(to: bundle.appendingPathComponent("Info.plist"))
            try Data("nib".utf8).write(to: bundle.appendingPathComponent("UIViewController-1.nib"))
            let product = folder.appendingPathComponent("App.app")
            let old = product.appendingPathComponent("Main.storyboardc")
            try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
            try Data("old".utf8).write(to: old.appendingPathComponent("Stale.nib"))
            let outcome = try NibcProcess.run(["ibtool", "--errors", "--link", product.path, bundle.path])
            #expect(outcome.status == 0, "\(outcome.stdout)")
            let names = try FileManager.default.contentsOfDirectory(atPath: old.path).sorted()
            #expect(names == ["Info.plist", "UIViewController-1.nib"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: product.path) == ["Main.storyboardc"])
            let notABundle = try NibcProcess.run(["ibtool", "--link", product.path, folder.path])
            #expect(notABundle.status == 1)
            #expect(notABundle.stdout.contains("is not a compiled storyboard (.storyboardc)"))
        }
    }
}
