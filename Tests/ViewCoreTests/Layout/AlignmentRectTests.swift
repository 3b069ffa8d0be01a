import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// Views whose frames reach past the rectangle constraints align, as UIKit's do.
@Suite struct AlignmentRectTests {
    @Test func aSliderAlignsTwoPointsInsideItsEndsAndOneAboveItsBottom() {
        // As Interface Builder stores a slider pinned 20 points from both edges of a 400-point
        // view, 10 from its top: frame (18, 10, 364, 31).
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let slider = Slider(), below = View()
        for view in [slider, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 20),
            slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            below.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 18, y: 10, width: 364, height: 31))
        #expect(below.frame.minY == 48, "8 below the aligned bottom, 40, not the frame's 41")
    }

    @Test func aSwitchAlignsTwoPointsInsideItsRightEdge() {
        // A label and a switch filling a 342-point stack 10 apart: Interface Builder stores
        // the label 283 wide and the switch at x = 293, 51 wide, 2 points past the stack.
        let label = LayoutSpyView(), toggle = Switch()
        label.intrinsicSize = CGSize(width: 100, height: 31)
        label.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        let stack = StackView(arrangedSubviews: [label, toggle])
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 342, height: 31)
        stack.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 283, height: 31))
        #expect(toggle.frame == CGRect(x: 293, y: 0, width: 51, height: 31))
    }
}
