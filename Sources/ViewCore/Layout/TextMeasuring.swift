import Foundation

/// What laid-out text measures: its size and where its first and last baselines lie.
public struct TextMeasurement: Hashable, Sendable {
    /// The size of the text's lines, rounded up to whole points.
    public var size: CGSize
    /// The distance from the top of the text to the baseline of its first line.
    public var firstBaseline: CGFloat
    /// The distance from the top of the text to the baseline of its last line.
    public var lastBaseline: CGFloat

    /// Creates a measurement.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures text for layout: labels, buttons and text fields ask it for their intrinsic size
/// and baselines. There are no glyphs on Linux, so the default (`EstimatedTextMeasuring`) is a
/// documented estimate; a renderer can install a real one with `View.setTextMeasuring(_:)`.
///
/// ```swift
/// struct Fixed: TextMeasuring {
///     func measure(_ text: String, font: Font, wrappingTo width: CGFloat?, numberOfLines: Int) -> TextMeasurement {
///         TextMeasurement(size: CGSize(width: 100, height: 20), firstBaseline: 16, lastBaseline: 16)
///     }
/// }
/// View.withTextMeasuring(Fixed()) { label.intrinsicContentSize }   // 100 × 20
/// ```
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`, wrapped to `width` (nil: never wrapped), on at most
    /// `numberOfLines` lines (0: no limit); explicit line breaks always start a new line. Empty
    /// text measures zero.
    func measure(_ text: String, font: Font, wrappingTo width: CGFloat?, numberOfLines: Int) -> TextMeasurement
}

/// The default `TextMeasuring`: deterministic metrics from the point size and weight, the same
/// on every machine.
///
/// - A character is `0.5 × pointSize` wide, times `1 + 0.1 × weight` for weights heavier than
///   regular (bold, 0.4 on UIKit's scale, is 4% wider); lighter weights are as wide as regular.
/// - A line is `1.2 × pointSize` high; its baseline lies `pointSize` below the line's top.
/// - Wrapping is greedy by words (spaces are break opportunities and a line's trailing space
///   does not count); a word longer than a line is broken between characters.
/// - Width and height are rounded up to whole points, as UIKit rounds intrinsic sizes.
public struct EstimatedTextMeasuring: TextMeasuring {
    /// Creates the estimator.
    public init() {}

    /// The width of one character of `font`.
    public static func characterWidth(of font: Font) -> CGFloat {
        font.pointSize * 0.5 * (1 + 0.1 * max(0, font.weight.rawValue))
    }

    /// Measures by the rules in the type's documentation.
    public func measure(_ text: String, font: Font, wrappingTo width: CGFloat?, numberOfLines: Int) -> TextMeasurement {
        guard !text.isEmpty else { return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let charWidth = Self.characterWidth(of: font)
        let perLine = width.flatMap { $0 > 0 && charWidth > 0 ? max(1, Int(($0 + 1e-9) / charWidth)) : nil }
        var lineLengths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let perLine, paragraph.count > perLine else {
                lineLengths.append(paragraph.count)
                continue
            }
            lineLengths += Self.wrap(Array(paragraph), perLine: perLine)
        }
        if numberOfLines > 0, lineLengths.count > numberOfLines {
            lineLengths = Array(lineLengths.prefix(numberOfLines))
        }
        let lineHeight = font.pointSize * 1.2
        let widest = CGFloat(lineLengths.max() ?? 0) * charWidth
        let height = CGFloat(lineLengths.count) * lineHeight
        return TextMeasurement(
            size: CGSize(width: widest.rounded(.up), height: height.rounded(.up)),
            firstBaseline: font.pointSize,
            lastBaseline: CGFloat(lineLengths.count - 1) * lineHeight + font.pointSize)
    }

    /// The lengths of the lines `characters` wraps into, `perLine` characters at most each.
    private static func wrap(_ characters: [Character], perLine: Int) -> [Int] {
        var lengths: [Int] = []
        var start = 0
        while start < characters.count {
            var end = min(start + perLine, characters.count)
            if end < characters.count, characters[end] != " ",
                let space = characters[start..<end].lastIndex(of: " "), space > start
            {
                end = space
            }
            var length = end - start
            while length > 0, characters[start + length - 1] == " " { length -= 1 }
            lengths.append(length)
            start = end
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        return lengths
    }
}

extension View {
    private static let sharedTextMeasuring = Locked<any TextMeasuring>(EstimatedTextMeasuring())
    @TaskLocal private static var scopedTextMeasuring: (any TextMeasuring)?

    /// The text measurer labels, buttons and text fields use: the one set for the current task
    /// (`withTextMeasuring(_:operation:)`), else the process-wide one, `EstimatedTextMeasuring`
    /// unless `setTextMeasuring(_:)` replaced it.
    public static var textMeasuring: any TextMeasuring {
        scopedTextMeasuring ?? sharedTextMeasuring.withLock { $0 }
    }

    /// Replaces the process-wide text measurer. Views measured before keep their constraints
    /// until their intrinsic size is invalidated.
    public static func setTextMeasuring(_ measuring: any TextMeasuring) {
        sharedTextMeasuring.withLock { $0 = measuring }
    }

    /// Runs `operation` with `measuring` as the text measurer of the current task (and the tasks
    /// it creates). Tests use it, since they run in parallel.
    public static func withTextMeasuring<R>(_ measuring: any TextMeasuring, operation: () throws -> R) rethrows -> R {
        try $scopedTextMeasuring.withValue(measuring, operation: operation)
    }
}
