import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// frame / bounds / center / transform consistency (spec sections 1 and 3).
@Suite("Geometry: frame, bounds, center, transform")
struct FrameBoundsCenterTests {
    @Test("Setting frame sets center and bounds.size, and keeps the bounds origin")
    func setFrame() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 3, y: 4)
        view.frame = CGRect(x: 20, y: 30, width: 40, height: 60)
        #expect(view.frame == CGRect(x: 20, y: 30, width: 40, height: 60))
        #expect(view.center == CGPoint(x: 40, y: 60))
        #expect(view.bounds == CGRect(x: 3, y: 4, width: 40, height: 60))
    }

    @Test("Changing the bounds size grows and shrinks around the center")
    func setBoundsSize() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        view.bounds = CGRect(x: 0, y: 0, width: 80, height: 20)
        #expect(view.center == CGPoint(x: 30, y: 50))
        #expect(view.frame == CGRect(x: -10, y: 40, width: 80, height: 20))
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.frame == CGRect(x: 20, y: 40, width: 20, height: 20))
    }

    @Test("Changing the bounds origin moves the content, not the frame")
    func setBoundsOrigin() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        view.bounds.origin = CGPoint(x: 100, y: -5)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 40, height: 60))
        #expect(view.center == CGPoint(x: 30, y: 50))
    }

    @Test("Setting center moves the frame and leaves the bounds")
    func setCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -20, y: -30, width: 40, height: 60))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 60))
    }

    @Test("A transform applies about the center: frame is the bounding box, center and bounds stay")
    func transformAboutCenter() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.center == CGPoint(x: 50, y: 25))

        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = (100 + 50) / 2 / CGFloat(2).squareRoot()  // half the rotated bounding box side
        #expect(isClose(view.frame, CGRect(x: 50 - half, y: 25 - half, width: 2 * half, height: 2 * half)))

        view.transform = CGAffineTransform(translationX: 7, y: -3)
        #expect(view.frame == CGRect(x: 7, y: -3, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))

        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Under a transform, center and bounds setters keep frame the bounding box")
    func settersUnderTransform() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        view.center = CGPoint(x: 200, y: 100)
        #expect(view.frame == CGRect(x: 100, y: 25, width: 200, height: 150))
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: 190, y: 85, width: 20, height: 30))
        #expect(view.center == CGPoint(x: 200, y: 100))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 195, y: 95, width: 10, height: 10))
    }

    @Test("With a non-default anchor point, center names the anchor and transforms turn about it")
    func anchorPoint() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = .zero
        // As in Core Animation, the position (center) stays and the frame moves.
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.center == .zero)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}

/// convert(_:to:) / convert(_:from:) (spec section 3).
@Suite("Geometry: converting between coordinate spaces")
struct ConversionTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    /// window > a (10,20,100,100; bounds origin 5,5) > b (30,40,10,10; bounds origin -2,3); window > c (100,100,50,50).
    func nested() -> (a: View, b: View, c: View) {
        let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        a.bounds.origin = CGPoint(x: 5, y: 5)
        let b = View(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        b.bounds.origin = CGPoint(x: -2, y: 3)
        let c = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        return (a, b, c)
    }

    @Test("Points through nested non-zero bounds origins, to and from nil (the window)")
    func nestedBoundsOrigins() {
        let (a, b, c) = nested()
        // b's (−2, 3) is its top-left corner: (30, 40) in a, (35, 55) in the window.
        #expect(b.convert(CGPoint(x: -2, y: 3), to: a) == CGPoint(x: 30, y: 40))
        #expect(b.convert(CGPoint(x: -2, y: 3), to: nil) == CGPoint(x: 35, y: 55))
        #expect(b.convert(CGPoint(x: -2, y: 3), to: window) == CGPoint(x: 35, y: 55))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 37, y: 52))
        #expect(b.convert(CGPoint(x: -2, y: 3), from: nil) == CGPoint(x: -39, y: -49))
        #expect(b.convert(CGPoint(x: 35, y: 55), from: nil) == CGPoint(x: -2, y: 3))
        #expect(b.convert(CGPoint(x: 35, y: 55), from: window) == CGPoint(x: -2, y: 3))
        #expect(a.convert(CGPoint(x: 30, y: 40), to: b) == CGPoint(x: -2, y: 3))
        #expect(a.convert(CGPoint(x: -2, y: 3), from: b) == CGPoint(x: 30, y: 40))
        // Across branches: c's origin (0, 0) is the window's (100, 100).
        #expect(b.convert(CGPoint(x: -2, y: 3), to: c) == CGPoint(x: -65, y: -45))
        #expect(c.convert(CGPoint(x: -65, y: -45), to: b) == CGPoint(x: -2, y: 3))
        #expect(b.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: 1, y: 1))
    }

    @Test("Rects through nested bounds origins keep their size")
    func nestedRects() {
        let (a, b, _) = nested()
        #expect(b.convert(b.bounds, to: nil) == CGRect(x: 35, y: 55, width: 10, height: 10))
        #expect(b.convert(b.bounds, to: a) == b.frame)
        #expect(a.convert(CGRect(x: 35, y: 55, width: 10, height: 10), from: nil) == b.frame)
        #expect(b.convert(CGRect(x: 35, y: 55, width: 10, height: 10), from: nil) == b.bounds)
    }

    @Test("Under rotation, points turn about the center and rects become bounding boxes")
    func rotation() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(a)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The top-left corner is 50 left and 25 above the center (50, 25); turned a quarter
        // clockwise it lies 25 right and 50 above: (75, -25).
        #expect(isClose(a.convert(CGPoint.zero, to: nil), CGPoint(x: 75, y: -25)))
        #expect(isClose(a.convert(CGPoint(x: 75, y: -25), from: nil), .zero))
        #expect(isClose(a.convert(CGPoint(x: 50, y: 25), to: nil), CGPoint(x: 50, y: 25)))
        #expect(isClose(a.convert(a.bounds, to: nil), a.frame))
        #expect(
            isClose(
                a.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: nil),
                CGRect(x: 55, y: -25, width: 20, height: 10)))

        a.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(isClose(a.convert(a.bounds, to: nil), a.frame))
        let box = a.convert(a.bounds, to: nil)
        #expect(isClose(box.midX, 50) && isClose(box.midY, 25))
    }

    @Test("A rotated view inside a view with a bounds origin inside another rotated view")
    func composedTransforms() {
        let outer = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.transform = CGAffineTransform(rotationAngle: .pi)  // turned half-way about (150, 150)
        outer.bounds.origin = CGPoint(x: 10, y: 0)
        let inner = View(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(outer)
        outer.addSubview(inner)
        // inner's center (10 + 10, 10) = (20, 10) in outer's bounds space, which is (10, 10)
        // from outer's top-left; outer is turned half-way, so it lands at (190, 190).
        #expect(isClose(inner.convert(CGPoint(x: 10, y: 10), to: nil), CGPoint(x: 190, y: 190)))
        // inner's (0, 0) is 10 up-left of its center, doubled: 20 up-left in outer, then turned.
        #expect(isClose(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 210, y: 210)))
        #expect(isClose(inner.convert(CGPoint(x: 210, y: 210), from: nil), .zero))
    }

    @Test("With no window, nil means the top of the view's tree")
    func nilWithoutWindow() {
        let root = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint(x: 10, y: 10), from: nil) == .zero)
        #expect(root.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
    }
}

