import Foundation
import PropertyBased
import Testing

@testable import ViewCore

/// Stack views arrange with constraints: each distribution and alignment, spacing, hidden views.
@Suite struct StackViewLayoutTests {
    private func sized(_ width: CGFloat, _ height: CGFloat) -> SizedView {
        let view = SizedView()
        view.size = CGSize(width: width, height: height)
        return view
    }

    /// A 300 × 100 stack arranging `views`, laid out.
    private func stack(
        _ views: [View], distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
        spacing: CGFloat = 0, configure: (StackView) -> Void = { _ in }
    ) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        configure(stack)
        stack.layoutIfNeeded()
        return stack
    }

    @Test func fillStretchesTheLowestHugging() {
        let a = sized(50, 20), b = sized(60, 30)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        _ = stack([a, b], spacing: 10)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 100))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
    }

    @Test func fillEquallyAndCustomSpacing() {
        let a = sized(50, 20), b = sized(60, 30), c = sized(10, 10)
        let stack = stack([a, b, c], distribution: .fillEqually, spacing: 10) {
            $0.setCustomSpacing(40, after: $0.arrangedSubviews[0])
        }
        #expect(stack.customSpacing(after: a) == 40)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        #expect(abs(a.frame.width - 250.0 / 3) < 1e-9 && a.frame.minX == 0 && a.frame.height == 100)
        #expect(abs(b.frame.minX - (250.0 / 3 + 40)) < 1e-9)
        #expect(abs(c.frame.maxX - 300) < 1e-9 && abs(c.frame.width - 250.0 / 3) < 1e-9)
    }

    @Test func fillProportionally() {
        let a = sized(50, 20), b = sized(100, 30)
        _ = stack([a, b], distribution: .fillProportionally)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
    }

    @Test func fillProportionallyLeavesAViewWithoutIntrinsicLengthToItsContent() {
        // The nested stack has no intrinsic width: it keeps its view's 40 points, and the
        // others share the 300 - 2 x 10 - 40 left in proportion 50 : 100.
        let a = sized(50, 20), b = sized(100, 30)
        let nested = StackView(arrangedSubviews: [sized(40, 10)])
        _ = stack([a, nested, b], distribution: .fillProportionally, spacing: 10)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 100))
        #expect(nested.frame == CGRect(x: 90, y: 0, width: 40, height: 100))
        #expect(b.frame == CGRect(x: 140, y: 0, width: 160, height: 100))
    }

    @Test func equalSpacing() {
        let a = sized(50, 20), b = sized(60, 30), c = sized(40, 10)
        _ = stack([a, b, c], distribution: .equalSpacing)
        #expect([a, b, c].map(\.frame.minX) == [0, 125, 260])
        #expect([a, b, c].map(\.frame.width) == [50, 60, 40])
    }

    /// An equal-spacing stack that nothing outside stretches is as long as its views and its
    /// spacing (Nextcloud Talk's invitation buttons, Xcode 15: pinned only at its trailing edge,
    /// stored 160 points wide, 72 and 78 with 10 between), however wide its superview.
    @Test func equalSpacingHugsItsViewsWhenFree() {
        let a = sized(72, 37), b = sized(78, 37)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 422, height: 100))
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 12),
            root.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 12),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 250, y: 0, width: 160, height: 37))
        #expect(b.frame.minX == 82)
    }

    @Test func equalCentering() {
        let a = sized(50, 20), b = sized(60, 30), c = sized(40, 10)
        _ = stack([a, b, c], distribution: .equalCentering)
        let centres = [a, b, c].map(\.frame.midX)
        #expect(zip(centres, [25, 152.5, 280]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(centres)")
    }

    @Test(arguments: [
        (StackView.Alignment.leading, [0.0, 0.0]), (.top, [0, 0]), (.center, [40, 35]), (.trailing, [80, 70]),
        (.bottom, [80, 70]),
    ])
    func alignmentAcrossTheAxis(alignment: StackView.Alignment, tops: [Double]) {
        let a = sized(50, 20), b = sized(60, 30)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        _ = stack([a, b], alignment: alignment)
        #expect([a, b].map { Double($0.frame.minY) } == tops)
        #expect([a, b].map(\.frame.height) == [20, 30])
    }

    @Test func verticalStackWithSpacingAndLeadingAlignment() {
        let a = sized(50, 20), b = sized(60, 30)
        let column = StackView(arrangedSubviews: [a, b])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 10, y: 10, width: 60, height: 58), "the stack hugs its content")
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 60, height: 30))
    }

    @Test func hiddenArrangedSubviewsCollapse() {
        let a = sized(50, 20), b = sized(60, 30), c = sized(10, 10)
        let stack = stack([a, b, c], distribution: .fillEqually, spacing: 10)
        #expect(b.frame.width > 0)
        b.isHidden = true
        stack.layoutIfNeeded()
        #expect(!stack.hasAmbiguousLayout)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 145, height: 100))
        #expect(c.frame == CGRect(x: 155, y: 0, width: 145, height: 100))
        #expect(b.frame.width == 0)
        b.isHidden = false
        stack.layoutIfNeeded()
        #expect(abs(a.frame.width - 280.0 / 3) < 1e-9, "showing it again brings it back")
    }

    @Test func layoutMarginsRelativeArrangement() {
        let a = sized(50, 20)
        _ = stack([a]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        }
        #expect(a.frame == CGRect(x: 10, y: 5, width: 270, height: 90))
    }

    @Test func firstBaselineAlignment() {
        let small = Label(), big = Label()
        small.text = "A"
        big.text = "A"
        big.font = .systemFont(ofSize: 34)
        let row = stack([small, big], alignment: .firstBaseline)
        // 17 pt: 21 high, baseline 17 down; 34 pt: 41 high, baseline 34 down.
        #expect(big.frame.minY == 0 && big.frame.height == 41, "\(big.frame)")
        #expect(small.frame.minY == 17 && small.frame.height == 21, "\(small.frame)")
        #expect(row.forFirstBaselineLayout === small)
    }

    @Test func rightToLeftArrangesFromTheRight() {
        let a = sized(50, 20), b = sized(60, 30)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        _ = stack([a, b], spacing: 10) { $0.semanticContentAttribute = .forceRightToLeft }
        #expect(a.frame == CGRect(x: 70, y: 0, width: 230, height: 100), "the first arranged view is at the right")
        #expect(b.frame == CGRect(x: 0, y: 0, width: 60, height: 100))
    }

    @Test func baselineRelativeSpacingInAColumn() {
        let first = Label(), second = Label()
        first.text = "One"
        second.text = "Two"
        let column = StackView(arrangedSubviews: [first, second])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 30
        column.isBaselineRelativeArrangement = true
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 17-point labels, 21 high, baselines 17 below their tops: 30 from baseline to baseline.
        #expect(first.frame.minY == 0)
        #expect(second.frame.minY == 30)
        #expect(column.frame.height == 51)
    }
}

