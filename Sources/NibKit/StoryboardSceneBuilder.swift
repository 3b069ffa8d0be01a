import Foundation
import NibArchive
import ViewCore

/// Builds a storyboard's scenes with what their segues make of them, and makes the destinations
/// of the segues its controllers perform (`SegueDestinationProvider`), with the options of the
/// call that built them.
///
/// - A relationship segue's destination is built (the same way, recursively) and becomes the
///   source's child: a navigation controller's stack, a tab bar controller's tabs, a split view
///   controller's columns (primary first), any other controller's children.
/// - An embed segue's destination is built with the scene and put in its container view when
///   the source's view loads, after `prepare(for:sender:)` sees the segue, as in UIKit.
/// - The other segues become the controller's segue templates. Those whose source is another
///   object of the scene are triggered as UIKit triggers them (`shouldPerformSegue` asked
///   first, the source as sender): a button's touch-up-inside, another control's primary
///   action, a bar button item's action, the selection of a table or collection view cell
///   (`TableView.simulateSelection(ofRowAt:)`, `TableViewCell.simulateSelection()`,
///   `CollectionViewCell.simulateSelection()`; a prototype cell's segues run when the
///   prototype is selected, as no data source makes rows from it), a tap on a table view cell's
///   accessory button for a segue whose trigger is `accessoryAction`
///   (`TableView.simulateAccessoryButtonTap(forRowAt:)`,
///   `TableViewCell.simulateAccessoryButtonTap()`), the recognition of a gesture recognizer of
///   the scene (`GestureRecognizer.simulateRecognition(at:)`).
final class StoryboardSceneBuilder: SegueDestinationProvider, @unchecked Sendable {
    // `@unchecked`: `Nib.Options` is (it holds the caller's external objects); the builder
    // never changes after it is made.
    let storyboard: Storyboard
    let options: Nib.Options

    init(storyboard: Storyboard, options: Nib.Options) {
        self.storyboard = storyboard
        self.options = options
    }

    func instantiateDestination(of template: StoryboardSegueTemplate) throws -> ViewController {
        guard let scene = storyboard.document.objects.first(where: { $0.id == template.destinationID }),
            let controller = try build(scene, building: [])
        else {
            throw NibLoadingError(problems: [
                NibLoadingError.Problem(
                    code: NibLoadingError.Code.unknownStoryboardIdentifier,
                    message: "the destination \(quoted: template.destinationID) of segue "
                        + "\(quoted: template.identifier ?? template.sourceID) is no view controller scene",
                    file: storyboard.file, location: .unknown)
            ])
        }
        return controller
    }

    /// The controller of `scene` with its relationships and embeds; nil when the scene's object
    /// is not a view controller. `building` holds the scenes being built around this one, so
    /// a relationship cycle (which Xcode never writes) stops instead of recursing.
    func build(_ scene: ArchiveObject, building: Set<String>) throws -> ViewController? {
        try buildScene(scene, building: building)?.controller
    }

    /// `build(_:building:)`, with the unarchiver that made the scene's objects, which finds each
    /// by its id in the file (nil for a storyboard reference's scene, made by another storyboard).
    func buildScene(_ scene: ArchiveObject, building: Set<String>) throws -> (
        controller: ViewController, unarchiver: KeyedUnarchiver?
    )? {
        if scene.className == Storyboard.referenceClassName {
            return (try storyboard.followReference(scene, options: options), nil)
        }
        guard let (controller, unarchiver) = try storyboard.instantiateSceneObjects(scene, options: options) else {
            return nil
        }
        let templates = Self.templates(in: storyboard.sceneObjects(scene))
        controller.segueDestinationProvider = self
        controller.segueTemplates = templates.filter { $0.kind != .relationship && $0.kind != .embed }
        let inner = building.union([scene.id])
        var related: [(name: String?, controller: ViewController)] = []
        var embedded: [(template: StoryboardSegueTemplate, child: ViewController)] = []
        for template in templates where template.kind == .relationship || template.kind == .embed {
            guard !inner.contains(template.destinationID),
                let destination = storyboard.document.objects.first(where: { $0.id == template.destinationID }),
                let child = try build(destination, building: inner)
            else { continue }
            if template.kind == .embed {
                embedded.append((template, child))
            } else if template.sourceID == scene.id {
                related.append((template.relationship, child))
            }
        }
        attach(related, to: controller)
        for template in controller.segueTemplates where template.sourceID != scene.id {
            guard let source = unarchiver?.object(withID: template.sourceID) else { continue }
            Self.connectTrigger(template, from: source, in: controller)
        }
        if !embedded.isEmpty {
            controller.viewLoadingSteps.append { controller in
                for (template, child) in embedded { Self.embed(child, by: template, in: controller) }
            }
        }
        return (controller, unarchiver)
    }

