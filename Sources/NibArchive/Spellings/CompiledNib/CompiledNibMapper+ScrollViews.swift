import Foundation
import ViewCore

extension CompiledNibMapper {
    /// The subviews of AppKit object `index` as the Xcode reader models them. A nib holds views
    /// its `.xib` leaves implicit (`Formats/nibarchive.md`, "What compiling drops and adds"):
    /// AppKit's private views (a class named `_NS…`: a scroll view's `_NSCornerView`, a
    /// predicate editor's `_NSRuleEditorViewSliceHolder`), which the control makes itself and no
    /// `.xib` names, are left out, and so is a tab view's selected item's view (the item's
    /// `view`, `mapTabViews`); in a scroll view, the clip view ibtool wraps a table header
    /// view in is folded away, the header view taking its place (and its frame). The keys of
    /// `index` naming a view left out are marked read, so no reference dangles; a scroll view's
    /// subclass is treated as the scroll view it is.
    func appKitChildren(
        of index: Int, _ children: [Int], into entries: inout CompiledNibEntries
    ) -> [(index: Int, frameFrom: Int?)] {
        // A subclass of NSScrollView (a class swapper) holds the same views.
        let names = classNames(index)
        let scrollView = (names.base ?? names.name) == "ScrollView"
        let itemViews = tabViewItemViews(of: index)
        var result: [(index: Int, frameFrom: Int?)] = []
        var folded: Set<Int> = []
        for child in children where !itemViews.contains(child) {
            switch graph.className(child) {
            case let name where name.hasPrefix("_NS"):
                folded.insert(child)
            case "NSClipView" where scrollView:
                if let header = graph.reference(child, "NSDocView"), graph.className(header) == "NSTableHeaderView" {
                    folded.insert(child)
                    result.append((header, child))
                } else {
                    result.append((child, nil))
                }
            default:
                result.append((child, nil))
            }
        }
        for (key, payload) in graph.values(index) {
            if case .object(let target) = payload, folded.contains(target) { entries.consume(key) }
        }
        return result
    }

    /// Gives `node` the frame AppKit object `index` has (`NSFrame`), if any.
    func setFrame(of node: ArchiveObject, from index: Int) {
        guard let rect = CompiledNibGraph.numbers(in: graph.string(index, "NSFrame"), count: 4),
            let position = node.index(ofKey: "frame")
        else { return }
        node.entries[position].value = .value(.rect(CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])))
    }
}
