import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import ViewCore

/// A layout solver that reaches its pivot limit: the pass ends, and the error handler hears of
/// it with the constraint the solver was working on.
@Suite struct LayoutPivotLimitTests {
    /// A child whose width a weak and then a strong optional constraint pull apart: adding the
    /// strong one takes one simplex pivot.
    private func tree() -> (root: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let weak = child.widthAnchor.constraint(equalToConstant: 50)
        weak.priority = .defaultLow
        let strong = child.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = .defaultHigh
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
            weak, strong,
        ])
        return (root, child)
    }

    @Test func aSolverThatGivesUpIsReportedAndThePassEnds() {
        let recorder = ConstraintErrorRecorder()
        let (root, _) = tree()
        View.$layoutPivotLimit.withValue(0) {
            recorder.record { root.layoutIfNeeded() }
        }
        let gaveUp = recorder.errors.filter {
            if case .solverGaveUp = $0.reason { true } else { false }
        }
        #expect(!gaveUp.isEmpty)
        #expect(gaveUp.allSatisfy { "\($0)".contains("the layout solver gave up after 0 pivots on") })
    }

    @Test func withTheDefaultLimitTheSameTreeSolves() {
        let recorder = ConstraintErrorRecorder()
        let (root, child) = tree()
        recorder.record { root.layoutIfNeeded() }
        #expect(recorder.errors.isEmpty)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }
}
