import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// Activation installs a constraint on the nearest common ancestor of its items (UIKit's rule),
/// deactivation removes it, and a constraint that cannot be installed is refused and reported
/// without touching any view.
@Suite struct ActivationTests {
    let tree = ConstraintTestTree()

    /// The views holding `constraint` among the tree's views.
    private func holders(of constraint: LayoutConstraint) -> [Int] {
        (tree.all + [tree.stranger]).filter { $0.constraints.contains { $0 === constraint } }.map(\.tag)
    }

    @Test func siblingsInstallOnTheirSuperview() {
        let c = tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor)
        c.isActive = true
        #expect(holders(of: c) == [1])
        #expect(c.isActive)
    }

    @Test func parentAndChildInstallOnTheParent() {
        let c = tree.leftChild.topAnchor.constraint(equalTo: tree.left.topAnchor, constant: 8)
        LayoutConstraint.activate([c])
        #expect(holders(of: c) == [2])
    }

    @Test func cousinsInstallOnTheirGrandparent() {
        let c = tree.leftChild.centerYAnchor.constraint(equalTo: tree.rightChild.centerYAnchor)
        LayoutConstraint.activate([c])
        #expect(holders(of: c) == [1])
    }

    @Test func constantOnlyInstallsOnItsItem() {
        let c = tree.rightChild.heightAnchor.constraint(equalToConstant: 44)
        c.isActive = true
        #expect(holders(of: c) == [31])
    }

    @Test func aViewConstrainedToItselfInstallsOnItself() {
        let c = tree.left.widthAnchor.constraint(equalTo: tree.left.heightAnchor, multiplier: 0.5)
        c.isActive = true
        #expect(holders(of: c) == [2])
    }

    @Test func aGuideCountsAsItsOwningView() {
        // A subview against its superview's margins guide: installed on the superview.
        let margins = tree.left.layoutMarginsGuide
        let c1 = tree.leftChild.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        // A custom guide of `right` against a view of the other branch: installed on the root.
        let spacer = LayoutGuide()
        tree.right.addLayoutGuide(spacer)
        let c2 = spacer.leadingAnchor.constraint(equalTo: tree.leftChild.trailingAnchor)
        // A guide constrained to a constant: installed on its owning view.
        let c3 = spacer.widthAnchor.constraint(equalToConstant: 12)
        LayoutConstraint.activate([c1, c2, c3])
        #expect(holders(of: c1) == [2])
        #expect(holders(of: c2) == [1])
        #expect(holders(of: c3) == [3])
        #expect(tree.root._checkConstraintInvariants() == [])
    }

    @Test func deactivateRemovesFromTheHoldingView() {
        let c = tree.leftChild.centerXAnchor.constraint(equalTo: tree.rightChild.centerXAnchor)
        let d = tree.left.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([c, d])
        #expect(c.isActive && d.isActive)
        LayoutConstraint.deactivate([c])
        #expect(!c.isActive)
        #expect(holders(of: c) == [])
        #expect(d.isActive, "deactivating one constraint leaves the others")
        d.isActive = false
        #expect(holders(of: d) == [])
        #expect(tree.root.constraints.isEmpty && tree.left.constraints.isEmpty)
    }

    @Test func activatingTwiceInstallsOnce() {
        let c = tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor)
        c.isActive = true
        c.isActive = true
        LayoutConstraint.activate([c])
        #expect(tree.root.constraints.filter { $0 === c }.count == 1)
    }

    @Test func isActiveFollowsAddAndRemoveConstraint() {
        let c = tree.left.widthAnchor.constraint(equalToConstant: 100)
        #expect(!c.isActive, "a new constraint is inactive")
        tree.left.addConstraint(c)
        #expect(c.isActive)
        tree.left.removeConstraint(c)
        #expect(!c.isActive)
        tree.root.removeConstraint(c)  // not installed there: nothing happens
        #expect(tree.root.constraints.isEmpty)
    }

    @Test func addConstraintMovesAConstraintInstalledElsewhere() {
        let c = tree.left.widthAnchor.constraint(equalTo: tree.right.widthAnchor)
        c.isActive = true
        let other = View()
        other.addSubview(tree.root)
        other.addConstraint(c)
        #expect(holders(of: c) == [])
        #expect(other.constraints.count == 1 && other.constraints[0] === c)
    }

    @Test func activationOfUnrelatedItemsIsRefusedAndReported() {
        let recorder = ConstraintErrorRecorder()
        let good = tree.left.widthAnchor.constraint(equalToConstant: 10)
        let bad = tree.leftChild.topAnchor.constraint(equalTo: tree.stranger.topAnchor)
        recorder.record {
            LayoutConstraint.activate([good, bad])
        }
        #expect(recorder.reasons == [.noCommonAncestor])
        #expect(recorder.errors.first?.constraint == "View(tag: 21).top == View(tag: 99).top")
        #expect(!bad.isActive)
        #expect(!good.isActive, "activation is all or nothing")
        #expect(tree.all.allSatisfy { $0.constraints.isEmpty })
        #expect(tree.stranger.constraints.isEmpty)
        #expect(tree.root._checkConstraintInvariants() == [])

        recorder.record { bad.isActive = true }
        #expect(recorder.reasons == [.noCommonAncestor, .noCommonAncestor])
        #expect(!bad.isActive)
    }

    @Test func aGuideWithoutOwningViewIsRefused() {
        let recorder = ConstraintErrorRecorder()
        let loose = LayoutGuide()
        let c = loose.topAnchor.constraint(equalTo: tree.left.topAnchor)
        recorder.record { c.isActive = true }
        #expect(recorder.reasons == [.missingItem])
        #expect(!c.isActive)
    }

    @Test func addConstraintOutsideTheSubtreeIsReportedButAdded() {
        let recorder = ConstraintErrorRecorder()
        let c = tree.left.topAnchor.constraint(equalTo: tree.right.topAnchor)
        recorder.record { tree.left.addConstraint(c) }
        #expect(recorder.reasons == [.itemOutsideInstallingView])
        #expect(c.isActive, "UIKit logs and adds: the hierarchy may be assembled later")
        #expect(tree.root._checkConstraintInvariants().count == 1)
    }

    @Test func removingASubtreeDropsConstraintsThatCrossIt() {
        let crossing = tree.leftChild.centerYAnchor.constraint(equalTo: tree.rightChild.centerYAnchor)
        let inside = tree.leftChild.widthAnchor.constraint(equalTo: tree.left.widthAnchor, multiplier: 0.5)
        let staying = tree.right.widthAnchor.constraint(equalTo: tree.root.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate([crossing, inside, staying])
        tree.left.removeConstraintsCrossing(from: tree.root)
        #expect(!crossing.isActive)
        #expect(inside.isActive, "constraints within the leaving subtree stay")
        #expect(staying.isActive)
    }

    @Test(arguments: ["removeFromSuperview", "moveToAnotherSuperview"])
    func hierarchyChangesDropConstraintsThatCrossTheLeavingSubtree(change: String) {
        let crossing = tree.leftChild.centerYAnchor.constraint(equalTo: tree.rightChild.centerYAnchor)
        let inside = tree.leftChild.widthAnchor.constraint(equalTo: tree.left.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate([crossing, inside])
        if change == "removeFromSuperview" {
            tree.left.removeFromSuperview()
        } else {
            tree.stranger.addSubview(tree.left)
        }
        #expect(!crossing.isActive, "UIKit removes constraints that would join two trees")
        #expect(inside.isActive)
        #expect(tree.root._checkConstraintInvariants() == [])
        #expect(tree.left._checkConstraintInvariants() == [])
    }

    @Test func nearestCommonAncestor() {
        #expect(tree.leftChild.nearestCommonAncestor(with: tree.rightChild) === tree.root)
        #expect(tree.leftChild.nearestCommonAncestor(with: tree.left) === tree.left)
        #expect(tree.left.nearestCommonAncestor(with: tree.left) === tree.left)
        #expect(tree.left.nearestCommonAncestor(with: tree.stranger) == nil)
    }
}
