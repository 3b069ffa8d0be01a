import Foundation
import PropertyBased
import Testing
import ViewCore

@testable import NibRendering

@Suite("SVGCanvas")
struct SVGCanvasTests {
    static let words = Gen.int(in: 1...12).array(of: 1...12).map { lengths in
        lengths.map { String(repeating: "w", count: $0) }.joined(separator: " ")
    }
    static let modes = Gen.int(in: 0...2).map {
        [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle][$0]
    }

    /// The contents of the SVG's `<text>` elements, in order.
    static func texts(in document: String) -> [String] {
        document.components(separatedBy: "</text>").dropLast().compactMap { part in
            part.range(of: ">", options: .backwards).map { String(part[$0.upperBound...]) }
        }
    }

    @Test func aTruncatedLineShowsPangosShortenedTextNotTheWholeLine() async {
        await propertyCheck(count: 40, input: Self.words, Gen.int(in: 20...300), Self.modes) { text, width, mode in
            let spec = TextSpec(
                text: text, face: FontFace(.systemFont(ofSize: 15)), width: CGFloat(width), lineBreakMode: mode)
            let pango = PangoText(spec)
            let canvas = SVGCanvas(size: CGSize(width: 320, height: 40), background: RGBA(1, 1, 1))
            canvas.text(pango, at: .zero, RGBA(0, 0, 0))
            let shown = Self.texts(in: canvas.document)
            guard shown.count == 1 else {
                Issue.record("one line expected: \(shown)")
                return
            }
            guard pango.lines().isEllipsized else {
                #expect(shown[0] == text)
                return
            }
            let parts = shown[0].components(separatedBy: "…")
            guard parts.count == 2 else {
                Issue.record("one ellipsis expected in \(shown[0])")
                return
            }
            #expect(text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
            #expect(parts[0].count + parts[1].count < text.count)
            if mode == .byTruncatingTail { #expect(parts[1].isEmpty) }
            if mode == .byTruncatingHead { #expect(parts[0].isEmpty) }
        }
    }
}
