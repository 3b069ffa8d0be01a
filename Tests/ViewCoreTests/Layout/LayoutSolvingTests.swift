import Foundation
import PropertyBased
import Testing

@testable import ViewCore

/// A view that says its intrinsic size, for hugging and compression tests.
final class SizedView: View {
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
}

/// Hand-written layouts with exact frames: the layout pass solves constraints into frames.
@Suite struct LayoutSolvingTests {
    /// A 400 × 300 root (autoresizing-mask constraints fix it) and a subview placed by constraints.
    private func container() -> (View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        return (root, child)
    }

    @Test func pinningToEdgesWithInsets() {
        let (root, child) = container()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 350, height: 250))
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func centringAndFixedSize() {
        let (root, child) = container()
        LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 150, y: 135, width: 100, height: 50))
    }

    /// UIKit relates two locations in the bounds of the view that holds the constraint: with
    /// `container.centerX == child.centerX × m`, the child's centre lies at the container's
    /// half width over `m` inside it, wherever the container stands (MatrixKit's device view:
    /// a container 10 points in, 580 wide, buttons at a quarter, four fifths and seven
    /// quarters of its centre, stored at 72.5, 362.5 and 507.5).
    @Test func aMultipliedLocationIsMeasuredInTheHoldersBounds() async {
        let multipliers: [CGFloat] = [4, 1.25, 4.0 / 7, 0.5]
        await propertyCheck(
            count: 60, input: zip(Gen.int(in: 0...80), Gen.int(in: 100...600), Gen.int(in: 0...3), Gen.int(in: 0...40))
        ) { origin, width, pick, top in
            let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 700))
            let container = View(frame: CGRect(x: CGFloat(origin), y: CGFloat(top), width: CGFloat(width), height: 200))
            root.addSubview(container)
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let m = multipliers[pick]
            LayoutConstraint.activate([
                LayoutConstraint(
                    item: container, attribute: .centerX, relatedBy: .equal, toItem: child, attribute: .centerX,
                    multiplier: m, constant: 0),
                LayoutConstraint(
                    item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                    multiplier: 0.5, constant: 0),
                child.widthAnchor.constraint(equalToConstant: 30),
                child.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            #expect(abs(child.frame.midX - CGFloat(width) / 2 / m) < 1e-6)
            #expect(abs(child.frame.maxY - 100) < 1e-6, "half of the container's own bottom, 200")
        }
    }

    @Test func aspectRatio() {
        let (root, child) = container()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func inequalitiesWithPriorities() {
        let (root, child) = container()
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -100),
            wish,
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 300, "the required maximum beats the wish")
        wish.constant = 120
        root.layoutIfNeeded()
        #expect(child.frame.width == 120, "within the maximum the wish holds")
        wish.priority = LayoutPriority(100)
        let weaker = child.widthAnchor.constraint(equalToConstant: 80)
        weaker.priority = LayoutPriority(200)
        weaker.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 80, "the higher of two optional priorities wins")
    }

    @Test func huggingAgainstCompressionResistance() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = SizedView(), b = SizedView()
        a.size = CGSize(width: 100, height: 20)
        b.size = CGSize(width: 100, height: 20)
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20), "the lower hugging stretches")
        #expect(b.frame == CGRect(x: 200, y: 0, width: 100, height: 20))

        root.frame.size.width = 150
        b.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50, "the lower compression resistance shrinks")
        #expect(b.frame.width == 100)

        b.size = CGSize(width: 120, height: 20)
        root.layoutIfNeeded()
        #expect(a.frame.width == 30, "an invalidated intrinsic size re-solves")
    }

    @Test func changedConstantReSolvesAndRemovedConstraintFreesTheView() {
        let (root, child) = container()
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            left, width, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
        left.constant = 50
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 50, y: 0, width: 100, height: 10))
        #expect(!child.hasAmbiguousLayout)
        width.isActive = false
        #expect(child.hasAmbiguousLayout)
        #expect(child.ambiguousLayoutReport().map(\.attributes) == [[.width]])
        let trailing = child.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        trailing.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 50, y: 0, width: 350, height: 10))
    }

    @Test func autoresizingMaskConstraintsFollowTheSuperview() {
        let (root, child) = container()
        // Autoresizing constraints keep the mask's relation to the superview's size when they
        // are made, as UIKit's do: give the superview its size first, as a nib would.
        child.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        fixed.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 200),
            child.heightAnchor.constraint(equalToConstant: 100),
        ])
        child.addSubview(fixed)
        let pinned = View()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(pinned)
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            pinned.topAnchor.constraint(equalTo: fixed.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(pinned.frame == CGRect(x: 65, y: 10, width: 10, height: 10))
        let width = child.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .width }
        width?.constant = 300
        let height = child.constraintsAffectingLayout(for: .vertical).first { $0.firstAttribute == .height }
        height?.constant = 150
        root.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 300, height: 150))
        #expect(
            fixed.frame == CGRect(x: 10, y: 60, width: 150, height: 20), "the mask's flexible parts take the change")
        #expect(pinned.frame == CGRect(x: 165, y: 60, width: 10, height: 10), "and constraints follow the mask")
    }

    @Test func marginsAndSafeArea() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = View(frame: window.bounds)
        window.addSubview(content)
        let header = View(), body = View()
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        content.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        window.runDisplayCycle()
        #expect(content.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(header.frame == CGRect(x: 16, y: 47, width: 358, height: 44))
        #expect(body.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 34 - 10 - 91))
        content.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        window.runDisplayCycle()
        #expect(header.frame == CGRect(x: 20, y: 47, width: 350, height: 44), "a margin change re-solves")
        #expect(abs(body.frame.maxY - (844 - 34)) < 1e-9, "\(body.frame)")
    }

    @Test func marginAttributesAndReadableGuide() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 200))
        let text = View(), box = View()
        for view in [text, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutLikeConstraint(box, .leadingMargin, root, .leadingMargin),
            NSLayoutLikeConstraint(box, .topMargin, root, .topMargin),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 0, width: 672, height: 10))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10), "both items' margins count")
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 0, width: 284, height: 10), "narrower than readable: the margins")
    }

    /// The view holding a constraint decides its direction, not its items: a container forced
    /// right to left flips its children's leading and trailing, whatever their own direction,
    /// and a child forced right to left in a left-to-right container is placed left to right
    /// (as Interface Builder stores a `forceRightToLeft` collection view pinned to its
    /// superview's margins).
    @Test(arguments: [(true, true, CGFloat(280)), (true, false, 280), (false, true, 20)])
    func theHoldersDirectionFlipsLeadingAndTrailing(rootRightToLeft: Bool, childRightToLeft: Bool, x: CGFloat) {
        let (root, child) = container()
        root.semanticContentAttribute = rootRightToLeft ? .forceRightToLeft : .unspecified
        child.semanticContentAttribute = childRightToLeft ? .forceRightToLeft : .unspecified
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: x, y: 0, width: 100, height: 10))
    }

    @Test func customLayoutGuideGetsItsFrame() {
        let (root, child) = container()
        let gap = LayoutGuide()
        root.addLayoutGuide(gap)
        LayoutConstraint.activate([
            gap.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            gap.widthAnchor.constraint(equalToConstant: 30),
            gap.topAnchor.constraint(equalTo: root.topAnchor),
            gap.heightAnchor.constraint(equalTo: root.heightAnchor),
            child.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            child.topAnchor.constraint(equalTo: gap.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 10, y: 0, width: 30, height: 300))
        #expect(child.frame == CGRect(x: 40, y: 0, width: 5, height: 5))
    }

    @Test func systemLayoutSizeFittingSolvesTheSubtree() {
        let card = View()
        let title = SizedView()
        title.size = CGSize(width: 120, height: 20)
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
        ])
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 136, height: 28))
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 28))
    }

    @Test func removingASubviewRemovesItsConstraintsFromTheSolver() {
        let (root, child) = container()
        let other = View()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
            other.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            other.topAnchor.constraint(equalTo: root.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(other.frame.minX == 20)
        child.removeFromSuperview()
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(other.frame.minX == 100, "no conflict with the constraint that left with the child")
        let again = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        again.addSubview(child)
        again.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10), "laid out in its new tree")
    }
}

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with `==`.
func NSLayoutLikeConstraint(
    _ a: View, _ first: LayoutConstraint.Attribute, _ b: View, _ second: LayoutConstraint.Attribute,
    constant: CGFloat = 0
) -> LayoutConstraint {
    LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second, constant: constant)
}

