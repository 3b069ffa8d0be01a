import Foundation
import NibArchive
import TestSupport
import Testing

/// Tab views and layout guides in a compiled nib read as their `.xib` has them.
@Suite struct CompiledNibTabViewTests {
    static let enabled = CompiledCorpus.isAvailable

    /// `nkv_simple.nib` archives its selected tab item's view as the tab view's subview; it reads
    /// as the `.xib` has it: under the item (`tabViewItems[0].view`, with the item's label and
    /// the frame measured from the tab view's bottom), not among the subviews.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func tabItemViewIsTheItemsView() throws {
        let document = try CompiledCorpus.macOSDocument("nkv_simple")
        let tabViews = document.objectIndex().values.filter { $0["tabViewItems"] != nil }
        let tabView = try #require(tabViews.first)
        guard case .array(let items)? = tabView["tabViewItems"], case .object(let item)? = items.first else {
            Issue.record("no tab view item")
            return
        }
        #expect(item["label"] == .value(.string("Tab 1")))
        guard case .object(let view)? = item["view"] else {
            Issue.record("the item has no view")
            return
        }
        #expect(view["frame"] == .value(.rect(CGRect(x: 10, y: 33, width: 460, height: 334))))
        if case .array(let subviews)? = tabView["subviews"] {
            #expect(!subviews.contains { if case .object(let node) = $0 { node.id == view.id } else { false } })
        }
    }

    /// `layout_guide.nib`'s constraints name the content view's safe-area `NSLayoutGuide`; they
    /// read as the `.xib` reader reads `<viewLayoutGuide key="safeArea">`: the view, with
    /// `secondItemGuide` `safeArea`, and no guide object is left among the view's guides.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func safeAreaGuideIsTheViewsGuide() throws {
        let document = try CompiledCorpus.macOSDocument("layout_guide")
        let index = document.objectIndex()
        let constraints = index.values.filter { $0.className == "LayoutConstraint" }
        #expect(constraints.count == 3)
        for constraint in constraints {
            #expect(constraint["secondItemGuide"] == .value(.string("safeArea")))
            guard case .reference(let id)? = constraint["secondItem"] else {
                Issue.record("no second item")
                continue
            }
            #expect(index[id]?.className == "View")
        }
        #expect(!index.values.contains { $0.className == "LayoutGuide" })
    }
}
