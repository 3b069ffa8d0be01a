import Foundation
import TestSupport
import Testing

/// Issue 36's cells, measured: each iOS and tvOS file of the Xcode corpus laid out by `nibc dump
/// --layout --text-sizes-from-file`, the frames of the views in table and collection view cells
/// against those Interface Builder stored, within 0.5 points, per folder. The counts may only
/// rise: each folder's figures are floors (cells laid out at the table's width and their own
/// height, the content view's subviews solved in it), and the views outside cells must keep
/// theirs. Prints each folder's tally. Skipped without the corpus.
@Suite struct CellLayoutCorpusTests {
    /// The least each folder matches: (in cells, outside cells). Before cells were laid out,
    /// no frame in a cell matched (xcode 0 of 531, xcode-more 0 of 1,291), and outside them
    /// xcode matched 590 of 630 and xcode-more 1,113 of 1,586; the iOS rules of the second
    /// pass (bars as stored, status bar by tools, segmented controls, Xcode 26's controls) took
    /// xcode-more's views outside cells to 1,301, and its cells (rows with an accessory) to 1,209;
    /// views no constraint names held at their stored frames took its cells to 1,224, and tvOS's
    /// activity indicators xcode's views outside cells to 591 and xcode-more's to 1,303; a
    /// navigation bar passed on from a controller that simulates one, xcode-more's to 1,317;
    /// placeholder constraints installed as Interface Builder's canvas lays them out, to 1,318;
    /// Xcode 15's placeholder tools version read as its plug-in's, to 1,323; an inset-grouped
    /// row's margins by its table's width, xcode's cells to 495; the sides of rows drawn inset
    /// (tvOS's grouped tables) kept, xcode-more's to 1,262; views Interface Builder marked
    /// ambiguous held at their stored frames in what the layout leaves free, the views outside
    /// cells to 595 and 1,330; Xcode 11's betas' tools drawing no status bar, xcode-more's to
    /// 1,336; a top-level cell's content view given a row's margins, 1,343; views of the app's
    /// own classes that Interface Builder placed without a warning keeping their stored sizes
    /// (Cosmos's rating views), 1,353. Scroll views' guides, text views that do not scroll and
    /// the TV's overscan band, 1,366; Xcode 8's frame insets read as frames (kharrison's
    /// AutoLayout cells, 16 more in cells) and margins preserved from a scroll view's adjusted
    /// offset, 1,278 and 1,374. Top-level views of a collection view cell given margins, 1,375;
    /// intrinsic size placeholders, 1,377. Xcode 26's taller rows (NetNewsWire's settings),
    /// xcode's cells to 498.
    static let floors: [String: (inCells: Int, outside: Int)] = [
        "xcode": (498, 595),
        "xcode-more": (1278, 1377),
    ]

    @Test(XcodeCorpus.required)
    func cellFramesMatchTheStoredOnes() throws {
        for folder in XcodeCorpus.folders {
            let tally = try CellFrameTally.corpus(folder: folder, runtimes: ["iOS", "AppleTV"])
            let name = folder.lastPathComponent
            print("\(name): \(tally)")
            let floor = try #require(Self.floors[name])
            #expect(tally.inCells.matched >= floor.inCells, "\(name): \(tally)")
            #expect(tally.outside.matched >= floor.outside, "\(name): \(tally)")
        }
    }
}
