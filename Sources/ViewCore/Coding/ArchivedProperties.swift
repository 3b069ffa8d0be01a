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
        public static func value<T: CodingValueConvertible & SendableMetatype>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T) -> Void
        ) -> Property {
            let key = ArchiveKeyID.declaringShared(key).key
            return Property(key) { object, coder in if let value = try coder.decode(T.self, forKey: key) { apply(object, value) } }
        }

        /// A value that may be an explicit nil (`<nil key=...>`), which resets the property.
        public static func optional<T: CodingValueConvertible & SendableMetatype>(
            _ key: String, _ type: T.Type, _ apply: @escaping @Sendable (Object, T?) -> Void
        ) -> Property {
            let key = ArchiveKeyID.declaringShared(key).key
            return Property(key) { object, coder in apply(object, try coder.decode(T.self, forKey: key)) }
        }
    }

    let properties: [Property]
    /// The slot of each key, found from the key's bytes.
    private let slots: NameTable
    /// The slot of each key by its `ArchiveKeyID` (-1: not a key of this table). Keys numbered
    /// after the table was made are past its end, and not in the table either.
    private let slotsByKeyID: [Int16]

    /// A table of `properties`, applied in this order.
    public init(_ properties: [Property]) {
        self.properties = properties
        self.slots = NameTable(properties.enumerated().map { ($1.key, $0) })
        let ids = properties.map { Int(ArchiveKeyID.declaring($0.key).rawValue) }
        var slotsByKeyID = [Int16](repeating: -1, count: (ids.max() ?? -1) + 1)
        for (slot, id) in ids.enumerated() where id >= 0 && slotsByKeyID[id] < 0 { slotsByKeyID[id] = Int16(slot) }
        self.slotsByKeyID = slotsByKeyID
    }

    /// The slot of `key`, by its number when it has one.
    private func slot(of key: String, id: ArchiveKeyID) -> Int? {
        id == .unknown ? slots.lookup(key) : slot(numbered: id)
    }

    /// The slot of the key numbered `id`, a known number.
    private func slot(numbered id: ArchiveKeyID) -> Int? {
        let number = Int(id.rawValue)
        guard number < slotsByKeyID.count else { return nil }
        let slot = slotsByKeyID[number]
        return slot >= 0 ? Int(slot) : nil
    }

    /// Marks the slots of the coder's keys when the coder numbers every key (`keyIDs(into:)`);
    /// false, marking nothing, when a key must be found by its text.
    private func findNumberedKeys(in coder: Coder, present: inout SlotSet,
                                  positions: UnsafeMutableBufferPointer<Int32>) -> Bool {
        withUnsafeTemporaryAllocation(of: ArchiveKeyID.self, capacity: 64) { ids in
            guard let count = coder.keyIDs(into: ids) else { return false }
            for position in 0..<count {
                guard ids[position] != .unknown else {
                    present = SlotSet(count: properties.count)
                    return false
                }
                if let slot = slot(numbered: ids[position]) {
                    present.insert(slot)
                    positions[slot] = Int32(position)
                }
            }
            return true
        }
    }

    /// Applies every property whose key the coder's current object holds, in table order.
    ///
    /// With a coder that lists its keys, each property is told where its key stands
    /// (`Coder.expectKey(atPosition:)`), so the coder finds it without searching.
    ///
    /// - Throws: the first error a property's decoding throws.
    public func decode(into object: Object, from coder: Coder) throws {
        guard coder.enumeratesKeys else {
            for property in properties where coder.containsValue(forKey: property.key) {
                try property.decode(object, coder)
            }
            return
        }
        try withUnsafeTemporaryAllocation(of: Int32.self, capacity: properties.count) { positions in
            var present = SlotSet(count: properties.count)
            if !findNumberedKeys(in: coder, present: &present, positions: positions) {
                var position: Int32 = 0
                coder.forEachIdentifiedKey { key, id in
                    if let slot = slot(of: key, id: id) {
                        present.insert(slot)
                        positions[slot] = position
                    }
                    position += 1
                }
            }
            var next = present.first(from: 0)
            while let current = next {
                coder.expectKey(atPosition: Int(positions[current]))
                try properties[current].decode(object, coder)
                next = present.first(from: current + 1)
            }
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

    @inline(__always)
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
    @inline(__always)
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
