import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ViewCore

/// The margins a view controller's root view lays out with, and the safe area inside a scroll
/// view (`View+SafeArea.swift`).
@Suite struct SafeAreaMarginsTests {
    /// A root view of `width` x 200 in a window with a 44-point top and 34-point bottom inset,
    /// with a child pinned to its four margins; the child's frame after layout.
    private func childFrame(width: CGFloat, margins: EdgeInsets? = nil) -> CGRect {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        window.deviceSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let controller = ViewController()
        let root = View(frame: window.bounds)
        controller.view = root
        if let margins { root.layoutMargins = margins }
        window.addSubview(root)
        let child = root.addSubviewPinned(to: root.layoutMarginsGuide)
        window.layoutIfNeeded()
        return withExtendedLifetime(controller) { child.frame }
    }

    @Test func aRootViewsDefaultMarginsAreTheSafeAreaAtTheTopAndBottom() {
        // UIKit reports a root view's margins as (44, 16, 34, 16) here: no 8 points past the
        // safe area at the top and bottom, the system minimum at the sides.
        #expect(childFrame(width: 375) == CGRect(x: 16, y: 44, width: 343, height: 200 - 44 - 34))
        #expect(childFrame(width: 600) == CGRect(x: 20, y: 44, width: 560, height: 200 - 44 - 34))
        // 20 from 400 points wide (a Plus phone's 414, a 400-point freeform view), 16 below.
        #expect(childFrame(width: 400).minX == 20)
        #expect(childFrame(width: 390).minX == 16)
    }

    @Test func marginsARootViewIsGivenAddToTheSafeArea() {
        let margins = EdgeInsets(top: 5, left: 30, bottom: 6, right: 30)
        #expect(childFrame(width: 375, margins: margins) == CGRect(x: 30, y: 49, width: 315, height: 200 - 49 - 40))
    }

    /// A view pinned to the safe area of a 375 x 600 content view inside a scroll view that
    /// fills a 375 x 200 window (insets 44, 10, 34, 10) adjusting by `behavior`; its frame.
    private func frameInScrollView(_ behavior: ScrollView.ContentInsetAdjustmentBehavior) -> CGRect {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        window.deviceSafeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        window.addSubview(scrollView)
        let content = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        scrollView.addSubview(content)
        let child = content.addSubviewPinned(to: content.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        return child.frame
    }

    @Test func aScrollViewThatAdjustsItsInsetsKeepsTheTopAndBottomBandsFromItsContent() {
        // Adjusting: the content has only the side bands (`always`: none), however far down it reaches.
        #expect(frameInScrollView(.automatic) == CGRect(x: 10, y: 0, width: 355, height: 600))
        #expect(frameInScrollView(.scrollableAxes) == CGRect(x: 10, y: 0, width: 355, height: 600))
        #expect(frameInScrollView(.always) == CGRect(x: 0, y: 0, width: 375, height: 600))
        // Not adjusting: the status bar covers its top 44 and the home indicator everything
        // below 200 - 34.
        #expect(frameInScrollView(.never) == CGRect(x: 10, y: 44, width: 355, height: 166 - 44))
    }

    /// With no keyboard showing, the keyboard layout guide is the band below the safe area, as
    /// UIKit's is with the keyboard off screen: a view pinned above it ends where the safe area
    /// does, whatever the bottom inset.
    @Test func theKeyboardGuideIsTheBandBelowTheSafeArea() async {
        await propertyCheck(count: 30, input: Gen.int(in: 0...60)) { bottom in
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            window.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: CGFloat(bottom), right: 0)
            let root = View(frame: window.bounds)
            window.addSubview(root)
            let field = View()
            field.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(field)
            LayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                field.topAnchor.constraint(equalTo: root.topAnchor),
                field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            ])
            window.layoutIfNeeded()
            #expect(field.frame == CGRect(x: 0, y: 0, width: 320, height: 568 - CGFloat(bottom)))
            #expect(
                root.keyboardLayoutGuide.layoutFrame
                    == CGRect(x: 0, y: 568 - CGFloat(bottom), width: 320, height: CGFloat(bottom)))
            #expect(root.keyboardLayoutGuide === root.keyboardLayoutGuide)
        }
    }
}
