import ViewCore

/// The walk over a live tree that saving and restoring share: every object reachable from the
/// roots, each once, parents before children, with its restoration path.
///
/// A view's children are its subviews, back to front. A view controller's children are its
/// view (when loaded; the walk never loads one) and then its child view controllers whose views
/// the walk did not reach. A subview that is the view of a known view controller (a root, or a
/// child of one walked) is reached through its controller, so the controller's identifier comes
/// before the view's in the path: `settings/root/list`.
///
/// The walk asks for an object's children only after `visit` returned, so subviews a parent
/// adds while its state is decoded are walked too.
struct RestorationTree {
    let roots: [any StateRestoring]

    /// Calls `visit` with every object and its path (nil for objects without an identifier),
    /// in depth-first pre-order.
    ///
    /// - Complexity: O(n) in the number of objects.
    func walk(_ visit: (any StateRestoring, String?) -> Void) {
        var controllersByView: [ObjectIdentifier: ViewController] = [:]
        var visited: Set<ObjectIdentifier> = []
        for root in roots {
            if let controller = root as? ViewController, let view = controller.viewIfLoaded {
                controllersByView[ObjectIdentifier(view)] = controller
            }
        }

        func visitObject(_ object: any StateRestoring, prefix: String?) {
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            let path = RestorationPath.identifier(object.restorationIdentifier).map {
                RestorationPath.appending($0, to: prefix)
            }
            visit(object, path)
            let childPrefix = path ?? prefix
            if let controller = object as? ViewController {
                let children = Self.childControllers(of: controller)
                for child in children {
                    if let view = child.viewIfLoaded { controllersByView[ObjectIdentifier(view)] = child }
                }
                if let view = controller.viewIfLoaded { visitView(view, prefix: childPrefix) }
                for child in children { visitController(child, prefix: childPrefix) }
            } else if let view = object as? View {
                for subview in view.subviews {
                    if let controller = controllersByView[ObjectIdentifier(subview)],
                        controller.viewIfLoaded === subview
                    {
                        visitController(controller, prefix: childPrefix)
                    } else {
                        visitView(subview, prefix: childPrefix)
                    }
                }
            }
        }
        func visitView(_ view: View, prefix: String?) { visitObject(view, prefix: prefix) }
        func visitController(_ controller: ViewController, prefix: String?) { visitObject(controller, prefix: prefix) }

        for root in roots {
            // A root view that is a root controller's view is reached through the controller.
            if let view = root as? View, let controller = controllersByView[ObjectIdentifier(view)],
                roots.contains(where: { $0 === controller })
            {
                continue
            }
            visitObject(root, prefix: nil)
        }
    }

    /// Every object with a path and the path, in walk order.
    func pathsAndObjects() -> [(path: String, object: any StateRestoring)] {
        var result: [(path: String, object: any StateRestoring)] = []
        walk { object, path in
            if let path { result.append((path, object)) }
        }
        return result
    }

    /// The child view controllers of `controller`, in order.
    static func childControllers(of controller: ViewController) -> [ViewController] {
        controller.children
    }
}
