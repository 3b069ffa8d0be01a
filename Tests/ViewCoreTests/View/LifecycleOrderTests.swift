import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// Pins the whole callback sequence of every case in section 2 of the view-core spec (the
/// order recorded on devices in seed 002), one test per case.
@Suite("Lifecycle callback order", .checkingInvariants)
struct LifecycleOrderTests {
    let log = CallLog()
    /// The window, held by the suite: views hold their window weakly, as UIKit's do.
    let window: RecordingWindow

    init() {
        window = RecordingWindow("w", log: log)
    }

    /// The window `w` holding `P`, with the first display cycle already run and the log empty.
    func windowHoldingP() -> (RecordingWindow, RecordingView) {
        let w = window
        let p = RecordingView("P", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        w.addSubview(p)
        w.runDisplayCycle()
        log.clear()
        return (w, p)
    }

    @Test("Adding A to P in a window: window hooks around the superview hooks, then P.didAddSubview")
    func addToSuperviewInWindow() {
        let (w, p) = windowHoldingP()
        let a = RecordingView("A", log: log)

        p.addSubview(a)

        #expect(
            log.take() == [
                "A.willMove(toWindow: w)",
                "A.willMove(toSuperview: P)",
                "A.didMoveToWindow",
                "A.didMoveToSuperview",
                "P.didAddSubview(A)",
            ])
        #expect(a.superview === p && a.window === w)

        // layoutSubviews is not sent synchronously: only at the next layout pass, and the
        // superview (which the add marked) is laid out before the new subview.
        w.runDisplayCycle()
        #expect(log.take() == ["P.layoutSubviews", "A.layoutSubviews"])
        w.runDisplayCycle()
        #expect(log.take() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("The view's state inside each hook when it is added in a window")
    func stateDuringAdd() {
        let (w, p) = windowHoldingP()
        let a = RecordingView("A", log: log)
        var seen: [String] = []
        a.onRecord = { [unowned a] entry in
            seen.append("\(entry): superview=\(recordedName(a.superview)) window=\(recordedName(a.window))")
        }
        p.onRecord = { [unowned p] entry in
            seen.append("\(entry): P holds A=\(p.subviews.contains { $0 === a })")
        }

        p.addSubview(a)

        #expect(
            seen == [
                "A.willMove(toWindow: w): superview=nil window=nil",
                "A.willMove(toSuperview: P): superview=nil window=nil",
                "A.didMoveToWindow: superview=P window=w",
                "A.didMoveToSuperview: superview=P window=w",
                "P.didAddSubview(A): P holds A=true",
            ])
        #expect(a.window === w)
    }

    @Test("Adding T to V in no window: no window hooks at all")
    func addWithNoWindow() {
        let v = RecordingView("V", log: log)
        let t = RecordingView("T", log: log)

        v.addSubview(t)

        #expect(
            log.take() == [
                "T.willMove(toSuperview: V)",
                "T.didMoveToSuperview",
                "V.didAddSubview(T)",
            ])
        #expect(t.window == nil)
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test(
        "A subtree entering a window: willMove(toWindow:) pre-order, didMoveToWindow post-order, layout parents first")
    func subtreeEntersWindow() {
        let w = window
        w.runDisplayCycle()
        let v = RecordingView("V", log: log)
        let t = RecordingView("T", log: log)
        v.addSubview(t)
        log.clear()

        w.addSubview(v)

        #expect(
            log.take() == [
                "V.willMove(toWindow: w)",
                "T.willMove(toWindow: w)",
                "V.willMove(toSuperview: w)",
                "T.didMoveToWindow",
                "V.didMoveToWindow",
                "V.didMoveToSuperview",
                "w.didAddSubview(V)",
            ])
        #expect(t.window === w)

        w.runDisplayCycle()
        #expect(log.take() == ["w.layoutSubviews", "V.layoutSubviews", "T.layoutSubviews"])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("A deeper subtree: the window hooks walk every view, pre-order then post-order")
    func deeperSubtreeEntersWindow() {
        let w = window
        w.runDisplayCycle()
        let v = RecordingView("V", log: log)
        let t1 = RecordingView("T1", log: log)
        let t2 = RecordingView("T2", log: log)
        let u = RecordingView("U", log: log)
        v.addSubview(t1)
        v.addSubview(t2)
        t1.addSubview(u)
        log.clear()

        w.addSubview(v)

        #expect(
            log.take(only: ["willMove", "didMoveToWindow"]) == [
                "V.willMove(toWindow: w)", "T1.willMove(toWindow: w)", "U.willMove(toWindow: w)",
                "T2.willMove(toWindow: w)",
                "V.willMove(toSuperview: w)",
                "U.didMoveToWindow", "T1.didMoveToWindow", "T2.didMoveToWindow", "V.didMoveToWindow",
            ])

