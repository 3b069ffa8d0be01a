import Foundation
import PropertyBased
import Testing
import ViewCore

@testable import NibRendering

/// SVG path data: every command, relative and absolute, the number grammar, and arcs that land
/// on their ellipse.
@Suite struct SVGPathDataTests {
    typealias Element = VectorImage.Element

    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func linesHorizontalsVerticalsAndCloseInBothForms() {
        let absolute = SVGPathData.elements("M1 2 L3 4 H10 V20 Z")
        #expect(
            absolute == [.move(Self.p(1, 2)), .line(Self.p(3, 4)), .line(Self.p(10, 4)), .line(Self.p(10, 20)), .close])
        let relative = SVGPathData.elements("m1 2 l2 2 h7 v16 z")
        #expect(relative == absolute)
        // Pairs after a moveto are linetos; after z the current point is the subpath's start.
        #expect(
            SVGPathData.elements("M0 0 10 0 z l5 5") == [
                .move(Self.p(0, 0)), .line(Self.p(10, 0)), .close, .line(Self.p(5, 5)),
            ])
    }

    @Test func numbersFollowSVGsGrammar() {
        // "1.5.5" is 1.5 and .5; a minus sign starts a number; exponents; commas.
        #expect(
            SVGPathData.elements("M1.5.5L-1-2l1e1,2E-1") == [
                .move(Self.p(1.5, 0.5)), .line(Self.p(-1, -2)), .line(Self.p(9, -1.8)),
            ])
    }

    @Test func smoothCurvesReflectTheLastControlPoint() {
        let path = SVGPathData.elements("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(path.count == 3)
        #expect(path[2] == .curve(Self.p(10, -10), Self.p(20, -10), Self.p(20, 0)))
        // A quadratic's cubic has its control points two thirds of the way to the control.
        let quadratic = SVGPathData.elements("M0 0 Q3 3 6 0 T12 0")
        #expect(quadratic[1] == .curve(Self.p(2, 2), Self.p(4, 2), Self.p(6, 0)))
        #expect(quadratic[2] == .curve(Self.p(8, -2), Self.p(10, -2), Self.p(12, 0)))
    }

    @Test func arcFlagsMayTouchTheirNeighbours() {
        let spaced = SVGPathData.elements("M0 0 a5 5 0 0 1 10 0")
        let packed = SVGPathData.elements("M0 0a5 5 0 0110 0")
        #expect(spaced == packed)
        #expect(spaced.count == 3)
        // A zero radius is a straight line; coinciding ends draw nothing.
        #expect(SVGPathData.elements("M0 0 A0 5 0 0 1 10 0") == [.move(Self.p(0, 0)), .line(Self.p(10, 0))])
        #expect(SVGPathData.elements("M0 0 A5 5 0 0 1 0 0") == [.move(Self.p(0, 0))])
    }

    @Test func badDataKeepsWhatCameBefore() {
        #expect(SVGPathData.elements("M1 2 L3 x 4 5") == [.move(Self.p(1, 2))])
        #expect(SVGPathData.elements("L1 2") == [.line(Self.p(1, 2))])
        #expect(SVGPathData.elements("12 13").isEmpty)
        #expect(SVGPathData.elements("M1 2 C1").count == 1)
        #expect(SVGPathData.elements("M1e999 0").isEmpty)
    }

    /// Two half-circle arcs make a circle: every curve's middle lies on it (the approximation
    /// is within 0.03% of the radius), whatever the centre, radius and direction.
    @Test func arcsLieOnTheirCircle() async {
        await propertyCheck(
            count: 100, input: Gen.double(in: -100...100), Gen.double(in: -100...100), Gen.double(in: 0.1...500),
            Gen.bool
        ) { x, y, radius, sweep in
            let (cx, cy, r) = (CGFloat(x), CGFloat(y), CGFloat(radius))
            let flag = sweep ? 1 : 0
            let d = "M\(cx - r) \(cy) A\(r) \(r) 0 1 \(flag) \(cx + r) \(cy) A\(r) \(r) 0 1 \(flag) \(cx - r) \(cy)"
            let path = SVGPathData.elements(d)
            var current = CGPoint(x: cx - r, y: cy)
            var curves = 0
            for case .curve(let c1, let c2, let end) in path {
                curves += 1
                let mid = CGPoint(
                    x: (current.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (current.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
                for point in [mid, end] {
                    let distance = hypot(point.x - cx, point.y - cy)
                    #expect(abs(distance - r) <= r * 3e-4 + 1e-9, "\(d): \(point) is \(distance) from the centre")
                }
                current = end
            }
            #expect(curves == 4, "\(d)")
        }
    }

    /// Any text gives elements without crashing, at most one a byte.
    @Test func anyTextParsesInProportion() async {
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE ,")
        await propertyCheck(count: 200, input: Gen.int(in: 0...36).array(of: 0...80)) { indices in
            let text = String(indices.map { alphabet[$0] })
            #expect(SVGPathData.elements(text).count <= text.utf8.count)
        }
    }
}
