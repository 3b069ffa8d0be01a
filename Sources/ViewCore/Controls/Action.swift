import Foundation

/// A closure action with an optional title and identifier, UIKit's `UIAction`: what
/// `Control.addAction(_:for:)` registers when no target object is involved.
///
/// ```swift
/// button.addAction(Action(title: "Sign in") { action in
///     print("tapped", action.sender as Any)
/// }, for: .primaryActionTriggered)
/// ```
///
/// The control holds its actions strongly; capture the objects the handler uses weakly where a
/// cycle would form.
public final class Action {
    /// Names an action so that it can be removed or replaced without keeping the object.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text; actions with equal identifiers count as one when added or removed.
        public var rawValue: String
        /// Creates an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its text, as in `Action.Identifier("save")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short title (menus and buttons built from actions show it).
    public var title: String
    /// An image for menus built from the action.
    public var image: Image?
    /// The identifier; a fresh unique one unless given.
    public let identifier: Identifier
    /// The closure run when the action is performed.
    public let handler: (Action) -> Void
    /// The object sending the action while `handler` runs (the control or recognizer); nil otherwise.
    public private(set) var sender: Any?

    /// Creates an action.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, handler: @escaping (Action) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    public func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
