import Foundation
import Testing

@testable import NibRendering

/// A picture `nibc render` drew, checked in beside the tests or in `Formats/`, compared with what
/// it draws now within the golden images' tolerance (`GoldenFile` of NibRenderingTests: at most
/// 1% of pixels off by more than 24 in a channel). `NIBKIT_UPDATE_GOLDENS=1` rewrites it.
struct RenderedPicture {
    /// Where the picture is checked in.
    let url: URL

    /// Compares `png` with the checked-in picture, or writes it with `NIBKIT_UPDATE_GOLDENS=1`.
    func check(_ png: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["NIBKIT_UPDATE_GOLDENS"] == "1" {
            try png.write(to: url)
            return
        }
        guard let checkedIn = try? Data(contentsOf: url) else {
            Issue.record(
                "no picture \(url.lastPathComponent); write it with NIBKIT_UPDATE_GOLDENS=1",
                sourceLocation: sourceLocation)
            return
        }
        let share = try PNGImage(png).differingShare(from: PNGImage(checkedIn), tolerance: 24)
        #expect(
            share <= 0.01, "\(url.lastPathComponent): \(Int(share * 10_000)) of 10,000 pixels differ",
            sourceLocation: sourceLocation)
    }
}
