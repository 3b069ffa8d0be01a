import Foundation
import ViewCore

/// The outlines of SVG's basic shapes (SVG 1.1, chapter 9) and `<path>`, as path elements.
enum SVGShapes {
    /// A circle's quarter as a cubic curve: the control points' distance, as a share of the
    /// radius.
    static let kappa: CGFloat = 0.552_284_749_8

    /// The path of a shape element; empty for one without area or points (which SVG does not
    /// draw).
    static func path(of node: SVGDocument.Node) -> [VectorImage.Element] {
        let value = { (name: String) in node.attributes[name].flatMap(SVGImageReader.length) ?? 0 }
        switch node.name {
        case "path":
            return SVGPathData.elements(node.attributes["d"] ?? "")
        case "rect":
            let rect = CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
            var rx = node.attributes["rx"].flatMap(SVGImageReader.length)
            var ry = node.attributes["ry"].flatMap(SVGImageReader.length)
            (rx, ry) = (rx ?? ry, ry ?? rx)
            return roundedRect(rect, rx: rx ?? 0, ry: ry ?? 0)
        case "circle":
            let r = value("r")
            return ellipse(center: CGPoint(x: value("cx"), y: value("cy")), rx: r, ry: r)
        case "ellipse":
            return ellipse(center: CGPoint(x: value("cx"), y: value("cy")), rx: value("rx"), ry: value("ry"))
        case "line":
            return [
                .move(CGPoint(x: value("x1"), y: value("y1"))), .line(CGPoint(x: value("x2"), y: value("y2"))),
            ]
        case "polyline", "polygon":
            let numbers = SVGImageReader.numbers(node.attributes["points"] ?? "")
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map {
                CGPoint(x: numbers[$0], y: numbers[$0 + 1])
            }
            guard let first = points.first, points.count >= 2 else { return [] }
            return [.move(first)] + points.dropFirst().map { .line($0) } + (node.name == "polygon" ? [.close] : [])
        default:
            return []
        }
    }

    /// A rectangle with elliptical corners (radii at most half its sides).
    static func roundedRect(_ rect: CGRect, rx: CGFloat, ry: CGFloat) -> [VectorImage.Element] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let rx = max(0, min(rx, rect.width / 2))
        let ry = max(0, min(ry, rect.height / 2))
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        guard rx > 0, ry > 0 else {
            return [
                .move(CGPoint(x: x0, y: y0)), .line(CGPoint(x: x1, y: y0)), .line(CGPoint(x: x1, y: y1)),
                .line(CGPoint(x: x0, y: y1)), .close,
            ]
        }
        let (kx, ky) = (rx * kappa, ry * kappa)
        return [
            .move(CGPoint(x: x0 + rx, y: y0)), .line(CGPoint(x: x1 - rx, y: y0)),
            .curve(CGPoint(x: x1 - rx + kx, y: y0), CGPoint(x: x1, y: y0 + ry - ky), CGPoint(x: x1, y: y0 + ry)),
            .line(CGPoint(x: x1, y: y1 - ry)),
            .curve(CGPoint(x: x1, y: y1 - ry + ky), CGPoint(x: x1 - rx + kx, y: y1), CGPoint(x: x1 - rx, y: y1)),
            .line(CGPoint(x: x0 + rx, y: y1)),
            .curve(CGPoint(x: x0 + rx - kx, y: y1), CGPoint(x: x0, y: y1 - ry + ky), CGPoint(x: x0, y: y1 - ry)),
            .line(CGPoint(x: x0, y: y0 + ry)),
            .curve(CGPoint(x: x0, y: y0 + ry - ky), CGPoint(x: x0 + rx - kx, y: y0), CGPoint(x: x0 + rx, y: y0)),
            .close,
        ]
    }

    /// An ellipse as four cubic curves, clockwise from its rightmost point.
    static func ellipse(center c: CGPoint, rx: CGFloat, ry: CGFloat) -> [VectorImage.Element] {
        guard rx > 0, ry > 0 else { return [] }
        let (kx, ky) = (rx * kappa, ry * kappa)
        return [
            .move(CGPoint(x: c.x + rx, y: c.y)),
            .curve(CGPoint(x: c.x + rx, y: c.y + ky), CGPoint(x: c.x + kx, y: c.y + ry), CGPoint(x: c.x, y: c.y + ry)),
            .curve(CGPoint(x: c.x - kx, y: c.y + ry), CGPoint(x: c.x - rx, y: c.y + ky), CGPoint(x: c.x - rx, y: c.y)),
            .curve(CGPoint(x: c.x - rx, y: c.y - ky), CGPoint(x: c.x - kx, y: c.y - ry), CGPoint(x: c.x, y: c.y - ry)),
            .curve(CGPoint(x: c.x + kx, y: c.y - ry), CGPoint(x: c.x + rx, y: c.y - ky), CGPoint(x: c.x + rx, y: c.y)),
            .close,
        ]
    }
}
