import Foundation
import ViewCore

/// A picture made of filled and stroked paths: an SVG or PDF image of an asset catalog, decoded
/// into what a canvas draws.
///
/// Coordinates are the image's own, `size` wide and high, origin at the top left and y going
/// down; the decoders bake their transforms into the points (a stroke's width scales by the
/// square root of the transform's area factor). Work and memory stay in proportion to the file:
/// a decoder stops adding path elements at `maximumElements`.
struct VectorImage: Sendable, Equatable {
    /// One step of a path.
    enum Element: Sendable, Equatable {
        case move(CGPoint)
        case line(CGPoint)
        /// A cubic Bézier curve: two control points, then the end point.
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    /// What a path is painted with: a colour, or the view's tint (`currentColor`) at an opacity.
    enum Paint: Sendable, Equatable {
        case color(RGBA)
        case tint(opacity: Double)
    }

    /// How a path's outline is drawn.
    struct Stroke: Sendable, Equatable {
        /// The line's ends (Cairo's and PDF's numbering).
        enum Cap: Int, Sendable { case butt = 0, round = 1, square = 2 }
        /// The line's corners (Cairo's and PDF's numbering).
        enum Join: Int, Sendable { case miter = 0, round = 1, bevel = 2 }

        var paint: Paint
        var width: CGFloat = 1
        var cap: Cap = .butt
        var join: Join = .miter
        var miterLimit: CGFloat = 4
        /// Dash and gap lengths; empty for a solid line.
        var dashes: [CGFloat] = []
        var dashPhase: CGFloat = 0
    }

    /// One drawing step, in order.
    enum Operation: Sendable, Equatable {
        /// Saves the clip, to be restored by the matching `restore`.
        case save
        case restore
        /// Intersects the clip with a path.
        case clip([Element], evenOdd: Bool)
        case fill([Element], Paint, evenOdd: Bool)
        case stroke([Element], Stroke)
    }

    /// The image's size in points.
    var size: CGSize
    /// The drawing steps; every `save` has its `restore`.
    var operations: [Operation] = []

    /// The most path elements one image holds (a detailed icon has a few thousand).
    static let maximumElements = 500_000

    /// The largest width or height an image may claim, in points.
    static let maximumSide: CGFloat = 100_000

    /// The colour of `paint`: the tint at its opacity for a `currentColor`, and for every paint
    /// when `template` (an image set rendered as a template keeps only its shapes' opacity).
    static func color(of paint: Paint, tint: RGBA, template: Bool) -> RGBA {
        switch paint {
        case .tint(let opacity): return tint.fading(opacity)
        case .color(let color): return template ? tint.fading(color.alpha) : color
        }
    }

    /// How many path elements the operations hold.
    var elementCount: Int {
        operations.reduce(0) { count, operation in
            switch operation {
            case .save, .restore: return count
            case .clip(let path, _), .fill(let path, _, _), .stroke(let path, _): return count + path.count
            }
        }
    }
}

extension CGAffineTransform {
    /// `point` transformed.
    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// How much the transform scales a length: the square root of its area factor.
    var lengthScale: CGFloat { abs(a * d - b * c).squareRoot() }
}

extension VectorImage.Element {
    /// Whether every coordinate is a finite number within a million points of the origin (what
    /// Cairo's fixed-point paths hold; a file's `1e300` is dropped rather than drawn).
    var isDrawable: Bool {
        let fine = { (point: CGPoint) in abs(point.x) < 1e6 && abs(point.y) < 1e6 }
        switch self {
        case .move(let point), .line(let point): return fine(point)
        case .curve(let c1, let c2, let end): return fine(c1) && fine(c2) && fine(end)
        case .close: return true
        }
    }

    /// The element with its points transformed.
    func applying(_ transform: CGAffineTransform) -> VectorImage.Element {
        switch self {
        case .move(let point): return .move(transform.apply(point))
        case .line(let point): return .line(transform.apply(point))
        case .curve(let c1, let c2, let end):
            return .curve(transform.apply(c1), transform.apply(c2), transform.apply(end))
        case .close: return .close
        }
    }
}
