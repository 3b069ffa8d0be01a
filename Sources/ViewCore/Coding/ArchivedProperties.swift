/// The archived keys of a class with how to apply each one, in the order they are applied: a
/// way to decode only the keys an object actually holds.
///
/// A view class has dozens of archived keys and a file usually sets a handful. Asking the coder
/// for every key costs a lookup each; this table asks the coder which keys the object holds
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
        public static func value<T: CodingValueConvertible>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T) -> Void
        ) -> Property {
            Property(key) { object, coder in if let value = try coder.decode(T.self, forKey: key) { apply(object, value) } }
        }

        /// A value that may be an explicit nil (`<nil key=...>`), which resets the property.
        public static func optional<T: CodingValueConvertible>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T?) -> Void
        ) -> Property {
            Property(key) { object, coder in apply(object, try coder.decode(T.self, forKey: key)) }
        }
    }

    let properties: [Property]
    /// The slots of the keys of each UTF-8 length: finding a key compares it with the few keys
    /// of its length instead of hashing it, which was most of the cost of finding keys.
    private let slotsByLength: [[(key: String, slot: Int)]]

    /// A table of `properties`, applied in this order.
    public init(_ properties: [Property]) {
        self.properties = properties
        var slotsByLength: [[(key: String, slot: Int)]] = []
        for (slot, property) in properties.enumerated() {
            let length = property.key.utf8.count
            while slotsByLength.count <= length { slotsByLength.append([]) }
            slotsByLength[length].append((property.key, slot))
        }
        self.slotsByLength = slotsByLength
    }

    private func slot(of key: String) -> Int? {
        let length = key.utf8.count
        guard length < slotsByLength.count else { return nil }
        return slotsByLength[length].withUnsafeBufferPointer { candidates in
            for position in candidates.indices where candidates[position].key == key { return candidates[position].slot }
            return nil
        }
    }

    /// Applies every property whose key the coder's current object holds, in table order.
    ///
    /// - Throws: the first error a property's decoding throws.
    public func decode(into object: Object, from coder: Coder) throws {
        var present = SlotSet(count: properties.count)
        if coder.enumeratesKeys {
            coder.forEachKey { key in
                if let slot = slot(of: key) { present.insert(slot) }
            }
        } else {
            for (slot, property) in properties.enumerated() where coder.containsValue(forKey: property.key) {
                present.insert(slot)
            }
        }
        var next = present.first(from: 0)
        while let current = next {
            try properties[current].decode(object, coder)
            next = present.first(from: current + 1)
        }
    }
}

/// The slots of a table present in one object: two words cover tables of up to 128 keys
/// (ViewCore's largest has 57) without allocating; larger tables spill into an array.
private struct SlotSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var more: [Bool]

    init(count: Int) {
        more = count > 128 ? [Bool](repeating: false, count: count) : []
    }

    mutating func insert(_ slot: Int) {
        if slot < 64 {
            low |= 1 << UInt64(slot)
        } else if slot < 128 {
            high |= 1 << UInt64(slot - 64)
        } else {
            more[slot] = true
        }
    }

    /// The first slot present at or after `start`, or nil.
    func first(from start: Int) -> Int? {
        if start < 64 {
            let bits = low & (~0 << UInt64(start))
            if bits != 0 { return bits.trailingZeroBitCount }
        }
        if start < 128 {
            let bits = high & (start <= 64 ? ~0 : ~0 << UInt64(start - 64))
            if bits != 0 { return 64 + bits.trailingZeroBitCount }
        }
        return more.indices.first { $0 >= max(start, 128) && more[$0] }
    }
}
