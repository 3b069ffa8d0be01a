import ViewCore

/// One archived object: its class name (optionally module-qualified), its id, and its keyed
/// values in the order they were encoded. A reference type, because the same node is reached
/// from its owner and by id from references, and decoding marks which keys were read.
public final class ArchiveObject: @unchecked Sendable, Equatable {
    // The class name, module, id and entries are read for every object decoded, and each read
    // of a public class property is checked for exclusive access (other modules may reach it,
    // so the optimizer cannot drop the check). Unchecked, decoding the 10k-view file takes
    // 147M instructions instead of 160M (callgrind). Nothing in NibKit holds an access to them
    // across a call; code that did would go unreported instead of trapping.
    /// The archived class name (`"View"`, `"CardView"`).
    @exclusivity(unchecked) public var className: String
    /// The module the class comes from, when the file says (`"MyApp"`).
    @exclusivity(unchecked) public var module: String?
    /// The object's id, unique in its document. Writers give every object one.
    @exclusivity(unchecked) public var id: String
    /// The values, in encode order; keys are unique within one object.
    @exclusivity(unchecked) public var entries: [ArchiveEntry]
    /// Where the object starts in its file.
    public var location: SourceLocation
    /// The class the object is known to be at least, when `className` names a custom class
    /// whose base the file says: an Xcode `<label customClass="BadgeLabel">` is `BadgeLabel`
    /// with base class `Label`. An unarchiver falling back from an unknown class uses it.
    /// The XML and JSON spellings write it (`baseClass`), so a converted Xcode file falls back
    /// as the `.xib` does.
    public var baseClassName: String?

    /// Creates an object with no module, no entries and an unknown location unless given.
    public init(
        className: String, module: String? = nil, id: String, entries: [ArchiveEntry] = [],
        location: SourceLocation = .unknown
    ) {
        self.className = className
        self.module = module
        self.id = id
        self.entries = entries
        self.location = location
    }

    /// The value under `key`, if any. Keys match by their bytes, as readers tell them apart: a
    /// precomposed and a decomposed `"é"` are two keys.
    ///
    /// - Complexity: O(n) in the number of entries; objects hold a few dozen at most.
    public subscript(key: String) -> ArchiveValue? {
        index(ofKey: key).map { entries[$0].value }
    }

    /// The index of `key` among the entries.
    ///
    /// - Complexity: O(n) in the number of entries.
    public func index(ofKey key: String) -> Int? {
        // Through the buffer: `firstIndex(where:)` copied each entry it looked at, retaining and
        // releasing its key and value, which made decoding a 10k-view file take a third longer.
        entries.withUnsafeBufferPointer { entries in
            entries.indices.first { entries[$0].key.hasSameBytes(as: key) }
        }
    }

    /// The index of `key` and what `read` makes of its entry, looking from `start` to the end, then from the
    /// beginning: where a decoder that reads keys in about the order they were written (as
    /// `init(coder:)` usually does) finds the next one at once.
    ///
    /// - Complexity: O(1) when the key is at `start`, else O(n) in the number of entries.
    /// `read` sees the entry where it lies, so a caller that needs only part of it copies only
    /// that part.
    func entry<Result>(
        forKey key: String, from start: Int,
        _ read: (ArchiveEntry) -> Result
    ) -> (index: Int, result: Result)? {
        entries.withUnsafeBufferPointer { entries in
            let start = min(max(start, 0), entries.count)
            let found =
                (start..<entries.count).first { entries[$0].key.hasSameBytes(as: key) }
                ?? (0..<start).first { entries[$0].key.hasSameBytes(as: key) }
            return found.map { ($0, read(entries[$0])) }
        }
    }

    /// Structural equality: same class, module, base class, id and entries (locations are ignored).
    public static func == (lhs: ArchiveObject, rhs: ArchiveObject) -> Bool {
        lhs === rhs
            || (lhs.className == rhs.className && lhs.module == rhs.module && lhs.id == rhs.id
                && lhs.baseClassName == rhs.baseClassName && lhs.entries == rhs.entries)
    }
}

/// One keyed value of an object.
public struct ArchiveEntry: Sendable, Equatable {
    /// The key the value was encoded under, unique within its object.
    public var key: String
    /// The value stored under `key`.
    public var value: ArchiveValue
    /// Where the value stands in its file.
    public var location: SourceLocation