        w.runDisplayCycle()
        #expect(
            log.take() == [
                "w.layoutSubviews", "V.layoutSubviews", "T1.layoutSubviews", "U.layoutSubviews", "T2.layoutSubviews",
            ])

        v.removeFromSuperview()
        #expect(
            log.take(only: ["willMove", "didMoveToWindow"]) == [
                "V.willMove(toSuperview: nil)",
                "V.willMove(toWindow: nil)", "T1.willMove(toWindow: nil)", "U.willMove(toWindow: nil)",
                "T2.willMove(toWindow: nil)",
                "U.didMoveToWindow", "T1.didMoveToWindow", "T2.didMoveToWindow", "V.didMoveToWindow",
            ])
        #expect([v, t1, t2, u].allSatisfy { $0.window == nil })
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Removing V (holding T) from P in a window")
    func removeFromSuperviewInWindow() {
        let (w, p) = windowHoldingP()
        let v = RecordingView("V", log: log)
        let t = RecordingView("T", log: log)
        v.addSubview(t)
        p.addSubview(v)
        w.runDisplayCycle()
        log.clear()
        var seen: [String] = []
        p.onRecord = { [unowned p] entry in
            seen.append("\(entry): P holds V=\(p.subviews.contains { $0 === v })")
        }
        v.onRecord = { [unowned v] entry in
            seen.append("\(entry): superview=\(recordedName(v.superview)) window=\(recordedName(v.window))")
        }
        t.onRecord = { [unowned t] entry in
            seen.append("\(entry): window=\(recordedName(t.window))")
        }

        v.removeFromSuperview()

        #expect(
            log.take() == [
                "P.willRemoveSubview(V)",
                "V.willMove(toSuperview: nil)",
                "V.willMove(toWindow: nil)",
                "T.willMove(toWindow: nil)",
                "T.didMoveToWindow",
                "V.didMoveToWindow",
                "V.didMoveToSuperview",
            ])
        #expect(
            seen == [
                "P.willRemoveSubview(V): P holds V=true",
                "V.willMove(toSuperview: nil): superview=P window=w",
                "V.willMove(toWindow: nil): superview=P window=w",
                "T.willMove(toWindow: nil): window=w",
                "T.didMoveToWindow: window=nil",
                "V.didMoveToWindow: superview=nil window=nil",
                "V.didMoveToSuperview: superview=nil window=nil",
            ])
        #expect(p.subviews.isEmpty)
        #expect(v.subviews.count == 1 && t.superview === v)

        // The superview is marked for layout; the removed subtree is not laid out by the window.
        w.runDisplayCycle()
        #expect(log.take() == ["P.layoutSubviews"])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Removing a view in no window: no window hooks")
    func removeWithNoWindow() {
        let p = RecordingView("P", log: log)
        let a = RecordingView("A", log: log)
        p.addSubview(a)
        log.clear()

        a.removeFromSuperview()

        #expect(
            log.take() == [
                "P.willRemoveSubview(A)",
                "A.willMove(toSuperview: nil)",
                "A.didMoveToSuperview",
            ])
        #expect(a.superview == nil && p.subviews.isEmpty)

        // A second removal does nothing.
        a.removeFromSuperview()
        #expect(log.take() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Moving A between two superviews of one window: willRemoveSubview on the old, no window hooks")
    func moveWithinWindow() {
        let (w, p1) = windowHoldingP()
        let p2 = RecordingView("Q", log: log)
        w.addSubview(p2)
        let a = RecordingView("A", log: log)
        p1.addSubview(a)
        log.clear()

        p2.addSubview(a)

        #expect(
            log.take() == [
                "P.willRemoveSubview(A)",
                "A.willMove(toSuperview: Q)",
                "A.didMoveToSuperview",
                "Q.didAddSubview(A)",
            ])
        #expect(p1.subviews.isEmpty && p2.subviews.map(recordedName) == ["A"])
        #expect(a.superview === p2 && a.window === w)
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Moving A from a superview in a window to one in no window")
    func moveOutOfWindow() {
        let (w, p) = windowHoldingP()
        let a = RecordingView("A", log: log)
        let q = RecordingView("Q", log: log)
        p.addSubview(a)
        #expect(a.window === w)
        log.clear()

        q.addSubview(a)

        #expect(
            log.take() == [
                "P.willRemoveSubview(A)",
                "A.willMove(toWindow: nil)",
                "A.willMove(toSuperview: Q)",
                "A.didMoveToWindow",
                "A.didMoveToSuperview",
                "Q.didAddSubview(A)",
            ])
        #expect(a.window == nil)
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("Moving A from a superview in no window into a window")
    func moveIntoWindow() {
        let (w, p) = windowHoldingP()
        let a = RecordingView("A", log: log)
        let q = RecordingView("Q", log: log)
        q.addSubview(a)
        log.clear()

        p.addSubview(a)

        #expect(
            log.take() == [
                "Q.willRemoveSubview(A)",
                "A.willMove(toWindow: w)",
                "A.willMove(toSuperview: P)",
                "A.didMoveToWindow",
                "A.didMoveToSuperview",
                "P.didAddSubview(A)",
            ])
        #expect(q.subviews.isEmpty && a.window === w)
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("insertSubview(_:at:), (_:aboveSubview:), (_:belowSubview:) send the add hooks and place the view")
    func insertVariants() {
        let p = RecordingView("P", log: log)
        let a = RecordingView("A", log: log)
        let b = RecordingView("B", log: log)
        let c = RecordingView("C", log: log)
        let d = RecordingView("D", log: log)
        p.addSubview(a)
        p.addSubview(b)
        log.clear()

        p.insertSubview(c, at: 0)
        #expect(log.take() == ["C.willMove(toSuperview: P)", "C.didMoveToSuperview", "P.didAddSubview(C)"])
        #expect(p.subviews.map(recordedName) == ["C", "A", "B"])

        p.insertSubview(d, aboveSubview: c)
        #expect(log.take() == ["D.willMove(toSuperview: P)", "D.didMoveToSuperview", "P.didAddSubview(D)"])
        #expect(p.subviews.map(recordedName) == ["C", "D", "A", "B"])

        let e = RecordingView("E", log: log)
        p.insertSubview(e, belowSubview: b)
        #expect(log.take() == ["E.willMove(toSuperview: P)", "E.didMoveToSuperview", "P.didAddSubview(E)"])
        #expect(p.subviews.map(recordedName) == ["C", "D", "A", "E", "B"])

        let f = RecordingView("F", log: log)
        p.insertSubview(f, at: 5)
        #expect(log.take() == ["F.willMove(toSuperview: P)", "F.didMoveToSuperview", "P.didAddSubview(F)"])
        #expect(p.subviews.map(recordedName) == ["C", "D", "A", "E", "B", "F"])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("insertSubview in a window sends the window hooks like addSubview")
    func insertInWindow() {
        let (w, p) = windowHoldingP()
        let a = RecordingView("A", log: log)
        let b = RecordingView("B", log: log)
        p.addSubview(a)
        log.clear()

        p.insertSubview(b, belowSubview: a)

        #expect(
            log.take() == [
                "B.willMove(toWindow: w)",
                "B.willMove(toSuperview: P)",
                "B.didMoveToWindow",
                "B.didMoveToSuperview",
                "P.didAddSubview(B)",
            ])
        #expect(p.subviews.map(recordedName) == ["B", "A"])
        #expect(b.window === w)
    }

    @Test("Inserting a view already among the subviews only reorders: no callbacks")
    func reinsertOnlyReorders() {
        let p = RecordingView("P", log: log)
        let (a, b, c) = (RecordingView("A", log: log), RecordingView("B", log: log), RecordingView("C", log: log))
        for view in [a, b, c] { p.addSubview(view) }
        log.clear()

        p.addSubview(a)
        #expect(p.subviews.map(recordedName) == ["B", "C", "A"])
        p.insertSubview(a, at: 0)
        #expect(p.subviews.map(recordedName) == ["A", "B", "C"])
        p.insertSubview(a, aboveSubview: c)
        #expect(p.subviews.map(recordedName) == ["B", "C", "A"])
        p.insertSubview(c, belowSubview: b)
        #expect(p.subviews.map(recordedName) == ["C", "B", "A"])
        p.insertSubview(a, belowSubview: b)
        #expect(p.subviews.map(recordedName) == ["C", "A", "B"])
        p.insertSubview(a, aboveSubview: a)
        #expect(p.subviews.map(recordedName) == ["C", "A", "B"])

        #expect(log.take() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("bringSubviewToFront, sendSubviewToBack and exchangeSubview reorder without callbacks")
    func reorderingSendsNoCallbacks() {
        let (w, p) = windowHoldingP()
        let (a, b, c) = (RecordingView("A", log: log), RecordingView("B", log: log), RecordingView("C", log: log))
        for view in [a, b, c] { p.addSubview(view) }
        log.clear()

        p.bringSubviewToFront(a)
        #expect(p.subviews.map(recordedName) == ["B", "C", "A"])
        p.sendSubviewToBack(c)
        #expect(p.subviews.map(recordedName) == ["C", "B", "A"])
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews.map(recordedName) == ["A", "B", "C"])

        #expect(log.take() == [])
        #expect([a, b, c].allSatisfy { $0.superview === p && $0.window === w })

        // A view that is not a subview is left alone.
        let stranger = RecordingView("X", log: log)
        p.bringSubviewToFront(stranger)
        p.sendSubviewToBack(stranger)
        #expect(p.subviews.map(recordedName) == ["A", "B", "C"])
        #expect(stranger.superview == nil)
        #expect(log.take() == [])
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }
}
