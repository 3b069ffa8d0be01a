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
            return Property(key) { object, coder in
                if let value = try coder.decode(T.self, forKey: key) { apply(object, value) }
            }
        }

        /// A value that may be an explicit nil (`<nil key=...>`), which resets the property.
        public static func optional<T: CodingValueConvertible & SendableMetatype>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T?) -> Void
        ) -> Property {
            return Property(key) { object, coder in apply(object, try coder.decode(T.self, forKey: key)) }
        }
    }

    let properties: [Property]
    /// The slot of each key, found by the key's bytes, as archives tell keys apart. A
    /// `[String: Int]` hashed each key the file holds, about 450 instructions a key and a fifth
    /// of decoding the 10k-view file (54M instructions of 235M); with this table, decoding
    /// that file takes 155M in all.
    private let slots: NameSpellings

    /// A table of `properties`, applied in this order.
    public init(_ properties: [Property]) {
        self.properties = properties
        slots = NameSpellings(properties.map(\.key))
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
        // Keys read already (by a superclass's table) are not looked up again: listing and
        // looking up the keys of the 10k-view file's objects went from 20.1M instructions to
        // 16.0M (callgrind, `nibkit-bench --profile-decode`, with `forEachKey` no longer
        // copying its frame).
        guard properties.count > 64 else {
            // A table of up to 64 keys marks the present ones in one word and visits only
            // those, where walking every slot of `View`'s table for each view decoded made
            // decoding the 10k-view file take 3.8M more instructions (of 125M, callgrind).
            var present: UInt64 = 0
            coder.listsUnreadKeysOnly = true
            coder.forEachKey { key in
                if let slot = slots.index(spelledBy: key) { present |= 1 << UInt64(slot) }
            }
            coder.listsUnreadKeysOnly = false
            while present != 0 {
                let slot = present.trailingZeroBitCount
                present &= present - 1
                try properties[slot].decode(object, coder)
            }
            return
        }
        // On the stack: an array per object decoded was a tenth of decoding a 10k-view file.
        try withUnsafeTemporaryAllocation(of: Bool.self, capacity: properties.count) { present in
            present.initialize(repeating: false)
            coder.listsUnreadKeysOnly = true
            coder.forEachKey { key in
                if let slot = slots.index(spelledBy: key) { present[slot] = true }
            }
            coder.listsUnreadKeysOnly = false
            for slot in properties.indices where present[slot] { try properties[slot].decode(object, coder) }
        }
    }
}
