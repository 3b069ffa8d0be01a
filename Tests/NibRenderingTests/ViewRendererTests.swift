import Foundation
import Testing
import ViewCore

@testable import NibRendering

@Suite("ViewRenderer")
struct ViewRendererTests {
    /// A 200 x 120 root with a card (moved, rounded, bordered, translucent) holding a label and
    /// a switch, and a hidden view.
    static func sampleTree() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.unarchivedValues.archiveID = "root"
        let card = View(frame: CGRect(x: 10, y: 20, width: 150, height: 80))
        card.unarchivedValues.archiveID = "card"
        card.backgroundColor = Color(systemName: "systemGray6", fallback: .gray)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.alpha = 0.5
        card.clipsToBounds = true
        let label = Label(frame: CGRect(x: 8, y: 4, width: 120, height: 21))
        label.unarchivedValues.archiveID = "title"
        label.text = "Hello <world> & co"
        let toggle = Switch(frame: CGRect(x: 8, y: 40, width: 51, height: 31))
        toggle.unarchivedValues.archiveID = "toggle"
        toggle.isOn = true
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.unarchivedValues.archiveID = "hidden"
        hidden.isHidden = true
        root.addSubview(card)
        card.addSubview(label)
        card.addSubview(toggle)
        root.addSubview(hidden)
        return root
    }

    @Test func svgGroupsCarryTheIdClassAndFrameInRootCoordinates() {
        let svg = ViewRenderer().svg(of: Self.sampleTree())
        #expect(svg.contains(#"<g id="root" data-class="View" data-frame="0 0 200 120">"#))
        #expect(
            svg.contains(
                #"<g id="card" data-class="View" data-frame="10 20 150 80" transform="translate(10 20)" opacity="0.5">"#
            ))
        #expect(
            svg.contains(#"<g id="title" data-class="Label" data-frame="18 24 120 21" transform="translate(8 4)">"#))
        #expect(svg.contains(#"id="toggle" data-class="Switch" data-frame="18 60 51 31""#))
        #expect(svg.contains(#"<g id="hidden" data-class="View" data-frame="0 0 10 10" display="none">"#))
        #expect(svg.contains("Hello &lt;world…<"), "truncated as the PNG shows it")
        #expect(svg.contains(#"rx="12""#), "the corner radius")
        #expect(svg.contains("clip-path="), "clipsToBounds")
    }

    @Test func systemColoursFollowTheAppearance() {
        let light = ViewRenderer(appearance: .light).svg(of: Self.sampleTree())
        let dark = ViewRenderer(appearance: .dark).svg(of: Self.sampleTree())
        #expect(light.contains(#"<rect width="200" height="120" fill="rgb(255,255,255)"/>"#))
        #expect(dark.contains(#"<rect width="200" height="120" fill="rgb(0,0,0)"/>"#))
        #expect(light.contains(#"fill="rgb(242,242,247)""#), "systemGray6, light")
        #expect(dark.contains(#"fill="rgb(28,28,30)""#), "systemGray6, dark")
        // The label's default colour is `label`: black in light, white in dark.
        #expect(dark.contains(#"font-size="17" letter-spacing="-0.43" fill="rgb(255,255,255)">Hello"#))
    }

    @Test func pngHasTheScaledSizeAndTheSameBytesTwice() throws {
        let renderer = ViewRenderer(scale: 2)
        let first = try renderer.pngData(of: Self.sampleTree())
        let second = try renderer.pngData(of: Self.sampleTree())
        #expect(first == second)
        let image = try PNGImage(first)
        #expect(image.width == 400 && image.height == 240)
        // The root's background is white; the switch (on, green) lies at (18 + 10, 60 + 15).
        #expect(image.pixel(x: 390, y: 230) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let track = image.pixel(x: 2 * 24, y: 2 * 75)
        #expect(track.green > track.red && track.green > track.blue, "\(track)")
    }

    @Test func anEmptyOrHugePictureIsAnError() {
        let empty = View(frame: .zero)
        #expect(throws: RenderingError.imageTooLarge(width: 0, height: 0)) { try ViewRenderer().pngData(of: empty) }
        let huge = View(frame: CGRect(x: 0, y: 0, width: 100_000, height: 10))
        #expect(throws: RenderingError.self) { try ViewRenderer(scale: 1).pngData(of: huge) }
    }
}
