import Foundation

/// The registered actions of a control or gesture recognizer, in registration order: named
/// actions on a target (weakly held, as UIKit does not retain targets), typed method references
/// and closure `Action`s. Shared by `Control` and `GestureRecognizer` (which registers
/// everything for `.allEvents`).
struct TargetActionList {
    typealias Events = Control.Event

    enum Kind {
        /// A named action of the target's `actionTable` (or a typed method when `name` is nil).
        case method(target: Weak, name: String?, ActionMethod)
        /// A closure action.
        case closure(Action)
        /// A named action sent to the First Responder: when sent, it travels the responder chain
        /// from where the sending view starts it to the first responder whose table has it.
        case firstResponder(name: String)
    }

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    struct Entry {
        var kind: Kind
        var events: Events
    }

    private(set) var entries: [Entry] = []

    /// Adds `kind` for `events`. The same target and name registered again only gains the new
    /// events, as UIKit does not duplicate a pair; an `Action` with an identifier already
    /// registered replaces that one (UIKit's rule) and keeps its place.
    mutating func add(_ kind: Kind, for events: Events) {
        prune()
        if let index = entries.firstIndex(where: { Self.same($0.kind, kind) }) {
            entries[index].kind = kind  // a new Action with an existing identifier replaces the old one
            entries[index].events.formUnion(events)
        } else {
            entries.append(Entry(kind: kind, events: events))
        }
    }

    /// Removes `events` from the entries `matching` selects, dropping entries left with none.
    mutating func remove(for events: Events, where matching: (Kind) -> Bool) {
        for index in entries.indices where matching(entries[index].kind) {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
        prune()
    }

    /// The entries listening to any of `events`, in registration order, skipping targets that
    /// are gone.
    func entries(for events: Events) -> [Entry] {
        entries.filter { entry in
            guard !entry.events.isDisjoint(with: events) else { return false }
            if case .method(let target, _, _) = entry.kind { return target.object != nil }
            return true
        }
    }

    /// Runs every entry listening to any of `events`, in registration order.
    func send(for events: Events, sender: AnyObject, event: Event?) {
        for entry in entries(for: events) {
            switch entry.kind {
            case .method(let target, _, let method):
                if let object = target.object { method.invoke(on: object, sender: sender, event: event) }
            case .closure(let action):
                action.perform(sender: sender)
            case .firstResponder(let name):
                guard
                    let receiver = (sender as? View)?.firstResponderChainStart.receiver(
                        forAction: name, withSender: sender)
                else { continue }
                receiver.method.invoke(on: receiver.target, sender: sender, event: event)
            }
        }
    }

    /// The live targets, each once, in registration order.
    var targets: [AnyObject] {
        var seen = Set<ObjectIdentifier>()
        var result: [AnyObject] = []
        for entry in entries {
            guard case .method(let target, _, _) = entry.kind, let object = target.object else { continue }
            if seen.insert(ObjectIdentifier(object)).inserted { result.append(object) }
        }
        return result
    }

    /// The named actions with live targets, in registration order.
    var namedConnections: [(target: AnyObject, name: String, events: Events)] {
        entries.compactMap { entry in
            guard case .method(let target, let name?, _) = entry.kind, let object = target.object else { return nil }
            return (object, name, entry.events)
        }
    }

    private mutating func prune() {
        entries.removeAll { entry in
            if case .method(let target, _, _) = entry.kind { return target.object == nil }
            return false
        }
    }

    private static func same(_ a: Kind, _ b: Kind) -> Bool {
        switch (a, b) {
        case (.method(let t1, let n1?, _), .method(let t2, let n2?, _)):
            t1.object != nil && t1.object === t2.object && n1 == n2
        case (.closure(let a1), .closure(let a2)): a1 === a2 || a1.identifier == a2.identifier
        case (.firstResponder(let n1), .firstResponder(let n2)): n1 == n2
        default: false
        }
    }
}
