import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ViewCore

/// Random frames, bounds origins and transforms: the geometry stays consistent, and point
/// conversion round-trips.
@Suite("Geometry properties")
struct GeometryPropertyTests {
    /// Eight numbers in -100...100 describing one view; see `configure(_:with:)`.
    static let viewNumbers = Gen.cgFloat(in: -100...100).array(of: 8)

    /// Gives `view` the frame, bounds origin and transform the eight numbers describe: frame
    /// origin (n0, n1), size (|n2| + 1, |n3| + 1), bounds origin (n4 / 4, n5 / 4), rotation
    /// n6 / 100 · π, uniform scale 0.5 + |n7| / 100 (so the transform is always invertible).
    static func configure(_ view: View, with n: [CGFloat]) {
        view.frame = CGRect(x: n[0], y: n[1], width: abs(n[2]) + 1, height: abs(n[3]) + 1)
        view.bounds.origin = CGPoint(x: n[4] / 4, y: n[5] / 4)
        let scale = 0.5 + abs(n[7]) / 100
        view.transform = CGAffineTransform(rotationAngle: n[6] / 100 * .pi).scaledBy(x: scale, y: scale)
    }

    /// The bounding box of the bounds turned by `transform` about `center`, computed from the
    /// four corners directly (an independent statement of "frame is the bounding box").
    static func expectedFrame(center: CGPoint, size: CGSize, transform t: CGAffineTransform) -> CGRect {
        let corners = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)].map { sx, sy -> CGPoint in
            let x = sx * size.width / 2, y = sy * size.height / 2
            return CGPoint(x: center.x + t.a * x + t.c * y + t.tx, y: center.y + t.b * x + t.d * y + t.ty)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (minX, maxX) = (xs.min() ?? 0, xs.max() ?? 0)
        let (minY, maxY) = (ys.min() ?? 0, ys.max() ?? 0)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    @Test("Random frames and transforms keep frame, center and bounds consistent")
    func frameCenterBoundsConsistency() async {
        await propertyCheck(count: 300, input: Self.viewNumbers, Gen.cgFloat(in: -50...50), Gen.cgFloat(in: -50...50)) {
            n, dx, dy in
            let view = View(frame: .zero)
            let frame = CGRect(x: n[0], y: n[1], width: abs(n[2]) + 1, height: abs(n[3]) + 1)
            view.frame = frame
            #expect(isClose(view.frame, frame))  // the frame is derived from center and size
            #expect(isClose(view.center, CGPoint(x: frame.midX, y: frame.midY)))
            #expect(view.bounds.size == frame.size)

            Self.configure(view, with: n)
            let center = view.center
            #expect(isClose(center, CGPoint(x: frame.midX, y: frame.midY)))
            #expect(view.bounds.size == frame.size)
            #expect(
                isClose(
                    view.frame, Self.expectedFrame(center: center, size: frame.size, transform: view.transform),
                    tolerance: 1e-9))
            // The transform turns about the center: the bounding box stays centred on it.
            #expect(isClose(view.frame.midX, center.x) && isClose(view.frame.midY, center.y))

            // Moving the center moves the frame by as much.
            let before = view.frame
            view.center = CGPoint(x: center.x + dx, y: center.y + dy)
            #expect(isClose(view.frame, before.offsetBy(dx: dx, dy: dy)))

            // Resizing the bounds under the transform keeps the center.
            view.bounds.size = CGSize(width: frame.height, height: frame.width)
            #expect(view.center == CGPoint(x: center.x + dx, y: center.y + dy))
            #expect(
                isClose(
                    view.frame,
                    Self.expectedFrame(
                        center: view.center, size: view.bounds.size,
                        transform: view.transform)))

            // Back to identity, the frame is the untransformed rectangle around the center.
            view.transform = .identity
            #expect(
                isClose(
                    view.frame,
                    CGRect(
                        x: view.center.x - frame.height / 2, y: view.center.y - frame.width / 2,
                        width: frame.height, height: frame.width)))
        }
    }

    @Test("Random sequences of frame, bounds and center setters keep the three consistent")
    func setterSequences() async {
        let steps = zip(Gen.int(in: 0...2), Gen.cgFloat(in: -100...100).array(of: 4)).array(of: 1...20)
        await propertyCheck(count: 200, input: steps) { steps in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            for (kind, n) in steps {
                switch kind {
                case 0: view.frame = CGRect(x: n[0], y: n[1], width: abs(n[2]), height: abs(n[3]))
                case 1: view.bounds = CGRect(x: n[0], y: n[1], width: abs(n[2]), height: abs(n[3]))
                default: view.center = CGPoint(x: n[0], y: n[1])
                }
                let frame = view.frame
                #expect(frame.size == view.bounds.size)
                #expect(isClose(CGPoint(x: frame.midX, y: frame.midY), view.center))
            }
        }
    }

    @Test("convert(_:to:) then convert(_:from:) returns the point, through bounds origins and transforms")
    func conversionRoundTrips() async {
        await propertyCheck(
            count: 300, input: Self.viewNumbers.array(of: 4), Gen.int(in: 0...4), Gen.int(in: 0...4),
            Gen.cgFloat(in: -200...200), Gen.cgFloat(in: -200...200)
        ) { numbers, from, to, x, y in
            // window > v0 > v1 > v2, and window > v3 (another branch).
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let views = numbers.map { n -> View in
                let view = View(frame: .zero)
                Self.configure(view, with: n)
                return view
            }
            window.addSubview(views[0])
            views[0].addSubview(views[1])
            views[1].addSubview(views[2])
            window.addSubview(views[3])
            let all: [View] = views + [window]
            let (a, b) = (all[from], all[to])
            let point = CGPoint(x: x, y: y)
            let tolerance: CGFloat = 1e-6

            let there = a.convert(point, to: b)
            #expect(isClose(a.convert(there, from: b), point, tolerance: tolerance))
            #expect(isClose(b.convert(point, from: a), there, tolerance: tolerance))

            let inWindow = a.convert(point, to: nil)
            #expect(isClose(a.convert(inWindow, from: nil), point, tolerance: tolerance))
            #expect(isClose(a.convert(point, to: window), inWindow, tolerance: tolerance))
            // Going through the window gives the same answer as going directly.
            #expect(isClose(b.convert(inWindow, from: nil), there, tolerance: tolerance))

            // A rectangle's conversion contains the converted corners (it is their bounding box).
            let rect = CGRect(x: x, y: y, width: 10, height: 20)
            let box = a.convert(rect, to: b)
            for corner in [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.minY),
            ] {
                let converted = a.convert(corner, to: b)
                #expect(converted.x >= box.minX - tolerance && converted.x <= box.maxX + tolerance)
                #expect(converted.y >= box.minY - tolerance && converted.y <= box.maxY + tolerance)
            }
            // A view's bounds converted to its superview is its frame.
            for view in views {
                #expect(isClose(view.convert(view.bounds, to: view.superview), view.frame, tolerance: tolerance))
            }
        }
    }
}
