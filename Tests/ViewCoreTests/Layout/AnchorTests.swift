import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// Anchors build constraints with the right items, attributes, relation, multiplier and constant.
///
/// The axis check is a compile-time one, as in UIKit: `topAnchor` is a `LayoutYAxisAnchor`
/// (a `LayoutAnchor<LayoutYAxisAnchor>`) and its `constraint(equalTo:)` takes only a
/// `LayoutAnchor<LayoutYAxisAnchor>`, so
///
///     view.topAnchor.constraint(equalTo: other.leadingAnchor)
///
/// is a type error ("cannot convert value of type 'LayoutXAxisAnchor' to expected argument type
/// 'LayoutAnchor<LayoutYAxisAnchor>'"), and so is relating a dimension to a location
/// (`widthAnchor.constraint(equalTo: leadingAnchor)`). A test cannot contain code that does not
/// compile; what runs here is that each anchor has the attribute and axis its type promises,
/// and that the run-time-only rule (leading/trailing never meets left/right) is enforced.
@Suite struct AnchorTests {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let other = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))

    @Test func viewAnchorsHaveTheirAttributeAndAxis() {
        let x: [(LayoutXAxisAnchor, LayoutConstraint.Attribute)] = [
            (view.leadingAnchor, .leading), (view.trailingAnchor, .trailing), (view.leftAnchor, .left),
            (view.rightAnchor, .right), (view.centerXAnchor, .centerX),
        ]
        let y: [(LayoutYAxisAnchor, LayoutConstraint.Attribute)] = [
            (view.topAnchor, .top), (view.bottomAnchor, .bottom), (view.centerYAnchor, .centerY),
            (view.firstBaselineAnchor, .firstBaseline), (view.lastBaselineAnchor, .lastBaseline),
        ]
        for (anchor, attribute) in x {
            #expect(anchor.attribute == attribute)
            #expect(anchor.attribute.axis == .horizontal)
            #expect(anchor.item === view)
        }
        for (anchor, attribute) in y {
            #expect(anchor.attribute == attribute)
            #expect(anchor.attribute.axis == .vertical)
            #expect(anchor.item === view)
        }
        #expect(view.widthAnchor.attribute == .width && view.widthAnchor.attribute.axis == .horizontal)
        #expect(view.heightAnchor.attribute == .height && view.heightAnchor.attribute.axis == .vertical)
    }

    @Test func guideAnchorsPointAtTheGuide() {
        let guide = view.safeAreaLayoutGuide
        let attributes: [LayoutConstraint.Attribute] = [
            guide.leadingAnchor.attribute, guide.trailingAnchor.attribute, guide.leftAnchor.attribute,
            guide.rightAnchor.attribute, guide.centerXAnchor.attribute, guide.topAnchor.attribute,
            guide.bottomAnchor.attribute, guide.centerYAnchor.attribute, guide.widthAnchor.attribute,
            guide.heightAnchor.attribute,
        ]
        #expect(attributes == [.leading, .trailing, .left, .right, .centerX, .top, .bottom, .centerY, .width, .height])
        #expect(guide.topAnchor.item === guide)
    }

    @Test func locationAnchorsMakeRelationsWithConstants() {
        let eq = view.topAnchor.constraint(equalTo: other.bottomAnchor)
        let eqc = view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8)
        let ge = view.centerXAnchor.constraint(greaterThanOrEqualTo: other.centerXAnchor, constant: -4)
        let le = view.lastBaselineAnchor.constraint(lessThanOrEqualTo: other.firstBaselineAnchor, constant: 2)

        #expect(eq.firstItem === view && eq.secondItem === other)
        #expect(eq.firstAttribute == .top && eq.secondAttribute == .bottom)
        #expect(eq.relation == .equal && eq.multiplier == 1 && eq.constant == 0)
        #expect(eqc.firstAttribute == .leading && eqc.secondAttribute == .trailing && eqc.constant == 8)
        #expect(ge.relation == .greaterThanOrEqual && ge.constant == -4 && ge.secondAttribute == .centerX)
        #expect(le.relation == .lessThanOrEqual && le.constant == 2)
        #expect(le.firstAttribute == .lastBaseline && le.secondAttribute == .firstBaseline)
        #expect([eq, eqc, ge, le].allSatisfy { $0.priority == .required && !$0.isActive })
    }

    @Test func dimensionsMakeConstantAndProportionalConstraints() {
        let c = view.widthAnchor.constraint(equalToConstant: 44)
        #expect(c.firstItem === view && c.secondItem == nil)
        #expect(c.firstAttribute == .width && c.secondAttribute == .notAnAttribute)
        #expect(c.relation == .equal && c.constant == 44 && c.multiplier == 1)
        #expect(view.heightAnchor.constraint(greaterThanOrEqualToConstant: 10).relation == .greaterThanOrEqual)
        #expect(view.heightAnchor.constraint(lessThanOrEqualToConstant: 10).relation == .lessThanOrEqual)

        let ratio = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2, constant: 1)
        #expect(ratio.secondItem === view && ratio.secondAttribute == .height)
        #expect(ratio.multiplier == 2 && ratio.constant == 1)
        let ge = view.widthAnchor.constraint(greaterThanOrEqualTo: other.widthAnchor, multiplier: 0.5)
        #expect(ge.relation == .greaterThanOrEqual && ge.multiplier == 0.5 && ge.constant == 0)
        let le = view.heightAnchor.constraint(lessThanOrEqualTo: other.heightAnchor, multiplier: 3, constant: -2)
        #expect(le.relation == .lessThanOrEqual && le.multiplier == 3 && le.constant == -2)
        let plain = view.widthAnchor.constraint(equalTo: other.widthAnchor, constant: 5)
        #expect(plain.multiplier == 1 && plain.constant == 5 && plain.secondAttribute == .width)
    }

    @Test func leadingMeetingLeftIsRefusedAtRunTime() {
        // Both are x anchors, so this compiles; UIKit rejects it at run time, and so do we.
        let recorder = ConstraintErrorRecorder()
        let root = View()
        root.addSubview(view)
        root.addSubview(other)
        let c = recorder.record { view.leadingAnchor.constraint(equalTo: other.leftAnchor) }
        #expect(recorder.errors.count == 1, "reported when made, as UIKit raises there")
        recorder.record { c.isActive = true }
        #expect(!c.isActive)
        guard case .invalidConstraint(let why)? = recorder.reasons.last else {
            Issue.record("expected an invalid-constraint report, got \(recorder.reasons)")
            return
        }
        #expect(why.contains("leading/trailing"))
    }
}