/// A view that makes its constraints in `updateConstraints()`, as UIKit code does.
final class SelfConstrainingView: View {
    var made: [LayoutConstraint] = []
    var width: CGFloat = 40 { didSet { setNeedsUpdateConstraints() } }

    override func updateConstraints() {
        LayoutConstraint.deactivate(made)
        made = [widthAnchor.constraint(equalToConstant: width), heightAnchor.constraint(equalToConstant: 10)]
        LayoutConstraint.activate(made)
        super.updateConstraints()
    }
}

@Suite struct LayoutPassTests {
    @Test func constraintsMadeInUpdateConstraintsAreSolvedInTheSamePass() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let custom = SelfConstrainingView()
        custom.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(custom)
        LayoutConstraint.activate([
            custom.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            custom.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        custom.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(custom.frame == CGRect(x: 160, y: 0, width: 40, height: 10))
        custom.width = 70
        root.layoutIfNeeded()
        #expect(custom.frame == CGRect(x: 130, y: 0, width: 70, height: 10), "replaced constraints re-solve")
    }

    @Test func preservedSuperviewMarginsReachIntoTheView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let inner = View(frame: CGRect(x: 10, y: 0, width: 180, height: 100))
        root.addSubview(inner)
        inner.preservesSuperviewLayoutMargins = true
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        inner.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: inner.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 140, height: 10), "30 - 10 of the superview's margin")
        inner.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 164, height: 10), "its own 8-point margins")
    }

    @Test func translatesAutoresizingMaskChangeTakesEffect() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        width.priority = .defaultHigh
        LayoutConstraint.activate([width])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10), "the mask's constraints are required")
        child.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }
}
