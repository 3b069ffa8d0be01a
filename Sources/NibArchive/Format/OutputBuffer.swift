/// A growable byte buffer the writers append to directly, without intermediate strings.
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func append(_ byte: UInt8) { bytes.append(byte) }

    @inline(__always) mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `count` spaces.
    @inline(__always) mutating func indent(_ count: Int) {
        for _ in 0..<count { bytes.append(0x20) }
    }
}
