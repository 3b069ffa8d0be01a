import Foundation
import NibArchive
import TestSupport
import Testing

/// Boxes in a compiled nib read as their `.xib` has them.
@Suite struct CompiledNibBoxTests {
    static let enabled = CompiledCorpus.isAvailable

    /// `box_separator_autoresize.nib`'s separator box carries ibtool's default title cell
    /// ("Title"); a separator shows no title, and its `.xib` has none, so it reads with none.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func separatorHasNoTitle() throws {
        let document = try CompiledCorpus.macOSDocument("box_separator_autoresize")
        let boxes = document.objectIndex().values.filter { $0.className == "View" }
        var titles: [String] = []
        for object in boxes {
            if case .value(.string(let title))? = object["title"] { titles.append(title) }
        }
        #expect(!titles.contains("Title"), "\(titles)")
    }
}
