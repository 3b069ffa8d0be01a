import Foundation

extension UIKitStoryboardCompiler {
    /// A Boolean attribute of a controller and what it archives: when `attribute` is `when`,
    /// `key` is written as `value`.
    typealias ControllerFlag = (attribute: String, when: String, key: String, value: NIBArchive.Payload)

    /// A controller's flags and the keys they archive as, each when the document sets the
    /// value that differs from UIKit's default (`-[UIViewController encodeWithCoder:]` and
    /// `initWithCoder:`, `-[UITableViewController encodeWithCoder:]`, in published
    /// decompilations of UIKitCore): the scroll view inset and opaque bar layout flags as the
    /// integers the decoder reads, the others as Booleans.
    static let controllerFlags: [ControllerFlag] = [
        ("automaticallyAdjustsScrollViewInsets", "NO", "UIKeyAutomaticallyAdjustsScrollViewInsets", .int8(0)),
        ("extendedLayoutIncludesOpaqueBars", "YES", "UIKeyExtendedLayoutIncludesOpaqueBars", .int8(1)),
        ("definesPresentationContext", "YES", "UIDefinesPresentationContext", .bool(true)),
        (
            "providesPresentationContextTransitionStyle", "YES", "UIProvidesPresentationContextTransitionStyle",
            .bool(true)
        ),
        ("hidesBottomBarWhenPushed", "YES", "UIHidesBottomBarWhenPushed", .bool(true)),
        ("clearsSelectionOnViewWillAppear", "NO", "UIClearsSelectionOnViewWillAppear", .bool(false)),
        // An integer to WinObjC's `-[UIViewController initWithCoder:]`, read off ibtool's output.
        ("autoresizesArchivedViewToFullSize", "NO", "UIAutoresizesArchivedViewToFullSize", .int8(0)),
    ]

    /// A page view controller's settings by attribute: the `UIPageViewController` enums as
    /// UIKit's headers number them, and the key each archives as.
    static let pageSettings: [(attribute: String, key: String, values: [String: Int], default: String)] = [
        ("transitionStyle", "UITransitionStyle", ["pageCurl": 0, "scroll": 1], "pageCurl"),
        ("navigationOrientation", "UINavigationOrientation", ["horizontal": 0, "vertical": 1], "horizontal"),
        ("spineLocation", "UISpineLocation", ["none": 0, "min": 1, "mid": 2, "max": 3], "none"),
    ]

    /// A page view controller's keys as `-[UIPageViewController encodeWithCoder:]` writes them
    /// (published decompilations of UIKitCore 26.1): its transition style, orientation and spine
    /// location, `UIDoubleSided` and `UIPageSpacing` (an integer to the coder) always. Its pages
    /// are the app's to give, so neither `UIViewControllers` nor `UIViewControllersAreChildren`
    /// is written: the latter would give it no page, which UIKit refuses.
    ///
    /// - Throws: `NIB0801` for a value with no archived form, or a spacing that is no whole
    ///   number of points (the coder would cut it).
    func pageControllerKeys(
        _ element: XMLElementNode, controller: NibObjectGraph.Ref, nib: inout UIKitNibBuilder
    ) throws(ArchiveReadError) {
        for (attribute, key, values, fallback) in Self.pageSettings {
            guard let value = values[element[attribute] ?? fallback] else { throw nib.invalid(element, attribute) }
            nib.graph.set(controller, key, NibObjectGraph.integer(value))
        }
        nib.graph.set(controller, "UIDoubleSided", .bool(element.attribute("doubleSided", is: "YES")))
        let spacing = try nib.number(element, "pageSpacing") ?? 0
        guard spacing == spacing.rounded(), abs(spacing) < 1e6 else { throw nib.invalid(element, "pageSpacing") }
        nib.graph.set(controller, "UIPageSpacing", NibObjectGraph.integer(Int(spacing)))
    }

    /// A navigation controller's flags for its bars, as `-[UINavigationController
    /// encodeWithCoder:]` writes them (published decompilations of UIKitCore 26.1).
    static let navigationControllerFlags: [ControllerFlag] = [
        ("navigationBarHidden", "YES", "UINavigationBarHidden", .bool(true)),
        ("toolbarHidden", "NO", "UIToolbarShown", .bool(true)),
        ("hidesBarsOnSwipe", "YES", "UINavigationControllerCondensesBarsOnSwipe", .bool(true)),
        ("hidesBarsOnTap", "YES", "UINavigationControllerHidesBarsOnTap", .bool(true)),
        ("hidesBarsWhenKeyboardAppears", "YES", "UINavigationControllerCondensesBarsWhenKeyboardAppears", .bool(true)),
        ("hidesBarsWhenVerticallyCompact", "YES", "UINavigationControllerHidesBarsWhenVerticallyCompact", .bool(true)),
    ]

