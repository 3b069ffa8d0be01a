import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite("Hierarchy", .checkingInvariants)
struct HierarchyTests {
    let log = CallLog()

    /// P > A > B, all recording, log cleared.
    func chain() -> (p: RecordingView, a: RecordingView, b: RecordingView) {
        let p = RecordingView("P", log: log)
        let a = RecordingView("A", log: log)
        let b = RecordingView("B", log: log)
        p.addSubview(a)
        a.addSubview(b)
        log.clear()
        return (p, a, b)
    }

    @Test("Adding a view to itself is refused, reported, and leaves the tree unchanged")
    func addToItselfIsRefused() {
        let (p, a, b) = chain()

        let errors = HierarchyChecks.capturingHierarchyErrors {
            a.addSubview(a)
            a.insertSubview(a, at: 0)
        }

        #expect(errors.map(\.reason) == [.addedToItself, .addedToItself])
        #expect(errors.first?.description.contains("itself") == true)
        #expect(a.superview === p && a.subviews.count == 1 && a.subviews[0] === b)
        #expect(log.take() == [])
        #expect(p._checkInvariants() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Adding a view to one of its descendants is refused, reported, and leaves the tree unchanged")
    func addToDescendantIsRefused() {
        let (p, a, b) = chain()

        let errors = HierarchyChecks.capturingHierarchyErrors {
            b.addSubview(p)
            b.addSubview(a)
            a.insertSubview(p, at: 0)
            b.insertSubview(a, belowSubview: b)
        }

        #expect(
            errors.map(\.reason) == [.addedToDescendant, .addedToDescendant, .addedToDescendant, .addedToDescendant])
        #expect(p.superview == nil && p.subviews.map(recordedName) == ["A"])
        #expect(a.superview === p && a.subviews.map(recordedName) == ["B"])
        #expect(b.superview === a && b.subviews.isEmpty)
        #expect(log.take() == [])
        #expect(p._checkInvariants() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Out-of-range indices are refused and reported")
    func indexOutOfRange() {
        let (p, a, _) = chain()
        let c = RecordingView("C", log: log)

        let errors = HierarchyChecks.capturingHierarchyErrors {
            p.insertSubview(c, at: 2)
            p.insertSubview(c, at: -1)
            p.exchangeSubview(at: 0, withSubviewAt: 1)
        }

        #expect(errors.map(\.reason) == [.indexOutOfRange(2), .indexOutOfRange(-1), .indexOutOfRange(1)])
        #expect(c.superview == nil && p.subviews.count == 1 && p.subviews[0] === a)
        #expect(log.take() == [])
    }

    @Test("A view has one superview: adding it elsewhere takes it out of the old one")
    func oneSuperviewAtATime() {
        let p = View(), q = View(), a = View()
        p.addSubview(a)
        q.addSubview(a)
        #expect(p.subviews.isEmpty)
        #expect(q.subviews.count == 1 && q.subviews[0] === a && a.superview === q)
        #expect(q._checkInvariants() == [] && p._checkInvariants() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("addSubview appends: the last subview is the front-most")
    func addSubviewAppends() {
        let p = View()
        let views = (1...4).map { tag -> View in
            let view = View()
            view.tag = tag
            return view
        }
        for view in views { p.addSubview(view) }
        #expect(p.subviews.map(\.tag) == [1, 2, 3, 4])
        p.addSubview(views[0])
        #expect(p.subviews.map(\.tag) == [2, 3, 4, 1])
    }

    @Test("isDescendant(of:) is true for the view itself and anything below, never for ancestors or strangers")
    func isDescendant() {
        let (p, a, b) = chain()
        let stranger = View()
        #expect(p.isDescendant(of: p))
        #expect(a.isDescendant(of: p))
        #expect(b.isDescendant(of: p))
        #expect(b.isDescendant(of: a))
        #expect(!p.isDescendant(of: a))
        #expect(!a.isDescendant(of: b))
        #expect(!b.isDescendant(of: stranger))
        #expect(!stranger.isDescendant(of: p))
    }

    @Test("viewWithTag searches depth-first from the receiver itself, never upward")
    func viewWithTag() {
        // root(1) > [x(2) > [x1(5)], y(3) > [y1(5), y2(4)]]
        let root = View(), x = View(), x1 = View(), y = View(), y1 = View(), y2 = View()
        (root.tag, x.tag, x1.tag, y.tag, y1.tag, y2.tag) = (1, 2, 5, 3, 5, 4)
        root.addSubview(x)
        x.addSubview(x1)
        root.addSubview(y)
        y.addSubview(y1)
        y.addSubview(y2)

        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(5) === x1)  // depth-first: x's subtree before y
        #expect(y.viewWithTag(5) === y1)
        #expect(root.viewWithTag(4) === y2)
        #expect(y.viewWithTag(3) === y)  // starts with the receiver
        #expect(y.viewWithTag(1) == nil)  // never upward
        #expect(y.viewWithTag(2) == nil)  // nor sideways
        #expect(root.viewWithTag(99) == nil)

        // Tag 0 is every view's default: the receiver itself answers.
        let plain = View()
        plain.addSubview(View())
        #expect(plain.viewWithTag(0) === plain)
    }

    @Test("window is nil outside a window, the window itself for a Window, and the same down a tree")
    func windowDownTheTree() {
        let w = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (p, a, b) = chain()
        #expect(w.window === w)
        #expect(p.window == nil && b.window == nil)
        w.addSubview(p)
        #expect([p, a, b].allSatisfy { $0.window === w })
        #expect(w._checkInvariants() == [])
        b.removeFromSuperview()
        #expect(b.window == nil && a.window === w)
        p.removeFromSuperview()
        #expect([p, a].allSatisfy { $0.window == nil })
        #expect(w.subviews.isEmpty)
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("_checkInvariants finds a tree whose links disagree")
    func invariantCheckerFindsCorruption() {
        let p = View(), a = View()
        p.addSubview(a)
        #expect(p._checkInvariants() == [])
        // Corrupt the tree behind the API's back, as only a bug could.
        p.subviews.removeAll()
        #expect(!a._checkInvariants().isEmpty)
        p.subviews = [a, a]
        a.superview = p
        #expect(!p._checkInvariants().isEmpty)
        p.subviews = [a]
        let w = Window(frame: .zero)
        a.storedWindow = w
        #expect(!p._checkInvariants().isEmpty)
    }

    @Test("A subview is owned by its superview, which it does not retain and which clears it when freed")
    func ownership() {
        weak var weakChild: View?
        let parent = View()
        do {
            let child = View()
            weakChild = child
            parent.addSubview(child)
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)

        weak var weakParent: View?
        let orphan = View()
        do {
            let parent = View()
            weakParent = parent
            parent.addSubview(orphan)
        }
        #expect(weakParent == nil)
        #expect(orphan.superview == nil)
    }
}
