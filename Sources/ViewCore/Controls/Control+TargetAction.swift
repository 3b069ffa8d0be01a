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

    /// Sends the action `name` to the First Responder for `events`: when sent, it travels the
    /// responder chain (see `Responder`) from the window's first responder, or from this
    /// control when no view is first responder, to the first object whose `actionTable` has
    /// `name` for this sender. Nothing happens when none has it, as in UIKit.
    ///
    /// ```swift
    /// button.connectActionToFirstResponder(named: "copy:", for: .touchUpInside)
    /// ```
    public func connectActionToFirstResponder(named name: String, for events: Event) {
        targetActions.add(.firstResponder(name: name), for: events)
    }

    /// UIKit's spelling of `connectAction(named:to:for:)`: `action` names an entry of
    /// `target`'s `actionTable`; a nil `target` sends it to the First Responder
    /// (`connectActionToFirstResponder(named:for:)`). Unlike UIKit, a missing action on a given
    /// target is reported here, not when sent.
    ///
    /// - Throws: `ActionError` as `connectAction(named:to:for:)`.
    public func addTarget(_ target: AnyObject?, action: String, for events: Event) throws(ActionError) {
        guard let target else { return connectActionToFirstResponder(named: action, for: events) }
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
    /// `action` is nil. A nil `target` removes every target's, those sent to the First
    /// Responder included (closure actions stay).
    public func removeTarget(_ target: AnyObject?, action: String?, for events: Event) {
        targetActions.remove(for: events) { kind in
            switch kind {
            case .method(let registered, let name, _):
                if let target, registered.object !== target { return false }
                return action.map { name == $0 } ?? true
            case .firstResponder(let name):
                return target == nil && (action.map { name == $0 } ?? true)
            case .closure:
                return false
            }
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
    /// UIKit's `actions(forTarget:forControlEvent:)`; a nil `target` asks for the actions sent
    /// to the First Responder. Typed and closure actions have no name.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
        let names = targetActions.entries(for: event).compactMap { entry -> String? in
            switch entry.kind {
            case .method(let registered, let name, _): registered.object === target && target != nil ? name : nil
            case .firstResponder(let name): target == nil ? name : nil
            case .closure: nil
            }
        }
        return names.isEmpty ? nil : names
    }

    /// The named action connections with live targets, in registration order: what an archiver
    /// writes as the control's action connections.
    public var namedActionConnections: [(target: AnyObject, name: String, events: Event)] {
        targetActions.namedConnections
    }
}
