import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite struct LayoutGuideTests {
    @Test func builtInGuidesAreMadeOnceAndNotListed() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.builtInGuides == nil, "made lazily")
        let margins = view.layoutMarginsGuide
        #expect(view.layoutMarginsGuide === margins)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(view.readableContentGuide === view.readableContentGuide)
        #expect(margins !== view.safeAreaLayoutGuide && margins !== view.readableContentGuide)
        #expect(view.layoutGuides.isEmpty)
        for guide in [margins, view.safeAreaLayoutGuide, view.readableContentGuide] {
            #expect(guide.owningView === view)
        }
        #expect(margins.identifier == "ViewLayoutMarginsGuide")
        #expect(View().layoutMarginsGuide !== margins, "each view has its own")
    }

    @Test func builtInFramesFollowBoundsAndMargins() {
        let view = View(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))

        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.frame = CGRect(x: 0, y: 0, width: 1000, height: 50)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 994, height: 46))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 50))
        // Wider than a readable line: 672 wide, centred in the margins.
        #expect(view.readableContentGuide.layoutFrame == CGRect(x: 2 + (994 - 672) / 2, y: 1, width: 672, height: 46))

        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(view.layoutMarginsGuide.layoutFrame.size == .zero, "never negative")
    }

    @Test func addAndRemoveLayoutGuides() {
        let view = View()
        let a = LayoutGuide()
        let b = LayoutGuide()
        b.identifier = "gap"
        view.addLayoutGuide(a)
        view.addLayoutGuide(b)
        view.addLayoutGuide(a)
        #expect(view.layoutGuides.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(a.owningView === view && b.owningView === view)
        #expect(a.layoutFrame == .zero, "no solver: a custom guide keeps its archived frame")

        view.addLayoutGuide(view.layoutMarginsGuide)
        #expect(view.layoutGuides.count == 2, "built-in guides are never listed")

        view.removeLayoutGuide(a)
        #expect(a.owningView == nil)
        #expect(view.layoutGuides.count == 1 && view.layoutGuides[0] === b)

        let other = View()
        other.addLayoutGuide(b)
        #expect(b.owningView === other && view.layoutGuides.isEmpty, "a guide moves to its new view")
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let tree = ConstraintTestTree()
        let gap = LayoutGuide()
        tree.left.addLayoutGuide(gap)
        let inside = gap.widthAnchor.constraint(equalToConstant: 10)
        let across = gap.leadingAnchor.constraint(equalTo: tree.rightChild.leadingAnchor)
        let unrelated = tree.leftChild.widthAnchor.constraint(equalToConstant: 5)
        LayoutConstraint.activate([inside, across, unrelated])
        tree.left.removeLayoutGuide(gap)
        #expect(!inside.isActive && !across.isActive)
        #expect(unrelated.isActive)
        #expect(tree.root._checkConstraintInvariants() == [])
    }

    @Test func guideCarriesItsIdentifierIntoDescriptions() {
        let view = View()
        view.tag = 7
        let gap = LayoutGuide()
        gap.identifier = "gap"
        view.addLayoutGuide(gap)
        #expect(gap.widthAnchor.constraint(equalToConstant: 3).description == "LayoutGuide(\"gap\").width == 3")
        #expect(view.layoutMarginsGuide.topAnchor.description == "View(tag: 7).layoutMarginsGuide.top")
    }
}
