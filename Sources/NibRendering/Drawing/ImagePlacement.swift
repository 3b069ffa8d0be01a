import Foundation
import ViewCore

/// Where an image view draws its image, as UIKit places it by `contentMode`.
enum ImagePlacement {
    /// The rectangle an image of `size` points covers in `bounds` under `mode`: stretched
    /// (`scaleToFill`, `redraw`), fitted or filling with its aspect kept, centred, else at its own
    /// size against the edge or corner named (it may overflow `bounds`, as in UIKit without
    /// `clipsToBounds`).
    static func rect(of size: CGSize, in bounds: CGRect, mode: View.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let (x, y) = (bounds.width / size.width, bounds.height / size.height)
            let factor = mode == .scaleAspectFit ? min(x, y) : max(x, y)
            let scaled = CGSize(width: size.width * factor, height: size.height * factor)
            return CGRect(
                x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
                height: scaled.height)
        default:
            let left = bounds.minX
            let right = bounds.maxX - size.width
            let top = bounds.minY
            let bottom = bounds.maxY - size.height
            let midX = bounds.midX - size.width / 2
            let midY = bounds.midY - size.height / 2
            let origin: CGPoint
            switch mode {
            case .top: origin = CGPoint(x: midX, y: top)
            case .bottom: origin = CGPoint(x: midX, y: bottom)
            case .left: origin = CGPoint(x: left, y: midY)
            case .right: origin = CGPoint(x: right, y: midY)
            case .topLeft: origin = CGPoint(x: left, y: top)
            case .topRight: origin = CGPoint(x: right, y: top)
            case .bottomLeft: origin = CGPoint(x: left, y: bottom)
            case .bottomRight: origin = CGPoint(x: right, y: bottom)
            default: origin = CGPoint(x: midX, y: midY)
            }
            return CGRect(origin: origin, size: size)
        }
    }
}
