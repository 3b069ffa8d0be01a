import Foundation
import ViewCore

/// An `ActionReceiver` that records every action it receives, with the sender, so a test pins
/// the order of a whole sequence with one comparison:
///
/// ```swift
/// let spy = ActionSpy("A")
/// try button.addTarget(spy, action: "tapped:", for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// #expect(spy.log.take() == ["A.tapped:"])
/// #expect(spy.senders.first === button)
/// ```
///
/// Actions: `"tapped:"` (any sender), `"tappedWithEvent:forEvent:"` (sender and event),
/// `"reset"` (no sender), `"buttonOnly:"` (only a `Button` sender), `"recognized:"` (only a
/// `GestureRecognizer` sender).
public final class ActionSpy: ActionReceiver {
    /// The actions the spy answers, each recording its name and sender.
    public static let actionTable: ActionTable = [
        "tapped:": .method(ActionSpy.tapped),
        "tappedWithEvent:forEvent:": .method(ActionSpy.tappedWithEvent),
        "reset": .method(ActionSpy.reset),
        "buttonOnly:": .method(ActionSpy.buttonOnly),
        "recognized:": .method(ActionSpy.recognized),
    ]

    /// The name entries start with.
    public let name: String
    /// The log entries go to; several spies may share one to record a global order.
    public let log: CallLog
    /// The senders, in the order the actions arrived (nil for `reset`).
    public private(set) var senders: [AnyObject?] = []
    /// The events of `tappedWithEvent:forEvent:` calls.
    public private(set) var events: [Event?] = []

    /// A spy named `name` writing into `log` (a fresh one by default).
    public init(_ name: String, log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    /// Records `tapped:` with its sender.
    public func tapped(_ sender: Any) { note("tapped:", sender as AnyObject) }
    /// Records `tappedWithEvent:event:` with its sender.
    public func tappedWithEvent(_ sender: Any, event: Event?) {
        events.append(event)
        note("tappedWithEvent:forEvent:", sender as AnyObject)
    }
    /// Records `reset`, an action that takes no sender.
    public func reset() { note("reset", nil) }
    /// Records `buttonOnly:`; its sender must be a `Button`.
    public func buttonOnly(_ sender: Button) { note("buttonOnly:", sender) }
    /// Records `recognized:` with the recognizer's state.
    public func recognized(_ sender: GestureRecognizer) { note("recognized:(\(sender.state.rawValue))", sender) }

    private func note(_ action: String, _ sender: AnyObject?) {
        senders.append(sender)
        log.record("\(name).\(action)")
    }
}

/// A view controller that logs its loading, appearance and containment hooks into a `CallLog`
/// as `"<name>.<hook>"` (calling `super` in each).
open class RecordingViewController: ViewController {
    /// The name the records are written under.
    public let name: String
    /// Where the calls are recorded.
    public let log: CallLog
    /// What `loadView()` does after logging; nil calls `super.loadView()`.
    public var makeView: (() -> View?)?

    /// A controller named `name` writing into `log`.
    public init(_ name: String, log: CallLog, nibName: String? = nil) {
        self.name = name
        self.log = log
        super.init(nibName: nibName, bundle: nil)
    }

    /// Decodes the archived properties, as the class's `init(coder:)` must.
    public required init(coder: Coder) throws {
        name = "decoded"
        log = CallLog()
        try super.init(coder: coder)
    }

    open override func loadView() {
        log.record("\(name).loadView")
        if let makeView { view = makeView() } else { super.loadView() }
    }
    open override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }
    open override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(toParent: \(Self.name(of: parent)))")
    }
    open override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(toParent: \(Self.name(of: parent)))")
    }

    static func name(of controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.name ?? "\(type(of: controller))"
    }
}
