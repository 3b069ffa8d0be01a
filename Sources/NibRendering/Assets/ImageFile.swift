import Foundation

/// The file of an asset catalog's image set that drawing uses.
struct ImageFile: Sendable, Equatable {
    /// The image formats an image set holds.
    enum Format: String, Sendable, Equatable {
        case png = "PNG"
        case jpeg = "JPEG"
        case pdf = "PDF"
        case svg = "SVG"

        /// The format of a file name's extension (any case); nil for one an image set does not
        /// hold.
        init?(extension text: String) {
            switch text.lowercased() {
            case "png": self = .png
            case "jpg", "jpeg": self = .jpeg
            case "pdf": self = .pdf
            case "svg": self = .svg
            default: return nil
            }
        }

        /// Whether it draws sharp at any scale.
        var isVector: Bool { self == .pdf || self == .svg }
    }

    /// Where the file is.
    var url: URL
    var format: Format
    /// Pixels per point of a PNG or JPEG (1 for a vector image).
    var scale: Int
    /// Whether the image set renders as a template: its shapes in the view's tint.
    var template: Bool
}
