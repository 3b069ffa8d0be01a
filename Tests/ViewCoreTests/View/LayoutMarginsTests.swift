import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite("Layout margins")
struct LayoutMarginsTests {
    let log = CallLog()

    @Test("A change fires layoutMarginsDidChange once and marks the view for layout; no change fires nothing")
    func changeFiresOnce() {
        let view = RecordingView("A", log: log)
        view.layoutIfNeeded()
        log.clear()

        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(log.take() == ["A.layoutMarginsDidChange"])
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutIfNeeded()
        #expect(log.take() == ["A.layoutSubviews"])

        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutIfNeeded()
        #expect(log.take() == [])

        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(log.take() == ["A.layoutMarginsDidChange"])
    }

    @Test("Directional margins: leading is left in left-to-right layouts")
    func directionalLeftToRight() {
        for attribute in [SemanticContentAttribute.unspecified, .forceLeftToRight, .playback, .spatial] {
            let view = View(frame: .zero)
            view.semanticContentAttribute = attribute
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
    }

    @Test("Directional margins in right-to-left: leading is the right edge")
    func directionalRightToLeft() {
        let view = RecordingView("A", log: log)
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(log.take() == ["A.layoutMarginsDidChange"])
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

        view.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
        #expect(log.take() == ["A.layoutMarginsDidChange"])
    }
}