    /// What a controller element's own attributes archive: its flags (`controllerFlags`, and
    /// `navigationControllerFlags` for a navigation controller), its
    /// presentation and transition styles, and its restoration identifier, the storyboard
    /// identifier when the document says to use it (Interface Builder's "Use Storyboard ID").
    ///
    /// - Throws: `NIB0801` for a style with no archived form, a navigation controller's flag on
    ///   another controller, and a setting whose archived form is not verified: a modal
    ///   controller that cannot be dismissed interactively.
    func controllerAttributes(
        _ element: XMLElementNode, controller: NibObjectGraph.Ref, nib: inout UIKitNibBuilder
    ) throws(ArchiveReadError) {
        if element.has("modalInPresentation") { throw nib.invalid(element, "modalInPresentation") }
        var flags = Self.controllerFlags
        if element.name == "navigationController" {
            flags += Self.navigationControllerFlags
        } else if let flag = Self.navigationControllerFlags.first(where: { element.has($0.attribute) }) {
            throw nib.invalid(element, flag.attribute)
        }
        for (attribute, when, key, value) in flags where element.attribute(attribute, is: when) {
            nib.graph.set(controller, key, value)
        }
        try Self.setPresentationStyles(of: element, on: controller, nib: &nib)
        if element.name == "pageViewController" { try pageControllerKeys(element, controller: controller, nib: &nib) }
        let restoration =
            element.attribute("useStoryboardIdentifierAsRestorationIdentifier", is: "YES")
            ? element["storyboardIdentifier"] : element["restorationIdentifier"]
        if let restoration { nib.graph.set(controller, "UIRestorationIdentifier", nib.graph.string(restoration)) }
    }

    /// Writes the `modalPresentationStyle` and `modalTransitionStyle` that `element` (a
    /// controller or a segue) names as `UIModalPresentationStyle` and `UIModalTransitionStyle`.
    ///
    /// - Throws: `NIB0801` for a style with no archived form.
    static func setPresentationStyles(
        of element: XMLElementNode, on object: NibObjectGraph.Ref, nib: inout UIKitNibBuilder
    ) throws(ArchiveReadError) {
        for (attribute, key, values) in [
            ("modalPresentationStyle", "UIModalPresentationStyle", CompiledStoryboardReader.presentationStyles),
            ("modalTransitionStyle", "UIModalTransitionStyle", CompiledStoryboardReader.transitionStyles),
        ] {
            guard let name = element[attribute] else { continue }
            guard let value = values.first(where: { $0.value == name })?.key else {
                throw nib.invalid(element, attribute)
            }
            nib.graph.set(object, key, NibObjectGraph.integer(value))
        }
    }

    /// `UIPopoverArrowDirection` bits by the attribute of a `<popoverArrowDirection>`.
    static let arrowDirections = [("up", 1), ("down", 2), ("left", 4), ("right", 8)]

    /// A popover presentation's keys, as `-[UIStoryboardPopoverPresentationSegueTemplate
    /// encodeWithCoder:]` writes them (published decompilations of UIKitCore 26.1):
    /// `UIPermittedArrowDirections` always (Interface Builder's "Any", 15, when the document
    /// writes no directions), `UIAnchorBarButtonItem` the bar button item the popover points
    /// at when it lives in the controller's nib with the template. An anchor in the view's nib
    /// (`viewNibIDs`: a view, or a bar button item of a bar in the view), for a popover performed
    /// from the view (`place`), is handed to the template's placeholder there by an
    /// `anchorBarButtonItem` or `anchorView` outlet (`UIKitNibBuilder.popoverAnchorOutlet`): the
    /// template's properties, which key-value coding reaches; inferred, as no compiled pair
    /// holds one.
    ///
    /// - Throws: `NIB0801` for an anchor in the view's nib of a popover performed from the
    ///   controller's (out of reach), an anchor view outside the view, two anchors, no anchor
    ///   (UIKit asserts on performing it), no permitted direction, or passthrough views.
    static func setPopoverKeys(
        of segue: XMLElementNode, on template: NibObjectGraph.Ref, place: SeguePlace, viewNibIDs: Set<String>,
        nib: inout UIKitNibBuilder
    ) throws(ArchiveReadError) {
        var directions = 15
        for child in segue.children {
            guard child.name == "popoverArrowDirection" else { throw nib.unsupported(child) }
            directions = arrowDirections.filter { child.attribute($0.0, is: "YES") }.reduce(0) { $0 | $1.1 }
            // No direction at all: UIKit could not place the popover.
            if directions == 0 { throw nib.unsupported(child) }
        }
        nib.graph.set(template, "UIPermittedArrowDirections", NibObjectGraph.integer(directions))
        let item = segue["popoverAnchorBarButtonItem"]
        if let view = segue["popoverAnchorView"] {
            guard item == nil, place == .view, viewNibIDs.contains(view) else {
                throw nib.invalid(segue, "popoverAnchorView")
            }
            return
        }
        guard let item else {
            throw nib.error(
                .unsupportedElement, "the popover segue has no anchor, which UIKit needs to present it", at: segue)
        }
        if viewNibIDs.contains(item) {
            guard place == .view else { throw nib.invalid(segue, "popoverAnchorBarButtonItem") }
            return
        }
        nib.pendingReferences.append(.init(object: template, key: "UIAnchorBarButtonItem", id: item, element: segue))
    }
}
