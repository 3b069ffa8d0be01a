/// A JPEG Huffman table (ITU T.81, annex C and F.2.2.3): the codes of each length and their
/// values, decoded a bit at a time from the shortest length up.
struct JPEGHuffman {
    /// The largest code of each length (1...16), -1 when there is none.
    private var maximumCode = [Int](repeating: -1, count: 17)
    /// Where each length's first value sits in `values`, less its first code.
    private var offset = [Int](repeating: 0, count: 17)
    private let values: [UInt8]

    /// The table of `counts` (how many codes of each length 1...16) and `values` in code order.
    ///
    /// - Returns: nil when the counts say more codes than `values` has, or more than fit.
    init?(counts: [Int], values: [UInt8]) {
        guard counts.count == 16, counts.reduce(0, +) <= values.count else { return nil }
        self.values = values
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            offset[length] = index - code
            if count > 0 { maximumCode[length] = code + count - 1 }
            code += count
            index += count
            guard code <= 1 << length else { return nil }
            code <<= 1
        }
    }

    /// The next value, reading bits from `reader`.
    ///
    /// - Throws: `ImageDecodingError` for bits that are no code of the table, or data that ends.
    func decode(_ reader: inout JPEGBitReader) throws(ImageDecodingError) -> UInt8 {
        var code = 0
        for length in 1...16 {
            code = code << 1 | (try reader.bit())
            if code <= maximumCode[length] { return values[offset[length] + code] }
        }
        throw reader.failure("a Huffman code that is in no table")
    }
}

/// The entropy-coded bits of a JPEG scan, most significant first, with `FF 00` unstuffed; at a
/// marker it stops.
struct JPEGBitReader {
    private let bytes: [UInt8]
    /// The next byte to read.
    private(set) var position: Int
    private var buffer = 0
    private var count = 0

    init(_ bytes: [UInt8], at position: Int) {
        self.bytes = bytes
        self.position = position
    }

    func failure(_ message: String) -> ImageDecodingError { ImageDecodingError("JPEG", byte: position, message) }

    /// One bit.
    ///
    /// - Throws: `ImageDecodingError` at a marker or the end of the bytes: the data ended early.
    mutating func bit() throws(ImageDecodingError) -> Int {
        if count == 0 {
            guard position < bytes.count else { throw failure("the image data ends early") }
            let byte = bytes[position]
            if byte == 0xFF {
                guard position + 1 < bytes.count, bytes[position + 1] == 0 else {
                    throw failure("the image data ends early (a marker before the last block)")
                }
                position += 2
            } else {
                position += 1
            }
            (buffer, count) = (Int(byte), 8)
        }
        count -= 1
        return (buffer >> count) & 1
    }

    /// `length` bits as a number.
    mutating func bits(_ length: Int) throws(ImageDecodingError) -> Int {
        var value = 0
        for _ in 0..<length { value = value << 1 | (try bit()) }
        return value
    }

    /// `length` bits as a signed coefficient (T.81's EXTEND).
    mutating func signed(_ length: Int) throws(ImageDecodingError) -> Int {
        guard length > 0 else { return 0 }
        let value = try bits(length)
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    /// Skips to after the restart marker that should come next (dropping the partial byte).
    mutating func restart() throws(ImageDecodingError) {
        count = 0
        while position + 1 < bytes.count, !(bytes[position] == 0xFF && (0xD0...0xD7).contains(bytes[position + 1])) {
            guard bytes[position] != 0xFF || bytes[position + 1] == 0 || bytes[position + 1] == 0xFF else {
                throw failure("a restart marker is missing")
            }
            position += 1
        }
        guard position + 1 < bytes.count else { throw failure("the image data ends early") }
        position += 2
    }

    /// The position after this scan's data: the next marker that is not a restart.
    mutating func skipToMarker() -> Int {
        var index = position
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF, bytes[index + 1] != 0, !(0xD0...0xD7).contains(bytes[index + 1]),
                bytes[index + 1] != 0xFF
            {
                return index
            }
            index += 1
        }
        return bytes.count
    }
}
