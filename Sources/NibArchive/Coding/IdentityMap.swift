/// A map from objects, by identity, to values: open addressing with a multiplicative hash of
/// the object's address. The unarchiver looks up every node it creates two or three times,
/// and `Dictionary`'s seeded hashing of `ObjectIdentifier` was a few percent of decoding.
/// Entries are only ever added.
struct IdentityMap<Value> {
    private var keys: [ObjectIdentifier?]
    private var values: [Value?]
    private(set) var count = 0

    /// An empty map with room for `capacity` objects before it grows.
    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
    }

    /// Where `key` is, or the empty bucket it would go to.
    private func bucket(of key: ObjectIdentifier) -> Int {
        let mask = keys.count - 1
        // Fibonacci hashing: an address's low bits are alignment; the product's high bits mix.
        var bucket = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while let stored = keys[bucket], stored != key { bucket = (bucket + 1) & mask }
        return bucket
    }

    /// The value stored for `key`, if any.
    subscript(key: ObjectIdentifier) -> Value? {
        values[bucket(of: key)]
    }

    /// Stores `value` for `key`, replacing any value stored before.
    mutating func set(_ value: Value, for key: ObjectIdentifier) {
        var position = bucket(of: key)
        if keys[position] == nil {
            if (count + 1) * 2 > keys.count {
                grow()
                position = bucket(of: key)
            }
            keys[position] = key
            count += 1
        }
        values[position] = value
    }

    /// Every key and value, in no particular order.
    var pairs: [(key: ObjectIdentifier, value: Value)] {
        zip(keys, values).compactMap { key, value in key.flatMap { key in value.map { (key, $0) } } }
    }

    private mutating func grow() {
        let old = pairs
        self = IdentityMap(capacity: keys.count)
        for (key, value) in old { set(value, for: key) }
    }
}
