import Foundation
import TestSupport
import Testing

/// `ibtool --compile` and `--compilation-directory`: the bytes `nibc compile` writes, and
/// nothing written for what cannot be compiled.
@Suite struct IbtoolCompileTests {
    static let window = XcodeTestXib.macOS(
        """
                <window title="Main" releasedWhenClosed="NO" id="w1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                    <view key="contentView" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </window>
        """)

    /// An OpenGL view: AppKit archives it, NibKit's compiler has no form for it.
    static let uncompilable = XcodeTestXib.macOS(
        """
                <openGLView id="g1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </openGLView>
        """)

    @Test func compileWritesWhatNibcCompileWrites() throws {
        try withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("Main.xib")
            try Self.window.write(to: source)
            let viaIbtool = folder.appendingPathComponent("ibtool.nib")
            let viaCompile = folder.appendingPathComponent("compile.nib")
            let outcome = try NibcProcess.run([
                "ibtool", "--errors", "--output-format", "human-readable-text", "--compile", viaIbtool.path,
                source.path,
            ])
            #expect(outcome.status == 0, "\(outcome.stdout)")
            #expect(outcome.stdout.isEmpty)
            let compiled = try NibcProcess.run(["compile", source.path, "-o", viaCompile.path])
            #expect(compiled.status == 0, "\(compiled.stderr)")
            let bytes = try Data(contentsOf: viaIbtool)
            #expect(bytes.starts(with: Data("NIBArchive".utf8)))
            #expect(bytes == (try Data(contentsOf: viaCompile)))

            // Xcode's form: a folder that does not exist yet, the output named after the input.
            let directory = folder.appendingPathComponent("Build/Base.lproj")
            let xcode = try NibcProcess.run(["ibtool", "--compilation-directory", directory.path, source.path])
            #expect(xcode.status == 0, "\(xcode.stdout)")
            #expect(try Data(contentsOf: directory.appendingPathComponent("Main.nib")) == bytes)
        }
    }

    @Test func whatCannotBeCompiledIsALocatedErrorAndNoFile() throws {
        try withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("View.xib")
            try Self.uncompilable.write(to: source)
            let nib = folder.appendingPathComponent("View.nib")
            let outcome = try NibcProcess.run([
                "ibtool", "--output-format", "human-readable-text", "--compile", nib.path, source.path,
            ])
            #expect(outcome.status == 1)
            #expect(outcome.stdout.hasPrefix("/* com.apple.ibtool.document.errors */\n\(source.path):"))
            #expect(outcome.stdout.contains("openGLView"), "\(outcome.stdout)")
            #expect(outcome.stdout.contains("(NIB0801)"))
            #expect(!FileManager.default.fileExists(atPath: nib.path))
        }
    }

    @Test func aMacOSTargetBelow1013WritesTheNibFolderNibcCompileWrites() throws {
        try withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("Main.xib")
            try Self.window.write(to: source)
            let viaIbtool = folder.appendingPathComponent("ibtool.nib")
            let viaCompile = folder.appendingPathComponent("compile.nib")
            let outcome = try NibcProcess.run([
                "ibtool", "--errors", "--output-format", "human-readable-text", "--minimum-deployment-target", "10.12",
                "--compile", viaIbtool.path, source.path,
            ])
            #expect(outcome.status == 0, "\(outcome.stdout)")
            let compiled = try NibcProcess.run([
                "compile", source.path, "-o", viaCompile.path, "--minimum-deployment-target", "10.12",
            ])
            #expect(compiled.status == 0, "\(compiled.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: viaIbtool.path).sorted()
            #expect(names == ["keyedobjects-101300.nib", "keyedobjects.nib"])
            for name in names {
                let bytes = try Data(contentsOf: viaIbtool.appendingPathComponent(name))
                #expect(bytes == (try Data(contentsOf: viaCompile.appendingPathComponent(name))), "\(name)")
            }
            let keyed = try Data(contentsOf: viaIbtool.appendingPathComponent("keyedobjects.nib"))
            #expect(keyed.starts(with: Data("bplist00".utf8)))

            // 10.13 and later: the one NIBArchive file.
            let later = folder.appendingPathComponent("later.nib")
            let flat = try NibcProcess.run([
                "ibtool", "--minimum-deployment-target", "10.13", "--compile", later.path, source.path,
            ])
            #expect(flat.status == 0, "\(flat.stdout)")
            #expect(try Data(contentsOf: later).starts(with: Data("NIBArchive".utf8)))
            // and it replaces the folder an earlier build for 10.12 left.
            let replaced = try NibcProcess.run([
                "ibtool", "--minimum-deployment-target", "10.13", "--compile", viaIbtool.path, source.path,
            ])
            #expect(replaced.status == 0, "\(replaced.stdout)")
            #expect(try Data(contentsOf: viaIbtool).starts(with: Data("NIBArchive".utf8)))
        }
    }

    @Test func aTargetThatIsNoVersionIsAnErrorAndNoFile() throws {
        try withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("Main.xib")
            try Self.window.write(to: source)
            let nib = folder.appendingPathComponent("Main.nib")
            let outcome = try NibcProcess.run([
                "ibtool", "--errors", "--output-format", "human-readable-text", "--minimum-deployment-target", "ten",
                "--compile", nib.path, source.path,
            ])
            #expect(outcome.status == 1)
            #expect(outcome.stdout.contains("'ten' is no version"), "\(outcome.stdout)")
            #expect(outcome.stdout.contains("(NIB0803)"), "\(outcome.stdout)")
            #expect(!FileManager.default.fileExists(atPath: nib.path))
        }
    }

    /// A table whose one prototype cell has no reuse identifier.
    static let unnamedPrototype = Data(
        XcodeTestXib.iOSStoryboard(
            """
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="list" sceneMemberID="viewController">
                                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" id="cell">
                                            <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
            """, initial: "list"
        ).utf8)

    /// What the compiler leaves out it reports as a warning on the object, as ibtool reports
    /// its own, and the storyboard is still written.
    @Test func whatTheCompilerLeavesOutIsAWarningOnItsObject() throws {
        try withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("Main.storyboard")
            try Self.unnamedPrototype.write(to: source)
            let bundle = folder.appendingPathComponent("Main.storyboardc")
            let outcome = try NibcProcess.run([
                "ibtool", "--warnings", "--output-format", "xml1", "--compile", bundle.path, source.path,
            ])
            #expect(outcome.status == 0, "\(outcome.stdout)")
            let root = try #require(
                PropertyListSerialization.propertyList(from: outcome.stdoutData, format: nil) as? [String: Any])
            let warnings = try #require(root["com.apple.ibtool.document.warnings"] as? [String: [[String: Any]]])
            #expect(warnings["cell"]?.first?["type"] as? String == "NIB0805")
            #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Info.plist").path))
        }
    }
}
