import Foundation
import ViewCore

/// A piece of text to lay out: what it says, in which face, and the box and rules it is set in,
/// as a label, button title or text field gives them.
struct TextSpec: Hashable, Sendable {
    /// The text; explicit line breaks start new lines.
    var text: String
    /// The face it is set in.
    var face: FontFace
    /// The width lines wrap or truncate at; nil never wraps.
    var width: CGFloat?
    /// The height below which no line is shown (the box's), for text truncated at its last
    /// visible line; nil has no limit.
    var height: CGFloat?
    /// At most this many lines (0: no limit).
    var numberOfLines = 1
    /// How lines that do not fit are wrapped or truncated.
    var lineBreakMode = LineBreakMode.byTruncatingTail
    /// How lines are aligned in `width`.
    var alignment = TextAlignment.natural
}

/// A laid-out text's measurements and lines, in points from its top-left corner.
struct TextLines: Sendable {
    /// One line: the characters it shows (with "…" where Pango elided some), where its left
    /// edge and baseline lie.
    struct Line: Sendable {
        /// The characters the line shows, truncated as drawn.
        var text: String
        /// Where the line starts, from the text's left edge.
        var x: CGFloat
        /// Where the line's baseline lies, from the text's top.
        var baseline: CGFloat
    }

    /// The size of the laid-out text, unrounded.
    var size: CGSize
    /// The lines, top to bottom.
    var lines: [Line]
    /// Whether some line was shortened with an ellipsis.
    var isEllipsized: Bool
}
