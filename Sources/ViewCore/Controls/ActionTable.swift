import Foundation

/// A class whose instances can be the target of actions named by string, as interface files
/// name them (`selector="signIn:"`): the replacement for the Objective-C runtime's selectors.
///
/// A receiver lists its actions once, one line each, in `actionTable`, mapping the name an
/// interface file (or `addTarget(_:action:for:)`) uses to an unapplied method reference. Nothing
/// is found by reflection: a name missing from the table is reported as an `ActionError` when
/// the connection is made, not when the action is sent.
///
/// ```swift
/// final class LoginController: ViewController, ActionReceiver {
///     static let actionTable: ActionTable = [
///         "signIn:": .method(LoginController.signIn),      // func signIn(_ sender: Button)
///         "cancel": .method(LoginController.cancel),       // func cancel()
///         "changed:forEvent:": .method(LoginController.changed),  // func changed(_ sender: Switch, forEvent: Event?)
///     ]
///
///     func signIn(_ sender: Button) { ... }
///     func cancel() { ... }
///     func changed(_ sender: Switch, forEvent event: Event?) { ... }
/// }
///
/// try button.connectAction(named: "signIn:", to: controller, for: .touchUpInside)   // what the nib loader does
/// try button.addTarget(controller, action: "cancel", for: .touchUpInside)           // the same, UIKit's spelling
/// ```
///
/// Names follow Objective-C selector spelling, so those in Xcode files match as written:
/// a method taking the sender ends in `:`, one taking sender and event in `:forEvent:`, one
/// taking nothing has no colon. The table does not enforce this; it matches names exactly.
///
/// Subclasses inherit their superclass's table. A non-final class that wants subclasses to add
/// actions declares `class var actionTable: ActionTable` and the subclass overrides it with
/// `super.actionTable.merging([...])`.
public protocol ActionReceiver: AnyObject {
    /// The actions instances answer to, by name.
    static var actionTable: ActionTable { get }
}

/// One action of an `ActionTable`: a method of a receiver class, called with the sender (and,
/// for the two-argument form, the event), type-erased so tables of any class look alike.
///
/// Build it with one of the `method(_:)` factories from an unapplied method reference
/// (`.method(LoginController.signIn)`); the sender type is taken from the method's parameter
/// and checked when an action is connected.
public struct ActionMethod: Sendable {
    /// The receiver class the method belongs to.
    public let receiverType: Any.Type
    /// The sender type the method accepts (`Button`, `Any`, or `Void` for a method without one).
    public let senderType: Any.Type
    let acceptsSender: @Sendable (Any) -> Bool
    let call: @Sendable (AnyObject, Any, Event?) -> Bool

