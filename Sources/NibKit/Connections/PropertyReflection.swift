/// Finds outlet and inspectable property wrappers on an object by name, walking its class
/// hierarchy with `Mirror`. Property wrappers are stored as `_name`, which is what is looked up.
enum PropertyReflection {
    /// The `@Outlet` / `@OutletCollection` named `name` on `object`.
    static func outlet(named name: String, on object: AnyObject) -> (any AnyOutlet)? {
        find("_" + name, on: object) as? any AnyOutlet
    }

    /// The `@Inspectable` named `name` on `object`.
    static func inspectable(named name: String, on object: AnyObject) -> (any AnyInspectable)? {
        find("_" + name, on: object) as? any AnyInspectable
    }

    /// The names of every outlet on `object`, for "did you mean" suggestions.
    static func outletNames(on object: AnyObject) -> [String] {
        names(on: object) { $0 is any AnyOutlet }
    }

    /// The names of every inspectable property on `object`.
    static func inspectableNames(on object: AnyObject) -> [String] {
        names(on: object) { $0 is any AnyInspectable }
    }

    private static func find(_ label: String, on object: AnyObject) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == label }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func names(on object: AnyObject, where matches: (Any) -> Bool) -> [String] {
        var result: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where matches(child.value) {
                if let label = child.label, label.hasPrefix("_") { result.append(String(label.dropFirst())) }
            }
            mirror = current.superclassMirror
        }
        return result
    }
}
