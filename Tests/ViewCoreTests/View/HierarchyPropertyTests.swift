import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ViewCore

/// Random sequences of hierarchy operations over a pool of views, checked after every step
/// against a plain model (ordered child lists and a parent map) and against the invariants.
@Suite("Hierarchy properties")
struct HierarchyPropertyTests {
    /// Views 0..<5 may be moved anywhere; number 5 is a window, which is only ever a parent.
    static let viewCount = 5
    static let windowIndex = 5

    /// One step: `kind` picks the operation, `parent` the receiver, `child` the view operated
    /// on, `index` a subview index (sometimes out of range on purpose) or the sibling.
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int, parent: Int, child: Int, index: Int
        var description: String { "(\(kind), \(parent), \(child), \(index))" }
    }

    static let steps = zip(
        Gen.int(in: 0...8), Gen.int(in: 0...windowIndex), Gen.int(in: 0..<viewCount), Gen.int(in: -1...5)
    ).map { Step(kind: $0.0, parent: $0.1, child: $0.2, index: $0.3) }.array(of: 1...40)

    /// The model: each node's ordered children, and each node's parent.
    struct Model {
        var children: [[Int]] = Array(repeating: [], count: windowIndex + 1)
        var parent: [Int?] = Array(repeating: nil, count: windowIndex + 1)
        var errors: [HierarchyError.Reason] = []

        func isAncestor(_ a: Int, of b: Int) -> Bool {
            var current: Int? = b
            while let node = current {
                if node == a { return true }
                current = parent[node]
            }
            return false
        }

        mutating func detach(_ v: Int) {
            if let old = parent[v] { children[old].removeAll { $0 == v } }
            parent[v] = nil
        }

        /// Places `v` at `position` among `p`'s children (counted without `v`), checking what
        /// `insertSubview(_:at:)` refuses.
        mutating func place(_ v: Int, in p: Int, at position: Int) {
            if v == p { return errors.append(.addedToItself) }
            if isAncestor(v, of: p) { return errors.append(.addedToDescendant) }
            let others = children[p].filter { $0 != v }
            guard (0...others.count).contains(position) else { return errors.append(.indexOutOfRange(position)) }
            detach(v)
            children[p] = others
            children[p].insert(v, at: position)
            parent[v] = p
        }

        mutating func apply(_ step: Step) {
            let (p, v) = (step.parent, step.child)
            switch step.kind {
            case 0, 1:
                place(v, in: p, at: children[p].filter { $0 != v }.count)
            case 2:
                place(v, in: p, at: step.index)
            case 3, 4:
                // Above / below a sibling: next to it, or at the front when it is not a child.
                let sibling = step.index.clamped(to: 0...(Self.viewCountMinusOne))
                if sibling == v, parent[v] == p { return }
                guard let at = children[p].filter({ $0 != v }).firstIndex(of: sibling) else {
                    return place(v, in: p, at: children[p].filter { $0 != v }.count)
                }
                place(v, in: p, at: step.kind == 3 ? at + 1 : at)
            case 5, 6:
                detach(v)
            case 7:
                guard let at = children[p].firstIndex(of: v) else { return }
                children[p].remove(at: at)
                if step.index.isMultiple(of: 2) { children[p].append(v) } else { children[p].insert(v, at: 0) }
            default:
                let i = step.index, j = v
                guard children[p].indices.contains(i), children[p].indices.contains(j) else {
                    return errors.append(.indexOutOfRange(children[p].indices.contains(i) ? j : i))
                }
                children[p].swapAt(i, j)
            }
        }

        static let viewCountMinusOne = viewCount - 1
    }

    static func apply(_ step: Step, to nodes: [View]) {
        let (p, v) = (nodes[step.parent], nodes[step.child])
        switch step.kind {
        case 0, 1: p.addSubview(v)
        case 2: p.insertSubview(v, at: step.index)
        case 3: p.insertSubview(v, aboveSubview: nodes[step.index.clamped(to: 0...(viewCount - 1))])
        case 4: p.insertSubview(v, belowSubview: nodes[step.index.clamped(to: 0...(viewCount - 1))])
        case 5, 6: v.removeFromSuperview()
        case 7: if step.index.isMultiple(of: 2) { p.bringSubviewToFront(v) } else { p.sendSubviewToBack(v) }
        default: p.exchangeSubview(at: step.index, withSubviewAt: step.child)
        }
    }

    @Test("Random hierarchy operations keep the invariants and agree with the model", .checkingInvariants)
    func randomOperations() async {
        await propertyCheck(count: 300, input: Self.steps) { steps in
            var nodes: [View] = (0..<Self.viewCount).map { index in
                let view = View(frame: CGRect(x: index, y: index, width: 10, height: 10))
                view.tag = index
                return view
            }
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.tag = Self.windowIndex
            nodes.append(window)
            var model = Model()

            for (number, step) in steps.enumerated() {
                let errors = HierarchyChecks.capturingHierarchyErrors { Self.apply(step, to: nodes) }
                let expectedErrors = model.errors.count
                model.apply(step)
                #expect(errors.map(\.reason) == Array(model.errors[expectedErrors...]), "step \(number) \(step)")

                for (index, node) in nodes.enumerated() {
                    #expect(
                        node.subviews.map(\.tag) == model.children[index], "children of \(index) after step \(number)")
                    #expect(node.superview?.tag == model.parent[index], "parent of \(index) after step \(number)")
                    let inWindow = model.isAncestor(Self.windowIndex, of: index)
                    #expect(node.window === (inWindow ? window : nil), "window of \(index) after step \(number)")
                    for other in nodes {
                        #expect(node.isDescendant(of: other) == model.isAncestor(other.tag, of: index))
                    }
                }
                for root in nodes where root.superview == nil {
                    #expect(root._checkInvariants() == [], "after step \(number) \(step)")
                }
            }
            #expect(HierarchyChecks.takeInvariantViolations() == [])
        }
    }

    @Test("Random trees entering and leaving a window send window hooks to every view once, pre-order then post-order")
    func windowHooksWalkTheSubtree() async {
        // parents[i] picks the parent of view i + 1 among views 0...i: a random tree rooted at 0.
        let trees = Gen.int(in: 0...100).array(of: 1...12)
        await propertyCheck(count: 100, input: trees) { picks in
            let log = CallLog()
            let window = RecordingWindow("w", log: log)
            var views = [RecordingView("V0", log: log)]
            for (i, pick) in picks.enumerated() {
                let view = RecordingView("V\(i + 1)", log: log)
                views[pick % (i + 1)].addSubview(view)
                views.append(view)
            }
            func preOrder(_ view: View) -> [String] { [recordedName(view)] + view.subviews.flatMap(preOrder) }
            func postOrder(_ view: View) -> [String] { view.subviews.flatMap(postOrder) + [recordedName(view)] }
            log.clear()

            // The expected lists are built in steps: one expression of them took the type
            // checker over a second.
            let didMove: [String] = postOrder(views[0]).map { "\($0).didMoveToWindow" }
            window.addSubview(views[0])
            let entering = log.take(only: ["willMove", "didMoveToWindow"])
            var expected: [String] = preOrder(views[0]).map { "\($0).willMove(toWindow: w)" }
            expected.append("V0.willMove(toSuperview: w)")
            #expect(entering == expected + didMove)
            #expect(views.allSatisfy { $0.window === window })

            views[0].removeFromSuperview()
            let leaving = log.take(only: ["willMove", "didMoveToWindow"])
            expected = ["V0.willMove(toSuperview: nil)"]
            expected += preOrder(views[0]).map { "\($0).willMove(toWindow: nil)" }
            #expect(leaving == expected + didMove)
            #expect(views.allSatisfy { $0.window == nil })
        }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
