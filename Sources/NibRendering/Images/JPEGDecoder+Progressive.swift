import Foundation

/// A progressive JPEG's scans (T.81, annex G.1.2): each adds a band of coefficients, or one
/// more bit of them, to every block; the blocks are transformed once all scans are read.
extension JPEGDecoder {
    /// Reads one block's part of a progressive scan into its coefficients at `block`.
    mutating func refine(
        _ member: Int, block: Int, _ reader: inout JPEGBitReader, _ spectral: (start: Int, end: Int),
        _ approximation: (high: Int, low: Int)
    ) throws(ImageDecodingError) {
        guard block + 64 <= components[member].coefficients.count else {
            throw reader.failure("a block outside the image")
        }
        let low = approximation.low
        if spectral.start == 0 {
            if approximation.high == 0 {
                guard let table = dcTables[components[member].dcTable] else {
                    throw reader.failure("a scan uses a Huffman table that is not defined")
                }
                let size = Int(try table.decode(&reader))
                guard size <= 11 else { throw reader.failure("a DC difference of \(size) bits") }
                components[member].prediction += try reader.signed(size)
                components[member].coefficients[block] = Int32(truncatingIfNeeded: components[member].prediction << low)
            } else if try reader.bit() == 1 {
                components[member].coefficients[block] |= Int32(1 << low)
            }
            return
        }
        guard let table = acTables[components[member].acTable] else {
            throw reader.failure("a scan uses a Huffman table that is not defined")
        }
        if approximation.high == 0 {
            try firstAC(member, block, &reader, table, spectral, low)
        } else {
            try refineAC(member, block, &reader, table, spectral, low)
        }
    }

    /// The first pass over a band: run-length coded values, or a run of blocks with nothing in it.
    private mutating func firstAC(
        _ member: Int, _ block: Int, _ reader: inout JPEGBitReader, _ table: JPEGHuffman,
        _ spectral: (start: Int, end: Int), _ low: Int
    ) throws(ImageDecodingError) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        var k = spectral.start
        while k <= spectral.end {
            let symbol = Int(try table.decode(&reader))
            let (run, size) = (symbol >> 4, symbol & 0x0F)
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + (run > 0 ? try reader.bits(run) : 0)
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= spectral.end else { throw reader.failure("a block has more than 64 coefficients") }
            let value = try reader.signed(size) * (1 << low)
            components[member].coefficients[block + Self.zigzag[k]] = Int32(truncatingIfNeeded: value)
            k += 1
        }
    }

    /// A later pass over a band: one more bit of each value already there, and new values of
    /// magnitude one (libjpeg's `decode_mcu_AC_refine`, the order of the bits being the format).
    private mutating func refineAC(
        _ member: Int, _ block: Int, _ reader: inout JPEGBitReader, _ table: JPEGHuffman,
        _ spectral: (start: Int, end: Int), _ low: Int
    ) throws(ImageDecodingError) {
        let (plus, minus) = (Int32(1 << low), Int32(-1 << low))
        var k = spectral.start
        func sharpen(_ index: Int, _ reader: inout JPEGBitReader) throws(ImageDecodingError) {
            let value = components[member].coefficients[index]
            if try reader.bit() == 1, value & plus == 0 {
                components[member].coefficients[index] = value + (value >= 0 ? plus : minus)
            }
        }
        if endOfBandRun == 0 {
            while k <= spectral.end {
                let symbol = Int(try table.decode(&reader))
                let size = symbol & 0x0F
                var run = symbol >> 4
                var value: Int32 = 0
                if size != 0 {
                    guard size == 1 else { throw reader.failure("a refinement value of \(size) bits") }
                    value = try reader.bit() == 1 ? plus : minus
                } else if run != 15 {
                    endOfBandRun = (1 << run) + (run > 0 ? try reader.bits(run) : 0)
                    break
                }
                while k <= spectral.end {
                    let index = block + Self.zigzag[k]
                    if components[member].coefficients[index] != 0 {
                        try sharpen(index, &reader)
                    } else {
                        run -= 1
                        if run < 0 { break }
                    }
                    k += 1
                }
                if value != 0, k <= spectral.end { components[member].coefficients[block + Self.zigzag[k]] = value }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= spectral.end {
                let index = block + Self.zigzag[k]
                if components[member].coefficients[index] != 0 { try sharpen(index, &reader) }
                k += 1
            }
            endOfBandRun -= 1
        }
    }

    /// Dequantises and transforms every block of a progressive image into its plane.
    mutating func transformCoefficients() {
        var block = [Int](repeating: 0, count: 64)
        for member in components.indices {
            let table = quantization[components[member].table]
            let (perLine, stride) = (components[member].blocksPerLine, components[member].stride)
            let count = components[member].coefficients.count / 64
            for index in 0..<count {
                for k in 0..<64 { block[k] = Int(components[member].coefficients[index * 64 + k]) * table[k] }
                let (row, column) = (index / max(1, perLine), index % max(1, perLine))
                JPEGInverseDCT.transform(
                    block, into: &components[member].plane, at: row * 8 * stride + column * 8, stride: stride)
            }
        }
    }
}
