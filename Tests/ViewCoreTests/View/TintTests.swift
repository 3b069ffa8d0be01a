import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// Tint colour resolution, dimming, adjustment-mode resolution and `tintColorDidChange()`
/// propagation (spec sections 1 and 4).
@Suite("Tint")
struct TintTests {
    let log = CallLog()

    /// P > [A > [A1], B (own tint: green) > [B1]], log empty.
    func tree() -> (p: RecordingView, a: RecordingView, a1: RecordingView, b: RecordingView, b1: RecordingView) {
        let p = RecordingView("P", log: log)
        let a = RecordingView("A", log: log)
        let a1 = RecordingView("A1", log: log)
        let b = RecordingView("B", log: log)
        let b1 = RecordingView("B1", log: log)
        p.addSubview(a)
        a.addSubview(a1)
        p.addSubview(b)
        b.addSubview(b1)
        b.tintColor = .green
        log.clear()
        return (p, a, a1, b, b1)
    }

    @Test("The tint resolves to the first colour set walking up, else the system tint")
    func resolution() {
        let (p, a, a1, b, b1) = tree()
        #expect(p.tintColor == .systemBlue)
        #expect(a1.tintColor == .systemBlue)
        #expect(b.tintColor == .green && b1.tintColor == .green)
        p.tintColor = .red
        #expect(a.tintColor == .red && a1.tintColor == .red)
        #expect(b1.tintColor == .green)
        // Only the view that set it stores it; nil makes a view inherit again.
        #expect(a.storedTintColor == nil)
        b.tintColor = nil
        #expect(b1.tintColor == .red)
    }

    @Test("Dimmed: the effective adjustment mode dims the colour down the tree")
    func dimmed() {
        let (p, a, a1, b, b1) = tree()
        p.tintColor = .red
        p.tintAdjustmentMode = .dimmed
        #expect(p.tintColor == Color.red.dimmed)
        #expect(a1.tintColor == Color.red.dimmed)
        #expect(b1.tintColor == Color.green.dimmed)
        #expect(Color.red.dimmed != .red)
        #expect(Color.red.dimmed.red == Color.red.dimmed.green && Color.red.dimmed.green == Color.red.dimmed.blue)

        a.tintAdjustmentMode = .normal
        #expect(a.tintColor == .red && a1.tintColor == .red)
        #expect(b.tintColor == Color.green.dimmed)
    }

    @Test("tintAdjustmentMode resolves .automatic by walking up, .normal when nothing says otherwise")
    func adjustmentModeResolution() {
        let (p, a, a1, b, _) = tree()
        #expect(p.tintAdjustmentMode == .normal && a1.tintAdjustmentMode == .normal)
        p.tintAdjustmentMode = .dimmed
        #expect(a.tintAdjustmentMode == .dimmed && a1.tintAdjustmentMode == .dimmed && b.tintAdjustmentMode == .dimmed)
        a.tintAdjustmentMode = .normal
        #expect(a1.tintAdjustmentMode == .normal)
        a.tintAdjustmentMode = .automatic
        #expect(a.tintAdjustmentMode == .dimmed)
        #expect(a.storedTintAdjustmentMode == .automatic)
        p.tintAdjustmentMode = .automatic
        #expect(a1.tintAdjustmentMode == .normal)
    }

    @Test("tintColorDidChange reaches exactly the views whose effective tint changed, parents first")
    func colourChangeReachesExactlyTheChanged() {
        let (p, a, _, b, _) = tree()
        p.tintColor = .red
        #expect(log.take() == ["P.tintColorDidChange", "A.tintColorDidChange", "A1.tintColorDidChange"])

        p.tintColor = .red  // no change
        #expect(log.take() == [])

        a.tintColor = .red  // set, but the effective tint is the same
        #expect(log.take() == [])

        p.tintColor = .blue  // a keeps its own red now
        #expect(log.take() == ["P.tintColorDidChange"])

        p.tintColor = nil  // back to the system tint
        #expect(log.take() == ["P.tintColorDidChange"])

        b.tintColor = nil  // b and b1 now inherit the system tint
        #expect(log.take() == ["B.tintColorDidChange", "B1.tintColorDidChange"])
    }

    @Test("Changing the adjustment mode reaches every view whose shown tint changes")
    func modeChangeReachesExactlyTheChanged() {
        let (p, a, _, b, _) = tree()
        b.tintAdjustmentMode = .normal
        #expect(log.take() == [])  // it already showed normal
        p.tintAdjustmentMode = .dimmed
        #expect(log.take() == ["P.tintColorDidChange", "A.tintColorDidChange", "A1.tintColorDidChange"])
        b.tintAdjustmentMode = .automatic  // b and b1 become dimmed too
        #expect(log.take() == ["B.tintColorDidChange", "B1.tintColorDidChange"])
        a.tintAdjustmentMode = .dimmed  // already dimmed through p
        #expect(log.take() == [])
        p.tintAdjustmentMode = .normal
        #expect(log.take() == ["P.tintColorDidChange", "B.tintColorDidChange", "B1.tintColorDidChange"])
    }

    @Test(
        "Moving under a superview with a different tint reaches the moved subtree, except views with their own",
        .checkingInvariants)
    func moveUnderDifferentTint() {
        let (p, a, a1, _, _) = tree()
        let a2 = RecordingView("A2", log: log)
        a2.tintColor = .blue
        a.addSubview(a2)
        let q = RecordingView("Q", log: log)
        q.tintColor = .red
        log.clear()

        q.addSubview(a)
        #expect(log.take(only: ["tintColorDidChange"]) == ["A.tintColorDidChange", "A1.tintColorDidChange"])
        #expect(a1.tintColor == .red)

        // A superview with the same effective tint: no callback.
        let r = RecordingView("R", log: log)
        r.tintColor = .red
        log.clear()
        r.addSubview(a)
        #expect(log.take(only: ["tintColorDidChange"]) == [])

        // Leaving: back to the system tint.
        a.removeFromSuperview()
        #expect(log.take(only: ["tintColorDidChange"]) == ["A.tintColorDidChange", "A1.tintColorDidChange"])

        // Into a dimmed superview: the shown tint changes for every view, a2 included.
        p.tintAdjustmentMode = .dimmed
        log.clear()
        p.addSubview(a)
        #expect(
            log.take(only: ["tintColorDidChange"]) == [
                "A.tintColorDidChange", "A1.tintColorDidChange", "A2.tintColorDidChange",
            ])
        #expect(a2.tintColor == Color.blue.dimmed)
        #expect(HierarchyChecks.takeInvariantViolations() == [])
    }

    @Test("The tint callback comes after the hierarchy hooks of the move")
    func tintAfterHierarchyHooks() {
        let p = RecordingView("P", log: log)
        let q = RecordingView("Q", log: log)
        let a = RecordingView("A", log: log)
        q.tintColor = .red
        p.addSubview(a)
        log.clear()
        q.addSubview(a)
        #expect(
            log.take() == [
                "P.willRemoveSubview(A)",
                "A.willMove(toSuperview: Q)",
                "A.didMoveToSuperview",
                "Q.didAddSubview(A)",
                "A.tintColorDidChange",
            ])
    }

    @Test("A window's tint reaches views added to it")
    func windowTint() {
        let window = RecordingWindow("w", log: log)
        window.tintColor = .red
        #expect(log.take() == ["w.tintColorDidChange"])
        let a = RecordingView("A", log: log)
        window.addSubview(a)
        #expect(a.tintColor == .red)
        #expect(log.take(only: ["tintColorDidChange"]) == ["A.tintColorDidChange"])
    }
}
