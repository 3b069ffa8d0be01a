import Foundation

/// A decoded PNG's pixels, for tests that compare pictures (golden images).
struct PNGImage: Sendable {
    /// One pixel's channels, 0...255, not premultiplied.
    struct Pixel: Hashable, Sendable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
        var alpha: UInt8
    }

    /// The size in pixels.
    let width: Int
    let height: Int
    /// The pixels row by row, top first.
    let pixels: [Pixel]

    /// Decodes `data` (with Cairo's PNG reader).
    init(_ data: Data) throws(RenderingError) {
        (width, height, pixels) = try CairoCanvas.decodePNG(data)
    }

    /// The size in pixels a PNG file's header gives, without decoding it; nil for bytes that
    /// are not a PNG file.
    static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return nil
        }
        let number = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (number(16), number(20))
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The pixel at `x`, `y` (transparent outside the image).
    func pixel(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        return pixels[y * width + x]
    }

    /// The share of pixels (0...1) whose channels differ from `other`'s by more than
    /// `tolerance` in some channel; 1 when the sizes differ.
    func differingShare(from other: PNGImage, tolerance: Int) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 1 }
        var differing = 0
        for (a, b) in zip(pixels, other.pixels) {
            let deltas = [
                Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue),
                Int(a.alpha) - Int(b.alpha),
            ]
            if deltas.contains(where: { abs($0) > tolerance }) { differing += 1 }
        }
        return Double(differing) / Double(pixels.count)
    }
}
