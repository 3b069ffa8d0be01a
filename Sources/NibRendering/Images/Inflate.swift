import Foundation

/// DEFLATE decompression (RFC 1951), and the zlib wrapping (RFC 1950) a PDF's `FlateDecode`
/// streams use: stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Written after the plainest decoder there is (one bit at a time through canonical code
/// counts, as zlib's `puff.c` teaches): icons' streams are kilobytes, and this needs no table a
/// reader must check. Output stops at `limit` bytes, so a small bomb cannot take memory.
struct Inflate {
    private let input: [UInt8]
    private var position: Int
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    /// The bytes a zlib stream (two header bytes, DEFLATE data, a checksum not checked)
    /// decompresses to.
    ///
    /// - Throws: `ImageDecodingError` (format `PDF`, the byte of `data` where it went wrong)
    ///   for a bad header or DEFLATE data, data that ends early, or output past `limit` bytes.
    static func zlib(_ data: [UInt8], limit: Int) throws(ImageDecodingError) -> [UInt8] {
        guard data.count >= 2, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0,
            data[1] & 0x20 == 0
        else { throw ImageDecodingError("PDF", byte: 0, "a FlateDecode stream without a zlib header") }
        return try raw(data, from: 2, limit: limit)
    }

    /// The bytes raw DEFLATE data from `start` decompresses to.
    ///
    /// - Throws: as `zlib(_:limit:)`.
    static func raw(_ data: [UInt8], from start: Int = 0, limit: Int) throws(ImageDecodingError) -> [UInt8] {
        var inflate = Inflate(input: data, position: start, limit: limit)
        var last = false
        while !last {
            last = try inflate.bits(1) == 1
            switch try inflate.bits(2) {
            case 0: try inflate.stored()
            case 1: try inflate.codes(Self.fixed.lengths, Self.fixed.distances)
            case 2:
                let (lengths, distances) = try inflate.dynamicTables()
                try inflate.codes(lengths, distances)
            default: throw inflate.failure("a DEFLATE block of the reserved type 3")
            }
        }
        return inflate.output
    }

    private init(input: [UInt8], position: Int, limit: Int) {
        (self.input, self.position, self.limit) = (input, position, limit)
    }

    private func failure(_ message: String) -> ImageDecodingError {
        ImageDecodingError("PDF", byte: position, "FlateDecode: " + message)
    }

    /// `count` bits, least significant first.
    private mutating func bits(_ count: Int) throws(ImageDecodingError) -> Int {
        while bitCount < count {
            guard position < input.count else { throw failure("the compressed data ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func stored() throws(ImageDecodingError) {
        (bitBuffer, bitCount) = (0, 0)
        guard position + 4 <= input.count else { throw failure("a stored block ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw failure("a stored block's length does not match its check") }
        position += 4
        guard position + length <= input.count else { throw failure("a stored block ends early") }
        guard output.count + length <= limit else { throw failure("it decompresses past \(limit >> 20) MB") }
        output += input[position..<(position + length)]
        position += length
    }

    /// A canonical Huffman code: how many codes each length has, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        /// Whether the lengths give more codes than their bits hold (which no encoder writes).
        var isOverSubscribed = false

        /// The code of `lengths` (one a symbol, 0 for unused, each below 16).
        init(_ lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                if left < 0 { isOverSubscribed = true }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws(ImageDecodingError) -> Int {
        var (code, first, index) = (0, 0, 0)
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw failure("a code that is in no Huffman table")
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The fixed codes of block type 1 (RFC 1951, 3.2.6); both are complete, so never nil.
    private static let fixed: (lengths: Huffman, distances: Huffman) = {
        let lengths =
            [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        return (Huffman(lengths), Huffman([Int](repeating: 5, count: 30)))
    }()

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws(ImageDecodingError) {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                guard output.count < limit else { throw failure("it decompresses past \(limit >> 20) MB") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < 29 else { throw failure("the length code \(symbol) is invalid") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let code = try decode(distances)
            guard code < 30 else { throw failure("the distance code \(code) is invalid") }
            let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
            guard distance <= output.count else { throw failure("a distance reaches before the start") }
            guard output.count + length <= limit else { throw failure("it decompresses past \(limit >> 20) MB") }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// A dynamic block's code lengths (RFC 1951, 3.2.7).
    private mutating func dynamicTables() throws(ImageDecodingError) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw failure("a dynamic block has too many codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(codeLengths)
        guard !lengthCode.isOverSubscribed else { throw failure("a dynamic block's code-length code is invalid") }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw failure("a repeat with no length before it") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        let literals = Huffman(Array(lengths.prefix(literalCount)))
        let distances = Huffman(Array(lengths.dropFirst(literalCount)))
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0, !literals.isOverSubscribed,
            !distances.isOverSubscribed
        else { throw failure("a dynamic block's code lengths are invalid") }
        return (literals, distances)
    }
}
