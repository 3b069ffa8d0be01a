import Foundation
import Testing

@testable import ViewCore

/// Every default of the spec's property table (section 1), on a fresh `View(frame:)`.
@Suite("Defaults of View(frame:)")
struct DefaultsTests {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)

    @Test("Geometry: frame as given, bounds at zero with the frame's size, centre mid-frame, identity transform")
    func geometry() {
        let view = View(frame: frame)
        #expect(view.frame == frame)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.transform == .identity)
        #expect(view.transform.isIdentity)
        #expect(View().frame == .zero)
    }

    @Test("Rendering")
    func rendering() {
        let view = View(frame: frame)
        #expect(view.backgroundColor == nil)
        #expect(view.isHidden == false)
        #expect(view.alpha == 1.0)
        #expect(view.isOpaque == true)
        #expect(view.clipsToBounds == false)
        #expect(view.clearsContextBeforeDrawing == true)
        #expect(view.mask == nil)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.contentScaleFactor == 1.0)
    }

    @Test("Tint: nil stored, the system tint RGB(0, 122, 255) read, adjustment automatic stored and normal read")
    func tint() {
        let view = View(frame: frame)
        #expect(view.storedTintColor == nil)
        #expect(view.tintColor == Color.systemBlue)
        let rgb = [view.tintColor.red, view.tintColor.green, view.tintColor.blue].map { ($0 * 255).rounded() }
        #expect(rgb == [0, 122, 255])
        #expect(view.tintColor.alpha == 1)
        #expect(view.storedTintAdjustmentMode == .automatic)
        #expect(view.tintAdjustmentMode == .normal)
    }

    @Test("Layer: never nil, a plain Layer with this view as delegate, Core Animation's defaults")
    func layer() {
        let view = View(frame: frame)
        #expect(View.layerClass == Layer.self)
        let layer = view.layer
        #expect(type(of: layer) == Layer.self)
        #expect(layer === view.layer)
        #expect(layer.delegate === view)
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.masksToBounds == false)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0)
        #expect(layer.shadowOpacity == 0)
        // masksToBounds mirrors clipsToBounds both ways.
        view.clipsToBounds = true
        #expect(layer.masksToBounds)
        layer.masksToBounds = false
        #expect(view.clipsToBounds == false)
    }

    @Test("A subclass's layerClass makes its layer")
    func customLayerClass() {
        final class GradientLayer: Layer {}
        final class GradientView: View {
            override class var layerClass: Layer.Type { GradientLayer.self }
        }
        let view = GradientView(frame: frame)
        #expect(view.layer is GradientLayer)
        #expect(view.layer.delegate === view)
    }

    @Test("Events")
    func events() {
        let view = View(frame: frame)
        #expect(view.isUserInteractionEnabled == true)
        #expect(view.isMultipleTouchEnabled == false)
        #expect(view.isExclusiveTouch == false)
        #expect(view.gestureRecognizers.isEmpty)
        #expect(view.motionEffects.isEmpty)
    }

    @Test("Layout")
    func layout() {
        let view = View(frame: frame)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews == true)
        #expect(view.translatesAutoresizingMaskIntoConstraints == true)
        #expect(view.constraints.isEmpty)
        #expect(view.layoutGuides.isEmpty)
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.preservesSuperviewLayoutMargins == false)
        #expect(view.insetsLayoutMarginsFromSafeArea == true)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.huggingPriorities.horizontal == 250 && view.huggingPriorities.vertical == 250)
        #expect(view.compressionPriorities.horizontal == 750 && view.compressionPriorities.vertical == 750)
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(View.noIntrinsicMetric == -1)
        #expect(view.needsUpdateConstraints() == false)
        #expect(view.alignmentRectInsets == .zero)
    }

    @Test("Identity and accessibility")
    func identityAndAccessibility() {
        let view = View(frame: frame)
        #expect(view.tag == 0)
        #expect(view.restorationIdentifier == nil)
        #expect(view.isAccessibilityElement == false)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityTraits == [])
    }

    @Test("Accessibility properties keep the defaults they were not given when one is set")
    func accessibilityPropertiesAreIndependent() {
        let view = View(frame: frame)
        view.accessibilityHint = "Opens the door"
        #expect(view.accessibilityHint == "Opens the door")
        #expect(
            view.isAccessibilityElement == false && view.accessibilityLabel == nil && view.accessibilityTraits == [])
        view.accessibilityTraits = [.button]
        view.isAccessibilityElement = true
        #expect(view.accessibilityHint == "Opens the door" && view.accessibilityTraits == [.button])
        #expect(View(frame: frame).accessibilityHint == nil, "a box belongs to one view")
    }

    @Test("Hierarchy: no superview, no subviews, no window")
    func hierarchy() {
        let view = View(frame: frame)
        #expect(view.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(view.window == nil)
    }

    @Test("Every hook's default implementation does nothing")
    func hooksDoNothing() {
        let view = View(frame: frame)
        let other = View(frame: frame)
        view.willMove(toSuperview: other)
        view.didMoveToSuperview()
        view.willMove(toWindow: nil)
        view.didMoveToWindow()
        view.didAddSubview(other)
        view.willRemoveSubview(other)
        view.layoutSubviews()
        view.awakeFromNib()
        view.tintColorDidChange()
        view.layoutMarginsDidChange()
        view.draw(view.bounds)
        #expect(view.superview == nil && view.subviews.isEmpty && other.superview == nil)
        #expect(view.frame == frame)
    }
}
