import Foundation

extension UIKitStoryboardCompiler {
    /// The children of a controller element that are design-time only or written elsewhere
    /// (the view has a nib of its own; layout guides go with it).
    static let controllerChildren: Set<String> = [
        "layoutGuides", "connections", "point", "size", "simulatedMetricsContainer",
    ]

    /// Archives a controller into `nib` as a `UIClassSwapper` over its UIKit class, with its
    /// view's nib name, its navigation item, its segue templates and, for a navigation
    /// controller, its bar and its root controller archived inside; returns the controller.
    ///
    /// - Throws: `NIB0801` for a child or segue with no known archived form.
    func archive(_ element: XMLElementNode, into nib: inout UIKitNibBuilder, storyboard: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        let id = element["id"] ?? ""
        // A hosting controller of no class of its own has no SwiftUI view to show: the app gives
        // one through a subclass (or a segue action, which this compiler does not archive).
        if element.name == "hostingController", element["customClass"] == nil {
            throw nib.error(
                .unsupportedElement,
                "a <hostingController> needs a class of its own, a UIHostingController subclass that gives its SwiftUI view",
                at: element)
        }
        let base = Self.controllerClasses[element.name] ?? "UIViewController"
        let controller = nib.graph.add("UIClassSwapper")
        nib.objectsByID[id] = controller
        nib.listed.append(controller)
        var templates: [NibObjectGraph.Ref] = []
        let view = element.child(viewKey: "view")
        // The view's nib's external objects, as name and object pairs: the controller first when
        // that nib names it, then the templates of the segues something in the view performs.
        var upstream: [NibObjectGraph.Ref] = []
        let inViewNib = viewNibIDs(of: element)
        if let view, Self.viewNibNamesController(element, view: view, extras: sceneObjects[id] ?? []) {
            upstream = [nib.graph.string(Self.upstreamName(1)), controller]
        }
        for segue in Self.segues(in: element, extras: sceneObjects[id] ?? [])
        where segue.element["kind"] != "relationship" {
            // Only a container view has a view to embed the destination's in.
            if segue.element["kind"] == "embed", segue.owner.name != "containerView" {
                throw nib.unsupported(segue.element)
            }
            let template = try self.template(segue.element, place: segue.place, viewNibIDs: inViewNib, in: &nib)
            templates.append(template)
            switch segue.place {
            case .view: upstream += [nib.graph.string(Self.upstreamName(upstream.count / 2 + 1)), template]
            case .controllerNib: nib.segueTriggers[segue.element["id"] ?? ""] = template
            case .controller: break
            }
        }
        if let view {
            nib.graph.set(
                controller, "UIExternalObjectsTableForViewLoading", nib.graph.collection("NSDictionary", upstream))
            nib.graph.set(controller, "UINibName", nib.graph.string("\(id)-view-\(view["id"] ?? "")"))
        }
        let className = element["customClass"].map { UIKitNibBuilder.runtimeName($0, module: nib.moduleName(element)) }
        nib.graph.set(controller, "UIClassName", nib.graph.string(className ?? base))
        nib.graph.set(controller, "UIOriginalClassName", nib.graph.string(base))
        if let title = element["title"] { nib.graph.set(controller, "UITitle", nib.graph.string(title)) }
        // The double- and triple-column styles: their archived form is not known.
        if element.name == "splitViewController",
            let style = ["style", "allowDoubleColumnStyle"].first(where: { element.has($0) })
        {
            throw nib.invalid(element, style)
        }
        try controllerAttributes(element, controller: controller, nib: &nib)
        if let identifier = element["storyboardIdentifier"] {
            nib.graph.set(controller, "UIStoryboardIdentifier", nib.graph.string(identifier))
        }
        var children: [NibObjectGraph.Ref] = []
        for child in element.children {
            switch (child.name, child["key"] ?? "") {
            case (let name, _) where Self.controllerChildren.contains(name): continue
            case (_, "view"): continue
            // What Interface Builder simulates around the controller's view: design-time only.
            case (_, let key) where key.hasPrefix("simulated"): continue
            case ("navigationItem", "navigationItem"):
                nib.graph.set(controller, "UINavigationItem", try nib.navigationItem(child))
            // `-[UINavigationController initWithCoder:]` expects its bar locked with the
            // controller as its delegate (`-[UINavigationBar initWithCoder:]` reads both), as
            // a controller's own bar always is; published decompilations of UIKitCore 26.1.
            case ("navigationBar", "navigationBar") where element.name == "navigationController":
                let bar = try nib.view(child, superview: nil)
                nib.graph.set(bar, "UIIsLocked", .bool(true))
                nib.graph.set(bar, "UIDelegate", controller)
                nib.graph.set(controller, "UINavigationBar", bar)
            // The edges its view extends under bars (`UIRectEdge` bits), when not all four.
            case ("extendedEdge", "edgesForExtendedLayout"):
                let edges = [("top", 1), ("left", 2), ("bottom", 4), ("right", 8)].reduce(0) {
                    child.attribute($1.0, is: "YES") ? $0 | $1.1 : $0
                }
                if edges != 15 {
                    nib.graph.set(controller, "UIKeyEdgesForExtendedLayout", NibObjectGraph.integer(edges))
                }
            // A navigation controller's toolbar (WinObjC's `UINavigationController.mm` decodes it,
            // xib2nib's writes it), shown when the document says so.
            case ("toolbar", "toolbar") where element.name == "navigationController":
                nib.graph.set(controller, "UIToolbar", try nib.view(child, superview: nil))
            case ("tabBar", "tabBar") where element.name == "tabBarController":
                nib.graph.set(controller, "UITabBar", try nib.view(child, superview: nil))
            case ("tabBarItem", "tabBarItem"): nib.graph.set(controller, "UITabBarItem", try nib.tabBarItem(child))
            // A table view controller's refresh control is its table's, archived in the view's nib.
            case ("refreshControl", "refreshControl") where element.name == "tableViewController": continue
            case ("userDefinedRuntimeAttributes", _): try nib.runtimeAttributes(child, of: controller)
            // `-[UIViewController encodeWithCoder:]` (published decompilations) writes the size
            // unless it is UIKit's 320 by 1,100.
            case ("value", "contentSizeForViewInPopover") where child["type"] == "size":
                let size = [try nib.number(child, "width") ?? 0, try nib.number(child, "height") ?? 0]
                if size != [320, 1100] {
                    nib.graph.set(controller, "UIContentSizeForViewInPopover", .data(UIKitNibBuilder.doubles(size)))
                }
            // A container's list of controllers, which its relationship segues give.
            case ("nil", _) where Self.relationships[element.name] != nil && child["name"] == "viewControllers":
                continue
            case ("toolbarItems", _) where child.children.isEmpty: continue
            // The items a navigation controller's toolbar shows for this controller (WinObjC's
            // `UIViewController.mm` decodes `UIToolbarItems`).
            case ("toolbarItems", _): nib.graph.set(controller, "UIToolbarItems", try nib.barButtonItems(child))
            default: throw nib.unsupported(child)
            }
        }
        // The children in the order of their relationships (a split view's primary column
        // first: UIKit gives the children to `setViewControllers:` as archived), each kept in
        // the order written.
        let relationships = Self.segues(in: element).filter { $0.element["kind"] == "relationship" }
        let ordered = (Self.relationships[element.name] ?? []).flatMap { name in
            relationships.filter { $0.element["relationship"] == name }
        }
        for segue in ordered {
            guard let childElement = controllers[segue.element["destination"] ?? ""] else {
                throw nib.unsupported(segue.element)
            }
            let child = try archive(childElement, into: &nib, storyboard: storyboard)
            nib.graph.set(child, "UIParentViewController", controller)
            children.append(child)
        }
        if !children.isEmpty {
            nib.graph.set(controller, "UIChildViewControllers", nib.graph.collection("NSArray", children))
            // A navigation or tab bar controller decodes its own list too; a split view
            // controller takes its children (`UISplitViewControllerPanelImpl`, published
            // decompilations).
            if element.name != "splitViewController" {
                nib.graph.set(controller, "UIViewControllers", nib.graph.collection("NSArray", children))
            }
        }
        if !templates.isEmpty {
            nib.graph.set(controller, "UIStoryboardSegueTemplates", nib.graph.collection("NSArray", templates))
        }
        for object in controllerNibSceneObjects[id] ?? [] { nib.topLevel.append(try nib.topLevelObject(object)) }
        nib.outlet("storyboard", from: controller, to: storyboard)
        for template in templates { nib.outlet("viewController", from: template, to: controller) }
        // What `viewConnections(of:view:)` leaves to the view's nib, the rest here.
        let inView = view == nil ? inViewNib : inViewNib.union([id])
        try nib.connections(
            element.child("connections")?.children.filter {
                $0.name != "segue" && !inView.contains($0["destination"] ?? "")
            } ?? [], of: element, source: controller)
        return controller
    }

