/// An object of the responder chain: UIKit's `UIResponder` role. `View` (and so `Window`) and
/// `ViewController` adopt it; a protocol here because they share no superclass.
///
/// The chain runs from a view to its view controller when it is that controller's root view,
/// otherwise to its superview; from a view controller to its view's superview (or its parent);
/// and ends at the window. Actions sent to the First Responder travel it: the first object on
/// the way whose `ActionReceiver` table has the action, for this sender, receives it.
///
/// ```swift
/// saveButton.connectActionToFirstResponder(named: "save:", for: .touchUpInside)
/// saveButton.sendActions(for: .touchUpInside)   // the nearest responder with "save:" in its table
/// ```
public protocol Responder: AnyObject {
    /// The next object of the chain, or nil at its end.
    var next: (any Responder)? { get }
}

extension Responder {
    /// The object that receives `action` from `sender` when it is sent to the First Responder
    /// from here: this object or the first one after it in the chain whose `ActionReceiver`
    /// table has `action` and accepts `sender`. Nil when none does.
    public func target(forAction action: String, withSender sender: Any) -> AnyObject? {
        receiver(forAction: action, withSender: sender)?.target
    }

    /// `target(forAction:withSender:)` with the method it found, so sending needs no second
    /// lookup.
    func receiver(forAction action: String, withSender sender: Any) -> (target: AnyObject, method: ActionMethod)? {
        var candidate: (any Responder)? = self
        while let responder = candidate {
            if let method = try? ActionTable.resolve(action, on: responder, sender: sender) {
                return (responder, method)
            }
            candidate = responder.next
        }
        return nil
    }
}