    /// The segues of a scene's objects (its controller's tree, then its other top-level objects),
    /// in file order, each with the id of the object holding it.
    static func templates(in objects: [ArchiveObject]) -> [StoryboardSegueTemplate] {
        var result: [StoryboardSegueTemplate] = []
        ArchiveDocument(objects: objects).forEachObject { node in
            guard case .array(let items)? = node["segues"] else { return }
            for case .object(let segue) in items {
                guard case .reference(let destination)? = segue["destination"] else { continue }
                func string(_ key: String) -> String? {
                    if case .value(.string(let text))? = segue[key] { return text }
                    return nil
                }
                result.append(
                    StoryboardSegueTemplate(
                        identifier: string("identifier"),
                        kind: string("kind").flatMap(StoryboardSegue.Kind.init(rawValue:)) ?? .custom,
                        destinationID: destination, sourceID: node.id, unwindAction: string("unwindAction"),
                        relationship: string("relationship"),
                        className: segue.className == "StoryboardSegue" ? nil : segue.className,
                        // An unknown trigger (none is known besides these) keeps the source's own.
                        trigger: string("trigger").flatMap(StoryboardSegue.Trigger.init(rawValue:)) ?? .selection))
            }
        }
        return result
    }

    /// Makes the relationship destinations the container's children.
    private func attach(_ related: [(name: String?, controller: ViewController)], to controller: ViewController) {
        guard !related.isEmpty else { return }
        switch controller {
        case let navigation as NavigationController:
            navigation.setViewControllers(related.map(\.controller), animated: false)
        case let tabs as TabBarController:
            tabs.setViewControllers(related.map(\.controller), animated: false)
        case let split as SplitViewController:
            // Interface Builder writes the columns in any order; UIKit's is primary first.
            let order = ["masterViewController", "supplementaryViewController", "detailViewController"]
            split.viewControllers = related.sorted {
                (order.firstIndex(of: $0.name ?? "") ?? order.count)
                    < (order.firstIndex(of: $1.name ?? "") ?? order.count)
            }.map(\.controller)
        default:
            for child in related.map(\.controller) {
                controller.addChild(child)
                child.didMove(toParent: controller)
            }
        }
    }

    /// An embed segue, when the parent's view has loaded: `prepare(for:sender:)`, then the
    /// child's view fills its container view.
    private static func embed(_ child: ViewController, by template: StoryboardSegueTemplate, in parent: ViewController)
    {
        let segue = StoryboardSegue(identifier: template.identifier, source: parent, destination: child, kind: .embed)
        parent.prepare(for: segue, sender: nil)
        parent.addChild(child)
        if let container = view(withID: template.sourceID, in: parent.viewIfLoaded) {
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
        }
        child.didMove(toParent: parent)
    }

    /// A segue whose source is an object of the scene other than its controller: what UIKit
    /// performs it on (see the type's documentation). Other sources (an AppKit menu item)
    /// trigger nothing; the segue stays reachable through `performSegue(withIdentifier:sender:)`.
    private static func connectTrigger(
        _ template: StoryboardSegueTemplate, from source: AnyObject, in controller: ViewController
    ) {
        let action = Action { [weak controller] action in
            guard let controller else { return }
            if let identifier = template.identifier,
                !controller.shouldPerformSegue(withIdentifier: identifier, sender: action.sender)
            {
                return
            }
            do {
                try controller.perform(template, sender: action.sender)
            } catch {
                ViewController.reportSegueFailure(template.identifier, "\(error)", in: controller)
            }
        }
        switch source {
        // A button's segue is its touch-up-inside, as Interface Builder connects it; another
        // control's, its primary action.
        case let button as Button: button.addAction(action, for: .touchUpInside)
        case let control as Control: control.addAction(action, for: .primaryActionTriggered)
        case let item as BarButtonItem: item.addAction(action)
        case let cell as TableViewCell where template.trigger == .accessoryAction: cell.addAccessoryAction(action)
        case let cell as TableViewCell: cell.addSelectionAction(action)
        case let cell as CollectionViewCell: cell.addSelectionAction(action)
        case let recognizer as GestureRecognizer:
            // A recognizer sends its actions at each phase of a continuous gesture (began,
            // changed, ended, cancelled); the segue is performed once, when the gesture is
            // recognized (a discrete one's only phase, a continuous one's end).
            recognizer.addAction(
                Action { trigger in
                    if (trigger.sender as? GestureRecognizer)?.state == .recognized {
                        action.perform(sender: trigger.sender)
                    }
                })
        default: break
        }
    }

    /// The view whose archive id is `id` in the tree under `root`.
    private static func view(withID id: String, in root: View?) -> View? {
        guard let root else { return nil }
        if root.unarchivedValues.archiveID == id { return root }
        for subview in root.subviews {
            if let found = view(withID: id, in: subview) { return found }
        }
        return nil
    }
}

extension ViewController {
    /// The storyboard this controller was built from (by `Storyboard`, or as a segue's
    /// destination); nil for a controller made otherwise.
    public var storyboard: Storyboard? {
        (segueDestinationProvider as? StoryboardSceneBuilder)?.storyboard
    }
}
