import Foundation
import Testing

@testable import ViewCore

/// Frames round to the screen's pixels in a window that has a `screenScale`, as UIKit's do.
@Suite struct PixelRoundingTests {
    /// Two views a third of a 100-point-wide window each, the second starting where the first
    /// ends, and a third whose centre sits at 23/15 of the window's: their frames after layout.
    private func layOut(scale: CGFloat?) -> (first: CGRect, second: CGRect, centred: CGRect) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 667))
        window.screenScale = scale
        let first = View(), second = View(), centred = View()
        for view in [first, second, centred] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            first.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3),
            first.topAnchor.constraint(equalTo: window.topAnchor),
            second.topAnchor.constraint(equalTo: window.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10),
            second.heightAnchor.constraint(equalToConstant: 10),
            centred.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            centred.widthAnchor.constraint(equalToConstant: 10),
            centred.heightAnchor.constraint(equalToConstant: 32),
            LayoutConstraint(
                item: centred, attribute: .centerY, relatedBy: .equal, toItem: window, attribute: .centerY,
                multiplier: 23.0 / 15, constant: 0),
        ])
        window.layoutIfNeeded()
        return (first.frame, second.frame, centred.frame)
    }

    @Test func edgesRoundToTheScreensPixels() {
        let frames = layOut(scale: 2)
        // 33.33 rounds to 33.5, 66.67 to 66.5: the second starts where the first ends.
        #expect(frames.first == CGRect(x: 0, y: 0, width: 33.5, height: 10))
        #expect(frames.second == CGRect(x: 33.5, y: 0, width: 33, height: 10))
        // 333.5 × 23/15 − 16 = 495.37 rounds to 495.5.
        #expect(frames.centred == CGRect(x: 0, y: 495.5, width: 10, height: 32))
    }

    @Test func withoutAScaleFramesKeepTheSolversValues() {
        let frames = layOut(scale: nil)
        #expect(abs(frames.first.width - 100.0 / 3) < 1e-9)
        #expect(abs(frames.centred.minY - (333.5 * 23 / 15 - 16)) < 1e-9)
    }
}