/// AppKit's stack hugging (`StackView.edgeHuggingPriority`), which `nibc dump --layout` gives
/// the stack views of macOS files.
@Suite struct AppKitStackHuggingTests {
    private func hugging(_ width: CGFloat) -> SizedView {
        let view = SizedView()
        view.size = CGSize(width: width, height: 20)
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        return view
    }

    /// Views that hug their content more than the stack hugs its views keep their length, and
    /// a stack longer than they are leaves the rest after the last one (sentry-cocoa's macOS
    /// storyboard, Xcode 26: 23 buttons and a field 10 points apart at the top of a 780-point
    /// vertical stack, 8 points left below them). Without it the stack pins its last view to
    /// its end, as UIKit's does, and stretches one.
    @Test func viewsThatHugMoreLeaveTheExtraLengthAfterThem() async {
        await propertyCheck(count: 50, input: Gen.int(in: 1...200), Gen.int(in: 1...200)) { first, second in
            let a = hugging(CGFloat(first)), b = hugging(CGFloat(second))
            let stack = StackView(arrangedSubviews: [a, b])
            stack.frame = CGRect(x: 0, y: 0, width: 500, height: 40)
            stack.spacing = 10
            stack.edgeHuggingPriority = LayoutPriority(249.99998)
            stack.layoutIfNeeded()
            #expect(a.frame.minX == 0 && a.frame.width == CGFloat(first))
            #expect(b.frame.minX == CGFloat(first + 10) && b.frame.width == CGFloat(second))
            stack.edgeHuggingPriority = nil
            stack.layoutIfNeeded()
            #expect(b.frame.maxX == 500)
        }
    }

