import ViewCore

/// Outlets ViewCore's own classes have without `@Outlet` wrappers: a view controller's `view`,
/// a window's `rootViewController`, a gesture recognizer's `delegate`, and a view's
/// `gestureRecognizers` collection.
enum BuiltInOutlets {
    struct Outlet {
        let declaredType: Any.Type
        let accepts: (AnyObject) -> Bool
        let connect: (AnyObject) -> Void
        /// Whether a destination of one of ViewCore's own classes that does not fit is skipped
        /// with a warning rather than reported: true for a delegate. UIKit sets any object as a
        /// delegate and asks it only what it implements; an object of ViewCore's class (a plain
        /// `ViewController`, or one standing in for the app's unregistered class) cannot adopt
        /// the protocol, and the app cannot fix that, so it is not an error.
        var skipsStandIns = false
    }

    static func outlet(named name: String, on object: AnyObject) -> Outlet? {
        switch (object, name) {
        case (let controller as ViewController, "view"):
            return Outlet(declaredType: View.self, accepts: { $0 is View }) { controller.view = $0 as? View }
        case (let window as Window, "rootViewController"):
            return Outlet(declaredType: ViewController.self, accepts: { $0 is ViewController }) {
                window.rootViewController = $0 as? ViewController
            }
        case (let recognizer as GestureRecognizer, "delegate"):
            // Weak, as UIKit's: the delegate is usually the controller that owns the view.
            return Outlet(
                declaredType: (any GestureRecognizerDelegate).self, accepts: { $0 is any GestureRecognizerDelegate },
                connect: { recognizer.delegate = $0 as? any GestureRecognizerDelegate }, skipsStandIns: true)
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
        case is GestureRecognizer: ["delegate"]
        default: []
        }
    }
}
