import Foundation

/// The base of views that turn user interaction into actions, UIKit's `UIControl`: a state
/// (`isEnabled`, `isSelected`, `isHighlighted`), content alignment, and target-action without an
/// Objective-C runtime.
///
/// Actions come in three forms, all kept in one list and sent in registration order:
///
/// ```swift
/// // 1. A named action of a target's `actionTable` (what interface files connect):
/// try button.addTarget(controller, action: "signIn:", for: .touchUpInside)
/// // 2. A typed method reference, checked by the compiler:
/// button.addTarget(controller, action: LoginController.signIn, for: .touchUpInside)
/// // 3. A closure:
/// button.addAction(Action { _ in print("tapped") }, for: .primaryActionTriggered)
///
/// button.sendActions(for: .touchUpInside)   // calls controller.signIn(button)
/// ```
///
/// Targets are held weakly (as UIKit does); closure actions strongly. Actions aimed at the
/// First Responder (a nil target, as in UIKit) travel the responder chain when sent; see
/// `connectActionToFirstResponder(named:for:)` and `Responder`.
///
/// Archived keys: `isEnabled`, `isSelected`, `isHighlighted`, `contentHorizontalAlignment`,
/// `contentVerticalAlignment`. Connections are not part of a control's own archive: the nib
/// loader makes them (`connectAction(named:to:for:)`) and an archiver reads them back from
/// `namedActionConnections`.
open class Control: View {
    /// Whether the control responds to interaction; false shows it disabled (`.disabled` state).
    open var isEnabled = true
    /// Whether the control is selected (`.selected` state).
    open var isSelected = false
    /// Whether the control is highlighted, as while a touch is down on it (`.highlighted` state).
    open var isHighlighted = false
    /// How the content sits horizontally; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How the content sits vertically; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    var targetActions = TargetActionList()

    /// Creates a control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "isEnabled") { isEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "isSelected") { isSelected = v }
        if let v = try coder.decode(Bool.self, forKey: "isHighlighted") { isHighlighted = v }
        if let v = try coder.decode(ContentHorizontalAlignment.self, forKey: "contentHorizontalAlignment") {
            contentHorizontalAlignment = v
        }
        if let v = try coder.decode(ContentVerticalAlignment.self, forKey: "contentVerticalAlignment") {
            contentVerticalAlignment = v
        }
    }

    /// Writes the view's properties, then the control's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(isEnabled, forKey: "isEnabled", omittingDefault: true)
        coder.encode(isSelected, forKey: "isSelected", omittingDefault: false)
        coder.encode(isHighlighted, forKey: "isHighlighted", omittingDefault: false)
        coder.encode(contentHorizontalAlignment, forKey: "contentHorizontalAlignment", omittingDefault: .center)
        coder.encode(contentVerticalAlignment, forKey: "contentVerticalAlignment", omittingDefault: .center)
    }

    /// The state derived from the flags: `.disabled` when not enabled, plus `.selected` and
    /// `.highlighted`; `.normal` when none applies.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Sends the actions registered for any of `events`, in registration order, each with this
    /// control as the sender (and `event` where the method takes one).
    ///
    /// A disabled control still sends: UIKit checks `isEnabled` when tracking touches, not here.
    open func sendActions(for events: Event, with event: ViewCore.Event? = nil) {
        targetActions.send(for: events, sender: self, event: event)
    }
}
