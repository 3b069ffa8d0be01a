import Foundation
import ViewCore

/// Random view controller trees: each controller with every archived property randomized, a
/// random view tree of every view class (or no loaded view), and random children, some of whose
/// views are embedded in the parent's view as a container controller does.
extension RandomViewTree {
    /// A controller with up to `width` children per level, `depth` levels below it.
    public mutating func makeControllerTree(depth: Int, width: Int, viewDepth: Int = 2, viewWidth: Int = 2)
        -> ViewController
    {
        let controller = makeController(viewDepth: viewDepth, viewWidth: viewWidth)
        guard depth > 0 else { return controller }
        for _ in 0..<int(0...width) {
            let child = makeControllerTree(depth: depth - 1, width: width, viewDepth: viewDepth, viewWidth: viewWidth)
            controller.addChild(child)
            // Embed the child's view in the parent's view, as containers do.
            if let parentView = controller.viewIfLoaded, let childView = child.viewIfLoaded, chance(0.5) {
                pick(parentView.subtreeForTests).addSubview(childView)
            }
            child.didMove(toParent: controller)
        }
        return controller
    }

    /// A controller with every archived property randomized and, usually, a random view tree.
    public mutating func makeController(viewDepth: Int = 2, viewWidth: Int = 2) -> ViewController {
        let controller: ViewController
        if chance(0.4) {
            controller = makeContainerController()
        } else {
            controller = chance(0.3) ? ViewController(nibName: string(), bundle: nil) : ViewController()
        }
        if chance(0.7) { controller.title = optionalString() }
        if chance(0.7) { controller.restorationIdentifier = optionalString() }
        if chance(0.5) { controller.preferredContentSize = CGSize(width: real(0...1000), height: real(0...1000)) }
        if chance(0.6) { controller.modalPresentationStyle = anyCase(of: ViewController.ModalPresentationStyle.self) }
        if chance(0.6) { controller.modalTransitionStyle = anyCase(of: ViewController.ModalTransitionStyle.self) }
        if chance(0.4) { controller.definesPresentationContext = true }
        if chance(0.4) { controller.providesPresentationContextTransitionStyle = true }
        if chance(0.4) { controller.hidesBottomBarWhenPushed = true }
        if chance(0.4) { controller.isModalInPresentation = true }
        randomizeBarItems(of: controller)
        if chance(0.75) { controller.view = makeTree(depth: viewDepth, width: viewWidth) }
        return controller
    }
}

extension View {
    /// The view and all its descendants, pre-order.
    public var subtreeForTests: [View] { [self] + subviews.flatMap(\.subtreeForTests) }
}

/// Compares two controller trees: every archived property, the children (and their `parent`),
/// and the views (with `ViewTreeComparison`, `extra` for subclass properties). One line per
/// difference.
///
/// `right`'s views are loaded only where `left`'s are (a decoded controller hands out its
/// archived view on first access); compare archives of both before calling this to check that
/// `right` holds no view where `left` has none.
public enum ViewControllerComparison {
    /// Every difference between two controller trees, as readable lines; empty when they match.
    public static func differences(
        _ left: ViewController, _ right: ViewController,
        extra: [ViewTreeComparison.Extra] = []
    ) -> [String] {
        var lines: [String] = []
        compare(left, right, path: "root", extra: extra, into: &lines)
        return lines
    }

    private static func compare(
        _ a: ViewController, _ b: ViewController, path: String,
        extra: [ViewTreeComparison.Extra], into lines: inout [String]
    ) {
        var d = PropertyDifferences()
        d.check("class", "\(type(of: a))", "\(type(of: b))")
        d.check("nibName", a.nibName, b.nibName)
        d.check("title", a.title, b.title)
        d.check("restorationIdentifier", a.restorationIdentifier, b.restorationIdentifier)
        d.check("preferredContentSize", a.preferredContentSize, b.preferredContentSize)
        d.check("modalPresentationStyle", a.modalPresentationStyle, b.modalPresentationStyle)
        d.check("modalTransitionStyle", a.modalTransitionStyle, b.modalTransitionStyle)
        d.check("definesPresentationContext", a.definesPresentationContext, b.definesPresentationContext)
        d.check(
            "providesPresentationContextTransitionStyle", a.providesPresentationContextTransitionStyle,
            b.providesPresentationContextTransitionStyle)
        d.check("hidesBottomBarWhenPushed", a.hidesBottomBarWhenPushed, b.hidesBottomBarWhenPushed)
        d.check("isModalInPresentation", a.isModalInPresentation, b.isModalInPresentation)
        compareClassProperties(a, b, into: &d)
        if let view = a.viewIfLoaded {
            let other: View = b.view
            d.append(ViewTreeComparison.differences(view, other, extra: extra), prefix: "view.")
            // Where the view sits in its parent controller's view (a container's embedding).
            d.check("view.embedding", embedding(of: view, in: a.parent), embedding(of: other, in: b.parent))
        }
        d.check("children.count", a.children.count, b.children.count)
        for (index, child) in b.children.enumerated() {
            d.check("children[\(index)].parent", child.parent === b, true)
        }
        lines += d.lines.map { "\(path).\($0)" }
        for (index, (x, y)) in zip(a.children, b.children).enumerated() {
            compare(x, y, path: "\(path).children[\(index)]", extra: extra, into: &lines)
        }
    }

    /// The view's position in `parent`'s view tree (`0.2.1`), "root" for the root itself, or
    /// "none" when it is not in it. Never loads `parent`'s view beyond what is loaded.
    private static func embedding(of view: View, in parent: ViewController?) -> String {
        guard let root = parent?.viewIfLoaded else { return "none" }
        var indices: [Int] = []
        var current = view
        while current !== root {
            guard let superview = current.superview,
                let index = superview.subviews.firstIndex(where: { $0 === current })
            else {
                return "none"
            }
            indices.insert(index, at: 0)
            current = superview
        }
        return indices.isEmpty ? "root" : indices.map(String.init).joined(separator: ".")
    }
}
