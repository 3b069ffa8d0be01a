import Foundation
import ViewCore

/// An SVG `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate` (about the
/// origin or a point), `skewX` and `skewY`, applied right to left as SVG says.
enum SVGTransform {
    /// The transform `text` gives; what does not parse ends the list (identity for nothing).
    static func parse(_ text: String) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\r\n"))
            let values = SVGImageReader.numbers(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            guard let step = transform(name, values) else { break }
            // The leftmost transform applies last.
            result = step.concatenating(result)
        }
        return result
    }

    private static func transform(_ name: String, _ v: [CGFloat]) -> CGAffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6): return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1): return CGAffineTransform(translationX: v[0], y: 0)
        case ("translate", 2): return CGAffineTransform(translationX: v[0], y: v[1])
        case ("scale", 1): return CGAffineTransform(scaleX: v[0], y: v[0])
        case ("scale", 2): return CGAffineTransform(scaleX: v[0], y: v[1])
        case ("rotate", 1): return CGAffineTransform(rotationAngle: v[0] * .pi / 180)
        case ("rotate", 3):
            return CGAffineTransform(translationX: -v[1], y: -v[2])
                .concatenating(CGAffineTransform(rotationAngle: v[0] * .pi / 180))
                .concatenating(CGAffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1): return CGAffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return CGAffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }
}
