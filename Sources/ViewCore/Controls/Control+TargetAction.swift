import Foundation

extension Control {
    // MARK: Named actions

    /// Connects the action `name` of `target`'s `actionTable` to `events`: the function the nib
    /// loader calls for each action connection of an interface file.
    ///
    /// ```swift
    /// try button.connectAction(named: "signIn:", to: controller, for: .touchUpInside)
    /// try slider.connectAction(named: "volumeChanged:", to: owner, for: Control.Event(name: "valueChanged") ?? [])
    /// ```
    ///
    /// Connecting the same target and name again adds `events` to the existing connection.
    ///
    /// - Throws: `ActionError` when `target` does not adopt `ActionReceiver`, its table has no
    ///   action `name` (the error suggests the closest name), or the action's sender type cannot
    ///   take this control.
    public func connectAction(named name: String, to target: AnyObject, for events: Event) throws(ActionError) {
        let method = try ActionTable.resolve(name, on: target, sender: self)
        targetActions.add(.method(target: .init(target), name: name, method), for: events)
    }

    /// UIKit's spelling of `connectAction(named:to:for:)`: `action` names an entry of
    /// `target`'s `actionTable`. Unlike UIKit, a missing action is reported here, not when sent.
    ///
    /// - Throws: `ActionError` as `connectAction(named:to:for:)`.
    public func addTarget(_ target: AnyObject, action: String, for events: Event) throws(ActionError) {
        try connectAction(named: action, to: target, for: events)
    }

    // MARK: Typed actions

    /// Adds a method of `target`, named by an unapplied reference, as the action for `events`:
    /// `button.addTarget(self, action: LoginController.signIn, for: .touchUpInside)`. The
    /// compiler checks the sender type; no `actionTable` is needed. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping @Sendable (Target) -> (Sender) -> Void, for events: Event
    ) {
        targetActions.add(.method(target: .init(target), name: nil, .method(action)), for: events)
    }

    /// Adds a method of `target` taking nothing as the action for `events`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @Sendable (Target) -> () -> Void, for events: Event
    ) {
        targetActions.add(.method(target: .init(target), name: nil, .method(action)), for: events)
    }

    /// Removes `target`'s actions for `events`: the one named `action`, or all of them when
    /// `action` is nil. A nil `target` removes every target's (closure actions stay).
    public func removeTarget(_ target: AnyObject?, action: String?, for events: Event) {
        targetActions.remove(for: events) { kind in
            guard case .method(let registered, let name, _) = kind else { return false }
            if let target, registered.object !== target { return false }
            if let action { return name == action }
            return true
        }
    }

    // MARK: Closure actions

    /// Adds a closure action for `events`, UIKit's `addAction(_:for:)`. An action whose
    /// identifier is already registered replaces that one.
    public func addAction(_ action: Action, for events: Event) {
        targetActions.add(.closure(action), for: events)
    }

    /// Removes `action` for `events`.
    public func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        targetActions.remove(for: events) { kind in
            if case .closure(let registered) = kind { return registered.identifier == identifier }
            return false
        }
    }

    // MARK: Sending and inspecting

    /// Every live target with at least one action, each once, in registration order.
    public var allTargets: [AnyObject] { targetActions.targets }

    /// The events that have at least one action.
    public var allControlEvents: Event {
        targetActions.entries(for: .allEvents).reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The action names `target` receives for `event` (registration order), or nil when none:
    /// UIKit's `actions(forTarget:forControlEvent:)`. Typed and closure actions have no name.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
        let names = targetActions.namedConnections
            .filter { ($0.target === target) && !$0.events.isDisjoint(with: event) }
            .map(\.name)
        return names.isEmpty ? nil : names
    }

    /// The named action connections with live targets, in registration order: what an archiver
    /// writes as the control's action connections.
    public var namedActionConnections: [(target: AnyObject, name: String, events: Event)] {
        targetActions.namedConnections
    }
}
