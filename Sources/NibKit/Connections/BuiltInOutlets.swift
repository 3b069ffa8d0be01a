import ViewCore

/// Outlets ViewCore's own classes have without `@Outlet` wrappers: a view controller's `view`,
/// a window's `rootViewController`, and a view's `gestureRecognizers` collection.
enum BuiltInOutlets {
    struct Outlet {
        let declaredType: Any.Type
        let accepts: (AnyObject) -> Bool
        let connect: (AnyObject) -> Void
    }

    static func outlet(named name: String, on object: AnyObject) -> Outlet? {
        switch (object, name) {
        case (let controller as ViewController, "view"):
            return Outlet(declaredType: View.self, accepts: { $0 is View }) { controller.view = $0 as? View }
        case (let window as Window, "rootViewController"):
            return Outlet(declaredType: ViewController.self, accepts: { $0 is ViewController }) {
                window.rootViewController = $0 as? ViewController
            }
        default:
            return nil
        }
    }

    /// A view's `gestureRecognizers`: Interface Builder keeps a view's recognizers beside it (at
    /// the top of the xib or the scene) and connects each to it as an outlet collection with
    /// `appends="YES"`, which `addGestureRecognizer(_:)` does, after any the view's own archive held.
    struct GestureRecognizers: AnyOutlet {
        let view: View
        var declaredType: Any.Type { GestureRecognizer.self }
        func accepts(_ object: AnyObject) -> Bool { object is GestureRecognizer }
        func connect(_ objects: [AnyObject]) {
            for case let recognizer as GestureRecognizer in objects { view.addGestureRecognizer(recognizer) }
        }
        var isCollection: Bool { true }
    }

    static func collection(named name: String, on object: AnyObject) -> (any AnyOutlet)? {
        guard name == "gestureRecognizers", let view = object as? View else { return nil }
        return GestureRecognizers(view: view)
    }

    static func names(on object: AnyObject) -> [String] {
        switch object {
        case is ViewController: ["view"]
        case is Window: ["rootViewController", "gestureRecognizers"]
        case is View: ["gestureRecognizers"]
        default: []
        }
    }
}
