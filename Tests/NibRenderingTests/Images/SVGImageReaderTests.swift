import Foundation
import PropertyBased
import Testing
import ViewCore

@testable import NibRendering

/// SVG icons as vector images: size and viewBox, transforms, shapes, paint and hostile files.
@Suite struct SVGImageReaderTests {
    static func read(_ text: String) throws -> SVGImageReader { try SVGImageReader(Data(text.utf8)) }

    static let icon = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="48px" height="48px" viewBox="0 0 24 24">
          <title>icon</title>
          <defs><path id="dot" d="M0 0h2v2h-2z"/>
            <linearGradient id="sky"><stop offset="0" stop-color="#336699"/><stop offset="1" stop-color="#fff"/></linearGradient>
          </defs>
          <g transform="translate(2 2)" fill="none" stroke="#FF0000" stroke-width="2">
            <circle cx="10" cy="10" r="8"/>
            <rect x="4" y="4" width="12" height="12" rx="2" style="fill: rgb(0, 128, 255); stroke: none"/>
          </g>
          <use xlink:href="#dot" x="20" y="20" fill="currentColor" fill-opacity="0.5"/>
          <polygon points="0,0 4,0 4,4" fill="url(#sky)"/>
          <text x="0" y="10">A</text>
        </svg>
        """

    @Test func sizeComesFromWidthAndHeightAndTheViewBoxScalesToIt() throws {
        let reader = try Self.read(Self.icon)
        #expect(reader.image.size == CGSize(width: 48, height: 48))
        #expect(reader.ignored == ["gradients (drawn in one colour)", "text"])
        // The circle: stroked only (fill none inherited), 2 units wide at a scale of 2, centred
        // at (12, 12) in the view box, (24, 24) in the image.
        guard case .stroke(let circle, let stroke)? = reader.image.operations.first else {
            Issue.record("no stroke first: \(reader.image.operations)")
            return
        }
        #expect(stroke.width == 4)
        #expect(stroke.paint == .color(RGBA(255, 0, 0)))
        #expect(circle.first == .move(CGPoint(x: 40, y: 24)))
        // The rectangle's style wins over its group's attributes.
        guard case .fill(_, let fill, false) = reader.image.operations[1] else {
            Issue.record("the rectangle is not filled: \(reader.image.operations[1])")
            return
        }
        #expect(fill == .color(RGBA(0, 128, 255)))
        #expect(reader.image.operations.count == 4)
        // <use> moves its target; currentColor is the tint at the fill's opacity.
        #expect(
            reader.image.operations[2]
                == .fill(
                    [
                        .move(CGPoint(x: 40, y: 40)), .line(CGPoint(x: 44, y: 40)), .line(CGPoint(x: 44, y: 44)),
                        .line(CGPoint(x: 40, y: 44)), .close,
                    ], .tint(opacity: 0.5), evenOdd: false))
        // A gradient paints in its first stop's colour.
        guard case .fill(_, .color(let sky), _) = reader.image.operations[3] else {
            Issue.record("the polygon is not filled with a colour")
            return
        }
        #expect(sky == RGBA(0x33, 0x66, 0x99))
    }

    @Test func aViewBoxAloneGivesTheSizeAndAspectIsKept() throws {
        let only = try Self.read(#"<svg viewBox="0 0 30 10"><path d="M0 0h30v10z"/></svg>"#)
        #expect(only.image.size == CGSize(width: 30, height: 10))
        // A 20 x 10 box in a 40 x 40 image: scaled by 2, centred vertically (xMidYMid meet).
        let fitted = try Self.read(#"<svg width="40" height="40" viewBox="0 0 20 10"><path d="M0 0L20 10"/></svg>"#)
        #expect(
            fitted.image.operations.first
                == .fill(
                    [.move(CGPoint(x: 0, y: 10)), .line(CGPoint(x: 40, y: 30))], .color(RGBA(0, 0, 0)), evenOdd: false))
        let stretched = try Self.read(
            #"<svg width="40" height="40" viewBox="0 0 20 10" preserveAspectRatio="none"><path d="M20 10L0 0"/></svg>"#)
        #expect(stretched.image.operations.first.map { "\($0)" }?.contains("40.0, y: 40.0") == true)
    }

    @Test(arguments: [
        ("#f00", RGBA(255, 0, 0)), ("#00FF0080", RGBA(0, 255, 0, 128.0 / 255)),
        ("rebeccapurple", RGBA(0x66, 0x33, 0x99)),
        ("rgb(10%, 20%, 100%)", RGBA(25.5, 51, 255)), ("rgba(1,2,3,0.25)", RGBA(1, 2, 3, 0.25)),
        ("Grey", RGBA(128, 128, 128)),
    ])
    func coloursReadInEachSpelling(text: String, expected: RGBA) throws {
        guard case .color(let color)? = SVGColor.parse(text) else {
            Issue.record("\(text) is not a colour")
            return
        }
        #expect(color == expected)
    }

    @Test func noneCurrentColourAndUnknownPaints() throws {
        #expect(SVGColor.parse("none") == SVGColor.none)
        #expect(SVGColor.parse(" currentColor ") == .current)
        #expect(SVGColor.parse("#ggg") == nil)
        #expect(SVGColor.parse("notacolour") == nil)
        #expect(SVGColor.parse("rgb(1,2)") == nil)
        let reader = try Self.read(
            #"<svg width="4" height="4"><rect width="4" height="4" fill="url(#nothing)" stroke="blue"/></svg>"#)
        // An unknown paint fills nothing; the stroke still draws.
        #expect(reader.image.operations.count == 1)
    }

    @Test func transformsComposeRightToLeft() {
        let t = SVGTransform.parse("translate(10, 0) scale(2)")
        #expect(t.apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        let rotated = SVGTransform.parse("rotate(90 5 5)")
        let point = rotated.apply(CGPoint(x: 10, y: 5))
        #expect(abs(point.x - 5) < 1e-9 && abs(point.y - 10) < 1e-9)
        #expect(SVGTransform.parse("matrix(1 0 0 1 3 4)").apply(.zero) == CGPoint(x: 3, y: 4))
        #expect(SVGTransform.parse("bogus(1) translate(5)") == .identity)
    }

    @Test func hiddenAndDisplayNoneDrawNothing() throws {
        let reader = try Self.read(
            #"<svg width="4" height="4"><g display="none"><rect width="4" height="4"/></g><rect width="4" height="4" style="visibility:hidden"/></svg>"#
        )
        #expect(reader.image.operations.isEmpty)
    }

    @Test(arguments: [
        ("", "line 1"), ("<svg", "line 1"), (#"<svg width="10" height="10"><g></svg>"#, "line 1"),
        ("<html/>", "not <svg>"), ("<svg/>", "no usable width"), (#"<svg width="0" height="5"/>"#, "no usable width"),
        (#"<svg width="1e9" height="5"/>"#, "no usable width"),
    ])
    func brokenFilesGiveLocatedErrors(text: String, expected: String) {
        #expect {
            try Self.read(text)
        } throws: { error in
            guard let error = error as? ImageDecodingError else { return false }
            return error.format == "SVG" && error.description.contains(expected)
        }
    }

    @Test func deepNestingAndEntityBombsStop() throws {
        let deep =
            #"<svg width="1" height="1">"# + String(repeating: "<g>", count: 1000)
            + String(repeating: "</g>", count: 1000) + "</svg>"
        #expect(throws: ImageDecodingError.self) { try Self.read(deep) }
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
            <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
            <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>
            <svg width="1" height="1"><title>&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;</title></svg>
            """
        let start = Date()
        _ = try? Self.read(bomb)
        #expect(Date().timeIntervalSince(start) < 5)
    }

    /// Every prefix of an icon, and the icon with bytes changed, reads or fails with an
    /// `ImageDecodingError`: never a crash.
    @Test func truncatedAndDamagedFilesNeverCrash() async throws {
        let bytes = Array(Self.icon.utf8)
        await propertyCheck(count: 150, input: Gen.int(in: 0...bytes.count), Gen.int(in: 0...255)) { cut, noise in
            var damaged = Array(bytes.prefix(cut))
            if !damaged.isEmpty { damaged[noise % damaged.count] = UInt8(noise) }
            for data in [Data(bytes.prefix(cut)), Data(damaged)] {
                do {
                    let reader = try SVGImageReader(data)
                    #expect(reader.image.size.width > 0)
                } catch {
                    #expect("\(error)".hasPrefix("SVG, line "))
                }
            }
        }
    }
}

