/// A map from objects, by identity, to values: open addressing with a multiplicative hash of
/// the object's address. The unarchiver keeps here what each node without a reader number
/// became (`BuiltObjects`); `Dictionary`'s seeded hashing of `ObjectIdentifier` was a few
/// percent of decoding. Entries are only ever added.
///
/// The table holds addresses and indexes only (12 bytes a bucket); the values stay in a dense
/// array, so a map for ten thousand objects is a few hundred kilobytes, not megabytes.
struct IdentityMap<Value> {
    /// Object addresses; 0 marks an empty bucket (no object lives at address 0).
    private var keys: [UInt]
    /// Per bucket, the index of its value in `values`.
    private var slots: [Int32]
    private var values: [Value] = []

    /// How many objects the map holds.
    var count: Int { values.count }

    /// An empty map with room for `capacity` objects before it grows.
    init(capacity: Int = 16) {
        var size = 16
        while size * 5 < capacity * 8 { size <<= 1 }
        keys = Array(repeating: 0, count: size)
        slots = Array(repeating: 0, count: size)
        values.reserveCapacity(capacity)
    }

    /// Where `key` is, or the empty bucket it would go to.
    private func bucket(of key: UInt) -> Int {
        let mask = keys.count - 1
        // Fibonacci hashing: an address's low bits are alignment; the product's high bits mix.
        var bucket = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while keys[bucket] != 0, keys[bucket] != key { bucket = (bucket + 1) & mask }
        return bucket
    }

    /// The value stored for `key`, if any.
    subscript(key: ObjectIdentifier) -> Value? {
        let bucket = bucket(of: UInt(bitPattern: key))
        return keys[bucket] == 0 ? nil : values[Int(slots[bucket])]
    }

    /// Stores `value` for `key`, replacing any value stored before.
    mutating func set(_ value: Value, for key: ObjectIdentifier) {
        let address = UInt(bitPattern: key)
        var bucket = bucket(of: address)
        if keys[bucket] != 0 {
            values[Int(slots[bucket])] = value
            return
        }
        // At most five eighths full, so probe runs stay short.
        if (values.count + 1) * 8 > keys.count * 5 {
            grow()
            bucket = self.bucket(of: address)
        }
        keys[bucket] = address
        slots[bucket] = Int32(values.count)
        values.append(value)
    }

    private mutating func grow() {
        let size = keys.count * 2
        let old = keys.enumerated().filter { $0.element != 0 }.map { ($0.element, slots[$0.offset]) }
        keys = Array(repeating: 0, count: size)
        slots = Array(repeating: 0, count: size)
        for (key, slot) in old {
            let bucket = bucket(of: key)
            keys[bucket] = key
            slots[bucket] = slot
        }
    }
}
