import Foundation

/// A growable byte buffer the writers append to directly, without intermediate strings.
///
/// Non-copyable and backed by raw memory it frees in `deinit`, so an append is a bounds test
/// and a store: no reference counting, copy-on-write or uniqueness checks (with `[UInt8]` and
/// a class-backed buffer those were a third of the writers' time).
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, handed over to `Data` without a copy; the buffer is used up. A copy
    /// kept two of the output at once, the largest part of `nibc convert`'s peak memory
    /// (measured: 25 of 101 MB converting 50,000 labels to JSON).
    consuming func takeData() -> Data {
        let data = Data(
            bytesNoCopy: base, count: count,
            deallocator: .custom { bytes, _ in bytes.assumingMemoryBound(to: UInt8.self).deallocate() })
        discard self
        return data
    }

    /// The bytes written so far, as UTF-8 text.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        let newCapacity = Swift.max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { reserve(1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always) mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always) mutating func append(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    /// A number in canonical form (`NumberText`): `plain` drops an integral real's `.0`.
    mutating func append(number: Double, plain: Bool) {
        let text = NumberText.real(number)
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let drop =
                plain && bytes.count > 2 && bytes[bytes.count - 2] == UInt8(ascii: ".")
                && bytes[bytes.count - 1] == UInt8(ascii: "0") && (number != 0 || number.sign == .plus)
            append(UnsafeBufferPointer(rebasing: bytes[..<(drop ? bytes.count - 2 : bytes.count)]))
        }
        if done == nil { append(plain ? NumberText.plain(number) : text) }
    }

    /// `count` spaces.
    @inline(__always) mutating func indent(_ spaces: Int) {
        reserve(spaces)
        (base + count).initialize(repeating: 0x20, count: spaces)
        count += spaces
    }
}
