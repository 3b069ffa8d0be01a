import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite("Gesture recognizers and motion effects")
struct GestureRecognizerTests {
    @Test func defaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.view == nil && tap.isEnabled && tap.state == .possible)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(LongPressGestureRecognizer().minimumPressDuration == 0.5)
        #expect(LongPressGestureRecognizer().allowableMovement == 10)
        #expect(SwipeGestureRecognizer().direction == .right)
        #expect(PanGestureRecognizer().maximumNumberOfTouches == Int.max)
        #expect(PinchGestureRecognizer().scale == 1)
    }

    @Test func aDiscreteRecognitionSendsOneActionWithTheRecognizer() throws {
        let spy = ActionSpy("A")
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let tap = try TapGestureRecognizer(target: spy, action: "recognized:")
        view.addGestureRecognizer(tap)
        #expect(tap.view === view)
        #expect(tap.simulateRecognition(at: CGPoint(x: 5, y: 6)))
        #expect(spy.log.take() == ["A.recognized:(ended)"])
        #expect(spy.senders.first.flatMap { $0 } === tap)
        #expect(tap.state == .possible, "back to possible afterwards")
        #expect(tap.location(in: view) == CGPoint(x: 5, y: 6))
    }

    @Test func continuousGesturesReportBeganChangedEnded() throws {
        let spy = ActionSpy("A")
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let pan = PanGestureRecognizer()
        try pan.addTarget(spy, action: "recognized:")
        var translations: [CGPoint] = []
        pan.addAction(
            Action { action in
                if let pan = action.sender as? PanGestureRecognizer { translations.append(pan.translation(in: view)) }
            })
        view.addGestureRecognizer(pan)
        #expect(pan.simulatePan(by: CGPoint(x: 30, y: 0)))
        #expect(spy.log.take() == ["A.recognized:(began)", "A.recognized:(changed)", "A.recognized:(ended)"])
        #expect(translations == [.zero, CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0)])

        let pinch = PinchGestureRecognizer()
        try pinch.addTarget(spy, action: "recognized:")
        view.addGestureRecognizer(pinch)
        #expect(pinch.simulatePinch(to: 2))
        #expect(spy.log.take().count == 3)
        #expect(pinch.scale == 2)
    }

    @Test func nothingFiresWhenDisabledDetachedOrTheViewTakesNoTouches() throws {
        let spy = ActionSpy("A")
        let tap = try TapGestureRecognizer(target: spy, action: "reset")
        #expect(!tap.simulateRecognition(), "not attached to a view")
        let view = View()
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        #expect(!tap.simulateRecognition())
        tap.isEnabled = true
        view.isUserInteractionEnabled = false
        #expect(!tap.simulateRecognition())
        #expect(spy.log.take() == [])
    }

    @Test func missingActionsAreErrors() {
        let spy = ActionSpy("A")
        #expect(throws: ActionError.self) { try TapGestureRecognizer(target: spy, action: "recognised:") }
        #expect(throws: ActionError.self, "a recognizer is not a Button") {
            try TapGestureRecognizer().addTarget(spy, action: "buttonOnly:")
        }
    }

    @Test func typedActionsAndRemoval() throws {
        final class Screen {
            var count = 0
            func handle(_ sender: TapGestureRecognizer) { count += 1 }
        }
        let screen = Screen(), spy = ActionSpy("A")
        let tap = TapGestureRecognizer()
        tap.addTarget(screen, action: Screen.handle)
        try tap.addTarget(spy, action: "reset")
        View().addGestureRecognizer(tap)  // the view is released, the recognizer's view is weak
        let host = View()
        host.addGestureRecognizer(tap)
        tap.removeTarget(spy, action: nil)
        tap.simulateRecognition()
        #expect(screen.count == 1)
        #expect(spy.log.take() == [])
    }

    @Test func attachingMovesARecognizerAndRemovingEmptiesTheList() {
        let first = View(), second = View()
        let tap = TapGestureRecognizer()
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers.count == 1, "attaching twice keeps one")
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers.isEmpty && tap.view === second)
        second.removeGestureRecognizer(tap)
        #expect(second.gestureRecognizers.isEmpty && tap.view == nil)
    }

    @Test func interpolatingMotionEffectInterpolatesAlongItsAxis() {
        let effect = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil, "no values, no effect")
        effect.minimumRelativeValue = -10
        effect.maximumRelativeValue = 10
        #expect(
            effect.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 1, vertical: -1)) == [
                "center.x": 10
            ])
        #expect(
            effect.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: -0.5, vertical: 1)) == [
                "center.x": -5
            ])
        #expect(
            effect.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: -3, vertical: 0)) == [
                "center.x": -10
            ])

        let view = View()
        view.addMotionEffect(effect)
        view.addMotionEffect(effect)
        #expect(view.motionEffects.count == 1)
        view.removeMotionEffect(effect)
        #expect(view.motionEffects.isEmpty)
    }
}
