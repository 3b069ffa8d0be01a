/// Marks a property as an outlet a nib can connect: one line per outlet, no Objective-C
/// runtime needed. The loader finds the property by its name through reflection, checks that
/// the connected object is of the declared type, and sets it.
///
/// ```swift
/// final class LoginController: ViewController {
///     @Outlet var nameField: TextField?
///     @Outlet var signInButton: Button!
///     @OutletCollection var fields: [TextField]
/// }
/// ```
///
/// The outlet holds its object strongly (the tree holds it too, so this makes no cycle unless
/// the object holds the owner). Its storage is a shared box, so a copy of the wrapper sees the
/// same object: that is what lets the loader set it through reflection.
@propertyWrapper
public struct Outlet<Object: AnyObject>: AnyOutlet {
    private let storage: OutletStorage<Object?>

    /// An outlet with nothing connected yet.
    public init() {
        storage = OutletStorage(nil)
    }

    /// An outlet with an initial value.
    public init(wrappedValue: Object?) {
        storage = OutletStorage(wrappedValue)
    }

    /// The connected object, or nil until a nib connects the outlet (or code sets it).
    public var wrappedValue: Object? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var declaredType: Any.Type { Object.self }
    func accepts(_ object: AnyObject) -> Bool { object is Object }
    func connect(_ objects: [AnyObject]) { storage.value = objects.last as? Object }
    var isCollection: Bool { false }
}

/// Marks an array property as an outlet collection: the nib appends the connected objects in
/// the order the file lists the connections.
///
/// ```swift
/// @OutletCollection var stars: [ImageView]
/// ```
@propertyWrapper
public struct OutletCollection<Object: AnyObject>: AnyOutlet {
    private let storage: OutletStorage<[Object]>

    /// An empty collection.
    public init() {
        storage = OutletStorage([])
    }

    /// A collection with initial contents (replaced when a nib connects it).
    public init(wrappedValue: [Object]) {
        storage = OutletStorage(wrappedValue)
    }

    /// The connected objects, in file order once a nib connects the collection.
    public var wrappedValue: [Object] {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var declaredType: Any.Type { Object.self }
    func accepts(_ object: AnyObject) -> Bool { object is Object }
    func connect(_ objects: [AnyObject]) { storage.value = objects.compactMap { $0 as? Object } }
    var isCollection: Bool { true }
}

/// The shared box behind an outlet wrapper.
final class OutletStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What the loader needs of any outlet, whatever its object type.
protocol AnyOutlet {
    /// The type of object the outlet takes.
    var declaredType: Any.Type { get }
    /// Whether `object` can be stored in the outlet.
    func accepts(_ object: AnyObject) -> Bool
    /// Stores the connected objects (the last one for a single outlet, all in order for a collection).
    func connect(_ objects: [AnyObject])
    var isCollection: Bool { get }
}