    /// Creates an entry; `location` defaults to `.unknown`.
    public init(key: String, value: ArchiveValue, location: SourceLocation = .unknown) {
        self.key = key
        self.value = value
        self.location = location
    }

    /// Key (by bytes) and value equality; locations are ignored.
    public static func == (lhs: ArchiveEntry, rhs: ArchiveEntry) -> Bool {
        lhs.key.hasSameBytes(as: rhs.key) && lhs.value == rhs.value
    }
}

/// A value in the archive: a plain value, an owned (nested) object, a reference to an object by
/// id, or an array or dictionary that may mix these.
///
/// Not `indirect`: the recursive cases already live in arrays, and boxing every value cost the
/// readers one allocation per value (about a fifth of an XML load).
public enum ArchiveValue: Sendable, Equatable {
    /// A scalar, geometry or style value. Arrays and dictionaries of plain values are stored as
    /// `.array` / `.dictionary` below, so one spelling serves mixed and plain collections.
    case value(CodingValue)
    /// A nested object that this value owns.
    case object(ArchiveObject)
    /// A reference to an object or placeholder elsewhere in the document, by its id.
    case reference(String)
    /// An ordered list of values, possibly mixing plain values, objects and references.
    case array([ArchiveValue])
    /// Keys in the order they were written; canonical writers sort them.
    case dictionary([(key: String, value: ArchiveValue)])

    /// Structural equality; dictionaries compare in order, key by key (by bytes). Locations are
    /// ignored.
    public static func == (lhs: ArchiveValue, rhs: ArchiveValue) -> Bool {
        switch (lhs, rhs) {
        case (.value(let a), .value(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        case (.reference(let a), .reference(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key.hasSameBytes(as: $1.key) && $0.value == $1.value }
        default: false
        }
    }
}

/// An object supplied by the caller at load time rather than created from the archive.
public struct ArchivePlaceholder: Sendable, Equatable {
    /// What the placeholder stands for.
    public enum Kind: Sendable, Equatable {
        /// File's Owner: the `owner` argument of `instantiate(withOwner:options:)`.
        case owner
        /// The first responder (actions sent to it travel the responder chain).
        case firstResponder
        /// An external object the caller passes by this identifier.
        case external(String)
    }

    /// The placeholder's id, which references and connections use to name it.
    public var id: String
    /// What the placeholder stands for.
    public var kind: Kind
    /// The class the file expects the placeholder to be, when it says.
    public var className: String?
    /// Where the placeholder is declared in its file.
    public var location: SourceLocation

    /// Creates a placeholder; `className` defaults to nil and `location` to `.unknown`.
    public init(id: String, kind: Kind, className: String? = nil, location: SourceLocation = .unknown) {
        self.id = id
        self.kind = kind
        self.className = className
        self.location = location
    }

    /// Id, kind and class equality; locations are ignored.
    public static func == (lhs: ArchivePlaceholder, rhs: ArchivePlaceholder) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.className == rhs.className
    }
}

/// A connection made at load time, after every object exists.
public struct ArchiveConnection: Sendable, Equatable {
    /// What a connection does.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// `source.<name> = destination`.
        case outlet
        /// `destination` appended to the array property `source.<name>`, in file order.
        case outletCollection
        /// `source` (a control or gesture recognizer) sends the action `name` to `destination`.
        case action
    }

    /// Whether this is an outlet, an outlet collection or an action.
    public var kind: Kind
    /// The id of the object holding the outlet, or sending the action.
    public var source: String
    /// The id of the object the outlet points to, or the action's target.
    public var destination: String
    /// The outlet's property name, or the action's selector-like name (`"buttonTapped:"`).
    public var name: String
    /// For actions: the control event (`"touchUpInside"`); nil for the sender's default.
    public var event: String?
    /// Where the connection is declared in its file.
    public var location: SourceLocation

    /// Creates a connection; `event` defaults to nil (the sender's default) and `location` to `.unknown`.
    public init(
        kind: Kind, source: String, destination: String, name: String, event: String? = nil,
        location: SourceLocation = .unknown
    ) {
        self.kind = kind
        self.source = source
        self.destination = destination
        self.name = name
        self.event = event
        self.location = location
    }

    /// Equality of kind, source, destination, name and event; locations are ignored.
    public static func == (lhs: ArchiveConnection, rhs: ArchiveConnection) -> Bool {
        lhs.kind == rhs.kind && lhs.source == rhs.source && lhs.destination == rhs.destination
            && lhs.name == rhs.name && lhs.event == rhs.event
    }
}
