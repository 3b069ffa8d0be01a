import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// A delegate that answers as told and records what it was asked, in order.
private final class RecordingDelegate: GestureRecognizerDelegate {
    var receives = true
    var begins = true
    var asked: [String] = []

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        asked.append("shouldReceive")
        return receives
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return begins
    }
}

/// A delegate that implements nothing: every answer is the protocol's default.
private final class SilentDelegate: GestureRecognizerDelegate {}

/// A recognizer's delegate is asked UIKit's questions, in UIKit's order, before a simulated
/// gesture; its answers decide whether the actions are sent; it is held weakly.
@Suite("Gesture recognizer delegate")
struct GestureRecognizerDelegateTests {
    /// A tap recognizer on a view, sending "recognized:" to a spy, with `delegate`.
    private static func tap(delegate: any GestureRecognizerDelegate) throws -> (TapGestureRecognizer, View, ActionSpy) {
        let spy = ActionSpy("A")
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let tap = try TapGestureRecognizer(target: spy, action: "recognized:")
        view.addGestureRecognizer(tap)
        tap.delegate = delegate
        return (tap, view, spy)
    }

    @Test func theDefaultsAreUIKitsAnswersWithoutADelegateMethod() {
        let delegate = SilentDelegate()
        let one = TapGestureRecognizer()
        let other = PanGestureRecognizer()
        #expect(delegate.gestureRecognizerShouldBegin(one))
        #expect(delegate.gestureRecognizer(one, shouldReceive: Event()))
        #expect(!delegate.gestureRecognizer(one, shouldRecognizeSimultaneouslyWith: other))
        #expect(!delegate.gestureRecognizer(one, shouldRequireFailureOf: other))
        #expect(!delegate.gestureRecognizer(one, shouldBeRequiredToFailBy: other))
    }

    @Test func aDelegateThatAgreesIsAskedInUIKitsOrderAndTheActionIsSent() throws {
        let delegate = RecordingDelegate()
        let (tap, view, spy) = try Self.tap(delegate: delegate)
        #expect(tap.simulateRecognition())
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(spy.log.take() == ["A.recognized:(ended)"])
        _ = view
    }

    @Test func aDelegateThatDeclinesToBeginMakesTheRecognizerFail() throws {
        let delegate = RecordingDelegate()
        delegate.begins = false
        let (tap, view, spy) = try Self.tap(delegate: delegate)
        var states: [GestureRecognizer.State] = []
        tap.addAction(Action { states.append(($0.sender as? GestureRecognizer)?.state ?? .possible) })
        #expect(!tap.simulateRecognition())
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(spy.log.take() == [])
        #expect(states.isEmpty, "a failed gesture sends nothing")
        #expect(tap.state == .possible, "ready for the next gesture")
        _ = view
    }

    @Test func aDelegateThatDeclinesTheEventIsNotAskedToBegin() throws {
        let delegate = RecordingDelegate()
        delegate.receives = false
        let (tap, view, spy) = try Self.tap(delegate: delegate)
        #expect(!tap.simulateRecognition())
        #expect(delegate.asked == ["shouldReceive"])
        #expect(spy.log.take() == [])
        _ = view
    }

    @Test func aContinuousGestureAsksOnceBeforeItBegins() throws {
        let delegate = RecordingDelegate()
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        pan.delegate = delegate
        var states: [GestureRecognizer.State] = []
        pan.addAction(Action { states.append(($0.sender as? GestureRecognizer)?.state ?? .possible) })
        #expect(pan.simulateRecognition())
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(states == [.began, .changed, .ended])
    }

    @Test func theDelegateIsHeldWeakly() {
        let tap = TapGestureRecognizer()
        var delegate: SilentDelegate? = SilentDelegate()
        tap.delegate = delegate
        #expect(tap.delegate === delegate)
        delegate = nil
        #expect(tap.delegate == nil)
    }
}
