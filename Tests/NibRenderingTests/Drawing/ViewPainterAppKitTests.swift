import Foundation
import Testing
import ViewCore

@testable import NibRendering

@Suite("ViewPainter+AppKit")
struct ViewPainterAppKitTests {
    @Test func aBoxsTitleIsAboveItsBorder() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let box = View(frame: CGRect(x: 10, y: 10, width: 180, height: 60))
        box.unarchivedValues.archiveID = "box"
        root.addSubview(box)
        var renderer = ViewRenderer()
        renderer.appKitLooks = ["box": AppKitLook(kind: .box, title: "Options")]
        let lines = renderer.svg(of: root).components(separatedBy: "\n")
        let title = try #require(lines.first { $0.contains(">Options<") })
        let outline = try #require(lines.first { $0.contains("<rect") && $0.contains(#"fill="none""#) })
        let baseline = try #require(Self.number("y", in: title))
        let top = try #require(Self.number("y", in: outline))
        #expect(baseline <= top, "the title (baseline \(baseline)) sits above the border (\(top))")
    }

    static func number(_ attribute: String, in line: String) -> Double? {
        guard let start = line.range(of: " \(attribute)=\"") else { return nil }
        return Double(line[start.upperBound...].prefix { $0 != "\"" })
    }
}
