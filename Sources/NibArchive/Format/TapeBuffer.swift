/// A growable buffer of plain values, not an `Array`, for the readers' hot loops: the JSON
/// tape's tokens and line starts, and the XML events a reading thread records. The JSON parser
/// appends an element for every value and every line and patches tokens when their value
/// ends, and an array checked its uniqueness and bounds on each of those (with the string
/// scanner's table, reading a JSON file took a seventh fewer instructions).
final class TapeBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// The length of `base`'s block when `HugePageMemory` mapped it; 0 when `malloc` gave it.
    private var mappedLength: Int

    /// An empty buffer with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        (base, mappedLength) = Self.allocate(self.capacity)
    }

    deinit { Self.release(base, mappedLength: mappedLength) }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `count` elements for the caller to initialize, and returns the first.
    @inline(__always) func appendUninitialized(_ count: Int) -> UnsafeMutablePointer<Element> {
        while self.count + count > capacity { grow() }
        let start = base + self.count
        self.count += count
        return start
    }

    /// Forgets the elements and keeps the storage.
    func removeAll() { count = 0 }

    /// The element at `index`, which must be below `count`: the parser only names elements it
    /// appended.
    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// The elements, valid while this buffer lives and does not grow.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Whether `base` lies in memory mapped with huge pages advised (large buffers only).
    var isInHugePageMemory: Bool { mappedLength > 0 }

    private func grow() {
        capacity *= 2
        let (larger, length) = Self.allocate(capacity)
        larger.moveInitialize(from: base, count: count)
        Self.release(base, mappedLength: mappedLength)
        (base, mappedLength) = (larger, length)
    }

    /// Room for `capacity` elements: from `HugePageMemory` past its threshold (the JSON tape of
    /// a large file), else from `malloc`.
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<Element>, mappedLength: Int) {
        let bytes = capacity * MemoryLayout<Element>.stride
        if bytes >= HugePageMemory.threshold, let block = HugePageMemory.allocate(bytes) {
            return (block.start.bindMemory(to: Element.self, capacity: capacity), block.length)
        }
        return (.allocate(capacity: capacity), 0)
    }

    private static func release(_ base: UnsafeMutablePointer<Element>, mappedLength: Int) {
        if mappedLength > 0 {
            HugePageMemory.release(UnsafeMutableRawPointer(base), length: mappedLength)
        } else {
            base.deallocate()
        }
    }
}
