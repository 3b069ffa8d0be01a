import Foundation

/// A shape to fill or stroke, in the current view's coordinates.
enum Shape: Sendable {
    /// A rectangle with corners rounded to a radius (0: square).
    case rect(CGRect, radius: CGFloat)
    /// The ellipse inside a rectangle.
    case ellipse(CGRect)
    /// A straight line.
    case line(from: CGPoint, to: CGPoint)
    /// A closed polygon through the points (an arrowhead).
    case polygon([CGPoint])

    /// Whether filling it paints nothing: a rectangle or ellipse without area.
    var hasNoArea: Bool {
        switch self {
        case .rect(let rect, _), .ellipse(let rect): return !(rect.width > 0 && rect.height > 0)
        case .line: return true
        case .polygon(let points): return points.count < 3
        }
    }
}

/// What the painter draws on: a Cairo image (`CairoCanvas`, for PNG) or SVG text
/// (`SVGCanvas`). Coordinates are points in the current view's space; views nest.
protocol Canvas: AnyObject {
    /// Starts a view at `origin` in its superview's space, drawn at `alpha` times its
    /// superview's opacity; `frame` is its frame in the root's space and `id` the file's id. A
    /// view that is not `visible` (hidden, or at zero alpha) draws nothing, nor do its subviews,
    /// but the SVG keeps its group (with `display="none"`) so every view of the file is there.
    /// `problems`: the diagnostic codes found at the view (the SVG's `data-problems`).
    func beginView(
        id: String?, className: String, frame: CGRect, origin: CGPoint, alpha: CGFloat, visible: Bool,
        problems: [String])
    /// Starts a group that is no view (a storyboard's scene, a segue) at `origin` in the current
    /// space; the SVG writes `attributes` on its `<g>`. `endView` ends it.
    func beginGroup(attributes: [(name: String, value: String)], origin: CGPoint)
    /// Clips what the current view draws from now on (its subviews) to a rounded rectangle.
    func clip(to rect: CGRect, radius: CGFloat)
    /// Ends the view `beginView` started last.
    func endView()
    /// Fills a shape.
    func fill(_ shape: Shape, _ color: RGBA)
    /// Strokes a shape's outline, centred on it.
    func stroke(_ shape: Shape, _ color: RGBA, width: CGFloat)
    /// Draws the PNG image `png` stretched over `rect` (a PNG whose header was read).
    func image(_ png: Data, in rect: CGRect)
    /// Draws a vector image (an SVG or PDF of the asset catalogs) stretched over `rect`, its
    /// `currentColor` in `tint`, and every colour in it when `template`.
    func vector(_ image: VectorImage, in rect: CGRect, tint: RGBA, template: Bool)
    /// Draws a JPEG image stretched over `rect`: its decoded `pixels` (Cairo), or its bytes
    /// `jpeg` as they are (SVG).
    func photo(_ pixels: PixelImage, jpeg: Data, in rect: CGRect)
    /// Draws laid-out text with its top-left corner at `origin`.
    func text(_ text: PangoText, at origin: CGPoint, _ color: RGBA)
}