    /// UIKit's segue template classes by the `kind` of a `<segue>`. The old split view
    /// `replace` is left out: its template needs a containment context and a split view index
    /// whose archived form no source here confirms, and no corpus file has one.
    static let templateClasses = [
        "show": "UIStoryboardShowSegueTemplate", "showDetail": "UIStoryboardShowSegueTemplate",
        "presentation": "UIStoryboardPresentationSegueTemplate", "push": "UIStoryboardPushSegueTemplate",
        "modal": "UIStoryboardModalSegueTemplate", "custom": "UIStoryboardSegueTemplate",
        "unwind": "UIStoryboardUnwindSegueTemplate", "embed": "UIStoryboardEmbedSegueTemplate",
        "popoverPresentation": "UIStoryboardPopoverPresentationSegueTemplate",
    ]

    /// The template of a `<segue>` (`Formats/nibarchive.md`, "Segues"): its identifier, the
    /// identifier of the destination's nib, what its class needs (a show segue's action, a
    /// presentation's styles, an unwind's action, a custom segue's class, an embed's
    /// `UIPerformOnViewLoad`).
    ///
    /// - Throws: `NIB0801` for a kind with no known template (the old popover), an embed
    ///   outside a container view, a popover's anchor or setting with no known form, or a
    ///   destination the storyboard does not hold.
    func template(
        _ segue: XMLElementNode, place: SeguePlace, viewNibIDs: Set<String> = [], in nib: inout UIKitNibBuilder
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let kind = segue["kind"] ?? ""
        guard let className = Self.templateClasses[kind] else { throw nib.unsupported(segue) }
        // A popover's arrow directions are its only child with a known form (`setPopoverKeys`);
        // a peek-and-pop segue's preview and commit segues have none known, and leaving them out
        // would drop the preview without a word.
        // A `<nil key="action"/>` sets no action, which is what leaving it out archives.
        for child in segue.children
        where kind != "popoverPresentation" && !(child.name == "nil" && child["key"] == "action") {
            guard child.name == "segue", ["commit", "preview"].contains(child["key"] ?? "") else {
                throw nib.unsupported(child)
            }
            throw nib.error(
                .unsupportedElement,
                "<segue key=\"\(child["key"] ?? "")\"> is a peek-and-pop (preview and commit) segue, "
                    + "which has no known iOS archived form yet",
                at: child)
        }
        let template = nib.graph.add(className)
        if let identifier = segue["identifier"] {
            nib.graph.set(template, "UIIdentifier", nib.graph.string(identifier))
        }
        if kind == "unwind" {
            guard let action = segue["unwindAction"] else { throw nib.invalid(segue, "unwindAction") }
            nib.graph.set(template, "UIAction", nib.graph.string(action))
            return template
        }
        let id = segue["destination"] ?? ""
        guard let destination = controllers[id] ?? references.first(where: { $0.id == id })?.element else {
            throw nib.error(
                .unknownConnectionTarget,
                "the segue names destination \(segue["destination"] ?? "none"), which is no controller of the storyboard",
                at: segue)
        }
        nib.graph.set(
            template, "UIDestinationViewControllerIdentifier", nib.graph.string(Self.identifier(of: destination)))
        if let custom = segue["customClass"] {
            nib.graph.set(
                template, "UISegueClassName",
                nib.graph.string(UIKitNibBuilder.runtimeName(custom, module: nib.moduleName(segue))))
        }
        if segue.attribute("animates", is: "NO") { nib.graph.set(template, "UIAnimates", .bool(false)) }
        // A custom initializer for the destination (`@IBSegueAction`): its key is not known, and
        // without it the destination would be made by `init(coder:)`.
        if segue.has("destinationCreationSelector") { throw nib.invalid(segue, "destinationCreationSelector") }
        switch kind {
        case "show": nib.graph.set(template, "UIActionName", nib.graph.string("showViewController:sender:"))
        case "showDetail": nib.graph.set(template, "UIActionName", nib.graph.string("showDetailViewController:sender:"))
        case "presentation", "modal": try Self.setPresentationStyles(of: segue, on: template, nib: &nib)
        // `-[UIViewController loadViewIfRequired]` performs, once the view's nib is loaded, each
        // template that says so; the embed adds the destination's view to its container view,
        // which the view's nib hands the template (`UIKitNibBuilder.connections`).
        case "embed": nib.graph.set(template, "UIPerformOnViewLoad", .bool(true))
        case "popoverPresentation":
            try Self.setPopoverKeys(of: segue, on: template, place: place, viewNibIDs: viewNibIDs, nib: &nib)
        default: break
        }
        return template
    }
}
