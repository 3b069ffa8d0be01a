import ViewCore

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

    /// ViewCore's own classes: the walk up a class hierarchy stops at the first, since they
    /// cannot hold NibKit's `Outlet` or `Inspectable`. Reflecting a `View` boxes each of its
    /// stored properties: 20 loads of a corpus file with 8 outlets on stand-ins
    /// (`RobotoffQuestionTableViewCell.xib`) took 397M instructions, 261M with the walk
    /// stopping there (callgrind).
    private static let viewCoreClasses = Set(viewCoreArchivableClasses.map { ObjectIdentifier($0) })

    /// The mirror of `object`'s class and its superclasses up to ViewCore's.
    private static func mirrors(of object: AnyObject) -> some Sequence<Mirror> {
        sequence(first: Mirror(reflecting: object), next: \.superclassMirror).lazy.prefix {
            !viewCoreClasses.contains(ObjectIdentifier($0.subjectType))
        }
    }

    private static func find(_ label: String, on object: AnyObject) -> Any? {
        for current in mirrors(of: object) {
            if let child = current.children.first(where: { $0.label == label }) { return child.value }
        }
        return nil
    }

    private static func names(on object: AnyObject, where matches: (Any) -> Bool) -> [String] {
        var result: [String] = []
        for current in mirrors(of: object) {
            for child in current.children where matches(child.value) {
                if let label = child.label, label.hasPrefix("_") { result.append(String(label.dropFirst())) }
            }
        }
        return result
    }
}
