/// Remembers which classes were found to be of which class type, so that casting a decoded
/// object to a generic `T` need not ask the runtime each time.
///
/// `object as? T` with an unspecialized `T` (as in `Coder.decodeObjects(of:forKey:)`, which
/// subclasses override and so cannot specialize) is the runtime's most general cast, and
/// returning its optional asks the runtime for `Optional<T>`'s metadata: together about 700
/// instructions per decoded subview, a fifteenth of decoding one. A file casts one class to one
/// type over and over (a hundred labels to `View`), and the answer for a given class and class
/// type never changes.
///
/// Only class types are remembered: for them a successful cast returns the very reference, so
/// the object can be handed out as `T` as it is. Protocol types (whose values carry a witness
/// table) and bridged value types always take the runtime's cast.
struct CastCache {
    private var entries: (Entry, Entry) = (Entry(), Entry())

    private struct Entry {
        var source: ObjectIdentifier?
        var target: ObjectIdentifier?
    }

    /// Whether `object`'s class was found to be a `type` before, `type` being a class type:
    /// then `unsafeBitCast(object, to: type)` is the cast's result. (A method returning `T?`
    /// would ask the runtime for `Optional<T>` again.)
    @inline(__always)
    func isKnown(_ object: AnyObject, as type: Any.Type) -> Bool {
        let source = ObjectIdentifier(Swift.type(of: object))
        let target = ObjectIdentifier(type)
        return (entries.0.source == source && entries.0.target == target)
            || (entries.1.source == source && entries.1.target == target)
    }

    /// Records that the runtime cast `object` to `type`, when `type` is a class type.
    mutating func remember(_ object: AnyObject, as type: Any.Type) {
        guard type is AnyObject.Type else { return }
        // The newest pair goes first; the older one stays second (a container and its labels).
        entries.1 = entries.0
        entries.0 = Entry(source: ObjectIdentifier(Swift.type(of: object)), target: ObjectIdentifier(type))
    }
}
