import Foundation

/// A transition from one view controller to another that a storyboard describes, UIKit's
/// `UIStoryboardSegue`: made by `ViewController.performSegue(withIdentifier:sender:)` (or by a
/// control that triggers it), handed to the source's `prepare(for:sender:)`, then performed.
///
/// ```swift
/// override func prepare(for segue: StoryboardSegue, sender: Any?) {
///     if segue.identifier == "details", let details = segue.destination as? DetailsController {
///         details.item = selectedItem
///     }
/// }
/// ```
///
/// `perform()` does what the segue's `kind` says: `show` and `push` push the destination on the
/// source's navigation controller (presenting it when there is none), `showDetail` and
/// `replace` make it the split view controller's secondary column (else as `show`),
/// `presentation`, `modal`, `popover` and `custom` present it
/// (`ViewController.present(_:animated:completion:)`). There is no animation. Subclass and
/// override `perform()` for another transition; register the subclass
/// (`StoryboardSegue.register(_:as:)`) and a storyboard segue naming it as its custom class is
/// made of it.
open class StoryboardSegue {
    /// What a segue does, as Interface Builder names its kinds.
    public enum Kind: String, Sendable, CaseIterable {
        /// Push on the navigation stack, or present when there is none.
        case show, push
        /// Show in the split view controller's secondary column, or as `show`.
        case showDetail, replace
        /// Present modally.
        case presentation, modal, popover, popoverPresentation
        /// Present, unless a subclass's `perform()` does otherwise.
        case custom
        /// A child controller in a container view, made with the scene.
        case embed
        /// A container's child (a navigation controller's root, a tab), made with the scene.
        case relationship
        /// Back to a controller up the chain that has the segue's unwind action.
        case unwind
    }

    /// What the user does to the segue's source to perform it, Interface Builder's `trigger`:
    /// only a table view cell has a choice.
    public enum Trigger: String, Sendable, CaseIterable {
        /// The source's own action: selecting a cell's row, tapping a button or a bar button
        /// item, a control's primary action, a gesture's recognition. What the file means when it
        /// says nothing.
        case selection
        /// Tapping a table view cell's accessory button (`TableViewCell.simulateAccessoryButtonTap()`),
        /// UIKit's `tableView(_:accessoryButtonTappedForRowWith:)`; selecting the row does not
        /// perform it.
        case accessoryAction
    }

    /// The identifier the storyboard gives the segue, or nil.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller it leads to (for an unwind segue, the one found up the chain).
    public let destination: ViewController
    /// What `perform()` does.
    public let kind: Kind

    /// Creates a segue; as UIKit's initializer, its kind is `custom`: `perform()` presents. A
    /// storyboard makes a registered subclass through it.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = .custom
    }

    /// Creates a segue of `kind`.
    public init(identifier: String?, source: ViewController, destination: ViewController, kind: Kind) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }

    private static let registered = Locked<[String: StoryboardSegue.Type]>([:])

    /// Registers a subclass so that storyboard segues whose custom class is `name` (the class's
    /// name by default) are made of it. Process-wide and thread-safe.
    public static func register(_ type: StoryboardSegue.Type, as name: String? = nil) {
        registered.withLock { $0[name ?? "\(type)"] = type }
    }

    /// The subclass registered as `name`, or nil.
    public static func registeredClass(named name: String) -> StoryboardSegue.Type? {
        registered.withLock { $0[name] }
    }

    /// Shows the destination as the kind says (see the type's documentation). Embed,
    /// relationship and unwind segues do nothing here: the storyboard and
    /// `performSegue(withIdentifier:sender:)` carry those out.
    open func perform() {
        switch kind {
        case .show, .push:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case .showDetail, .replace:
            if let split = source.splitViewController {
                split.showDetailViewController(destination, sender: source)
            } else if let navigation = source.navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case .presentation, .modal, .popover, .popoverPresentation, .custom:
            source.present(destination, animated: true)
        case .embed, .relationship, .unwind:
            break
        }
    }
}

/// A segue as a storyboard describes it, kept by its source controller until it is performed:
/// UIKit's segue template.
public struct StoryboardSegueTemplate: Hashable, Sendable {
    /// The segue's identifier, or nil.
    public var identifier: String?
    /// What it does.
    public var kind: StoryboardSegue.Kind
    /// The id of the destination's scene object in the storyboard (for an unwind segue, the
    /// scene's exit).
    public var destinationID: String
    /// The id of the object whose connections hold the segue: the controller, or a control of
    /// its view that triggers it.
    public var sourceID: String
    /// For an unwind segue, the action (`"unwindToStart:"`) that finds its destination.
    public var unwindAction: String?
    /// For a relationship segue, its name (`rootViewController`, `viewControllers`).
    public var relationship: String?
    /// The segue's custom class (Interface Builder's `customClass`), or nil: made of the class
    /// registered under that name (`StoryboardSegue.register(_:as:)`), else a `StoryboardSegue`
    /// of the template's kind.
    public var className: String?
    /// What the user does to the source object to perform the segue; `.selection` by default.
    public var trigger: StoryboardSegue.Trigger

    /// Creates a template.
    public init(
        identifier: String?, kind: StoryboardSegue.Kind, destinationID: String, sourceID: String,
        unwindAction: String? = nil, relationship: String? = nil, className: String? = nil,
        trigger: StoryboardSegue.Trigger = .selection
    ) {
        self.identifier = identifier
        self.kind = kind
        self.destinationID = destinationID
        self.sourceID = sourceID
        self.unwindAction = unwindAction
        self.relationship = relationship
        self.className = className
        self.trigger = trigger
    }
}

/// What a controller loaded from a storyboard asks it for when one of its segues is performed:
/// a fresh destination. NibKit's `Storyboard` adopts it.
public protocol SegueDestinationProvider: AnyObject, Sendable {
    /// A fresh, fully built destination controller for `template` (its relationships and
    /// embedded children made, a storyboard reference followed).
    ///
    /// - Throws: whatever stops it being built (a scene that does not load, a referenced
    ///   storyboard that is missing).
    func instantiateDestination(of template: StoryboardSegueTemplate) throws -> ViewController
}

/// Why a segue could not be performed.
public struct SegueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why.
    public enum Reason: Hashable, Sendable {
        /// The controller has no segue with that identifier (the closest one as a suggestion).
        case unknownIdentifier(suggestion: String?)
        /// No controller up the chain from the source has the unwind action.
        case noUnwindTarget(action: String)
        /// The controller did not come from a storyboard, so nothing can make the destination.
        case notFromStoryboard
    }

    /// Why.
    public var reason: Reason
    /// The segue's identifier, or nil.
    public var identifier: String?
    /// The source controller's class name.
    public var controllerClass: String

    /// Creates an error.
    public init(reason: Reason, identifier: String?, controllerClass: String) {
        self.reason = reason
        self.identifier = identifier
        self.controllerClass = controllerClass
    }

    /// One sentence naming the controller and the segue.
    public var description: String {
        let name = identifier.map { "\(quoted: $0)" } ?? "(no identifier)"
        switch reason {
        case .unknownIdentifier(let suggestion):
            return "\(controllerClass) has no segue with identifier \(name)"
                + (suggestion.map { "; did you mean \(quoted: $0)?" } ?? "")
        case .noUnwindTarget(let action):
            return
                "unwind segue \(name) from \(controllerClass): no controller up the chain has the action \(quoted: action)"
                + " (declare it in its actionTable)"
        case .notFromStoryboard:
            return "\(controllerClass) did not come from a storyboard, so its segue \(name) has no destination"
        }
    }
}
