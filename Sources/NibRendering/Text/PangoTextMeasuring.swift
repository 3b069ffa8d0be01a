import Foundation
import ViewCore

/// Measures text with Pango in the free fonts NibRendering draws with (Inter for the system
/// font, DejaVu for monospaced and serif families; see `FontSubstitutions`), so layout sizes
/// labels, buttons and text fields by their real glyphs rather than `EstimatedTextMeasuring`'s
/// estimate.
///
/// ```swift
/// View.withTextMeasuring(PangoTextMeasuring()) { root.layoutIfNeeded() }
/// ```
public struct PangoTextMeasuring: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// Measures `text` as UIKit's `sizeThatFits` does: wrapped at words to `width` (nil: one
    /// line per paragraph), at most `numberOfLines` lines (0: all), the size rounded up to whole
    /// points, baselines from the top.
    public func measure(_ text: String, font: Font, wrappingTo width: CGFloat?, numberOfLines: Int)
        -> TextMeasurement
    {
        guard !text.isEmpty else { return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        var spec = TextSpec(text: text, face: FontFace(font), width: width, height: nil)
        spec.numberOfLines = numberOfLines
        spec.lineBreakMode = .byWordWrapping
        let pango = PangoText(spec)
        FontSubstitutions.note(pango)
        let laidOut = pango.lines()
        return TextMeasurement(
            size: CGSize(width: laidOut.size.width.rounded(.up), height: laidOut.size.height.rounded(.up)),
            firstBaseline: laidOut.lines.first?.baseline ?? 0,
            lastBaseline: laidOut.lines.last?.baseline ?? 0)
    }
}
