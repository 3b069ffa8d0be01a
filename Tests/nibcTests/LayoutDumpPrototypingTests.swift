import Foundation
import NibKit
import PropertyBased
import Testing

@testable import nibc

/// `nibc dump --layout` holds a view that no constraint names at its stored frame, as
/// Interface Builder's prototyping constraints do (issue 36).
@Suite struct LayoutDumpPrototypingTests {
    static let offsets = Gen.int(in: 0...300).map { CGFloat($0) }
    static let widths = Gen.int(in: 400...1200).map { CGFloat($0) }

    /// Any stored origin and container width: a label without constraints (its mask not
    /// translated) keeps its frame, where layout alone would move it to the origin; a label
    /// pinned beside it still follows its constraints; a stack view's arranged subview stays
    /// the stack view's to place.
    @Test func aViewNoConstraintNamesKeepsItsStoredFrame() async {
        await propertyCheck(count: 100, input: Self.offsets, Self.offsets, Self.widths) { x, y, width in
            let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 600))
            let loose = Label(frame: CGRect(x: x, y: y, width: 50, height: 20))
            loose.translatesAutoresizingMaskIntoConstraints = false
            loose.intrinsicContentSizeForLayout = CGSize(width: 50, height: 20)
            let pinned = Label(frame: .zero)
            pinned.translatesAutoresizingMaskIntoConstraints = false
            pinned.intrinsicContentSizeForLayout = CGSize(width: 30, height: 10)
            let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            let arranged = View(frame: CGRect(x: 7, y: 7, width: 1, height: 1))
            stack.addArrangedSubview(arranged)
            arranged.translatesAutoresizingMaskIntoConstraints = false
            for view in [loose, pinned, stack] { root.addSubview(view) }
            Corner.pin(pinned, to: root)
            LayoutDump.holdUnconstrainedViews(below: root)
            root.layoutIfNeeded()
            #expect(loose.frame == CGRect(x: x, y: y, width: 50, height: 20))
            #expect(pinned.frame == CGRect(x: 10, y: 12, width: 30, height: 10))
            #expect(!pinned.translatesAutoresizingMaskIntoConstraints)
            #expect(!arranged.translatesAutoresizingMaskIntoConstraints)
        }
    }
}

/// Two constraints placing a view 10 and 12 points inside another's top-left corner.
private enum Corner {
    static func pin(_ view: View, to other: View) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: other.topAnchor, constant: 12),
        ])
    }
}
