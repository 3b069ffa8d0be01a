import Foundation
import TestSupport
import Testing

/// `nibc` on compiled nibs: `dump --raw` prints the tables with the header's counts, `dump`
/// reads a nib and a `.storyboardc` bundle as one input each.
@Suite struct CompiledNibCommandTests {
    static let macos = CompiledCorpus.folder.appendingPathComponent("macos")

    @Test(
        .enabled(
            if: CompiledCorpus.isAvailable,
            CompiledCorpus.skipReason))
    func dumpRawPrintsTheTables() throws {
        let outcome = try NibcProcess.run(["dump", "--raw", Self.macos.appendingPathComponent("test1.nib").path])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdout.hasPrefix("NIBArchive format 1, coder 10: 49 objects, 85 keys, 162 values, 17 classes\n"))
        #expect(outcome.stdout.contains("    NS.bytes = data 12 \"Transmission\""))
        #expect(outcome.stdout.contains("    NSWindowIsRestorable = false"))
    }

    @Test(
        .enabled(
            if: CompiledCorpus.isAvailable,
            CompiledCorpus.skipReason))
    func dumpReadsANibAndAStoryboardBundle() throws {
        let nib = try NibcProcess.run(["dump", Self.macos.appendingPathComponent("test1.nib").path])
        #expect(nib.status == 0)
        #expect(nib.stdout.contains("TextField id=18 frame=(190 20 158 29)"))
        let bundle = CompiledCorpus.folder.appendingPathComponent(
            "ios/lfabreges__lunoco--4a9d967/LaunchScreen.storyboardc")
        let storyboard = try NibcProcess.run(["dump", bundle.path])
        #expect(storyboard.status == 0)
        #expect(storyboard.stdout.hasPrefix("ViewController id=n1-8"))
        let validate = try NibcProcess.run(["validate", bundle.path])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(!validate.stdout.contains("error:"))
    }

    /// A compiled iOS storyboard's segues show in `nibc dump` and survive `nibc convert`, as a
    /// source storyboard's do; one naming a missing destination is `NIB0150`.
    @Test func dumpAndConvertShowACompiledStoryboardsSegues() throws {
        try withTemporaryFolder { folder in
            let bundle = try CompiledSegueStoryboard.write(in: folder)
            let dump = try NibcProcess.run(["dump", bundle.path])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stdout.contains("kind=\"show\""))
            #expect(dump.stdout.contains("kind=\"embed\""))
            #expect(dump.stdout.contains("kind=\"relationship\""))
            let json = folder.appendingPathComponent("Main.json")
            let convert = try NibcProcess.run(["convert", bundle.path, "-o", json.path])
            #expect(convert.status == 0, "\(convert.stderr)")
            let text = try String(contentsOf: json, encoding: .utf8)
            #expect(text.contains("\"unwindAction\"") && text.contains("\"backToRoot:\""))
            let broken = folder.appendingPathComponent("Broken")
            try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
            let bad = try CompiledSegueStoryboard.write(
                in: broken, nibs: CompiledSegueStoryboard.nibs(destination: "X"))
            let refused = try NibcProcess.run(["dump", bad.path])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("[NIB0150]"))
        }
    }

    @Test func dumpRawRefusesADamagedNib() throws {
        try withTemporaryFolder { folder in
            var bytes = NIBArchiveBytesBuilder.sample.build().bytes
            bytes.replaceSubrange(18..<22, with: NIBArchiveBytesBuilder.u32(.max))
            let path = folder.appendingPathComponent("bad.nib")
            try Data(bytes).write(to: path)
            let outcome = try NibcProcess.run(["dump", "--raw", path.path])
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains(":1:19: error: the object table's count 4294967295 cannot fit"))
            #expect(outcome.stderr.contains("[NIB0115]"))
        }
    }

    @Test func aKeyedArchiveNibDumpsAndValidates() throws {
        try withTemporaryFolder { folder in
            let nib = folder.appendingPathComponent("View.nib")
            try FileManager.default.createDirectory(at: nib, withIntermediateDirectories: true)
            try KeyedArchiveBuilder.iOSSample().data().write(to: nib.appendingPathComponent("keyedobjects.nib"))
            let raw = try NibcProcess.run(["dump", "--raw", nib.path])
            #expect(raw.status == 0, "\(raw.stderr)")
            #expect(raw.stdout.hasPrefix("NSKeyedArchiver archive, version 100000 (as NIBArchive tables): "))
            #expect(raw.stdout.contains("UIRuntimeOutletConnection"))
            let dump = try NibcProcess.run(["dump", nib.path])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stdout.contains("Label"))
            let validate = try NibcProcess.run(["validate", folder.path])
            #expect(validate.status == 0, "\(validate.stdout)")
            #expect(validate.stdout.contains("View.nib") || validate.stderr.isEmpty)
            var bad = KeyedArchiveBuilder.iOSSample()
            bad.top["UINibConnectionsKey"] = KeyedArchiveBuilder.uid(999)
            try bad.data().write(to: nib.appendingPathComponent("keyedobjects.nib"))
            let refused = try NibcProcess.run(["validate", nib.path])
            #expect(refused.status == 1)
            #expect(
                (refused.stdout + refused.stderr).contains(
                    "error: $top.UINibConnectionsKey refers to object 999, but the archive has"))
        }
    }
}
