import Foundation
import PropertyBased
import Testing

@testable import ViewCore

/// `NSSplitView`'s arrangement of subviews placed by Auto Layout (issue 36).
@Suite struct AppKitSplitArrangementTests {
    /// Side by side or one above the other, each across the whole split view, the dividers'
    /// thickness apart, each at the length its frame had; a subview that translates its
    /// autoresizing mask keeps its frame.
    @Test func panesKeepTheirLengthsDividersApart() async {
        let lengths = Gen.int(in: 1...300).map { CGFloat($0) }
        await propertyCheck(count: 100, input: lengths.array(of: 3), Gen.int(in: 0...1), Gen.int(in: 0...2)) {
            sizes, axis, style in
            let isVertical = axis == 1
            let thickness = AppKitSplitArrangement.dividerThickness(style: [nil, "thin", "paneSplitter"][style])
            let total = sizes.reduce(0, +) + 2 * thickness
            let root = View(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
            let split = View(
                frame: CGRect(x: 0, y: 0, width: isVertical ? total : 100, height: isVertical ? 100 : total))
            root.addSubview(split)
            let panes = sizes.map { length in
                let pane = View(
                    frame: CGRect(x: 0, y: 0, width: isVertical ? length : 100, height: isVertical ? 100 : length))
                pane.translatesAutoresizingMaskIntoConstraints = false
                split.addSubview(pane)
                return pane
            }
            let fixed = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
            split.addSubview(fixed)
            AppKitSplitArrangement(isVertical: isVertical, dividerThickness: thickness).install(in: split)
            root.layoutIfNeeded()
            var start: CGFloat = 0
            for (pane, length) in zip(panes, sizes) {
                let expected =
                    isVertical
                    ? CGRect(x: start, y: 0, width: length, height: 100)
                    : CGRect(x: 0, y: start, width: 100, height: length)
                #expect(pane.frame == expected)
                start += length + thickness
            }
            #expect(fixed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        }
        #expect(AppKitSplitArrangement.dividerThickness(style: nil) == 9)
        #expect(AppKitSplitArrangement.dividerThickness(style: "thin") == 1)
        #expect(AppKitSplitArrangement.dividerThickness(style: "paneSplitter") == 10)
    }

    /// A split view longer than its panes gives the extra length to the pane that holds least.
    @Test func thePaneThatHoldsLeastGivesWay() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let split = View(frame: CGRect(x: 0, y: 0, width: 401, height: 100))
        root.addSubview(split)
        let panes = [150, 100, 100].map { width -> View in
            let pane = View(frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: 100))
            pane.translatesAutoresizingMaskIntoConstraints = false
            split.addSubview(pane)
            return pane
        }
        AppKitSplitArrangement(isVertical: true, dividerThickness: 1, holdingPriorities: [355, 350, 355]).install(
            in: split)
        root.layoutIfNeeded()
        #expect(panes.map(\.frame.width) == [150, 149, 100])
        #expect(panes[2].frame.maxX == 401)
    }
}