extension SVGImageReaderTests {
    /// A group that uses itself ten times over would be visited 10^16 times: the visit limit
    /// ends it in proportion, with the shapes drawn so far.
    @Test func useBombsStop() throws {
        let uses = String(repeating: ##"<use href="#a"/>"##, count: 10)
        let text = #"<svg width="4" height="4"><g id="a"><rect width="1" height="1"/>\#(uses)</g></svg>"#
        let start = Date()
        let reader = try Self.read(text)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(!reader.image.operations.isEmpty)
        #expect(reader.image.operations.count <= SVGImageReader.maximumVisits)
    }
}

extension SVGImageReaderTests {
    /// Illustrator's export: colours in class rules of a `<style>` sheet, an inline style winning.
    @Test func classRulesOfAStyleSheetApply() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><style>
            .cls-1{fill:#ff0000;}.cls-2, .cls-3 { fill: none; stroke: #0000ff; stroke-width: 2 }
            g .nested { fill: #00ff00 }</style></defs>
            <rect class="cls-1" width="5" height="5"/><rect class="cls-2" width="5" height="5"/>
            <rect class="cls-1" style="fill:#000" width="5" height="5"/><rect class="nested" width="5" height="5"/>
            </svg>
            """
        let operations = try Self.read(text).image.operations
        #expect(operations.count == 4)
        guard case .fill(_, let red, _) = operations[0], case .stroke(_, let blue) = operations[1],
            case .fill(_, let black, _) = operations[2], case .fill(_, let unstyled, _) = operations[3]
        else {
            Issue.record("unexpected operations: \(operations)")
            return
        }
        #expect(red == .color(RGBA(255, 0, 0)))
        #expect(blue.paint == .color(RGBA(0, 0, 255)) && blue.width == 2)
        #expect(black == .color(RGBA(0, 0, 0)))
        // A descendant selector is not applied: the default black.
        #expect(unstyled == .color(RGBA(0, 0, 0)))
    }
}
