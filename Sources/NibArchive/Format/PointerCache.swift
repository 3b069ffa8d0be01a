/// Remembers what a name pointer interned to. libxml2 keeps element and attribute names in
/// its dictionary, so within one parse the same name always arrives at the same address and
/// a pointer lookup replaces comparing bytes. Fixed size, open addressing, no allocation after
/// `init`; when full it simply stops remembering.
final class PointerCache {
    private static let capacity = 512
    private let keys: UnsafeMutablePointer<UInt>
    private let values: UnsafeMutablePointer<Int16>

    init() {
        keys = .allocate(capacity: Self.capacity)
        keys.initialize(repeating: 0, count: Self.capacity)
        values = .allocate(capacity: Self.capacity)
        values.initialize(repeating: 0, count: Self.capacity)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    /// The value stored for `pointer`, or `compute()`'s, which is then stored.
    @inline(__always) func value(for pointer: UnsafeRawPointer, compute: () -> Int16) -> Int16 {
        let key = UInt(bitPattern: pointer)
        var slot = Int(truncatingIfNeeded: (key >> 3) &* 0x9E37_79B9) & (Self.capacity - 1)
        for _ in 0..<8 {
            if keys[slot] == key { return values[slot] }
            if keys[slot] == 0 {
                let value = compute()
                keys[slot] = key
                values[slot] = value
                return value
            }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        return compute()
    }
}
