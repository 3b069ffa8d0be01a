import Foundation
import PropertyBased
import Testing

@testable import ViewCore

/// Scroll content, baselines, conflicts as values, and property-based checks of the layout pass.
@Suite struct LayoutReportTests {
    @Test func scrollViewContentSizeFromTheContentGuide() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        scroll.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    }

    @Test func edgesOfAScrollViewAttachItsContentToTheContentArea() {
        // The form Interface Builder wrote before content guides: the content's edges pinned to
        // the scroll view's, its width to the scroll view's width. The edges are the content
        // area's (its height is the content's 1000), the width is the frame's.
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = View(), row = View()
        for (view, parent) in [(content, scroll), (row, content)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            row.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            row.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100),
            row.heightAnchor.constraint(equalToConstant: 980),
        ])
        scroll.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(!scroll.hasAmbiguousLayout)
    }

    @Test func baselineConstraintsBetweenLabels() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let title = Label(), detail = Label()
        title.text = "Title"
        title.numberOfLines = 0
        title.text = "Line one\nLine two"
        detail.text = "Detail"
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            detail.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // Two 17-pt lines: 41 high, last baseline 20.4 + 17 down; detail's baseline 17 down.
        #expect(title.frame == CGRect(x: 0, y: 10, width: 68, height: 41))
        #expect(abs(detail.frame.minY - (10 + 37.4 + 20 - 17)) < 1e-9)
    }

    @Test func unsatisfiableConstraintsAreReportedAndOneIsBroken() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        var reports: [UnsatisfiableConstraints] = []
        root.unsatisfiableConstraintsHandler = { reports.append($0) }
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let unrelated = child.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([narrow, unrelated, wide])
        root.layoutIfNeeded()
        #expect(reports.count == 1)
        #expect(reports.first?.constraints.map(\.identifier) == ["narrow", "wide"])
        #expect(reports.first?.broken === wide)
        #expect(reports.first?.isMinimal == true)
        #expect(reports.first?.description.contains("Breaking constraint") == true)
        #expect(child.frame.width == 100, "layout goes on without the broken constraint")
        #expect(wide.isActive, "the broken constraint stays installed, as in UIKit")
    }

    @Test func anAutoresizingMaskConstraintCanBeInTheConflict() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(fixed)
        var reports: [UnsatisfiableConstraints] = []
        root.unsatisfiableConstraintsHandler = { reports.append($0) }
        fixed.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(reports.count == 1)
        #expect(reports.first?.descriptions.contains { $0.contains("autoresizing width") } == true)
    }

    @Test func withoutAHandlerTheConflictGoesToTheErrorHandler() {
        let recorder = ConstraintErrorRecorderLike()
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.withErrorHandler({ recorder.append($0) }) {
            child.widthAnchor.constraint(equalToConstant: 1).isActive = true
            child.widthAnchor.constraint(equalToConstant: 2).isActive = true
            root.layoutIfNeeded()
        }
        #expect(recorder.count == 1)
    }

    static let frames = Gen.cgFloat(in: 0...200).array(of: 4).array(of: 1...8)

    @Test func randomFramesPinnedByConstraintsSolveToThemselves() async {
        await propertyCheck(count: 100, input: Self.frames) { numbers in
            let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
            var views: [View] = []
            var expected: [CGRect] = []
            var constraints: [LayoutConstraint] = []
            for (index, n) in numbers.enumerated() {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                // Half the views hang under the previous one, so constraints cross levels.
                let parent = index % 2 == 1 ? views[index - 1] : root
                parent.addSubview(view)
                let frame = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
                // Each view is pinned to the root or an earlier view, by an edge, centre or size.
                let anchor = index == 0 ? root : views[index / 2]
                let anchorFrame = index == 0 ? CGRect(x: 0, y: 0, width: 500, height: 500) : expected[index / 2]
                let absolute =
                    parent === root ? frame : frame.offsetBy(dx: expected[index - 1].minX, dy: expected[index - 1].minY)
                constraints += [
                    view.leadingAnchor.constraint(
                        equalTo: anchor.leadingAnchor, constant: absolute.minX - anchorFrame.minX),
                    view.centerYAnchor.constraint(
                        equalTo: anchor.topAnchor, constant: absolute.midY - anchorFrame.minY),
                    view.widthAnchor.constraint(
                        equalTo: anchor.widthAnchor, multiplier: 0.5, constant: frame.width - anchorFrame.width * 0.5),
                    view.heightAnchor.constraint(equalToConstant: frame.height),
                ]
                views.append(view)
                expected.append(absolute)
            }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            for (view, rect) in zip(views, expected) {
                let solved = view.convert(view.bounds, to: root)
                #expect(abs(solved.minX - rect.minX) < 1e-6 && abs(solved.minY - rect.minY) < 1e-6)
                #expect(abs(solved.width - rect.width) < 1e-6 && abs(solved.height - rect.height) < 1e-6)
            }
            #expect(!root.ambiguousLayoutReport().contains { _ in true })
        }
    }

    static let conflicts = zip(Gen.cgFloat(in: 0...100), Gen.cgFloat(in: 0...100), Gen.int(in: 0...2))

    @Test func randomConflictsAreRealConflicts() async {
        await propertyCheck(count: 100, input: Self.conflicts) { input in
            let (a, b, kind) = input
            guard abs(a - b) > 1e-3 else { return }
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let one = View(), two = View()
            for view in [one, two] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            var reports: [UnsatisfiableConstraints] = []
            root.unsatisfiableConstraintsHandler = { reports.append($0) }
            var set: [LayoutConstraint] = [
                one.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: a),
                two.leadingAnchor.constraint(equalTo: one.trailingAnchor),
                one.widthAnchor.constraint(equalToConstant: 10),
                one.topAnchor.constraint(equalTo: root.topAnchor),
            ]
            // A second route to a fact the first set fixes, with another value.
            switch kind {
            case 0: set.append(two.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: b + 10 + 1000))
            case 1: set.append(one.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: b + 1000))
            default:
                set.append(one.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: a + 1 + b))
            }
            LayoutConstraint.activate(set)
            root.layoutIfNeeded()
            #expect(reports.count == 1)
            guard let report = reports.first else { return }
            // Really a conflict: the solution, which holds every other constraint, breaks the
            // broken one, and the members are the constraints that fix the clash.
            let members = report.constraints
            guard let broken = report.broken else {
                Issue.record("an installed constraint is broken")
                return
            }
            #expect(members.contains { $0 === broken } && members.contains { $0 === set.last })
            #expect(members.allSatisfy { member in set.contains { $0 === member } })
            func x(_ view: View, _ attribute: LayoutConstraint.Attribute) -> CGFloat {
                attribute == .width ? view.frame.width : attribute == .trailing ? view.frame.maxX : view.frame.minX
            }
            if let first = broken.firstItem as? View {
                let lhs = x(first, broken.firstAttribute)
                let rhs = (broken.secondItem as? View).map { x($0, broken.secondAttribute) } ?? 0
                let held: Bool =
                    switch broken.relation {
                    case .equal: abs(lhs - rhs - broken.constant) < 1e-6
                    case .greaterThanOrEqual: lhs >= rhs + broken.constant - 1e-6
                    case .lessThanOrEqual: lhs <= rhs + broken.constant + 1e-6
                    }
                #expect(!held, "the broken constraint does not hold in the solution: it conflicts")
            }
            #expect(!members.contains { $0 === set[3] }, "the top constraint takes no part")
        }
    }
}

/// Counts constraint errors from a `@Sendable` handler.
final class ConstraintErrorRecorderLike: Sendable {
    private let storage = Locked<[LayoutConstraintError]>([])
    func append(_ error: LayoutConstraintError) { storage.withLock { $0.append(error) } }
    var count: Int { storage.withLock { $0.count } }
}
