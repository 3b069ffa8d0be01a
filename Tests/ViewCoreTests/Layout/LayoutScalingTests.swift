import Foundation
import Testing

@testable import ViewCore

/// How the layout system's work grows with the tree, in counted solver work (tableau cells
/// touched), not time.
@Suite struct LayoutScalingTests {
    /// `rows` rows pinned under each other, each holding a label pinned to its margins.
    private func rows(_ count: Int) -> (View, [LayoutConstraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100_000))
        var previous: View?
        var heights: [LayoutConstraint] = []
        for _ in 0..<count {
            let row = View(), label = Label()
            label.text = "Row"
            for view in [row, label] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            heights.append(height)
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                height,
                label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
            previous = row
        }
        return (root, heights)
    }

    private func work(_ count: Int) -> (first: Int, oneConstant: Int) {
        let (root, heights) = rows(count)
        root.layoutIfNeeded()
        let first = root.layoutNode?.ownedSystem?.solver.cellOperations ?? 0
        heights[heights.count - 1].constant = 60
        root.layoutIfNeeded()
        let after = root.layoutNode?.ownedSystem?.solver.cellOperations ?? 0
        return (first, after - first)
    }

    // Measured (this test, cells): first solve 49,104 at 100 rows, 4,091,004 at 1,000 (83x):
    // still quadratic, so the 12x target is not met yet; the bound below keeps it from
    // getting worse (before the post-order registration it was 982x).
    @Test func firstSolveStaysBelowQuadraticAndOneConstantStaysLocal() {
        let small = work(100), large = work(1000)
        #expect(small.first > 0)
        let ratio = Double(large.first) / Double(small.first)
        #expect(ratio <= 100, "first solve: \(small.first) -> \(large.first) cells (\(ratio)x)")
        #expect(
            large.oneConstant <= max(4 * small.oneConstant, 200),
            "one changed constant: \(small.oneConstant) -> \(large.oneConstant) cells")
    }

    /// The solver's work to lay out a horizontal stack of `count` plain views (no width of
    /// their own: an ambiguous layout, as a file may hold).
    private func stackWork(_ count: Int) -> Int {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let stack = StackView(arrangedSubviews: (0..<count).map { _ in View() })
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        return root.layoutNode?.ownedSystem?.solver.cellOperations ?? 0
    }

    // Each position depends on every width before it, so a stack's solved form grows with the
    // square of its views (kiwi's alike). Solving each spacing constraint for the first view's
    // width, which every position held, made it the cube: 2x the views cost about 8x, and a
    // 1,000-view stack took 22 s in `nibc validate` (found by fuzzing).
    @Test func aStackCostsTheSquareOfItsViewsNotTheCube() {
        let small = stackWork(100), large = stackWork(200)
        #expect(small > 0)
        let ratio = Double(large) / Double(small)
        #expect(ratio <= 5, "\(small) -> \(large) cells (\(ratio)x)")
    }
}
