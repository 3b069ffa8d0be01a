import ViewCore

/// Maps archived class names, optionally module-qualified, to Swift classes: how an unarchiver
/// finds the class to create for `<object class="CardView" module="MyApp">`.
///
/// Every ViewCore class is known from the start. Register your own in one line, before loading:
///
/// ```swift
/// ClassRegistry.shared.register(CardView.self)   // as "CardView" and "MyApp.CardView"
/// ```
///
/// A registry is thread-safe; unarchivers take a snapshot when they start.
public final class ClassRegistry: Sendable {
    /// The registry loaders use unless told otherwise.
    public static let shared = ClassRegistry()

    /// `Locked` rather than `Mutex`, which the thread sanitizer does not understand; taken once
    /// an unarchiver, not once an object.
    private let table: Locked<Table>

    /// The classes by name, and the bare names sorted.
    private struct Table {
        var entries: [String: ClassEntry] = [:]
        /// Every name without a module, sorted: the candidates of "did you mean", kept as names
        /// are registered. Filtering and sorting the names for each file with an unknown class
        /// cost 147,000 instructions a file (two loads of the corpus: 21M, callgrind).
        var bareNames: [String] = []

        mutating func register(_ type: any Archivable.Type, as name: String) {
            if entries.updateValue(ClassEntry(type: type), forKey: name) == nil,
                !name.utf8.contains(UInt8(ascii: "."))
            {
                // Binary search for the first name not before it.
                var low = 0
                var high = bareNames.count
                while low < high {
                    let middle = (low + high) / 2
                    if bareNames[middle] < name { low = middle + 1 } else { high = middle }
                }
                bareNames.insert(name, at: low)
            }
        }
    }

    /// A registry that knows ViewCore's classes (AppKit's model objects, such as `NSMenuItem`,
    /// as `AppKitObject`), and `classes`.
    public init(_ classes: [any Archivable.Type] = []) {
        var table = Table()
        for type in viewCoreArchivableClasses + classes {
            for name in ClassRegistry.names(of: type, as: nil, module: nil) { table.register(type, as: name) }
        }
        // AppKit's model objects of macOS files load as `AppKitObject`, which keeps their names.
        for name in AppKitObject.archivedClassNames { table.register(AppKitObject.self, as: name) }
        self.table = Locked(table)
    }

    /// Registers `type` under `name` (by default its `archiveClassName`), both bare and
    /// qualified by `module` (by default the module Swift reports for the type). A later
    /// registration of the same name replaces the earlier one.
    public func register(_ type: any Archivable.Type, as name: String? = nil, module: String? = nil) {
        let names = ClassRegistry.names(of: type, as: name, module: module)
        table.withLock { table in
            for name in names { table.register(type, as: name) }
        }
    }

    /// The class registered for `className` in `module`; a qualified registration wins over a
    /// bare one, and a bare one serves any module.
    public func lookup(_ className: String, module: String? = nil) -> (any Archivable.Type)? {
        table.withLock { ClassRegistry.lookup(className, module: module, in: $0.entries) }
    }

    /// A copy of the table, for an unarchiver that looks up thousands of objects.
    func snapshot() -> [String: ClassEntry] {
        table.withLock { $0.entries }
    }

    /// Every bare (unqualified) name the registry knows, sorted.
    var registeredNames: [String] {
        table.withLock { $0.bareNames }
    }

    static func lookup(_ className: String, module: String?, in table: [String: ClassEntry]) -> (any Archivable.Type)? {
        if let module, let entry = table[module + "." + className] { return entry.type }
        return table[className]?.type
    }

    /// The module to write beside a class name: nil for ViewCore's own classes.
    static func archivedModule(of type: any Archivable.Type) -> String? {
        let module = swiftModule(of: type)
        return module == "ViewCore" ? nil : module
    }

    private static func swiftModule(of type: any Archivable.Type) -> String? {
        // What `String(reflecting:)` prints, without its conformance checks (see `archiveClassName`).
        let qualified = _typeName(type, qualified: true)
        guard let dot = qualified.firstIndex(of: ".") else { return nil }
        return String(qualified[..<dot])
    }

    private static func names(of type: any Archivable.Type, as name: String?, module: String?) -> [String] {
        let bare = name ?? type.archiveClassName
        guard let module = module ?? swiftModule(of: type) else { return [bare] }
        return [bare, module + "." + bare]
    }
}

/// A registered class; a struct so the table's values are plainly `Sendable`.
struct ClassEntry: @unchecked Sendable {
    // Metatypes are immutable; the unchecked conformance only papers over the existential.
    let type: any Archivable.Type
}