    /// A method taking the sender: `func signIn(_ sender: Button)`.
    public static func method<Target: AnyObject, Sender>(
        _ method: @escaping @Sendable (Target) -> (Sender) -> Void
    ) -> ActionMethod {
        ActionMethod(receiverType: Target.self, senderType: Sender.self, acceptsSender: { $0 is Sender }) {
            target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A method taking the sender and the event: `func changed(_ sender: Switch, forEvent event: Event?)`.
    public static func method<Target: AnyObject, Sender>(
        _ method: @escaping @Sendable (Target) -> (Sender, Event?) -> Void
    ) -> ActionMethod {
        ActionMethod(receiverType: Target.self, senderType: Sender.self, acceptsSender: { $0 is Sender }) {
            target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// A method taking nothing: `func cancel()`.
    public static func method<Target: AnyObject>(_ method: @escaping @Sendable (Target) -> () -> Void) -> ActionMethod {
        ActionMethod(receiverType: Target.self, senderType: Void.self, acceptsSender: { _ in true }) { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// Whether `sender` can be passed to the method.
    public func accepts(sender: Any) -> Bool { acceptsSender(sender) }

    /// Calls the method on `target`.
    ///
    /// - Returns: false (and calls nothing) when `target` is not of the receiver class or
    ///   `sender` not of the sender type.
    @discardableResult
    public func invoke(on target: AnyObject, sender: Any, event: Event?) -> Bool {
        call(target, sender, event)
    }
}

/// The named actions of an `ActionReceiver` class, written as a dictionary literal from action
/// name to `ActionMethod`. See `ActionReceiver` for an example.
public struct ActionTable: Sendable, ExpressibleByDictionaryLiteral {
    /// The actions by name.
    public private(set) var methods: [String: ActionMethod]

    /// A table from name/method pairs; a repeated name keeps the last method.
    public init(dictionaryLiteral elements: (String, ActionMethod)...) {
        methods = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// A table from a dictionary.
    public init(_ methods: [String: ActionMethod]) {
        self.methods = methods
    }

    /// The action named `name`, or nil.
    public subscript(name: String) -> ActionMethod? { methods[name] }

    /// The action names, sorted.
    public var names: [String] { methods.keys.sorted() }

    /// This table plus `other`'s actions; `other` wins where both name an action (a subclass
    /// overriding its superclass's).
    public func merging(_ other: ActionTable) -> ActionTable {
        ActionTable(methods.merging(other.methods, uniquingKeysWith: { _, new in new }))
    }

    /// Finds the action `name` on `target` for `sender`, the check every named connection makes.
    ///
    /// - Throws: `ActionError` when `target` is not an `ActionReceiver`, its table has no
    ///   action of that name (with the closest name as a suggestion), or the method's sender
    ///   type does not accept `sender`.
    public static func resolve(_ name: String, on target: AnyObject, sender: Any) throws(ActionError) -> ActionMethod {
        // Named only for an error: a connection that resolves words nothing.
        let targetClass = { _typeName(type(of: target), qualified: false) }
        guard let receiver = target as? any ActionReceiver else {
            throw ActionError(reason: .notAnActionReceiver, actionName: name, targetClass: targetClass())
        }
        let table = type(of: receiver).actionTable
        guard let method = table[name] else {
            throw ActionError(
                reason: .unknownAction(suggestion: NameSuggestion.closest(to: name, in: table.names)),
                actionName: name, targetClass: targetClass())
        }
        guard method.accepts(sender: sender) else {
            throw ActionError(
                reason: .senderTypeMismatch(
                    expected: String(describing: method.senderType),
                    actual: String(describing: type(of: sender))),
                actionName: name, targetClass: targetClass())
        }
        return method
    }
}

/// A named action that could not be connected.
///
/// The nib loader turns it into a diagnostic with the file's line; code calling
/// `addTarget(_:action:for:)` gets it thrown at once, where UIKit would only crash when the
/// action is sent.
public struct ActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the connection failed.
    public enum Reason: Hashable, Sendable {
        /// The target's class does not adopt `ActionReceiver`.
        case notAnActionReceiver
        /// The target's `actionTable` has no action of that name; `suggestion` is the closest one.
        case unknownAction(suggestion: String?)
        /// The method's sender parameter cannot take the control (or recognizer) sending it.
        case senderTypeMismatch(expected: String, actual: String)
    }

    /// Why the connection failed.
    public var reason: Reason
    /// The action name as written (`"signIn:"`).
    public var actionName: String
    /// The target's class name.
    public var targetClass: String

    /// Creates an error for the action `actionName` on a target of class `targetClass`.
    public init(reason: Reason, actionName: String, targetClass: String) {
        self.reason = reason
        self.actionName = actionName
        self.targetClass = targetClass
    }

    /// A sentence saying which action of which class failed and how to fix it.
    public var description: String {
        switch reason {
        case .notAnActionReceiver:
            "\(targetClass) has no action \(quoted: actionName): it does not adopt ActionReceiver (declare its actions in `static let actionTable`)"
        case .unknownAction(let suggestion):
            "\(targetClass) has no action \(quoted: actionName) in its actionTable"
                + (suggestion.map { "; did you mean \(quoted: $0)?" } ?? "")
        case .senderTypeMismatch(let expected, let actual):
            "action \(quoted: actionName) of \(targetClass) takes a sender of type \(expected), not \(actual)"
        }
    }
}
