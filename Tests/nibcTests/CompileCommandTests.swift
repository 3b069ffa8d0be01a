import Foundation
import NibKit
import TestSupport
import Testing

/// `nibc compile`: writes what `NibCompiler` writes, atomically; refuses what it cannot compile
/// with a located diagnostic and writes nothing.
@Suite struct CompileCommandTests {
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static let window = xib(
        """
                <window title="T" id="w1">
                    <rect key="contentRect" x="0" y="0" width="300" height="200"/>
                    <view key="contentView" id="v1">
                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                    </view>
                </window>
        """)

    @Test func writesTheCompilersNib() throws {
        try withTemporaryFolder("nibc-compile") { folder in
            try Self.window.write(to: folder.appendingPathComponent("W.xib"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["compile", "W.xib", "-o", "W.nib", "--module", "App"], in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty)
            let written = try Data(contentsOf: folder.appendingPathComponent("W.nib"))
            let expected = try NibCompiler(options: .init(module: "App")).compile(
                Data(Self.window.utf8), file: "W.xib")
            #expect(written == expected.files.first?.data)
            #expect(try NIBArchiveDecoder().decode(written).objects.count > 10)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["W.nib", "W.xib"])
        }
    }

    @Test func aMacOSTargetBelow1013WritesANibFolderThatReadsBack() throws {
        try withTemporaryFolder("nibc-compile") { folder in
            try Self.window.write(to: folder.appendingPathComponent("W.xib"), atomically: true, encoding: .utf8)
            // A flat nib from an earlier build is replaced by the folder whole.
            #expect(try NibcProcess.run(["compile", "W.xib", "-o", "W.nib"], in: folder).status == 0)
            let arguments = ["compile", "W.xib", "-o", "W.nib", "--minimum-deployment-target", "10.12"]
            let outcome = try NibcProcess.run(arguments, in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let bundle = folder.appendingPathComponent("W.nib")
            let expected = try NibCompiler(options: .init(minimumDeploymentTarget: "10.12")).compile(
                Data(Self.window.utf8), file: "W.xib")
            for file in expected.files {
                #expect(try Data(contentsOf: bundle.appendingPathComponent(file.path)) == file.data, "\(file.path)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: bundle.path).count == 2)
            // Both archives read back into one document, the folder's through the reader's choice.
            let keyed = try CompiledNibReader().read(
                Data(contentsOf: bundle.appendingPathComponent("keyedobjects.nib")), file: "keyedobjects.nib")
            let chosen = CompiledNibFile.archivePath(bundle.path)
            #expect(chosen.hasSuffix("keyedobjects-101300.nib"))
            let nib = try CompiledNibReader().read(Data(contentsOf: URL(fileURLWithPath: chosen)), file: chosen)
            // Ids of objects the nib does not number follow table order, which differs.
            #expect(CompiledPairSummary(keyed) == CompiledPairSummary(nib))
            let dump = try NibcProcess.run(["dump", "W.nib"], in: folder)
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(try NibcProcess.run(arguments, in: folder).status == 0)
            let again = try FileManager.default.contentsOfDirectory(atPath: bundle.path).sorted()
            #expect(again == ["keyedobjects-101300.nib", "keyedobjects.nib"])
            // Back to 10.13: the one file replaces the folder.
            let later = ["compile", "W.xib", "-o", "W.nib", "--minimum-deployment-target", "10.13"]
            let flat = try NibcProcess.run(later, in: folder)
            #expect(flat.status == 0, "\(flat.stderr)")
            #expect(try Data(contentsOf: bundle).starts(with: Data("NIBArchive".utf8)))
        }
    }

    @Test func aTargetThatIsNoVersionIsAnErrorAndNoFile() throws {
        try withTemporaryFolder("nibc-compile") { folder in
            try Self.window.write(to: folder.appendingPathComponent("W.xib"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(
                ["compile", "W.xib", "-o", "W.nib", "--minimum-deployment-target", "10.12beta"], in: folder)
            #expect(outcome.status != 0)
            #expect(outcome.stderr.contains("[NIB0803]"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("'10.12beta' is no version"), "\(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("W.nib").path))
        }
    }

    @Test func aStoryboardBecomesAStoryboardcFolderThatReadsBack() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="20037" targetRuntime="iOS.CocoaTouch" initialViewController="vc-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <viewController id="vc-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try withTemporaryFolder("nibc-compile") { folder in
            try storyboard.write(to: folder.appendingPathComponent("S.storyboard"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["compile", "S.storyboard", "-o", "S.storyboardc"], in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let bundle = folder.appendingPathComponent("S.storyboardc")
            #expect(try FileManager.default.contentsOfDirectory(atPath: bundle.path).contains("Info.plist"))
            let dump = try NibcProcess.run(["dump", "S.storyboardc"], in: folder)
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stdout.contains("v-1") || dump.stdout.contains("View"), "\(dump.stdout)")
            // Compiling again replaces the folder whole: nothing left from the first.
            try Data("stale".utf8).write(to: bundle.appendingPathComponent("stale.nib"))
            #expect(try NibcProcess.run(["compile", "S.storyboard", "-o", "S.storyboardc"], in: folder).status == 0)
            #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("stale.nib").path))
        }
    }

    @Test func anElementItCannotCompileIsALocatedErrorAndNothingIsWritten() throws {
        try withTemporaryFolder("nibc-compile") { folder in
            try Self.xib("        <button id=\"b1\"/>").write(
                to: folder.appendingPathComponent("B.xib"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["compile", "B.xib", "-o", "B.nib"], in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("B.xib:7:"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("[NIB0801]") && outcome.stderr.contains("<button>"), "\(outcome.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["B.xib"])
        }
    }

    @Test func refusesToOverwriteItsInput() throws {
        try withTemporaryFolder("nibc-compile") { folder in
            try Self.window.write(to: folder.appendingPathComponent("W.xib"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["compile", "W.xib", "-o", "W.xib"], in: folder)
            #expect(outcome.status == 2)
            #expect(try String(contentsOf: folder.appendingPathComponent("W.xib"), encoding: .utf8) == Self.window)
        }
    }
}
