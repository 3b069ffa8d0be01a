import Foundation
import ViewCore

extension CompiledNibMapper {
    /// The views of AppKit tab view `index`'s items (`NSTabViewItems`, each item's `NSView`).
    /// AppKit makes the selected item's view the tab view's subview, and ibtool archives it
    /// there; the `.xib` holds each view under its item, as the Xcode reader models it.
    func tabViewItemViews(of index: Int) -> Set<Int> {
        guard graph.className(index) == "NSTabView" else { return [] }
        return Set(graph.objectItems(index, "NSTabViewItems").compactMap { graph.reference($0, "NSView") })
    }

    /// `NSTabView`'s items as its `tabViewItems`, and an `NSTabViewItem`'s label and view, with
    /// the keys the Xcode reader gives a `<tabViewItem>` (`label`, `view`). The view keeps the
    /// frame AppKit archived, measured from the tab view's bottom, as the `.xib` gives it.
    func mapTabViews(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        switch graph.className(index) {
        case "NSTabView" where graph.reference(index, "NSTabViewItems") != nil:
            var items: [ArchiveValue] = []
            for item in graph.objectItems(index, "NSTabViewItems") { items.append(try owned(item)) }
            entries.set("tabViewItems", .array(items))
            entries.consume("NSTabViewItems")
        case "NSTabViewItem":
            if let label = graph.string(index, "NSLabel") {
                entries.set("label", .string(label))
                entries.consume("NSLabel")
            }
            if let view = graph.reference(index, "NSView") {
                entries.set("view", try owned(view))
                entries.consume("NSView")
            }
            // The item's tab view is the object holding it.
            entries.consume("NSTabView")
        default: break
        }
    }
}
