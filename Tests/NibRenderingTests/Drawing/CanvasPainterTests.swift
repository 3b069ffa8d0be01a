import Foundation
import Testing
import ViewCore

@testable import NibRendering

@Suite("CanvasPainter")
struct CanvasPainterTests {
    @Test func aScenesViewIsClippedToTheScene() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        // Above the view, where the scene's title is.
        let outside = View(frame: CGRect(x: 0, y: -30, width: 100, height: 20))
        outside.unarchivedValues.archiveID = "outside"
        view.addSubview(outside)
        let canvas = StoryboardCanvas(scenes: [.init(id: "a", title: "A", view: view, center: .zero)])
        let lines = ViewRenderer().svg(of: canvas).components(separatedBy: "\n")
        let scene = lines.firstIndex { $0.contains(#"data-scene="a""#) } ?? lines.endIndex
        let clip = lines.firstIndex { $0.contains(#"<clipPath"#) && $0.contains(#"width="100" height="200""#) }
        let drawn = lines.firstIndex { $0.contains(#"id="outside""#) } ?? lines.startIndex
        #expect(clip.map { scene < $0 && $0 < drawn } == true, "\(lines)")
        // The scene's title is not clipped: it comes before.
        let title = lines.firstIndex { $0.contains(">A<") } ?? lines.endIndex
        #expect(clip.map { title < $0 } == true)
    }
}
