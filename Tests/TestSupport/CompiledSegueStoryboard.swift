import Foundation
import NibArchive

/// A compiled iOS storyboard with segues, built as ibtool archives one (Formats/nibarchive.md,
/// "Segues"), for the segue tests the corpus cannot give (it has no compiled storyboard with a
/// segue):
///
/// - `UINavigationController-nav.nib`, the entry point: a navigation controller whose
///   `UIChildViewControllers` and `UIViewControllers` hold its root, a `RootClass` (a class
///   swapper over `UIViewController`) with two templates: a show segue `details` to the scene
///   `Details`, which the button of its view triggers (`perform:` on touch-up-inside, sent to
///   `UpstreamPlaceholder-1`), and a presentation `modal` (form sheet, not animated) to
///   `Modal`, which nothing triggers; and an embed template to `Child` for the container view
///   (`UpstreamPlaceholder-2`'s `containerView` outlet).
/// - `UIViewController-det.nib` (`Details`, a label "Details", an unwind template
///   `back` with the action `backToRoot:`), `UIViewController-mod.nib` (`Modal`),
///   `UIViewController-chi.nib` (`Child`), each with its view nib.
public enum CompiledSegueStoryboard {
    /// The identifier the show template names; `CompiledSegueStoryboard.nibs(destination:)`
    /// gives another to make a template naming a missing destination.
    public static let detailsIdentifier = "Details"