/// Hit testing, point(inside:), sizing and alignment rects (spec section 3).
@Suite("Geometry: hit testing, sizing, alignment")
struct HitTestingTests {
    /// root (0,0,100,100) > [a (0,0,50,50), b (25,25,50,50)]: b is in front of a.
    func overlapping() -> (root: View, a: View, b: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = View(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    @Test("The front-most view wins; the receiver answers where no subview does")
    func frontMostWins() {
        let (root, a, b) = overlapping()
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
        root.bringSubviewToFront(a)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === a)
    }

    @Test("Hidden views, views with interaction disabled and views below alpha 0.01 are skipped with their subtree")
    func skippedViews() {
        let (root, a, b) = overlapping()
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        b.addSubview(child)
        let point = CGPoint(x: 30, y: 30)
        #expect(root.hitTest(point, with: nil) === child)

        b.isHidden = true
        #expect(root.hitTest(point, with: nil) === a)
        #expect(child.isHidden == false)
        b.isHidden = false

        b.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === a)
        b.isUserInteractionEnabled = true

        b.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === a)
        b.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === child)

        child.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === b)

        root.isHidden = true
        #expect(root.hitTest(point, with: nil) == nil)
    }

    @Test("A point outside the receiver's bounds never hits, even where a non-clipping subview covers it")
    func outsideBounds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let sticksOut = View(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
        root.addSubview(a)
        a.addSubview(sticksOut)
        #expect(a.clipsToBounds == false)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === sticksOut)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)  // outside a
        #expect(a.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) == nil)
    }

    @Test("Hit testing converts the point through bounds origins and transforms")
    func convertsPoints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.bounds.origin = CGPoint(x: 50, y: 0)
        let a = View(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
        root.addSubview(a)
        #expect(root.hitTest(CGPoint(x: 55, y: 5), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)  // outside root's bounds

        let wide = View(frame: CGRect(x: 60, y: 40, width: 40, height: 10))  // center (80, 45)
        root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 80, y: 30), with: nil) === root)
        wide.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 10 wide, 40 tall
        #expect(root.hitTest(CGPoint(x: 80, y: 30), with: nil) === wide)
        #expect(root.hitTest(CGPoint(x: 65, y: 45), with: nil) === root)
    }

    @Test("point(inside:with:) is the bounds test")
    func pointInside() {
        let view = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        view.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(view.point(inside: CGPoint(x: 10, y: 10), with: nil))
        #expect(view.point(inside: CGPoint(x: 59.5, y: 59.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 20), with: nil))
        #expect(!view.point(inside: CGPoint(x: 60, y: 20), with: nil))
        #expect(!view.point(inside: CGPoint(x: 110, y: 110), with: nil))
    }

    @Test("An override of point(inside:with:) widens the hit area")
    func pointInsideOverride() {
        final class Generous: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = Generous(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === button)
    }

    @Test("sizeThatFits returns the current size; sizeToFit resizes to it and keeps the origin")
    func sizing() {
        let view = View(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))

        final class Fixed: View {
            var asked: [CGSize] = []
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                asked.append(size)
                return CGSize(width: 12, height: 8)
            }
        }
        let fixed = Fixed(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        fixed.sizeToFit()
        #expect(fixed.asked == [CGSize(width: 30, height: 40)])
        #expect(fixed.frame == CGRect(x: 5, y: 6, width: 12, height: 8))
    }

    @Test("alignmentRect(forFrame:) and frame(forAlignmentRect:) are inverses")
    func alignmentRects() {
        let plain = View(frame: .zero)
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(plain.alignmentRect(forFrame: rect) == rect)
        #expect(plain.frame(forAlignmentRect: rect) == rect)

        final class Shadowed: View {
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        }
        let shadowed = Shadowed(frame: .zero)
        let alignment = shadowed.alignmentRect(forFrame: rect)
        #expect(alignment == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(shadowed.frame(forAlignmentRect: alignment) == rect)
        #expect(shadowed.alignmentRect(forFrame: shadowed.frame(forAlignmentRect: rect)) == rect)
    }
}
