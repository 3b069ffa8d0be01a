/// The archived keys of a class with how to apply each one, in the order they are applied: a
/// way to decode only the keys an object actually holds.
///
/// A view class has dozens of archived keys and a file usually sets a handful. Asking the coder
/// for every key costs a search each; this table asks the coder which keys the object holds
/// (when the coder can say, as `KeyedUnarchiver` can) and runs only their decoders. The order
/// is the table's, not the file's, so properties that depend on each other are applied in a
/// fixed order.
///
/// ```swift
/// private static let archived = ArchivedProperties<BadgeView>([
///     .value("badgeText", String.self) { $0.badgeText = $1 },
///     .optional("badgeColor", Color.self) { $0.badgeColor = $1 },
/// ])
///
/// required init(coder: Coder) throws {
///     try super.init(coder: coder)
///     try Self.archived.decode(into: self, from: coder)
/// }
/// ```
public struct ArchivedProperties<Object: AnyObject>: Sendable {
    /// One archived key and how to read it into an object.
    public struct Property: Sendable {
        /// The archived key the property is read from.
        public let key: String
        let decode: @Sendable (Object, Coder) throws -> Void

        /// A key decoded by `decode`, which reads it from the coder itself (objects, references,
        /// values that need checking).
        public init(_ key: String, decode: @escaping @Sendable (Object, Coder) throws -> Void) {
            self.key = key
            self.decode = decode
        }

        /// A plain value, applied when present.
        public static func value<T: CodingValueConvertible & SendableMetatype>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T) -> Void
        ) -> Property {
            return Property(key) { object, coder in if let value = try coder.decode(T.self, forKey: key) { apply(object, value) } }
        }

        /// A value that may be an explicit nil (`<nil key=...>`), which resets the property.
        public static func optional<T: CodingValueConvertible & SendableMetatype>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T?) -> Void
        ) -> Property {
            return Property(key) { object, coder in apply(object, try coder.decode(T.self, forKey: key)) }
        }
    }

    let properties: [Property]
    /// The `shape(of:)` of each key with its slot, sorted by shape: a key is found by a binary
    /// search on its shape, then confirmed by bytes, as archives tell keys apart. A
    /// `[String: Int]` hashed each key the file holds, about 450 instructions a key and a fifth
    /// of decoding the 10k-view file (54M instructions of 235M); this takes about 230, and
    /// decoding that file 203M.
    private let shapes: [(shape: Int, slot: Int)]

    /// A table of `properties`, applied in this order.
    public init(_ properties: [Property]) {
        self.properties = properties
        var shapes: [(shape: Int, slot: Int)] = []
        for (slot, property) in properties.enumerated()
        where !properties[..<slot].contains(where: { $0.key.hasSameBytes(as: property.key) }) {
            shapes.append((Self.shape(of: property.key), slot))
        }
        self.shapes = shapes.sorted { $0.shape < $1.shape }
    }

    /// A number that differs for most keys and is cheap to work out: the length in UTF-8 bytes
    /// with the first and last bytes.
    private static func shape(of key: String) -> Int {
        // Through the bytes: `utf8.last` walks back a character's worth of indices.
        key.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count << 16 | Int(bytes.first ?? 0) << 8 | Int(bytes.last ?? 0)
        } ?? key.utf8.count << 16 | Int(key.utf8.first ?? 0) << 8 | Int(key.utf8.last ?? 0)
    }

    /// The slot of the property whose key has the bytes of `key`, if any.
    private func slot(of key: String) -> Int? {
        let shape = Self.shape(of: key)
        var low = 0
        var high = shapes.count
        while low < high {
            let middle = (low + high) / 2
            if shapes[middle].shape < shape { low = middle + 1 } else { high = middle }
        }
        while low < shapes.count, shapes[low].shape == shape {
            if properties[shapes[low].slot].key.hasSameBytes(as: key) { return shapes[low].slot }
            low += 1
        }
        return nil
    }

    /// Applies every property whose key the coder's current object holds, in table order.
    ///
    /// - Throws: the first error a property's decoding throws.
    /// - Complexity: O(p + k) for a table of p properties and the k keys the object holds,
    ///   when the coder lists them; else one `containsValue(forKey:)` per property.
    public func decode(into object: Object, from coder: Coder) throws {
        guard coder.enumeratesKeys else {
            for property in properties where coder.containsValue(forKey: property.key) {
                try property.decode(object, coder)
            }
            return
        }
        // On the stack: an array per object decoded was a tenth of decoding a 10k-view file.
        try withUnsafeTemporaryAllocation(of: Bool.self, capacity: properties.count) { present in
            present.initialize(repeating: false)
            coder.forEachKey { key in
                if let slot = slot(of: key) { present[slot] = true }
            }
            for slot in properties.indices where present[slot] { try properties[slot].decode(object, coder) }
        }
    }
}
