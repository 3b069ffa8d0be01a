import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// A view that answers actions by name, as a custom container might.
private final class HandlingView: View, ActionReceiver {
    static let actionTable: ActionTable = ["save:": .method(HandlingView.save)]
    var saved: [AnyObject] = []
    func save(_ sender: Control) { saved.append(sender) }
}

/// A controller that answers `save:` and `close`.
private final class HandlingController: ViewController, ActionReceiver {
    static let actionTable: ActionTable = [
        "save:": .method(HandlingController.save), "close": .method(HandlingController.close),
    ]
    var calls: [String] = []
    func save(_ sender: Control) { calls.append("save from \(sender.tag)") }
    func close() { calls.append("close") }
}

/// A text field that answers `save:`: the first responder handles actions itself.
private final class HandlingField: TextField, ActionReceiver {
    static let actionTable: ActionTable = ["save:": .method(HandlingField.save)]
    var saves = 0
    func save(_ sender: Control) { saves += 1 }
}

@Suite("Responder chain")
struct ResponderChainTests {
    @Test func theChainRunsFromViewToControllerToWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = HandlingController()
        let root = View()
        let button = Button()
        controller.view = root
        root.addSubview(button)
        window.rootViewController = controller
        #expect(button.next === root)
        #expect(root.next === controller, "a controller's root view answers to the controller")
        #expect(controller.next === window)
        #expect(window.next == nil)
        controller.view = View()
        #expect(root.next === window, "a view that is no longer the root view answers to its superview")
    }

    @Test func aChildControllerWithoutAViewInAHierarchyAnswersToItsParent() {
        let parent = HandlingController(), child = HandlingController()
        parent.addChild(child)
        #expect(child.next === parent)
    }

    @Test func firstResponderActionsReachTheNearestReceiverFromTheSender() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = HandlingController()
        let container = HandlingView()
        let button = Button()
        button.tag = 3
        controller.view = View()
        controller.view.addSubview(container)
        window.rootViewController = controller
        container.addSubview(button)
        try button.addTarget(nil, action: "save:", for: .touchUpInside)
        button.connectActionToFirstResponder(named: "close", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        #expect(
            container.saved.count == 1 && container.saved.first === button,
            "the container is nearer than the controller")
        #expect(controller.calls == ["close"], "an action the container lacks goes on to the controller")
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:", "close"])

        button.removeTarget(nil, action: "save:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(container.saved.count == 1)
        #expect(controller.calls == ["close", "close"])
    }

    @Test func theWindowsFirstResponderIsWhereTheSearchStarts() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = HandlingField(), other = HandlingField()
        let button = Button()
        window.addSubview(field)
        window.addSubview(other)
        window.addSubview(button)
        button.connectActionToFirstResponder(named: "save:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        #expect(field.saves == 0 && other.saves == 0, "no first responder: the search starts at the button")

        #expect(other.becomeFirstResponder())
        #expect(other.isFirstResponder && window.firstResponder === other)
        button.sendActions(for: .touchUpInside)
        #expect(other.saves == 1 && field.saves == 0)

        #expect(field.becomeFirstResponder())
        #expect(!other.isFirstResponder, "becoming first responder makes the previous one resign")
        field.removeFromSuperview()
        #expect(window.firstResponder == nil, "a first responder that leaves its window stops being one")
    }

    @Test func onlyViewsThatCanAndAreInAWindowBecomeFirstResponder() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let plain = View(), field = TextField(), text = TextView()
        #expect(!field.becomeFirstResponder(), "not in a window")
        window.addSubview(plain)
        window.addSubview(field)
        window.addSubview(text)
        #expect(!plain.becomeFirstResponder() && !plain.canBecomeFirstResponder)
        #expect(field.becomeFirstResponder())
        text.isEditable = false
        #expect(!text.becomeFirstResponder(), "a read-only text view takes no focus")
        #expect(field.resignFirstResponder() && window.firstResponder == nil)
    }

    @Test func targetForActionChecksTheSenderType() {
        let container = HandlingView()
        let label = Label()
        container.addSubview(label)
        #expect(label.target(forAction: "save:", withSender: Button()) === container)
        #expect(label.target(forAction: "save:", withSender: label) == nil, "save: takes a Control")
        #expect(label.target(forAction: "open:", withSender: Button()) == nil)
    }
}
