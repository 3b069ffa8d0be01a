import Foundation
import TestSupport
import Testing

@testable import NibRendering

/// `nibc render` on real files: the SVG's groups are the views `nibc dump --layout` lays out,
/// with the same frames; pictures are drawn in both appearances, are
/// not blank, and are the same bytes on a second run. A sample of the corpus (every
/// `sampleStride`th file) keeps the suite fast; `NIBKIT_RENDER_ALL=1` takes every file.
@Suite struct RenderCommandTests {
    static let sampleStride = 40

    static var sample: [URL] {
        let files = XcodeCorpus.files().filter { ["xib", "storyboard"].contains($0.pathExtension) }
        if ProcessInfo.processInfo.environment["NIBKIT_RENDER_ALL"] == "1" { return files }
        return files.enumerated().filter { $0.offset % sampleStride == 0 }.map(\.element)
    }

    /// Files with no view that has a size (menus, windows of AppKit objects only): nibc says so.
    static let nothingToDraw = "has no view with a size to draw"

    @Test(XcodeCorpus.required)
    func everySVGGroupHasTheIdAndFrameTheLayoutDumpGives() throws {
        var compared = 0
        for url in Self.sample {
            let name = url.lastPathComponent
            let svg = try NibcProcess.run(["render", "--format", "svg", url.path, "-o", "-"])
            if svg.status == 1, svg.stderr.contains(Self.nothingToDraw) { continue }
            try #require(svg.status == 0, "\(name): \(svg.stderr)")
            // Both lay out alike by default: the same size and the same text measuring.
            let dump = try NibcProcess.run(["dump", "--layout", "--format", "json", url.path])
            try #require(dump.status == 0, "\(name): \(dump.stderr)")
            let groups = SVGGroups(svg.stdout).groups
            let rootID = try #require(groups.first?.id, "\(name): the root has an id")
            let laidOut = try LaidOutFrames(dump: dump.stdout, rootID: rootID)
            let drawnIDs = Set(groups.compactMap(\.id))
            #expect(drawnIDs == Set(laidOut.frames.keys), "\(name): the views drawn are the views laid out")
            for group in groups {
                guard let id = group.id, let frame = laidOut.frames[id] else { continue }
                let close = zip(group.frame, frame).allSatisfy { abs($0 - $1) <= 0.01 }
                #expect(close, "\(name): \(id) drawn at \(group.frame), laid out at \(frame)")
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    @Test(XcodeCorpus.required)
    func sampledFilesRenderWithExitZeroAndTheSameBytesTwice() throws {
        try withTemporaryFolder { folder in
            for url in Self.sample {
                let name = url.lastPathComponent
                let out = folder.appendingPathComponent("\(name).png")
                let first = try NibcProcess.run(["render", "--appearance", "dark", "--scale", "1", url.path, "-o", "-"])
                if first.status == 1, first.stderr.contains(Self.nothingToDraw) { continue }
                #expect(first.status == 0, "\(name): \(first.stderr)")
                let second = try NibcProcess.run([
                    "render", "--appearance", "dark", "--scale", "1", url.path, "-o", out.path,
                ])
                #expect(second.status == 0)
                #expect(try Data(contentsOf: out) == first.stdoutData, "\(name): not the same bytes twice")
            }
        }
    }

    /// The README shows `Formats/xcode-examples/Login.png`, what its first `nibc render` line
    /// draws: drawn again, it differs from the checked-in picture no more than a golden image may.
    @Test func theReadmesPictureIsWhatRenderDrawsNow() throws {
        let examples = ArchiveGenerators.formatsDirectory.appendingPathComponent("xcode-examples")
        let outcome = try NibcProcess.run([
            "render", examples.appendingPathComponent("Login.xib").path, "-o", "-", "--scale", "2",
            "--appearance", "dark",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        try RenderedPicture(url: examples.appendingPathComponent("Login.png")).check(outcome.stdoutData)
    }

    @Test func badArgumentsAreUsageErrors() throws {
        try withTemporaryFolder { folder in try checkBadArguments(in: folder) }
    }

    private func checkBadArguments(in folder: URL) throws {
        let input = folder.appendingPathComponent("Login.xml")
        try Data(NibcProcess.validXML.utf8).write(to: input)
        #expect(try NibcProcess.run(["render", input.path, "-o", "x.png", "--scale", "0"]).status == 2)
        #expect(try NibcProcess.run(["render", input.path, "-o", "x.png", "--size", "axb"]).status == 2)
        let missing = try NibcProcess.run(["render", input.path, "-o", "-", "--scene", "nope"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no top-level view or view controller has the id 'nope'"))
    }
}
