import Foundation

/// An object that recognizes a gesture on its view and then sends its actions, UIKit's
/// `UIGestureRecognizer`. Subclasses recognize particular gestures (`TapGestureRecognizer`, ...).
///
/// Targets and actions use the mechanism of `Control` (see `ActionReceiver`): a named action of
/// the target's `actionTable`, a typed method reference, or a closure. Each action receives the
/// recognizer as its sender, in registration order.
///
/// There are no touches on Linux: `simulateRecognition(at:)` drives a recognizer through the
/// states a real gesture would (a discrete one to `.recognized`; continuous ones through
/// `.began`, `.changed` and `.ended`), sending the actions at each step, so tests and headless
/// code can exercise what a nib connected.
///
/// ```swift
/// let tap = TapGestureRecognizer(target: controller, action: "dismiss")   // throws for an unknown name
/// view.addGestureRecognizer(tap)
/// tap.simulateRecognition()      // controller.dismiss() runs
/// ```
///
/// Archived keys: `isEnabled`, `cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`, `requiresExclusiveTouchType`, `name`. The view is not archived (the
/// view owns its recognizers); action connections and the `delegate` outlet are made by the
/// nib loader.
open class GestureRecognizer: Archivable {
    /// The phases of a gesture, UIKit's `UIGestureRecognizer.State`.
    public enum State: String, Sendable, CaseIterable {
        /// UIKit's phases of the same names.
        ///
        /// `possible` until recognized; `began`, `changed`, `ended` for a continuous gesture (a
        /// discrete one goes straight to `ended`); `cancelled` if interrupted, `failed` if not recognized.
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same state as `.ended`.
        public static let recognized = State.ended
    }

    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// The view the recognizer is attached to (held weakly; the view holds its recognizers).
    public internal(set) weak var view: View?
    /// What the recognizer asks before it takes part in a gesture (see
    /// `GestureRecognizerDelegate`); nil by default. Held weakly, as UIKit does: the delegate is
    /// usually the controller that owns the view, which holds the recognizer.
    open weak var delegate: (any GestureRecognizerDelegate)?
    /// Whether the recognizer works; turning it off during a gesture cancels the gesture.
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled; state = .possible } }
    }
    /// Whether touches are cancelled in the view once the gesture is recognized; true by default.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether the end of touches reaches the view only after the gesture fails; true by default.
    open var delaysTouchesEnded = true
    /// Whether every touch of the gesture must be of one touch type; true by default.
    open var requiresExclusiveTouchType = true
    /// A name for debugging and lookup.
    open var name: String?

    /// The current phase. Setting `.began`, `.changed`, `.ended` or `.cancelled` sends the
    /// actions, as UIKit does when a subclass changes its state.
    public var state: State = .possible {
        didSet {
            guard isEnabled else { return }
            switch state {
            case .began, .changed, .ended, .cancelled: targetActions.send(for: .allEvents, sender: self, event: nil)
            case .possible, .failed: break
            }
        }
    }

    var targetActions = TargetActionList()
    /// Where the last simulated gesture happened, in the view's coordinates.
    var location: CGPoint = .zero

    /// Creates a recognizer with no actions.
    public init() {}

    /// Creates a recognizer sending the action `action` of `target`'s `actionTable`.
    ///
    /// - Throws: `ActionError` as `addTarget(_:action:)`.
    public convenience init(target: AnyObject, action: String) throws(ActionError) {
        self.init()
        try addTarget(target, action: action)
    }

    /// Creates a recognizer running `action`, as `UIGestureRecognizer(target:action:)` with a closure.
    public convenience init(action: Action) {
        self.init()
        addAction(action)
    }

    /// Creates a recognizer from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        if let v = try coder.decode(Bool.self, forKey: "isEnabled") { isEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "cancelsTouchesInView") { cancelsTouchesInView = v }
        if let v = try coder.decode(Bool.self, forKey: "delaysTouchesBegan") { delaysTouchesBegan = v }
        if let v = try coder.decode(Bool.self, forKey: "delaysTouchesEnded") { delaysTouchesEnded = v }
        if let v = try coder.decode(Bool.self, forKey: "requiresExclusiveTouchType") { requiresExclusiveTouchType = v }
        name = try coder.decode(String.self, forKey: "name")
    }

    /// Writes the properties that differ from their defaults.
    open func encode(with coder: Coder) {
        coder.encode(isEnabled, forKey: "isEnabled", omittingDefault: true)
        coder.encode(cancelsTouchesInView, forKey: "cancelsTouchesInView", omittingDefault: true)
        coder.encode(delaysTouchesBegan, forKey: "delaysTouchesBegan", omittingDefault: false)
        coder.encode(delaysTouchesEnded, forKey: "delaysTouchesEnded", omittingDefault: true)
        coder.encode(requiresExclusiveTouchType, forKey: "requiresExclusiveTouchType", omittingDefault: true)
        coder.encode(name, forKey: "name")
    }

    /// Sent to a recognizer loaded from a nib or a storyboard scene once every object of it
    /// exists and is connected (attached to its view, its actions added), as UIKit sends it to
    /// any object; override to finish setting up (call super).
    open func awakeFromNib() {}

    // MARK: Targets and actions

    /// Adds the action `action` of `target`'s `actionTable`; the nib loader's entry point.
    /// Adding the same target and name twice keeps one.
    ///
    /// - Throws: `ActionError` when `target` is not an `ActionReceiver`, has no action of that
    ///   name, or the action's sender type cannot take this recognizer.
    public func addTarget(_ target: AnyObject, action: String) throws(ActionError) {
        let method = try ActionTable.resolve(action, on: target, sender: self)
        targetActions.add(.method(target: .init(target), name: action, method), for: .allEvents)
    }

    /// Adds a method of `target` named by an unapplied reference (`Controller.handlePan`).
    public func addTarget<Target: AnyObject, Sender: GestureRecognizer>(
        _ target: Target, action: @escaping @Sendable (Target) -> (Sender) -> Void
    ) {
        targetActions.add(.method(target: .init(target), name: nil, .method(action)), for: .allEvents)
    }

    /// Adds a method of `target` taking nothing.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @Sendable (Target) -> () -> Void) {
        targetActions.add(.method(target: .init(target), name: nil, .method(action)), for: .allEvents)
    }

    /// Adds a closure action.
    public func addAction(_ action: Action) {
        targetActions.add(.closure(action), for: .allEvents)
    }

    /// Removes `target`'s action named `action`, or all its actions when `action` is nil; a nil
    /// `target` removes every target's.
    public func removeTarget(_ target: AnyObject?, action: String?) {
        targetActions.remove(for: .allEvents) { kind in
            guard case .method(let registered, let name, _) = kind else { return false }
            if let target, registered.object !== target { return false }
            if let action { return name == action }
            return true
        }
    }

    /// The named action connections with live targets, in registration order.
    public var namedActionConnections: [(target: AnyObject, name: String)] {
        targetActions.namedConnections.map { ($0.target, $0.name) }
    }

    // MARK: Simulating gestures

    /// Whether the gesture is continuous (pan, pinch, long press), reporting `.began`,
    /// `.changed` and `.ended`, rather than discrete (tap, swipe), reporting `.recognized` once.
    open var isContinuous: Bool { false }

    /// Plays a gesture at `location` (the view's coordinates) as if the user made it: a
    /// discrete recognizer goes to `.recognized`, a continuous one through `.began`, `.changed`
    /// and `.ended`, the actions being sent at each step; then the state returns to `.possible`.
    /// The delegate is asked first, in UIKit's order: `gestureRecognizer(_:shouldReceive:)`,
    /// then `gestureRecognizerShouldBegin(_:)`, whose false makes the recognizer fail (`.failed`,
    /// then `.possible` again) without sending anything.
    ///
    /// - Returns: false, sending nothing, when the recognizer is disabled, is not attached to a
    ///   view, the view does not take touches (hidden or user interaction off), or the delegate
    ///   declines the gesture.
    @discardableResult
    open func simulateRecognition(at location: CGPoint = .zero) -> Bool {
        guard isEnabled, let view, !view.isHidden, view.isUserInteractionEnabled else { return false }
        if let delegate {
            guard delegate.gestureRecognizer(self, shouldReceive: Event()) else { return false }
            guard delegate.gestureRecognizerShouldBegin(self) else {
                state = .failed
                state = .possible
                return false
            }
        }
        self.location = location
        if isContinuous {
            state = .began
            state = .changed
        }
        state = .ended
        state = .possible
        return true
    }

    /// Where the gesture happened, in `view`'s coordinates (nil: the window's).
    open func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }

    /// The number of touches in the gesture; simulated gestures use one.
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
}
