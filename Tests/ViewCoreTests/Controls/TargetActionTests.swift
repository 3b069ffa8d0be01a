import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite("Target-action without an Objective-C runtime")
struct TargetActionTests {
    @Test func namedActionsFireInRegistrationOrderWithTheControlAsSender() throws {
        let log = CallLog()
        let first = ActionSpy("first", log: log), second = ActionSpy("second", log: log)
        let button = Button(type: .system)
        try button.addTarget(second, action: "tapped:", for: .touchUpInside)
        button.addAction(Action { _ in log.record("closure") }, for: .touchUpInside)
        try button.connectAction(named: "reset", to: first, for: .touchUpInside)
        try button.addTarget(first, action: "tapped:", for: .valueChanged)  // other event: not sent

        button.sendActions(for: .touchUpInside)

        #expect(log.take() == ["second.tapped:", "closure", "first.reset"])
        #expect(second.senders.count == 1)
        #expect(second.senders.first.flatMap { $0 } === button)
    }

    @Test func sendingSeveralEventsCallsAnActionRegisteredForBothOnce() throws {
        let spy = ActionSpy("A")
        let control = Control()
        try control.addTarget(spy, action: "tapped:", for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(spy.log.take() == ["A.tapped:"])
    }

    @Test func theSameTargetAndNameAddedTwiceIsOneConnectionWithBothEvents() throws {
        let spy = ActionSpy("A")
        let control = Control()
        try control.addTarget(spy, action: "tapped:", for: .touchDown)
        try control.addTarget(spy, action: "tapped:", for: .touchUpInside)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(spy.log.take() == ["A.tapped:"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        #expect(control.actions(forTarget: spy, forControlEvent: .touchDown) == ["tapped:"])
    }

    @Test func theEventIsPassedToTwoArgumentActions() throws {
        let spy = ActionSpy("A")
        let control = Control()
        try control.addTarget(spy, action: "tappedWithEvent:forEvent:", for: .valueChanged)
        control.sendActions(for: .valueChanged, with: Event(timestamp: 42))
        #expect(spy.events.first??.timestamp == 42)
    }

    @Test func aMissingActionNameIsAnErrorWithASuggestion() {
        let spy = ActionSpy("A")
        let control = Control()
        #expect {
            try control.connectAction(named: "taped:", to: spy, for: .touchUpInside)
        } throws: { error in
            guard let error = error as? ActionError else { return false }
            return error.reason == .unknownAction(suggestion: "tapped:") && error.actionName == "taped:"
                && error.targetClass == "ActionSpy" && error.description.contains("did you mean 'tapped:'?")
        }
        #expect(control.allTargets.isEmpty, "a failed connection registers nothing")
    }

    @Test func aTargetWithoutAnActionTableIsAnError() {
        final class Plain {}
        #expect(throws: ActionError(reason: .notAnActionReceiver, actionName: "go", targetClass: "Plain")) {
            try Control().addTarget(Plain(), action: "go", for: .touchUpInside)
        }
    }

    @Test func anActionWhoseSenderTypeDoesNotFitIsAnError() throws {
        let spy = ActionSpy("A")
        #expect(throws: ActionError.self) { try Switch().addTarget(spy, action: "buttonOnly:", for: .valueChanged) }
        try Button().addTarget(spy, action: "buttonOnly:", for: .touchUpInside)  // fits
    }

    @Test func typedMethodReferencesNeedNoTable() {
        final class Screen {
            var taps: [ObjectIdentifier] = []
            var resets = 0
            func tapped(_ sender: Button) { taps.append(ObjectIdentifier(sender)) }
            func reset() { resets += 1 }
        }
        let screen = Screen()
        let button = Button()
        button.addTarget(screen, action: Screen.tapped, for: .touchUpInside)
        button.addTarget(screen, action: Screen.reset, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps == [ObjectIdentifier(button)])
        #expect(screen.resets == 1)
        #expect(button.actions(forTarget: screen, forControlEvent: .touchUpInside) == nil, "typed actions have no name")
    }

    @Test func removeTargetRemovesOnlyWhatItNames() throws {
        let log = CallLog()
        let a = ActionSpy("A", log: log), b = ActionSpy("B", log: log)
        let control = Control()
        try control.addTarget(a, action: "tapped:", for: .touchUpInside)
        try control.addTarget(a, action: "reset", for: .touchUpInside)
        try control.addTarget(b, action: "tapped:", for: .touchUpInside)
        control.removeTarget(a, action: "reset", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.take() == ["A.tapped:", "B.tapped:"])

        control.removeTarget(nil, action: nil, for: .allEvents)
        control.sendActions(for: .touchUpInside)
        #expect(log.take() == [])
        #expect(control.allTargets.isEmpty)
    }

    @Test func targetsAreHeldWeakly() throws {
        let control = Control()
        weak var gone: ActionSpy?
        do {
            let spy = ActionSpy("A")
            gone = spy
            try control.addTarget(spy, action: "tapped:", for: .touchUpInside)
            #expect(control.allTargets.count == 1)
        }
        #expect(gone == nil)
        #expect(control.allTargets.isEmpty)
        control.sendActions(for: .touchUpInside)  // must not crash
    }

    @Test func closureActionsReplaceByIdentifierAndSeeTheirSender() {
        let log = CallLog()
        let control = Control()
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in log.record("old") }, for: .touchUpInside)
        control.addAction(
            Action(identifier: id) { action in
                log.record("new \(action.sender as AnyObject === control)")
            }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.take() == ["new true"])

        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.take() == [])
    }

    @Test func eventNamesRoundTripAndUnknownNamesAreRejected() {
        #expect(Control.Event(name: "touchUpInside") == .touchUpInside)
        #expect(Control.Event(name: "editingDidEndOnExit") == .editingDidEndOnExit)
        #expect(Control.Event(name: "tapped") == nil)
        let events: Control.Event = [.valueChanged, .editingChanged]
        #expect(Control.Event(codingValue: events.codingValue) == events)
        #expect(Control.Event(codingValue: .string("touchDown nonsense")) == nil)
        #expect(Control.Event.touchUpInside.rawValue == 1 << 6, "UIKit's bit value")
    }

    @Test func buttonTapSendsTouchDownThenUpInsideAndPrimaryAction() throws {
        let log = CallLog()
        let button = Button()
        button.addAction(Action { _ in log.record("down") }, for: .touchDown)
        button.addAction(Action { _ in log.record("up") }, for: .touchUpInside)
        button.addAction(Action { _ in log.record("primary") }, for: .primaryActionTriggered)
        #expect(button.simulateTap())
        #expect(log.take() == ["down", "up", "primary"])
        button.isEnabled = false
        #expect(!button.simulateTap())
        #expect(log.take() == [])
    }

    @Test func namedConnectionsAreListedForArchivers() throws {
        let spy = ActionSpy("A")
        let control = Control()
        try control.addTarget(spy, action: "tapped:", for: .touchUpInside)
        control.addAction(Action { _ in }, for: .touchUpInside)
        let connections = control.namedActionConnections
        #expect(connections.count == 1)
        #expect(connections.first?.target === spy)
        #expect(connections.first?.name == "tapped:")
        #expect(connections.first?.events == .touchUpInside)
    }
}
