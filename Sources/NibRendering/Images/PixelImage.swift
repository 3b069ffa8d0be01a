import Foundation

/// A decoded raster image (a JPEG's): opaque RGB pixels, row by row from the top, three bytes
/// each.
struct PixelImage: Sendable, Equatable {
    var width: Int
    var height: Int
    var rgb: [UInt8]

    /// The pixel at `x`, `y`, which must be inside.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        return (rgb[index], rgb[index + 1], rgb[index + 2])
    }
}
