import Foundation
import TestSupport
import Testing
import ViewCore

@testable import NibRendering

@Suite("SystemColors")
struct SystemColorsTests {
    /// The AppKit colours the corpus's `.xib` files name with `catalog="System"`.
    static let appKitNames = [
        "controlColor", "textBackgroundColor", "controlTextColor", "labelColor", "controlBackgroundColor",
        "headerTextColor", "textColor", "secondaryLabelColor", "headerColor", "gridColor", "knobColor",
        "tertiaryLabelColor", "quaternaryLabelColor", "disabledControlTextColor", "windowBackgroundColor",
        "controlAccentColor", "windowFrameTextColor", "windowFrameColor", "separatorColor", "linkColor",
        "controlShadowColor", "controlAlternatingRowColor", "_sourceListBackgroundColor",
    ]

    @Test(arguments: appKitNames)
    func appKitsNamedColoursAreKnown(name: String) {
        #expect(SystemColors.named(name) != nil)
    }

    @Test func aMacOSViewsControlBackgroundIsNotTheReadersBlackFallback() {
        // As the Xcode reader reads `name="controlBackgroundColor" catalog="System"`.
        let background = Color(systemName: "controlBackgroundColor", fallback: Color(white: 0, alpha: 1))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = background
        let svg = ViewRenderer().svg(of: view)
        #expect(svg.contains(#"fill="rgb(255,255,255)""#))
        #expect(!svg.contains(#"fill="rgb(0,0,0)""#))
        #expect(RGBA(background, in: .dark) == RGBA(30, 30, 30))
    }

    @Test(XcodeCorpus.required)
    func everySystemCatalogColourOfTheCorpusIsKnown() throws {
        // A `catalog="System"` colour has no components: one unknown draws as opaque black.
        let pattern = try NSRegularExpression(pattern: #"name="([^"]+)" catalog="System""#)
        var unknown: Set<String> = []
        for file in XcodeCorpus.files() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let name = String(text[range])
                if SystemColors.named(name) == nil { unknown.insert(name) }
            }
        }
        #expect(unknown.isEmpty, "\(unknown.sorted())")
    }
}
