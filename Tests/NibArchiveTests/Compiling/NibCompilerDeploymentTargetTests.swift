import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler.Options.minimumDeploymentTarget`: macOS below 10.13 gives the `.nib` folder
/// Xcode writes (the keyed archive beside the `NIBArchive`), later versions one `NIBArchive`,
/// and a target that is no version a clear error.
@Suite struct NibCompilerDeploymentTargetTests {
    static let enabled = CompiledCorpus.isAvailable

    static func compile(_ data: Data, target: String?, module: String? = nil) throws(ArchiveReadError)
        -> NibCompiler.Output
    {
        try NibCompiler(options: .init(module: module, minimumDeploymentTarget: target)).compile(data, file: "t.xib")
    }

    @Test func macOSBelow1013GivesTheKeyedArchiveBesideTheNIBArchive() throws {
        let source = NibCompilerTests.xib(
            #"<customView id="c1"><rect key="frame" x="0" y="0" width="10" height="20"/></customView>"#)
        let flat = try Self.compile(source, target: nil)
        for target in ["10.12", "10.9", "10.12.6", "10"] {
            let folder = try Self.compile(source, target: target)
            #expect(folder.files.map(\.path) == ["keyedobjects-101300.nib", "keyedobjects.nib"], "\(target)")
            #expect(folder.files.first?.data == flat.files.first?.data, "the versioned file is today's NIBArchive")
            let keyed = try #require(folder.files.last).data
            #expect(keyed.starts(with: Array("bplist00".utf8)))
            #expect(try Self.compile(source, target: target) == folder, "the same input gives the same files")
        }
        for target in ["10.13", "10.13.0", "11.0", "14"] {
            #expect(try Self.compile(source, target: target).files.map(\.path) == [""], "\(target)")
        }
    }

    @Test func aTargetThatIsNoVersionIsAClearError() {
        for target in ["", "ten", "10.", "10..1", "1.2.3.4", "-10.12", "10.12b", "1234567", " 10.12"] {
            do {
                _ = try Self.compile(NibCompilerTests.xib(""), target: target)
                Issue.record("'\(target)' compiled")
            } catch {
                #expect(error.code == .invalidDeploymentTarget, "\(target)")
                #expect(error.message.contains("'\(target)' is no version"), "\(error.message)")
            }
        }
    }

    /// Every macOS pair of the corpus the compiler compiles: the keyed archive decodes into the
    /// `NIBArchive`'s graph and reads back, through `CompiledNibReader`, into the document the
    /// `NIBArchive` reads into (by `CompiledPairSummary`), and into the source's tree (frames as
    /// ibtool places them where it moves views); the folder is the same on a second compile.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func keyedArchivesReadBackAsTheNIBArchiveAndTheSource() throws {
        var checked = 0
        for (source, compiled) in CompiledCorpus.macOSPairs {
            let data = try Data(contentsOf: source)
            let module = try NibCompilerCorpusTests.module(for: source)
            guard let output = try? Self.compile(data, target: "10.12", module: module) else { continue }
            let name = source.lastPathComponent
            #expect(try Self.compile(data, target: "10.12", module: module) == output, "\(name)")
            let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.data) })
            let nib = try #require(files["keyedobjects-101300.nib"])
            let keyed = try #require(files["keyedobjects.nib"])
            // Foundation's reader (CoreFoundation's checks) takes the property list too.
            let plist = try PropertyListSerialization.propertyList(from: keyed, options: [], format: nil)
            #expect((plist as? [String: Any])?["$archiver"] as? String == "NSKeyedArchiver", "\(name)")
            let fromNIBArchive = try CompiledNibReader().read(nib, file: "keyedobjects-101300.nib")
            let fromKeyed = try CompiledNibReader().read(keyed, file: "keyedobjects.nib")
            // The graph itself, object by object (ids of unnumbered objects come from table
            // order, which the keyed archive renumbers, so the documents differ in those).
            var comparison = KeyedGraphComparison(original: try NIBArchiveDecoder().decode(nib))
            let same = comparison.same(0, in: try KeyedNibArchiveDecoder().decode(keyed), 0)
            #expect(same, "\(name): \(comparison.difference)")
            let summary = CompiledPairSummary(fromKeyed)
            #expect(summary == CompiledPairSummary(fromNIBArchive), "\(name)")
            let differences = try NibCompilerCorpusTests.differences(
                of: fromKeyed, fromSource: source, compiled: compiled)
            for part in NibCompilerCorpusTests.parts(checkedFor: source) {
                #expect(differences[part] == nil, "\(name) \(part): \(String(describing: differences[part]))")
            }
            checked += 1
        }
        #expect(checked >= 32)
    }

    /// iOS output does not depend on the target when no safe-area guide is named: Xcode writes
    /// one nib for every target. A safe-area guide compiles the same from iOS 11 (and with no
    /// target given); below it see `NibCompilerSafeAreaTargetTests`.
    @Test func iOSOutputIsTheSameForEveryTarget() throws {
        let xib = Data(UIKitDocumentCompilerTests.xib.utf8)
        let flat = try Self.compile(xib, target: nil)
        for target in ["9.0", "10.3", "11.0", "17"] {
            #expect(try Self.compile(xib, target: target) == flat, "\(target)")
        }
        let safeArea = UIKitDocumentCompilerTests.xib.replacingOccurrences(
            of: "<constraints>", with: #"<viewLayoutGuide key="safeArea" id="sa-1"/><constraints>"#)
        let modern = try Self.compile(Data(safeArea.utf8), target: nil)
        for target in ["11.0", "17"] {
            #expect(try Self.compile(Data(safeArea.utf8), target: target) == modern, "\(target)")
        }
    }
}
