import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// The layout and display cycle (spec section 4), driven by `Window.runDisplayCycle()` and by
/// `layoutIfNeeded()` / `displayIfNeeded()`.
@Suite("Layout and display cycle")
struct LayoutDisplayCycleTests {
    let log = CallLog()
    let window: RecordingWindow

    init() {
        window = RecordingWindow("w", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
    }

    /// w > P > A > B, every view laid out once, nothing marked, log empty.
    func tree() -> (p: RecordingView, a: RecordingView, b: RecordingView) {
        let p = RecordingView("P", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let b = RecordingView("B", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        window.addSubview(p)
        p.addSubview(a)
        a.addSubview(b)
        window.runDisplayCycle()
        log.clear()
        return (p, a, b)
    }

    @Test("Many setNeedsLayout calls before a cycle cause one layoutSubviews")
    func setNeedsLayoutCoalesces() {
        let (_, a, _) = tree()
        for _ in 0..<10 { a.setNeedsLayout() }
        #expect(log.take() == [])  // only marks
        window.runDisplayCycle()
        #expect(log.take() == ["A.layoutSubviews"])
        window.runDisplayCycle()
        #expect(log.take() == [])
    }

    @Test("A new view is laid out at its first pass")
    func newViewIsMarked() {
        let view = RecordingView("N", log: log)
        view.layoutIfNeeded()
        #expect(log.take() == ["N.layoutSubviews"])
        view.layoutIfNeeded()
        #expect(log.take() == [])
    }

    @Test("layoutIfNeeded lays out now, top-down, only what is marked, only below the receiver")
    func layoutIfNeededTopDown() {
        let (p, a, b) = tree()
        b.setNeedsLayout()
        a.setNeedsLayout()
        p.setNeedsLayout()
        window.setNeedsLayout()
        a.layoutIfNeeded()
        #expect(log.take() == ["A.layoutSubviews", "B.layoutSubviews"])
        window.layoutIfNeeded()
        #expect(log.take() == ["w.layoutSubviews", "P.layoutSubviews"])

        b.setNeedsLayout()
        p.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.take() == ["P.layoutSubviews", "B.layoutSubviews"])
    }

    @Test("A size a parent's layoutSubviews sets is laid out in the same pass")
    func parentSetsChildSize() {
        let (p, a, _) = tree()
        p.onRecord = { entry in
            if entry == "P.layoutSubviews" { a.frame.size = CGSize(width: 80, height: 80) }
        }
        p.setNeedsLayout()
        window.runDisplayCycle()
        #expect(log.take() == ["P.layoutSubviews", "A.layoutSubviews"])
    }

    @Test("A bounds size change marks the view for layout; moving it does not")
    func boundsSizeMarksLayout() {
        let (p, a, _) = tree()
        a.center = CGPoint(x: 70, y: 70)
        a.frame.origin = .zero
        a.bounds.origin = CGPoint(x: 3, y: 3)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.runDisplayCycle()
        #expect(log.take() == [])

        a.transform = .identity
        a.bounds.size = CGSize(width: 40, height: 40)
        window.runDisplayCycle()
        #expect(log.take() == ["A.layoutSubviews"])

        p.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        window.runDisplayCycle()
        #expect(log.take() == ["P.layoutSubviews"])
    }

    @Test("Many setNeedsDisplay calls cause one draw, with the union of the rects")
    func setNeedsDisplayCoalesces() {
        let (_, a, _) = tree()
        a.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        a.setNeedsDisplay(CGRect(x: 20, y: 20, width: 5, height: 5))
        a.setNeedsDisplay(CGRect(x: 2, y: 30, width: 1, height: 1))
        #expect(log.take() == [])  // only marks
        window.runDisplayCycle()
        #expect(log.take() == ["A.draw(0,0,25,31)"])
        window.runDisplayCycle()
        #expect(log.take() == [])

        a.setNeedsDisplay()
        a.setNeedsDisplay(CGRect(x: 1, y: 1, width: 1, height: 1))
        window.runDisplayCycle()
        #expect(log.take() == ["A.draw(0,0,50,50)"])
    }

    @Test("setNeedsDisplay() marks the whole bounds, in the view's own coordinates")
    func setNeedsDisplayUsesBounds() {
        let (_, a, _) = tree()
        a.bounds.origin = CGPoint(x: 5, y: 7)
        a.setNeedsDisplay()
        a.displayIfNeeded()
        #expect(log.take() == ["A.draw(5,7,50,50)"])
    }

    @Test("The cycle lays out everything, then draws everything, parents before children")
    func layoutThenDisplay() {
        let (p, a, b) = tree()
        for view in [b, a, p] {
            view.setNeedsDisplay()
            view.setNeedsLayout()
        }
        window.runDisplayCycle()
        #expect(
            log.take() == [
                "P.layoutSubviews", "A.layoutSubviews", "B.layoutSubviews",
                "P.draw(0,0,100,100)", "A.draw(0,0,50,50)", "B.draw(0,0,10,10)",
            ])
    }

    @Test("The cycle runs the update-constraints pass first, children before parents")
    func updateConstraintsFirst() {
        let (p, _, b) = tree()
        p.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        #expect(b.needsUpdateConstraints())
        b.setNeedsLayout()
        window.runDisplayCycle()
        #expect(log.take() == ["B.updateConstraints", "P.updateConstraints", "B.layoutSubviews"])
        #expect(!b.needsUpdateConstraints())
    }

    @Test("contentMode .redraw marks the view for display when its bounds size changes")
    func redrawContentMode() {
        let (_, a, b) = tree()
        a.contentMode = .redraw
        a.bounds.size = CGSize(width: 40, height: 30)
        b.bounds.size = CGSize(width: 20, height: 20)  // scaleToFill: no redraw
        window.runDisplayCycle()
        #expect(log.take() == ["A.layoutSubviews", "B.layoutSubviews", "A.draw(0,0,40,30)"])

        a.frame.size = CGSize(width: 45, height: 30)
        window.runDisplayCycle()
        #expect(log.take() == ["A.layoutSubviews", "A.draw(0,0,45,30)"])

        a.center = CGPoint(x: 1, y: 1)
        window.runDisplayCycle()
        #expect(log.take() == [])
    }

    @Test("Adding and removing subviews marks the superview for layout")
    func hierarchyChangesMarkLayout() {
        let (p, a, b) = tree()
        let c = RecordingView("C", log: log)
        p.addSubview(c)
        window.runDisplayCycle()
        #expect(log.take(only: ["layoutSubviews"]) == ["P.layoutSubviews", "C.layoutSubviews"])

        b.removeFromSuperview()
        window.runDisplayCycle()
        #expect(log.take(only: ["layoutSubviews"]) == ["A.layoutSubviews"])
        _ = a
    }
}
