import Foundation

/// A baseline or progressive JPEG (ITU T.81 DCT, Huffman coded, 8-bit: what cameras, phones,
/// `Export as JPEG` and web tools write) decoded to RGB pixels: grey or YCbCr, any sampling
/// factors (4:4:4, 4:2:2, 4:2:0 and others, chroma interpolated), interleaved or one scan per
/// component, restart markers. EXIF orientation is not applied. Lossless, hierarchical,
/// arithmetic-coded, 12-bit and CMYK files are refused with a located error.
struct JPEGDecoder {
    /// The decoded image.
    private(set) var image: PixelImage

    /// The most pixels decoded: 16 megapixels (an interface's photo is far smaller; the planes
    /// of a larger one would take hundreds of megabytes before a byte of it is checked).
    static let maximumPixels = 16 << 20

    struct Component {
        var id: Int
        var h: Int
        var v: Int
        var table: Int
        /// Samples, `stride` a row, whole blocks.
        var plane: [UInt8] = []
        var stride = 0
        var dcTable = 0
        var acTable = 0
        var prediction = 0
        /// A progressive image's coefficients, 64 a block, `blocksPerLine` blocks a row.
        var coefficients: [Int32] = []
        var blocksPerLine = 0
    }

    private let bytes: [UInt8]
    var quantization = [[Int]](repeating: [Int](repeating: 1, count: 64), count: 4)
    var dcTables = [JPEGHuffman?](repeating: nil, count: 4)
    var acTables = [JPEGHuffman?](repeating: nil, count: 4)
    var components: [Component] = []
    /// Whether the frame is progressive (SOF2): scans refine coefficients kept until the end.
    var progressive = false
    /// How many more blocks of a progressive AC scan end at once (T.81 G.1.2.2's EOBRUN).
    var endOfBandRun = 0
    private var width = 0
    private var height = 0
    private var restartInterval = 0
    private var adobeRGB = false

    /// Decodes a JPEG file.
    ///
    /// - Throws: `ImageDecodingError` with the byte where the file stops making sense or holds
    ///   what is not decoded.
    init(_ data: Data) throws(ImageDecodingError) {
        bytes = [UInt8](data)
        image = PixelImage(width: 0, height: 0, rgb: [])
        try decode()
    }

    private func failure(_ offset: Int, _ message: String) -> ImageDecodingError {
        ImageDecodingError("JPEG", byte: offset, message)
    }

