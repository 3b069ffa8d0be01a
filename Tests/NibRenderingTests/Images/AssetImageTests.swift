import Foundation
import Testing
import ViewCore

@testable import NibRendering

/// Image views showing an asset catalog's SVG, PDF and JPEG images (`Fixtures/Assets.xcassets`),
/// a template image in the tint, and a file that does not decode as the placeholder with why;
/// and the `images` goldens, light and dark.
@Suite struct AssetImageTests {
    static let catalog = ImageFixtures.directory.deletingLastPathComponent().appendingPathComponent("Assets.xcassets")

    static var assets: AssetCatalog { AssetCatalog(folders: [catalog]) }

    /// Five 48-point image views in a row: badge (SVG), ticket (PDF), photo (JPEG), a
    /// template glyph tinted orange, and the broken JPEG.
    static func tree() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 296, height: 64))
        root.unarchivedValues.archiveID = "images"
        root.backgroundColor = .systemBackground
        for (index, name) in ["Badge", "Ticket", "Photo", "Glyph", "Broken"].enumerated() {
            let view = ImageView(frame: CGRect(x: 8 + CGFloat(index) * 58, y: 8, width: 48, height: 48))
            view.image = Image(named: name)
            view.contentMode = .scaleAspectFit
            view.unarchivedValues.archiveID = name.lowercased()
            if name == "Glyph" { view.tintColor = Color(red: 1, green: 0.55, blue: 0, alpha: 1) }
            root.addSubview(view)
        }
        return root
    }

    @Test func eachImageSetKeepsItsFileFormatAndIntent() throws {
        let images = Self.assets.images
        #expect(images["Badge"]?.format == .svg)
        #expect(images["Ticket"]?.format == .pdf)
        #expect(images["Photo"]?.format == .jpeg && images["Photo"]?.scale == 2)
        #expect(images["Glyph"]?.template == true && images["Badge"]?.template == false)
        let photo = try AssetImage.load(try #require(images["Photo"]))
        #expect(photo.size == CGSize(width: 32, height: 24))
    }

    @Test func vectorAndJPEGImagesDrawAndTemplatesTakeTheTint() throws {
        var renderer = ViewRenderer(scale: 1)
        renderer.assets = Self.assets
        let png = try PNGImage(renderer.pngData(of: Self.tree()))
        // The badge's blue square at its corner; its red triangle in the middle.
        let badge = png.pixel(x: 8 + 4, y: 8 + 4)
        #expect(badge.blue > 200 && badge.red < 40, "\(badge)")
        let triangle = png.pixel(x: 8 + 24, y: 8 + 20)
        #expect(triangle.red > 200 && triangle.green < 90, "\(triangle)")
        // The ticket: a 40 x 20 page fitted to 48 points wide, its left half red at half alpha.
        let ticket = png.pixel(x: 66 + 8, y: 32 - 6)
        #expect(ticket.red > 200 && ticket.green < 160 && ticket.green > 90, "\(ticket)")
        // The photo's gradient: blue on the left, red on the right.
        let left = png.pixel(x: 124 + 2, y: 32)
        let right = png.pixel(x: 124 + 45, y: 32)
        #expect(left.blue > 180 && left.red < 60 && right.red > 180 && right.blue < 60, "\(left) \(right)")
        // The glyph is orange, not the file's black.
        let star = png.pixel(x: 182 + 24, y: 8 + 12)
        #expect(star.red > 200 && star.green > 100 && star.blue < 60, "\(star)")
        // The broken JPEG is the placeholder, recorded with its format and byte.
        #expect(MissingImages.all.contains("Broken"))
        let reason = try #require(MissingImages.reason(for: "Broken"))
        #expect(reason.hasPrefix("JPEG, byte "), "\(reason)")
        #expect(MissingImages.reason(for: "Badge") == nil && !MissingImages.all.contains("Badge"))
        // The ticket's text is left out, and noted.
        #expect(MissingImages.partlyDrawn.contains("'ticket.pdf' (PDF: text)"), "\(MissingImages.partlyDrawn)")
    }

    @Test func theSVGKeepsVectorsAndTheJPEGsBytes() throws {
        var renderer = ViewRenderer(scale: 1)
        renderer.assets = Self.assets
        let svg = renderer.svg(of: Self.tree())
        #expect(svg.contains("data:image/jpeg;base64,"))
        #expect(svg.contains(#"fill-rule="evenodd""#))
        #expect(svg.contains("clip-path=\"url(#nibkit-clip-"))
        #expect(!svg.contains("data:image/png"))
    }

    @Test(arguments: [Appearance.light, .dark])
    func golden(appearance: Appearance) throws {
        var renderer = ViewRenderer(scale: 2, appearance: appearance)
        renderer.assets = Self.assets
        try GoldenFile(name: "images-\(appearance).png").check(renderer.pngData(of: Self.tree()))
    }
}
