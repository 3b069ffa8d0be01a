import Foundation
import NibKit
import TestSupport
import Testing

@testable import NibRendering
@testable import nibc

/// Every file of the Xcode corpus, in this process (running nibc per file took 0.35 s each),
/// laid out and drawn as `nibc render` lays out and draws it (`Render.renderer`): each top-level
/// view and scene light and dark. A picture whose SVG draws something in a colour other than
/// the background's is not blank, and the same tree gives the same PNG bytes twice (every fifth
/// file). Prints how many pictures were drawn and how long drawing took against loading and
/// layout (about 75 s of processor time for the whole corpus in a debug build). Every view
/// `nibc dump --layout` prints is a group of the SVG with its id and frame.
@Suite struct RenderCorpusTests {
    @Test(XcodeCorpus.required)
    func everyTopLevelViewDrawsInBothAppearances() throws {
        var pictures = 0, blank = 0, views = 0, svgViews = 0
        var loading: Duration = .zero, drawing: Duration = .zero
        let clock = ContinuousClock()
        let files = XcodeCorpus.files().filter { ["xib", "storyboard"].contains($0.pathExtension) }
        for (index, url) in files.enumerated() {
            let name = url.lastPathComponent
            var roots: [LayoutDump.Root] = []
            var design: XcodeDesignMetrics?
            var dumped = ""
            loading += try clock.measure {
                let (document, _, metrics) = try InputFile.document(at: url.path, designMetrics: true)
                design = metrics
                // The layout `nibc dump --layout` makes by default, and the JSON it prints.
                let dump = LayoutDump(design: design, measuresText: true)
                roots = try dump.layOut(document: document, path: url.path)
                dumped = dump.json(roots)
            }
            for root in roots where root.view.frame.width >= 1 && root.view.frame.height >= 1 {
                views += Self.count(root.view)
                for appearance in Appearance.allCases {
                    let renderer = Render.renderer(
                        scale: 1, appearance: appearance, roots: roots, design: design, path: url.path)
                    var png = Data(), svg = ""
                    drawing += try clock.measure {
                        png = try renderer.pngData(of: root.view)
                        svg = renderer.svg(of: root.view)
                    }
                    pictures += 1
                    guard Self.drawsSomething(svg) else {
                        blank += 1
                        continue
                    }
                    let background: UInt8 = appearance == .light ? 255 : 0
                    let blankPixel = PNGImage.Pixel(red: background, green: background, blue: background, alpha: 255)
                    #expect(try PNGImage(png).pixels.contains { $0 != blankPixel }, "\(name) \(appearance): blank")
                    if appearance == .light {
                        // Drawing twice costs a quarter of this test's time; every fifth file
                        // (all kinds of view across the corpus) shows the bytes are the same.
                        if index % 5 == 0 {
                            #expect(try renderer.pngData(of: root.view) == png, "\(name): not the same bytes twice")
                        }
                        svgViews += try Self.checkGroups(of: svg, against: dumped, file: name)
                    }
                }
            }
        }
        #expect(pictures > 20)
        #expect(svgViews > 0)
        let perView = { (duration: Duration) in
            Double(duration.components.attoseconds / 1_000_000_000_000 + duration.components.seconds * 1_000_000)
                / Double(max(1, views))
        }
        print(
            "render corpus: \(pictures) pictures of \(views) views (\(blank) with nothing to draw); "
                + "load+layout \(String(format: "%.1f", perView(loading))) µs/view, "
                + "draw (PNG and SVG, both appearances) \(String(format: "%.1f", perView(drawing))) µs/view")
    }

    /// Checks that every view `nibc dump --layout` printed (`dumped`) for the root `svg` draws
    /// is a group of the SVG with its id and its frame in the root's coordinates, and that no
    /// other view with an id is drawn; returns how many groups were compared.
    static func checkGroups(of svg: String, against dumped: String, file: String) throws -> Int {
        let groups = SVGGroups(svg).groups
        guard let rootID = groups.first?.id else { return 0 }
        let laidOut = try LaidOutFrames(dump: dumped, rootID: rootID)
        #expect(Set(groups.compactMap(\.id)) == Set(laidOut.frames.keys), "\(file): the views drawn are those laid out")
        var compared = 0
        for group in groups {
            guard let id = group.id, let frame = laidOut.frames[id] else { continue }
            let close = zip(group.frame, frame).allSatisfy { abs($0 - $1) <= 0.01 }
            #expect(close, "\(file): \(id) drawn at \(group.frame), laid out at \(frame)")
            compared += 1
        }
        return compared
    }

    /// Whether the SVG paints in a colour other than its background's (its first fill).
    static func drawsSomething(_ svg: String) -> Bool {
        var colours = Set<Substring>()
        var background: Substring?
        for part in svg.split(separator: "=\"rgb(").dropFirst() {
            guard let end = part.firstIndex(of: ")") else { continue }
            let colour = part[..<end]
            if background == nil { background = colour } else { colours.insert(colour) }
        }
        return !colours.subtracting(background.map { [$0] } ?? []).isEmpty
    }

    private static func count(_ view: View) -> Int {
        1 + view.subviews.map(count).reduce(0, +) + ViewPainter.cells(of: view).map(count).reduce(0, +)
    }
}
