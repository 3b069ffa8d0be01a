import Foundation
import ViewCore

/// An SVG elliptical arc given by its end points (SVG 1.1, appendix F.6), as cubic curves of at
/// most a quarter turn each.
struct SVGArc {
    /// The curves drawing the arc from its start; a line when a radius is zero, nothing when the
    /// ends coincide.
    let curves: [VectorImage.Element]

    init(from start: CGPoint, to end: CGPoint, radii: CGSize, rotation degrees: CGFloat, largeArc: Bool, sweep: Bool) {
        var rx = abs(radii.width)
        var ry = abs(radii.height)
        guard start != end else {
            curves = []
            return
        }
        guard rx > 0, ry > 0 else {
            curves = [.line(end)]
            return
        }
        let phi = degrees * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        // F.6.5: the centre, in the ellipse's unrotated frame.
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6: radii too small to reach are scaled up until they do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = CGPoint(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard delta.isFinite, center.x.isFinite, center.y.isFinite else {
            curves = [.line(end)]
            return
        }
        // A half turn is two pieces, not three by a rounding error.
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-6).rounded(.up)))
        let step = delta / CGFloat(pieces)
        // The control-point distance of a cubic approximating a circular arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        func onEllipse(_ angle: CGFloat, _ scale: CGFloat = 1, derivative: Bool = false) -> CGPoint {
            let (c, s) = derivative ? (-sin(angle), cos(angle)) : (cos(angle), sin(angle))
            let x = rx * c * scale
            let y = ry * s * scale
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var result: [VectorImage.Element] = []
        var angle = theta1
        for piece in 0..<pieces {
            let next = angle + step
            let p0 = onEllipse(angle)
            let p1 = onEllipse(next)
            let d0 = onEllipse(angle, k, derivative: true)
            let d1 = onEllipse(next, k, derivative: true)
            let c1 = CGPoint(x: center.x + p0.x + d0.x, y: center.y + p0.y + d0.y)
            let c2 = CGPoint(x: center.x + p1.x - d1.x, y: center.y + p1.y - d1.y)
            // The last piece ends exactly where the path says.
            let stop = piece == pieces - 1 ? end : CGPoint(x: center.x + p1.x, y: center.y + p1.y)
            result.append(.curve(c1, c2, stop))
            angle = next
        }
        curves = result
    }
}
