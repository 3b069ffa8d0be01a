import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite struct IntrinsicSizeTests {
    @Test func priorityDefaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == LayoutPriority(250))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(750))
    }

    @Test func prioritySettersChangeOneAxisAndMarkTheUpdatePass() {
        let view = View()
        view.setContentHuggingPriority(.required, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.needsUpdateConstraints())

        let other = View()
        other.setContentCompressionResistancePriority(LayoutPriority(999), for: .vertical)
        #expect(other.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(999))
        #expect(other.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(other.needsUpdateConstraints())

        let unchanged = View()
        unchanged.setContentHuggingPriority(.defaultLow, for: .vertical)
        #expect(!unchanged.needsUpdateConstraints(), "setting the same value is not a change")
    }

    @Test func intrinsicContentSizeDefaultsToNoMetric() {
        let size = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).intrinsicContentSize
        #expect(size.width == View.noIntrinsicMetric && size.height == View.noIntrinsicMetric)
        #expect(View.noIntrinsicMetric == -1)
    }

    @Test func invalidationMarksTheUpdatePassAndLayout() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = LayoutSpyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.runDisplayCycle()
        #expect(!view.needsUpdateConstraints())
        let before = view.updateConstraintsCount

        view.invalidateIntrinsicContentSize()
        view.invalidateIntrinsicContentSize()
        #expect(view.needsUpdateConstraints())
        window.runDisplayCycle()
        #expect(view.updateConstraintsCount == before + 1, "marks only: one update however often invalidated")
        #expect(!view.needsUpdateConstraints())
    }

    @Test func systemLayoutSizeFittingSolvesIntrinsicFixedAndTargetSizes() {
        let view = LayoutSpyView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 30, height: 40))

        view.intrinsicSize = CGSize(width: 12, height: View.noIntrinsicMetric)
        #expect(view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 12, height: 40))

        view.heightAnchor.constraint(equalToConstant: 22).isActive = true
        let optional = view.heightAnchor.constraint(equalToConstant: 99)
        optional.priority = .defaultLow
        optional.isActive = true
        #expect(view.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 12, height: 22))
        #expect(
            view.systemLayoutSizeFitting(
                .zero, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 0, height: 22), "a required fitting priority fixes the width at the target")
    }

    @Test func constraintsAffectingLayoutListsTheViewsConstraintsOnThatAxis() {
        let tree = ConstraintTestTree()
        let width = tree.leftChild.widthAnchor.constraint(equalToConstant: 10)
        let leading = tree.leftChild.leadingAnchor.constraint(equalTo: tree.left.layoutMarginsGuide.leadingAnchor)
        let top = tree.rightChild.topAnchor.constraint(equalTo: tree.leftChild.bottomAnchor)
        let unrelated = tree.right.widthAnchor.constraint(equalToConstant: 1)
        LayoutConstraint.activate([width, leading, top, unrelated])

        let horizontal = tree.leftChild.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.map(ObjectIdentifier.init) == [ObjectIdentifier(width), ObjectIdentifier(leading)])
        let vertical = tree.leftChild.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.count == 1 && vertical[0] === top)
        #expect(tree.left.constraintsAffectingLayout(for: .horizontal).first === leading, "through its margins guide")
    }
}
