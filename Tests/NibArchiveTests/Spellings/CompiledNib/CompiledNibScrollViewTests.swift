import Foundation
import NibArchive
import TestSupport
import Testing

/// A scroll view's implicit views in a compiled nib folded as the `.xib` reader models them.
@Suite struct CompiledNibScrollViewTests {
    static let enabled = CompiledCorpus.isAvailable

    /// `sv_hs_visible.nib` holds a corner view and a clip view around the table's header view;
    /// read, its scroll view holds the header view itself and no corner view.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func cornerViewLeftOutAndHeaderClipViewFolded() throws {
        let document = try CompiledCorpus.macOSDocument("sv_hs_visible")
        let scrollViews = document.objectIndex().values.filter { $0.className == "ScrollView" }
        let scrollView = try #require(scrollViews.first)
        guard case .array(let items)? = scrollView["subviews"] else {
            Issue.record("the scroll view has no subviews")
            return
        }
        var classes: [String] = []
        var keys: [[String]] = []
        for case .object(let child) in items {
            classes.append(child.className)
            keys.append(child.entries.map(\.key))
        }
        #expect(!classes.contains("_NSCornerView"), "\(classes)")
        // Only the document's clip view holds subviews: the header view is the scroll view's own.
        #expect(keys.filter { $0.contains("subviews") }.count == 1, "\(keys)")
        #expect(classes.count == 4, "\(classes)")
    }
}