    /// The bundle's `Info.plist`, a binary property list.
    public static func info() throws -> Data {
        let identifiers = [
            "UINavigationController-nav": "UINavigationController-nav", "Details": "UIViewController-det",
            "Modal": "UIViewController-mod", "Child": "UIViewController-chi",
        ]
        let plist: [String: Any] = [
            "UIStoryboardDesignatedEntryPointIdentifier": "UINavigationController-nav", "UIStoryboardVersion": 1,
            "UIViewControllerIdentifiersToNibNames": identifiers,
        ]
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    /// The bundle's nibs by file name; the show template names `destination`.
    public static func nibs(destination: String = detailsIdentifier, rootClass: String = "RootClass") -> [String: Data]
    {
        [
            "UINavigationController-nav.nib": navigationNib(destination: destination, rootClass: rootClass),
            "root-view-rv.nib": rootViewNib(),
            "UIViewController-det.nib": controllerNib(view: "det-view-dv", unwind: "backToRoot:"),
            "det-view-dv.nib": labelViewNib("Details"),
            "UIViewController-mod.nib": controllerNib(view: "mod-view-mv"),
            "mod-view-mv.nib": labelViewNib("Modal"),
            "UIViewController-chi.nib": controllerNib(view: "chi-view-cv"),
            "chi-view-cv.nib": labelViewNib("Child"),
        ]
    }

    /// Writes the bundle as `Main.storyboardc` in `folder`.
    public static func write(in folder: URL, nibs: [String: Data] = nibs()) throws -> URL {
        let bundle = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try info().write(to: bundle.appendingPathComponent("Info.plist"))
        for (name, data) in nibs { try data.write(to: bundle.appendingPathComponent(name)) }
        return bundle
    }

    static func navigationNib(destination: String, rootClass: String) -> Data {
        var nib = NIBArchiveGraphBuilder()
        let owner = nib.proxy("IBFilesOwner")
        let storyboard = nib.proxy("UIStoryboardPlaceholder")
        let show = nib.add(
            "UIStoryboardShowSegueTemplate",
            [
                ("UIIdentifier", nib.string("details")),
                ("UIDestinationViewControllerIdentifier", nib.string(destination)),
                ("UIActionName", nib.string("showViewController:sender:")),
            ])
        let modal = nib.add(
            "UIStoryboardPresentationSegueTemplate",
            [
                ("UIIdentifier", nib.string("modal")), ("UIDestinationViewControllerIdentifier", nib.string("Modal")),
                ("UIAnimates", .bool(false)), ("UIModalPresentationStyle", .int8(2)),
            ])
        let embed = nib.add(
            "UIStoryboardEmbedSegueTemplate",
            [
                ("UIIdentifier", nib.string("embedded")),
                ("UIDestinationViewControllerIdentifier", nib.string("Child")),
                ("UIPerformOnViewLoad", .bool(true)),
            ])
        let root = nib.add(
            "UIClassSwapper",
            [
                ("UIClassName", nib.string(rootClass)), ("UIOriginalClassName", nib.string("UIViewController")),
                ("UINibName", nib.string("root-view-rv")),
                (
                    "UIExternalObjectsTableForViewLoading",
                    nib.dictionary([("UpstreamPlaceholder-1", show), ("UpstreamPlaceholder-2", embed)])
                ),
                ("UIStoryboardSegueTemplates", nib.array([show, modal, embed])),
            ])
        let navigation = nib.add(
            "UINavigationController",
            [("UIChildViewControllers", nib.array([root])), ("UIViewControllers", nib.array([root]))])
        let connections = [
            nib.outlet(owner, "sceneViewController", navigation), nib.outlet(navigation, "storyboard", storyboard),
            nib.outlet(root, "storyboard", storyboard), nib.outlet(show, "viewController", root),
            nib.outlet(modal, "viewController", root), nib.outlet(embed, "viewController", root),
        ]
        return nib.data(topLevel: [owner, storyboard, navigation], connections: connections)
    }

    static func rootViewNib() -> Data {
        var nib = NIBArchiveGraphBuilder()
        let owner = nib.proxy("IBFilesOwner")
        let showTemplate = nib.proxy("UpstreamPlaceholder-1")
        let embedTemplate = nib.proxy("UpstreamPlaceholder-2")
        let button = nib.add("UIButton", NIBArchiveGraphBuilder.frame(10, 10, 100, 44))
        let container = nib.add("UIView", NIBArchiveGraphBuilder.frame(0, 100, 320, 200))
        let view = nib.add(
            "UIView", NIBArchiveGraphBuilder.frame(0, 0, 320, 480) + [("UISubviews", nib.array([button, container]))])
        let connections = [
            nib.outlet(owner, "view", view), nib.event(button, "perform:", showTemplate, mask: 64),
            nib.outlet(embedTemplate, "containerView", container),
        ]
        return nib.data(topLevel: [owner, showTemplate, embedTemplate, view], connections: connections)
    }

    static func controllerNib(view: String, unwind: String? = nil) -> Data {
        var nib = NIBArchiveGraphBuilder()
        let owner = nib.proxy("IBFilesOwner")
        var values: [(String, NIBArchive.Payload)] = [("UINibName", nib.string(view))]
        var templates: [NIBArchive.Payload] = []
        if let unwind {
            templates.append(
                nib.add(
                    "UIStoryboardUnwindSegueTemplate",
                    [("UIIdentifier", nib.string("back")), ("UIAction", nib.string(unwind))]))
            values.append(("UIStoryboardSegueTemplates", nib.array(templates)))
        }
        let controller = nib.add("UIViewController", values)
        var connections = [nib.outlet(owner, "sceneViewController", controller)]
        for template in templates { connections.append(nib.outlet(template, "viewController", controller)) }
        return nib.data(topLevel: [owner, controller], connections: connections)
    }

    static func labelViewNib(_ text: String) -> Data {
        var nib = NIBArchiveGraphBuilder()
        let owner = nib.proxy("IBFilesOwner")
        let label = nib.add("UILabel", NIBArchiveGraphBuilder.frame(0, 0, 200, 21) + [("UIText", nib.string(text))])
        let view = nib.add(
            "UIView", NIBArchiveGraphBuilder.frame(0, 0, 320, 480) + [("UISubviews", nib.array([label]))])
        return nib.data(topLevel: [owner, view], connections: [nib.outlet(owner, "view", view)])
    }
}
