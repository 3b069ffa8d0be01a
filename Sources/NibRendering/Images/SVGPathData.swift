import Foundation
import ViewCore

/// The `d` attribute of an SVG `<path>` (SVG 1.1, section 8.3) as path elements: every command,
/// absolute and relative, with quadratic curves and elliptical arcs turned into cubic curves.
///
/// Path data that stops making sense keeps what was read up to there, as SVG renderers do
/// ("render up to the error"). Work is linear in the text.
struct SVGPathData {
    private var scanner: SVGNumbers

    /// The elements of `text`, at most `limit` of them.
    static func elements(_ text: String, limit: Int = VectorImage.maximumElements) -> [VectorImage.Element] {
        var parser = SVGPathData(scanner: SVGNumbers(text))
        return parser.parse(limit: limit)
    }

    private init(scanner: SVGNumbers) { self.scanner = scanner }

    private mutating func parse(limit: Int) -> [VectorImage.Element] {
        var path: [VectorImage.Element] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        // The last curve's second control point, for S and T (nil after any other command).
        var lastCubic: CGPoint?
        var lastQuadratic: CGPoint?
        var command: UInt8 = 0
        while path.count < limit {
            guard let byte = scanner.peek() else { break }
            if Self.isLetter(byte) {
                command = byte
                scanner.skip()
            } else if command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                break
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : .zero
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: base.x + x, y: base.y + y) }
            var cubic: CGPoint?
            var quadratic: CGPoint?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let (x, y) = pair() else { return path }
                current = point(x, y)
                start = current
                path.append(.move(current))
                // Further pairs after a moveto are linetos.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                guard let (x, y) = pair() else { return path }
                current = point(x, y)
                path.append(.line(current))
            case UInt8(ascii: "h"):
                guard let x = scanner.next() else { return path }
                current = CGPoint(x: relative ? current.x + x : x, y: current.y)
                path.append(.line(current))
            case UInt8(ascii: "v"):
                guard let y = scanner.next() else { return path }
                current = CGPoint(x: current.x, y: relative ? current.y + y : y)
                path.append(.line(current))
            case UInt8(ascii: "c"):
                guard let (x1, y1) = pair(), let (x2, y2) = pair(), let (x, y) = pair() else { return path }
                let c2 = point(x2, y2)
                path.append(.curve(point(x1, y1), c2, point(x, y)))
                (current, cubic) = (point(x, y), c2)
            case UInt8(ascii: "s"):
                guard let (x2, y2) = pair(), let (x, y) = pair() else { return path }
                let c1 = lastCubic.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = point(x2, y2)
                path.append(.curve(c1, c2, point(x, y)))
                (current, cubic) = (point(x, y), c2)
            case UInt8(ascii: "q"):
                guard let (x1, y1) = pair(), let (x, y) = pair() else { return path }
                let control = point(x1, y1)
                path.append(Self.quadratic(from: current, control, point(x, y)))
                (current, quadratic) = (point(x, y), control)
            case UInt8(ascii: "t"):
                guard let (x, y) = pair() else { return path }
                let control =
                    lastQuadratic.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                path.append(Self.quadratic(from: current, control, point(x, y)))
                (current, quadratic) = (point(x, y), control)
            case UInt8(ascii: "a"):
                guard let rx = scanner.next(), let ry = scanner.next(), let rotation = scanner.next(),
                    let large = scanner.flag(),
                    let sweep = scanner.flag(), let (x, y) = pair()
                else { return path }
                let end = point(x, y)
                path +=
                    SVGArc(
                        from: current, to: end, radii: CGSize(width: rx, height: ry), rotation: rotation,
                        largeArc: large, sweep: sweep
                    ).curves
                current = end
            case UInt8(ascii: "z"):
                path.append(.close)
                current = start
            default:
                return path
            }
            (lastCubic, lastQuadratic) = (cubic, quadratic)
        }
        return path
    }

    /// A quadratic curve as the cubic curve that draws it.
    private static func quadratic(from start: CGPoint, _ control: CGPoint, _ end: CGPoint) -> VectorImage.Element {
        .curve(
            CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), end)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && lower != UInt8(ascii: "e")
    }

    private mutating func pair() -> (CGFloat, CGFloat)? {
        guard let x = scanner.next(), let y = scanner.next() else { return nil }
        return (x, y)
    }
}
