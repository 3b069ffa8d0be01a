import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// One autoresizing case along one axis: which of (leading margin, size, trailing margin) are
/// flexible, and the (origin, length) the spec's rule gives for a subview at origin 20 and
/// length 60 when its superview (200 long) grows by 60 or shrinks by 30.
///
/// The rule: the change is split evenly between the flexible parts; with none flexible the
/// subview keeps its distance to the leading (left/top) edge and its length.
struct AxisCase: Sendable, CustomTestStringConvertible {
    var leading: Bool, size: Bool, trailing: Bool
    var grown: (origin: CGFloat, length: CGFloat)
    var shrunk: (origin: CGFloat, length: CGFloat)

    var testDescription: String {
        let parts = [leading ? "margin" : nil, size ? "size" : nil, trailing ? "far margin" : nil].compactMap { $0 }
        return parts.isEmpty ? "nothing flexible" : "flexible " + parts.joined(separator: " + ")
    }

    var horizontalMask: View.AutoresizingMask {
        var mask: View.AutoresizingMask = []
        if leading { mask.insert(.flexibleLeftMargin) }
        if size { mask.insert(.flexibleWidth) }
        if trailing { mask.insert(.flexibleRightMargin) }
        return mask
    }

    var verticalMask: View.AutoresizingMask {
        var mask: View.AutoresizingMask = []
        if leading { mask.insert(.flexibleTopMargin) }
        if size { mask.insert(.flexibleHeight) }
        if trailing { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// All eight combinations, with the frames worked out by hand from the rule.
    static let all: [AxisCase] = [
        // Δ = +60 / −30, origin 20, length 60, far margin 120.
        AxisCase(leading: false, size: false, trailing: false, grown: (20, 60), shrunk: (20, 60)),
        AxisCase(leading: true, size: false, trailing: false, grown: (80, 60), shrunk: (-10, 60)),
        AxisCase(leading: false, size: true, trailing: false, grown: (20, 120), shrunk: (20, 30)),
        AxisCase(leading: false, size: false, trailing: true, grown: (20, 60), shrunk: (20, 60)),
        AxisCase(leading: true, size: true, trailing: false, grown: (50, 90), shrunk: (5, 45)),
        AxisCase(leading: true, size: false, trailing: true, grown: (50, 60), shrunk: (5, 60)),
        AxisCase(leading: false, size: true, trailing: true, grown: (20, 90), shrunk: (20, 45)),
        AxisCase(leading: true, size: true, trailing: true, grown: (40, 80), shrunk: (10, 50)),
    ]
}

@Suite("Autoresizing")
struct AutoresizingTests {
    /// A 200 × 200 superview holding a subview at (20, 20, 60, 60) with `mask`.
    func setUp(mask: View.AutoresizingMask) -> (View, View) {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let subview = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        return (superview, subview)
    }

    @Test("Horizontal: the width change is split evenly between the flexible parts", arguments: AxisCase.all)
    func horizontal(_ axis: AxisCase) {
        let (superview, subview) = setUp(mask: axis.horizontalMask)
        superview.frame.size.width = 260
        #expect(subview.frame == CGRect(x: axis.grown.origin, y: 20, width: axis.grown.length, height: 60))

        let (other, shrinking) = setUp(mask: axis.horizontalMask)
        other.bounds.size.width = 170
        #expect(shrinking.frame == CGRect(x: axis.shrunk.origin, y: 20, width: axis.shrunk.length, height: 60))
    }

    @Test("Vertical: the height change is split evenly between the flexible parts", arguments: AxisCase.all)
    func vertical(_ axis: AxisCase) {
        let (superview, subview) = setUp(mask: axis.verticalMask)
        superview.frame.size.height = 260
        #expect(subview.frame == CGRect(x: 20, y: axis.grown.origin, width: 60, height: axis.grown.length))

        let (other, shrinking) = setUp(mask: axis.verticalMask)
        other.bounds.size.height = 170
        #expect(shrinking.frame == CGRect(x: 20, y: axis.shrunk.origin, width: 60, height: axis.shrunk.length))
    }

    @Test("Both axes at once: each axis follows its own part of the mask", arguments: AxisCase.all, AxisCase.all)
    func bothAxes(_ horizontal: AxisCase, _ vertical: AxisCase) {
        let (superview, subview) = setUp(mask: horizontal.horizontalMask.union(vertical.verticalMask))
        superview.bounds = CGRect(x: 0, y: 0, width: 260, height: 170)
        #expect(
            subview.frame
                == CGRect(
                    x: horizontal.grown.origin, y: vertical.shrunk.origin,
                    width: horizontal.grown.length, height: vertical.shrunk.length))
    }

    @Test("A subview whose transform is not identity is left untouched")
    func transformedSubviewUntouched() {
        let (superview, subview) = setUp(mask: [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin])
        subview.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let (frame, center, bounds) = (subview.frame, subview.center, subview.bounds)
        superview.frame.size = CGSize(width: 300, height: 300)
        #expect(subview.frame == frame)
        #expect(subview.center == center)
        #expect(subview.bounds == bounds)
        #expect(subview.transform == CGAffineTransform(rotationAngle: .pi / 6))
    }

    @Test("autoresizesSubviews = false leaves every subview alone")
    func autoresizesSubviewsOff() {
        let (superview, subview) = setUp(mask: [.flexibleWidth, .flexibleHeight])
        superview.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 300, height: 300)
        #expect(subview.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    @Test("Only a size change resizes: moving the superview or its bounds origin does not")
    func onlySizeChanges() {
        let (superview, subview) = setUp(mask: [.flexibleLeftMargin, .flexibleWidth])
        superview.frame.origin = CGPoint(x: 50, y: 50)
        superview.center = CGPoint(x: 10, y: 10)
        superview.bounds.origin = CGPoint(x: 5, y: 5)
        superview.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(subview.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    @Test("Resizing cascades: a resized subview resizes its own subviews")
    func cascades() {
        let (superview, subview) = setUp(mask: [.flexibleWidth])
        let grandchild = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        grandchild.autoresizingMask = [.flexibleLeftMargin]
        subview.addSubview(grandchild)
        superview.frame.size.width = 260  // subview's width 60 -> 120
        #expect(subview.frame.width == 120)
        #expect(grandchild.frame == CGRect(x: 70, y: 10, width: 40, height: 40))
    }

    @Test("Autoresizing happens at once; the superview's layoutSubviews runs at the next pass and may adjust")
    func layoutSubviewsAdjustsAfterwards() {
        let log = CallLog()
        let superview = RecordingView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let subview = RecordingView("A", frame: CGRect(x: 20, y: 20, width: 60, height: 60), log: log)
        subview.autoresizingMask = [.flexibleWidth]
        superview.addSubview(subview)
        superview.layoutIfNeeded()
        log.clear()
        superview.onRecord = { entry in
            if entry == "P.layoutSubviews" {
                // By the time layoutSubviews runs, autoresizing has already resized.
                log.record("A.width=\(Int(subview.frame.width))")
                subview.frame.origin.x = 0
            }
        }

        superview.frame.size.width = 260
        #expect(subview.frame == CGRect(x: 20, y: 20, width: 120, height: 60))
        #expect(log.take() == [])

        superview.layoutIfNeeded()
        #expect(log.take() == ["P.layoutSubviews", "A.width=120", "A.layoutSubviews"])
        #expect(subview.frame == CGRect(x: 0, y: 20, width: 120, height: 60))
    }
}