    private mutating func decode() throws(ImageDecodingError) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw failure(0, "no JPEG start marker") }
        var position = 2
        var scanned = false
        while position + 1 < bytes.count {
            guard bytes[position] == 0xFF else { throw failure(position, "a marker was expected") }
            let marker = bytes[position + 1]
            position += 2
            if marker == 0xFF { position -= 1; continue }
            if marker == 0xD9 { break }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
            guard position + 2 <= bytes.count else { throw failure(position, "a segment ends early") }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2, position + length <= bytes.count else {
                throw failure(position, "a segment's length \(length) runs past the file's end")
            }
            let segment = Array(bytes[(position + 2)..<(position + length)])
            let start = position + 2
            position += length
            switch marker {
            case 0xDB: try readQuantization(segment, at: start)
            case 0xC4: try readHuffman(segment, at: start)
            case 0xC0, 0xC1: try readFrame(segment, at: start)
            case 0xC2:
                progressive = true
                try readFrame(segment, at: start)
            case 0xC6, 0xCA, 0xCE: throw failure(start - 4, "hierarchical or arithmetic-coded JPEG is not decoded")
            case 0xC3, 0xC5, 0xC7, 0xC9, 0xCB, 0xCD, 0xCF:
                throw failure(start - 4, "lossless, hierarchical or arithmetic-coded JPEG is not decoded")
            case 0xDD:
                guard segment.count >= 2 else { throw failure(start, "a short restart interval") }
                restartInterval = Int(segment[0]) << 8 | Int(segment[1])
            case 0xEE:
                // Adobe's segment: transform 0 with three components means RGB, not YCbCr.
                if segment.count >= 12, segment.starts(with: Array("Adobe".utf8)) { adobeRGB = segment[11] == 0 }
            case 0xDA:
                position = try readScan(segment, at: start, data: position)
                scanned = true
            default: break
            }
        }
        guard scanned, !components.isEmpty else { throw failure(position, "no image data") }
        image = try pixels()
    }

    private mutating func readQuantization(_ segment: [UInt8], at start: Int) throws(ImageDecodingError) {
        var index = 0
        while index < segment.count {
            let precision = segment[index] >> 4
            let table = Int(segment[index] & 0x0F)
            let size = precision == 0 ? 64 : 128
            guard table < 4, precision <= 1, index + 1 + size <= segment.count else {
                throw failure(start + index, "a bad quantization table")
            }
            var values = [Int](repeating: 0, count: 64)
            for k in 0..<64 {
                values[Self.zigzag[k]] =
                    precision == 0
                    ? Int(segment[index + 1 + k])
                    : Int(segment[index + 1 + 2 * k]) << 8 | Int(segment[index + 2 + 2 * k])
            }
            quantization[table] = values
            index += 1 + size
        }
    }

    private mutating func readHuffman(_ segment: [UInt8], at start: Int) throws(ImageDecodingError) {
        var index = 0
        while index < segment.count {
            guard index + 17 <= segment.count else { throw failure(start + index, "a short Huffman table") }
            let kind = segment[index] >> 4
            let table = Int(segment[index] & 0x0F)
            let counts = segment[(index + 1)..<(index + 17)].map(Int.init)
            let total = counts.reduce(0, +)
            guard kind <= 1, table < 4, index + 17 + total <= segment.count,
                let huffman = JPEGHuffman(counts: counts, values: Array(segment[(index + 17)..<(index + 17 + total)]))
            else { throw failure(start + index, "a bad Huffman table") }
            if kind == 0 { dcTables[table] = huffman } else { acTables[table] = huffman }
            index += 17 + total
        }
    }

    private mutating func readFrame(_ segment: [UInt8], at start: Int) throws(ImageDecodingError) {
        guard components.isEmpty else { throw failure(start, "a second frame") }
        guard segment.count >= 6, segment[0] == 8 else { throw failure(start, "only 8-bit JPEG is decoded") }
        height = Int(segment[1]) << 8 | Int(segment[2])
        width = Int(segment[3]) << 8 | Int(segment[4])
        let count = Int(segment[5])
        guard width > 0, height > 0 else { throw failure(start, "a JPEG of \(width) x \(height) pixels") }
        guard width * height <= Self.maximumPixels else {
            throw failure(start, "a JPEG of \(width) x \(height) pixels, past 16 megapixels")
        }
        guard count == 1 || count == 3, segment.count >= 6 + 3 * count else {
            throw failure(start, "a JPEG of \(count) components (only grey and YCbCr are decoded)")
        }
        for index in 0..<count {
            let base = 6 + 3 * index
            let h = Int(segment[base + 1] >> 4)
            let v = Int(segment[base + 1] & 0x0F)
            let table = Int(segment[base + 2])
            guard (1...4).contains(h), (1...4).contains(v), table < 4 else {
                throw failure(start + base, "a component's sampling or table is invalid")
            }
            components.append(Component(id: Int(segment[base]), h: h, v: v, table: table))
        }
        let (hMax, vMax) = (components.map(\.h).max() ?? 1, components.map(\.v).max() ?? 1)
        let mcusX = (width + 8 * hMax - 1) / (8 * hMax)
        let mcusY = (height + 8 * vMax - 1) / (8 * vMax)
        for index in components.indices {
            components[index].stride = mcusX * components[index].h * 8
            components[index].plane = [UInt8](
                repeating: 128, count: components[index].stride * mcusY * components[index].v * 8)
            components[index].blocksPerLine = mcusX * components[index].h
            if progressive {
                components[index].coefficients = [Int32](
                    repeating: 0, count: components[index].blocksPerLine * mcusY * components[index].v * 64)
            }
        }
    }

    /// Decodes one scan; returns where its data ends.
    private mutating func readScan(_ segment: [UInt8], at start: Int, data: Int) throws(ImageDecodingError) -> Int {
        guard !components.isEmpty else { throw failure(start, "a scan before the frame") }
        guard let count = segment.first.map(Int.init), count >= 1, segment.count >= 1 + 2 * count + 3 else {
            throw failure(start, "a bad scan header")
        }
        var members: [Int] = []
        for index in 0..<count {
            let id = Int(segment[1 + 2 * index])
            let tables = segment[2 + 2 * index]
            guard let member = components.firstIndex(where: { $0.id == id }), Int(tables >> 4) < 4, Int(tables & 15) < 4
            else { throw failure(start, "a scan names a component the frame does not have") }
            components[member].dcTable = Int(tables >> 4)
            components[member].acTable = Int(tables & 0x0F)
            components[member].prediction = 0
            members.append(member)
        }
        let spectral = (start: Int(segment[1 + 2 * count]), end: Int(segment[2 + 2 * count]))
        let approximation = (high: Int(segment[3 + 2 * count] >> 4), low: Int(segment[3 + 2 * count] & 0x0F))
        if progressive {
            guard spectral.start <= spectral.end, spectral.end < 64, approximation.low < 14,
                spectral.start == 0 || count == 1, spectral.start > 0 || spectral.end == 0
            else { throw failure(start, "a progressive scan's band or bits are invalid") }
        }
        endOfBandRun = 0
        var reader = JPEGBitReader(bytes, at: data)
        let (hMax, vMax) = (components.map(\.h).max() ?? 1, components.map(\.v).max() ?? 1)
        // One component alone goes block by block over its own size (T.81, A.2.2).
        let single = members.count == 1
        let only = components[members[0]]
        let unitsX =
            single
            ? ((width * only.h + hMax - 1) / hMax + 7) / 8 : (width + 8 * hMax - 1) / (8 * hMax)
        let unitsY =
            single
            ? ((height * only.v + vMax - 1) / vMax + 7) / 8 : (height + 8 * vMax - 1) / (8 * vMax)
        var coefficients = [Int](repeating: 0, count: 64)
        for unit in 0..<(unitsX * unitsY) {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                try reader.restart()
                for member in members { components[member].prediction = 0 }
                endOfBandRun = 0
            }
            let (ux, uy) = (unit % unitsX, unit / unitsX)
            for member in members {
                let stride = components[member].stride
                let blocks =
                    single
                    ? [(0, 0)] : (0..<components[member].v).flatMap { y in (0..<components[member].h).map { ($0, y) } }
                for (bx, by) in blocks {
                    if progressive {
                        let column = single ? ux : ux * components[member].h + bx
                        let row = single ? uy : uy * components[member].v + by
                        let block = (row * components[member].blocksPerLine + column) * 64
                        try refine(member, block: block, &reader, spectral, approximation)
                        continue
                    }
                    try readBlock(member, &reader, &coefficients)
                    let x = single ? ux * 8 : (ux * components[member].h + bx) * 8
                    let y = single ? uy * 8 : (uy * components[member].v + by) * 8
                    JPEGInverseDCT.transform(
                        coefficients, into: &components[member].plane, at: y * stride + x, stride: stride)
                }
            }
        }
        return reader.skipToMarker()
    }

    private mutating func readBlock(_ member: Int, _ reader: inout JPEGBitReader, _ out: inout [Int])
        throws(ImageDecodingError)
    {
        let component = components[member]
        guard let dc = dcTables[component.dcTable], let ac = acTables[component.acTable] else {
            throw reader.failure("a scan uses a Huffman table that is not defined")
        }
        let table = quantization[component.table]
        for index in 0..<64 { out[index] = 0 }
        let size = Int(try dc.decode(&reader))
        guard size <= 11 else { throw reader.failure("a DC difference of \(size) bits") }
        components[member].prediction += try reader.signed(size)
        out[0] = components[member].prediction * table[0]
        var k = 1
        while k < 64 {
            let symbol = Int(try ac.decode(&reader))
            let (run, length) = (symbol >> 4, symbol & 0x0F)
            if length == 0 {
                if run != 15 { break }
                k += 16
                continue
            }
            k += run
            guard k < 64 else { throw reader.failure("a block has more than 64 coefficients") }
            let position = Self.zigzag[k]
            out[position] = try reader.signed(length) * table[position]
            k += 1
        }
    }

    /// The planes, upsampled and converted to RGB.
    private mutating func pixels() throws(ImageDecodingError) -> PixelImage {
        if progressive { transformCoefficients() }
        let (hMax, vMax) = (components.map(\.h).max() ?? 1, components.map(\.v).max() ?? 1)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        // A subsampled component is interpolated between its samples' centres (bilinear:
        // libjpeg's "fancy" upsampling for 4:2:0 and 4:2:2 gives the same 3/4, 1/4 weights).
        func sample(_ c: Component, _ x: Int, _ y: Int) -> Int {
            if c.h == hMax, c.v == vMax { return Int(c.plane[y * c.stride + x]) }
            let lastX = max(0, (width * c.h + hMax - 1) / hMax - 1)
            let lastY = max(0, (height * c.v + vMax - 1) / vMax - 1)
            let fx = max(0, (Double(x) + 0.5) * Double(c.h) / Double(hMax) - 0.5)
            let fy = max(0, (Double(y) + 0.5) * Double(c.v) / Double(vMax) - 0.5)
            let (x0, y0) = (min(Int(fx), lastX), min(Int(fy), lastY))
            let (x1, y1) = (min(x0 + 1, lastX), min(y0 + 1, lastY))
            let (ax, ay) = (fx - Double(x0), fy - Double(y0))
            let value = { (x: Int, y: Int) in Double(c.plane[y * c.stride + x]) }
            let top = value(x0, y0) * (1 - ax) + value(x1, y0) * ax
            let bottom = value(x0, y1) * (1 - ax) + value(x1, y1) * ax
            return Int((top * (1 - ay) + bottom * ay).rounded())
        }
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 3
                if components.count == 1 {
                    let value = UInt8(sample(components[0], x, y))
                    (rgb[out], rgb[out + 1], rgb[out + 2]) = (value, value, value)
                    continue
                }
                let (a, b, c) = (sample(components[0], x, y), sample(components[1], x, y), sample(components[2], x, y))
                if adobeRGB {
                    (rgb[out], rgb[out + 1], rgb[out + 2]) = (UInt8(a), UInt8(b), UInt8(c))
                    continue
                }
                // JFIF's YCbCr to RGB.
                let (luma, cb, cr) = (Double(a), Double(b) - 128, Double(c) - 128)
                let clamp = { (value: Double) in UInt8(max(0, min(255, value.rounded()))) }
                rgb[out] = clamp(luma + 1.402 * cr)
                rgb[out + 1] = clamp(luma - 0.344_136 * cb - 0.714_136 * cr)
                rgb[out + 2] = clamp(luma + 1.772 * cb)
            }
        }
        return PixelImage(width: width, height: height, rgb: rgb)
    }

    /// Where the k-th coefficient of the zig-zag order sits in the 8 x 8 block.
    static let zigzag = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14,
        21,
        28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
        54, 47, 55, 62, 63,
    ]
}
