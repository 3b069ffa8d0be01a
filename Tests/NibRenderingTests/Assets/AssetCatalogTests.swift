import Foundation
import TestSupport
import Testing
import ViewCore

@testable import NibRendering

/// Named colours and images from asset catalogs written by the test: a colour set with a dark
/// variant, an image set with a PNG at 2x, an SF Symbol, and an image no catalog has.
@Suite struct AssetCatalogTests {
    /// Writes `Assets.xcassets` into `folder`: colour `Brand` (light red 255,0,0 as "1.000",
    /// dark blue as 0...255 integers) and image `Dot` (a 4 x 4 pixel green PNG at 2x).
    static func writeCatalog(in folder: URL) throws {
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let colors = catalog.appendingPathComponent("Colors/Brand.colorset")
        try FileManager.default.createDirectory(at: colors, withIntermediateDirectories: true)
        let colorJSON = """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "255", "alpha": "1.000"}}}
            ], "info": {"author": "xcode", "version": 1}}
            """
        try Data(colorJSON.utf8).write(to: colors.appendingPathComponent("Contents.json"))
        let images = catalog.appendingPathComponent("Dot.imageset")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let imageJSON = """
            {"images": [{"idiom": "universal", "scale": "1x"},
              {"idiom": "universal", "filename": "dot@2x.png", "scale": "2x"}],
             "info": {"author": "xcode", "version": 1}}
            """
        try Data(imageJSON.utf8).write(to: images.appendingPathComponent("Contents.json"))
        let green = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        green.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        try ViewRenderer(scale: 1).pngData(of: green).write(to: images.appendingPathComponent("dot@2x.png"))
    }

    static func tree() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let brand = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        brand.backgroundColor = Color(named: "Brand", fallback: Color(white: 0.5, alpha: 1))
        let image = ImageView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        image.image = Image(named: "Dot")
        image.contentMode = .center
        let symbol = ImageView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        symbol.image = Image(systemName: "star.fill")
        root.addSubview(brand)
        root.addSubview(image)
        root.addSubview(symbol)
        return root
    }

    @Test func namedColoursTakeTheirVariantAndImagesTheirContentMode() throws {
        try withTemporaryFolder { folder in
            try Self.writeCatalog(in: folder)
            let nested = folder.appendingPathComponent("App/Base.lproj")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            // Found from a file two folders below the catalog.
            let assets = AssetCatalog.found(near: nested.appendingPathComponent("Main.storyboard"))
            #expect(assets.hasImage(named: "Dot"))
            var renderer = ViewRenderer(scale: 1, appearance: .light)
            renderer.assets = assets
            let light = try PNGImage(renderer.pngData(of: Self.tree()))
            #expect(light.pixel(x: 10, y: 10) == PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            // A 4-pixel image at 2x is 2 x 2 points, centred: green at the middle, not at the corner.
            let middle = light.pixel(x: 30, y: 10)
            #expect(middle.green > 200 && middle.red < 50, "\(middle)")
            #expect(light.pixel(x: 22, y: 2) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
            renderer.appearance = .dark
            let dark = try PNGImage(renderer.pngData(of: Self.tree()))
            #expect(dark.pixel(x: 10, y: 10) == PNGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
            let svg = renderer.svg(of: Self.tree())
            #expect(svg.contains(#"<g data-symbol="star.fill">"#))
            #expect(svg.contains("data:image/png;base64,"))
            // Without the catalog the fallback shows.
            let plain = try PNGImage(ViewRenderer(scale: 1).pngData(of: Self.tree()))
            #expect(plain.pixel(x: 10, y: 10) == PNGImage.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
        }
    }

    @Test func aButtonsImageComesFromTheCatalogOrIsASymbolNotACircle() throws {
        try withTemporaryFolder { folder in
            try Self.writeCatalog(in: folder)
            let root = View(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
            let dot = Button(type: .system)
            dot.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
            dot.setImage(Image(named: "Dot"), for: .normal)
            let star = Button(type: .system)
            star.frame = CGRect(x: 40, y: 0, width: 40, height: 30)
            star.setImage(Image(systemName: "star.fill"), for: .normal)
            root.addSubview(dot)
            root.addSubview(star)
            var renderer = ViewRenderer(scale: 1)
            renderer.assets = AssetCatalog.found(near: folder.appendingPathComponent("Main.storyboard"))
            let svg = renderer.svg(of: root)
            #expect(svg.contains("data:image/png;base64,"))
            #expect(svg.contains(#"<g data-symbol="star.fill">"#))
            let rings = svg.components(separatedBy: "\n").filter {
                $0.contains("<ellipse") && $0.contains(#"fill="none""#)
            }
            #expect(rings.isEmpty, "no plain circle: \(rings)")
            // The 2 x 2 point green dot, fitted to the 22-point glyph box at the button's middle.
            let png = try PNGImage(renderer.pngData(of: root))
            let middle = png.pixel(x: 20, y: 15)
            #expect(middle.green > 200 && middle.red < 50, "\(middle)")
        }
    }

    @Test func anImageNoCatalogHasIsAPlaceholderAndRecorded() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = ImageView(frame: root.frame)
        image.image = Image(named: "nibkit-test-missing-image")
        root.addSubview(image)
        let png = try PNGImage(ViewRenderer(scale: 1).pngData(of: root))
        #expect(png.pixel(x: 10, y: 3) != PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(MissingImages.all.contains("nibkit-test-missing-image"))
    }

    @Test(arguments: [
        (#"{"red": "0x80", "green": "128", "blue": "0.5", "alpha": "1"}"#, 128.0),
        (#"{"white": "0.502", "alpha": "1.000"}"#, 128.0),
    ])
    func componentsReadInXcodesThreeSpellings(components: String, expected: Double) throws {
        let object = try JSONSerialization.jsonObject(with: Data(#"{"components": \#(components)}"#.utf8))
        let dictionary = try #require(object as? [String: Any])
        let color = try #require(AssetCatalog.rgba(dictionary))
        for channel in [color.red, color.green, color.blue] { #expect(abs(channel * 255 - expected) < 0.6) }
    }

    @Test func placementFollowsTheContentMode() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        #expect(ImagePlacement.rect(of: size, in: bounds, mode: .scaleToFill) == bounds)
        #expect(ImagePlacement.rect(of: size, in: bounds, mode: .scaleAspectFit) == bounds)
        #expect(
            ImagePlacement.rect(of: CGSize(width: 10, height: 10), in: bounds, mode: .scaleAspectFill)
                == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(ImagePlacement.rect(of: size, in: bounds, mode: .center) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(
            ImagePlacement.rect(of: size, in: bounds, mode: .bottomRight) == CGRect(x: 80, y: 40, width: 20, height: 10)
        )
    }
}
