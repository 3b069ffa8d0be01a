import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite struct LayoutConstraintTests {
    @Test func uikitInitializerAndDefaults() {
        let a = View()
        let b = View()
        let c = LayoutConstraint(
            item: a, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: b, attribute: .leadingMargin,
            multiplier: 1.5, constant: -3)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .trailing && c.secondAttribute == .leadingMargin)
        #expect(c.relation == .lessThanOrEqual && c.multiplier == 1.5 && c.constant == -3)
        #expect(c.priority == .required && c.identifier == nil && c.shouldBeArchived && !c.isActive)
        #expect(c.description == "View(tag: 0).trailing <= View(tag: 0).leadingMargin * 1.5 - 3")
    }

    @Test func attributesKnowTheirAxisAndArchiveName() {
        let horizontal: [LayoutConstraint.Attribute] = [
            .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins,
        ]
        let vertical: [LayoutConstraint.Attribute] = [
            .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins,
        ]
        #expect(horizontal.allSatisfy { $0.axis == .horizontal })
        #expect(vertical.allSatisfy { $0.axis == .vertical })
        #expect(LayoutConstraint.Attribute.notAnAttribute.axis == nil)
        #expect(horizontal.count + vertical.count + 1 == LayoutConstraint.Attribute.allCases.count)
        #expect(LayoutConstraint.Attribute.centerYWithinMargins.codingValue == .string("centerYWithinMargins"))
        #expect(LayoutConstraint.Attribute(codingValue: .string("leadingMargin")) == .leadingMargin)
        #expect(LayoutConstraint.Attribute(codingValue: .string("leadingMargins")) == nil)
        #expect(LayoutConstraint.Attribute.trailingMargin.withoutMargin == .trailing)
        #expect(LayoutConstraint.Relation(codingValue: .string("greaterThanOrEqual")) == .greaterThanOrEqual)
    }

    @Test func constantAndIdentifierAreSettableAndConstantMarksLayout() {
        let view = View()
        let c = view.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        view.layoutIfNeeded()
        c.constant = 20
        c.identifier = "w"
        #expect(c.constant == 20)
        #expect(view.needsLayoutFlag, "changing the constant of an installed constraint marks its view for layout")
        #expect(c.description == "View(tag: 0).width == 20 (\"w\")")
    }

    @Test func priorityRules() {
        let recorder = ConstraintErrorRecorder()
        let view = View()
        let c = view.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .defaultHigh
        #expect(c.priority == LayoutPriority(750))
        #expect(c.description == "View(tag: 0).width == 10 @750")
        c.isActive = true
        c.priority = .defaultLow
        #expect(c.priority == .defaultLow, "optional to optional while installed is fine")
        recorder.record {
            c.priority = .required
            c.priority = LayoutPriority(1001)
        }
        #expect(c.priority == .defaultLow)
        #expect(recorder.reasons.count == 2)
        #expect(recorder.reasons.first == .requiredPriorityChangeWhileInstalled)
    }

    @Test func invalidCombinationsAreReportedAndNeverActivate() {
        let root = View()
        let a = View()
        root.addSubview(a)
        let recorder = ConstraintErrorRecorder()
        let made = recorder.record {
            [
                // A location equal to a constant.
                LayoutConstraint(
                    item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10),
                // A location related to a dimension.
                LayoutConstraint(
                    item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .width,
                    multiplier: 0.5, constant: 0),
                // Two axes.
                LayoutConstraint(
                    item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .leading,
                    multiplier: 1, constant: 0),
                // A zero multiplier on a location.
                LayoutConstraint(
                    item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                    multiplier: 0, constant: 0),
            ]
        }
        #expect(recorder.errors.count == 4)
        recorder.record { LayoutConstraint.activate(made) }
        #expect(made.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)

        // An aspect ratio relates two dimensions across axes, which is fine.
        let ratio = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height,
            multiplier: 2, constant: 0)
        recorder.record { ratio.isActive = true }
        #expect(ratio.isActive)
        #expect(recorder.errors.count == 8)
    }

    @Test func itemsAreHeldWeakly() {
        let root = View()
        var child: View? = View()
        root.addSubview(child!)
        weak let weakChild = child
        let c = child!.topAnchor.constraint(equalTo: root.topAnchor)
        c.isActive = true
        child!.removeFromSuperview()
        c.isActive = false  // the hierarchy does not drop crossing constraints yet; see the report
        child = nil
        #expect(weakChild == nil, "a constraint does not keep its item alive")
        #expect(c.firstItem == nil && c.secondItem === root)

        let recorder = ConstraintErrorRecorder()
        recorder.record { c.isActive = true }
        #expect(recorder.reasons == [.missingItem])
        #expect(!c.isActive)
    }

    @Test func invariantCheckFindsConstraintsBetweenTrees() {
        let tree = ConstraintTestTree()
        let recorder = ConstraintErrorRecorder()
        let c = tree.leftChild.topAnchor.constraint(equalTo: tree.stranger.topAnchor)
        // UIKit logs and still adds a constraint naming a view outside the installing view.
        recorder.record { tree.root.addConstraint(c) }
        #expect(recorder.reasons == [.itemOutsideInstallingView])
        let problems = tree.root._checkConstraintInvariants()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("secondItem View(tag: 99) is not View(tag: 1) or below it") == true)
    }
}
