import Foundation
import PropertyBased
import Testing
import ViewCore

@testable import NibRendering

@Suite("PangoTextMeasuring")
struct PangoTextMeasuringTests {
    static let words = Gen.int(in: 1...12).array(of: 1...30).map { lengths in
        lengths.map { String(repeating: "w", count: $0) }.joined(separator: " ")
    }
    static let widths = Gen.int(in: 20...400).map { CGFloat($0) }
    let measuring = PangoTextMeasuring()

    @Test func wrappingNeverWidensTheTextAndOnlyAddsLines() async {
        await propertyCheck(count: 60, input: Self.words, Self.widths) { text, width in
            let font = Font.systemFont(ofSize: 17)
            let line = measuring.measure(text, font: font, wrappingTo: nil, numberOfLines: 0)
            let wrapped = measuring.measure(text, font: font, wrappingTo: width, numberOfLines: 0)
            #expect(wrapped.size.height >= line.size.height)
            #expect(wrapped.size.width <= line.size.width)
            // A word wider than the width is broken between characters, so every line fits.
            #expect(wrapped.size.width <= max(width.rounded(.up), 1) + 1)
        }
    }

    @Test func aLineLimitKeepsThatManyLines() async {
        await propertyCheck(count: 60, input: Self.words, Gen.int(in: 1...3)) { text, limit in
            let font = Font.systemFont(ofSize: 15)
            let one = measuring.measure("w", font: font, wrappingTo: nil, numberOfLines: 1)
            let limited = measuring.measure(text, font: font, wrappingTo: 60, numberOfLines: limit)
            let all = measuring.measure(text, font: font, wrappingTo: 60, numberOfLines: 0)
            #expect(limited.size.height <= CGFloat(limit) * one.size.height + 1)
            #expect(limited.size.height <= all.size.height)
            #expect(limited.firstBaseline == all.firstBaseline)
        }
    }

    @Test func aLineIsAsHighAsInterSetsItAndBoldIsWider() {
        let regular = measuring.measure("Sign in", font: .systemFont(ofSize: 17), wrappingTo: nil, numberOfLines: 1)
        let bold = measuring.measure("Sign in", font: .boldSystemFont(ofSize: 17), wrappingTo: nil, numberOfLines: 1)
        // Inter's ascender and descender (0.97 + 0.24 em) make a 17-point line 21 points high;
        // UIKit's San Francisco line is 20.3.
        #expect(regular.size.height == 21)
        #expect((16...17).contains(regular.firstBaseline))
        #expect(bold.size.width > regular.size.width)
        #expect(measuring.measure("", font: .systemFont(ofSize: 17), wrappingTo: nil, numberOfLines: 0).size == .zero)
    }

    @Test func explicitLineBreaksStartLines() {
        let font = Font.systemFont(ofSize: 12)
        let one = measuring.measure("a", font: font, wrappingTo: nil, numberOfLines: 0)
        let three = measuring.measure("a\nb\nc", font: font, wrappingTo: nil, numberOfLines: 0)
        #expect(abs(three.size.height - 3 * one.size.height) <= 2)
        #expect(three.lastBaseline > three.firstBaseline)
    }

    @Test func namedFamiliesAreSubstitutedAndReportedOnce() {
        let font = Font(name: "Menlo-Bold", size: 13)
        #expect(FontFace(font).family == FontFace.monospacedFamily)
        #expect(FontFace(font).weight == 700)
        let narrow = measuring.measure("iiii", font: font, wrappingTo: nil, numberOfLines: 1)
        let wide = measuring.measure("MMMM", font: font, wrappingTo: nil, numberOfLines: 1)
        #expect(narrow.size.width == wide.size.width, "monospaced")
        let reports = FontSubstitutions.all.filter { $0.hasPrefix("Menlo-Bold ") }
        #expect(reports == ["Menlo-Bold is drawn with DejaVu Sans Mono"])
    }
}

/// San Francisco's tracking, given to Inter as letter spacing.
@Suite struct SystemTrackingTests {
    @Test func trackingFollowsTheSizeTable() {
        #expect(FontFace.systemTracking(atSize: 17) == -0.43)
        #expect(FontFace.systemTracking(atSize: 12) == 0)
        #expect(abs(FontFace.systemTracking(atSize: 16.5) - -0.37) < 0.001, "between 16 and 17")
        #expect(FontFace.systemTracking(atSize: 2) == 0.24)
        #expect(FontFace.systemTracking(atSize: 200) == 0)
        #expect(FontFace(.systemFont(ofSize: 17)).tracking == -0.43)
        #expect(FontFace(Font(name: "Menlo", size: 17)).tracking == 0, "named fonts keep their own spacing")
    }

    @Test func aTrackedSystemLabelIsNarrowerByAboutTheTrackingPerCharacter() {
        let text = "Sign in to continue"
        let tracked = PangoText(TextSpec(text: text, face: FontFace(.systemFont(ofSize: 17)))).lines().size.width
        var face = FontFace(.systemFont(ofSize: 17))
        face.tracking = 0
        let plain = PangoText(TextSpec(text: text, face: face)).lines().size.width
        let perCharacter = (plain - tracked) / CGFloat(text.count)
        #expect(abs(perCharacter - 0.43) < 0.05, "\(plain) -> \(tracked)")
    }
}
