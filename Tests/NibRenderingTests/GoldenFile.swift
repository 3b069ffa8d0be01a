import Foundation
import Testing

@testable import NibRendering

/// A picture checked in under `Tests/NibRenderingTests/Goldens` and compared with what the
/// renderer draws now, within a tolerance a font or Cairo version change does not break: a PNG
/// may differ in `maximumShare` of its pixels by more than `channelTolerance` in a channel; an
/// SVG must have the same text with every number within `numberTolerance` points.
///
/// Regenerate every golden (then look at each before committing it) with
/// `NIBKIT_UPDATE_GOLDENS=1 swift test --filter GoldenImageTests`.
struct GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")
    static var updates: Bool { ProcessInfo.processInfo.environment["NIBKIT_UPDATE_GOLDENS"] == "1" }

    static let channelTolerance = 24
    static let maximumShare = 0.01
    static let numberTolerance = 0.75

    /// The golden's name, such as `controls-light.png`.
    let name: String

    var url: URL { Self.directory.appendingPathComponent(name) }

    /// Compares `data` with the golden (or writes it with `NIBKIT_UPDATE_GOLDENS=1`).
    func check(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.updates {
            try data.write(to: url)
            return
        }
        guard let golden = try? Data(contentsOf: url) else {
            Issue.record(
                "no golden \(name); write it with NIBKIT_UPDATE_GOLDENS=1 swift test --filter GoldenImageTests",
                sourceLocation: sourceLocation)
            return
        }
        if name.hasSuffix(".png") {
            let share = try PNGImage(data).differingShare(from: PNGImage(golden), tolerance: Self.channelTolerance)
            #expect(
                share <= Self.maximumShare,
                "\(name): \(Int(share * 10_000)) of 10,000 pixels differ from the golden",
                sourceLocation: sourceLocation)
        } else {
            let (text, numbers) = Self.split(String(decoding: data, as: UTF8.self))
            let (goldenText, goldenNumbers) = Self.split(String(decoding: golden, as: UTF8.self))
            #expect(
                text == goldenText, "\(name): the SVG's text differs from the golden", sourceLocation: sourceLocation)
            let close =
                numbers.count == goldenNumbers.count
                && zip(numbers, goldenNumbers).allSatisfy { abs($0 - $1) <= Self.numberTolerance }
            #expect(close, "\(name): the SVG's numbers differ from the golden's", sourceLocation: sourceLocation)
        }
    }

    /// The text with each number replaced by `#`, and the numbers in order.
    static func split(_ text: String) -> (String, [Double]) {
        var skeleton = ""
        var numbers: [Double] = []
        var current = ""
        func flush() {
            guard !current.isEmpty else { return }
            if let value = Double(current) {
                numbers.append(value)
                skeleton += "#"
            } else {
                skeleton += current
            }
            current = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                flush()
                skeleton.append(character)
            }
        }
        flush()
        return (skeleton, numbers)
    }
}
