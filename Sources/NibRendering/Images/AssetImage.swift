import Foundation
import ViewCore

/// An asset catalog's image, read and decoded for drawing: PNG bytes Cairo decodes itself, a
/// vector image (SVG, PDF), or a JPEG's pixels.
enum AssetImage {
    /// A PNG file's bytes and its size in points.
    case png(Data, size: CGSize)
    case vector(VectorImage)
    /// A JPEG file's bytes, its pixels and its size in points.
    case photo(Data, PixelImage, size: CGSize)

    /// The largest image file read, in bytes.
    static let maximumBytes = 64 << 20
    /// The most pixels a PNG may have (64 megapixels: no interface image comes near).
    static let maximumPixels = 64 << 20

    /// The size the image takes in a view, in points.
    var size: CGSize {
        switch self {
        case .png(_, let size), .photo(_, _, let size): return size
        case .vector(let image): return image.size
        }
    }

    /// Reads and decodes `file`.
    ///
    /// - Throws: `ImageDecodingError` when the file does not read, does not decode, or is a
    ///   format not drawn.
    static func load(_ file: ImageFile) throws(ImageDecodingError) -> AssetImage {
        let name = file.url.lastPathComponent
        let size = (try? file.url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        guard size <= maximumBytes, let data = try? Data(contentsOf: file.url, options: .mappedIfSafe) else {
            throw ImageDecodingError(file.format.rawValue, byte: 0, "'\(name)' does not read or is larger than 64 MB")
        }
        switch file.format {
        case .png:
            guard let pixels = PNGImage.size(of: data), pixels.width * pixels.height <= maximumPixels else {
                throw ImageDecodingError("PNG", byte: 0, "no PNG header, or more than 64 megapixels")
            }
            let scale = CGFloat(file.scale)
            return .png(
                data, size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale))
        case .svg:
            let reader = try SVGImageReader(data)
            MissingImages.recordPartlyDrawn(name, format: "SVG", left: reader.ignored)
            return .vector(reader.image)
        case .pdf:
            let reader = try PDFImageReader(data)
            MissingImages.recordPartlyDrawn(name, format: "PDF", left: reader.ignored)
            return .vector(reader.image)
        case .jpeg:
            let pixels = try JPEGDecoder(data).image
            let scale = CGFloat(file.scale)
            return .photo(
                data, pixels, size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
            )
        }
    }
}

extension Canvas {
    /// Draws `image` stretched over `rect`; a vector image's `currentColor` (and all its
    /// colours when `template`) in `tint`.
    func draw(_ image: AssetImage, in rect: CGRect, tint: RGBA, template: Bool) {
        switch image {
        case .png(let data, _): self.image(data, in: rect)
        case .vector(let vector): self.vector(vector, in: rect, tint: tint, template: template)
        case .photo(let data, let pixels, _): photo(pixels, jpeg: data, in: rect)
        }
    }
}