    /// An AppKit stack aligns its views below required: a view a constraint of the file pins
    /// some points in from a leading-aligned stack's edge stays there (pock's widgets manager,
    /// Xcode 12: a row 16 points in from its vertical stack's leading edge), where a UIKit
    /// stack's required alignment breaks that constraint.
    @Test func aViewPinnedInsideAnAppKitStacksAlignedEdgeStaysThere() async {
        await propertyCheck(count: 50, input: Gen.int(in: 1...100)) { indent in
            let row = hugging(80), other = hugging(60)
            let stack = StackView(arrangedSubviews: [row, other])
            stack.axis = .vertical
            stack.alignment = .leading
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            stack.edgeHuggingPriority = LayoutPriority(249.99998)
            row.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: CGFloat(indent)).isActive = true
            stack.layoutIfNeeded()
            #expect(row.frame.minX == CGFloat(indent))
            #expect(other.frame.minX == 0)
        }
    }

    /// An AppKit stack keeps its views equal in a fill-equally distribution "as much as
    /// possible": a view of a fixed width, and one whose content resists compression, keep
    /// their own (hidden's preferences, Xcode 13: image views 20 and 16 wide and a 151-point
    /// label in one such stack, stored so); views that only hug their content still stretch
    /// to the same length. A UIKit stack's equal lengths are required.
    @Test func anAppKitStackFillsEquallyAsMuchAsPossible() async {
        await propertyCheck(count: 40, input: Gen.int(in: 10...60), Gen.int(in: 61...200)) { fixed, text in
            let icon = View()
            icon.widthAnchor.constraint(equalToConstant: CGFloat(fixed)).isActive = true
            let label = SizedView()
            label.size = CGSize(width: CGFloat(text), height: 20)
            let stack = StackView(arrangedSubviews: [icon, label])
            stack.distribution = .fillEqually
            stack.edgeHuggingPriority = LayoutPriority(249.99998)
            let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 100))
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            root.layoutIfNeeded()
            #expect(icon.frame.width == CGFloat(fixed))
            #expect(label.frame.width == CGFloat(text))
            // Two views that only hug: the shorter one stretches to the longer's length.
            let short = SizedView(), long = SizedView()
            short.size = CGSize(width: CGFloat(fixed), height: 20)
            long.size = CGSize(width: CGFloat(text), height: 20)
            let pair = StackView(arrangedSubviews: [short, long])
            pair.distribution = .fillEqually
            pair.edgeHuggingPriority = LayoutPriority(249.99998)
            pair.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
            pair.layoutIfNeeded()
            #expect(short.frame.width == long.frame.width)
        }
    }
}

/// A segmented control's baseline is its titles': each segment centres its title.
@Suite struct SegmentedControlBaselineTests {
    /// In a row aligned by first baseline, a label in the segments' 13-point font lines up
    /// with the segmented control centre to centre, whatever the control's height.
    @Test func aSegmentedControlsBaselineIsItsCentredTitles() async {
        await propertyCheck(count: 30, input: Gen.int(in: 20...60)) { height in
            let label = Label()
            label.text = "Units"
            label.font = .systemFont(ofSize: 13)
            let segmented = SegmentedControl(items: ["One", "Two"])
            segmented.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true
            let stack = StackView(arrangedSubviews: [label, segmented])
            stack.alignment = .firstBaseline
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            stack.layoutIfNeeded()
            let segmentsMiddle = segmented.alignmentRect(forFrame: segmented.frame).midY
            #expect(abs(label.frame.midY - segmentsMiddle) < 1e-6)
        }
    }
}
