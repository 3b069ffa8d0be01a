import ViewCore

/// Outlets ViewCore's own classes have without `@Outlet` wrappers: a view controller's `view`
/// and a window's `rootViewController`.
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

    static func names(on object: AnyObject) -> [String] {
        switch object {
        case is ViewController: ["view"]
        case is Window: ["rootViewController"]
        default: []
        }
    }
}
